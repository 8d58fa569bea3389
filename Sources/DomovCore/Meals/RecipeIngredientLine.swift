import Foundation

/// Reads and writes one ingredient line: "200 g chicken breast", "1,5 l water", "1/2 lemon", "salt".
public enum RecipeIngredientLine {
    /// Units recognised after the quantity; anything else is part of the name ("2 eggs").
    static let units: Set<String> = [
        "g", "kg", "mg", "ml", "l", "dl", "cl", "tsp", "tbsp", "cup", "cups", "pinch", "clove", "cloves",
        "slice", "slices", "can", "cans", "bunch", "handful", "lžíce", "lžička", "lžičky", "lžic", "stroužek", "stroužky", "hrst", "špetka", "ks", "pcs",
    ]

    public static func parse(_ line: String) -> RecipeIngredient {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let first = words.first, let quantity = number(first) else {
            return RecipeIngredient(quantity: nil, unit: "", name: line)
        }
        var rest = Array(words.dropFirst())
        var unit = ""
        if let candidate = rest.first, units.contains(candidate.lowercased()), rest.count > 1 {
            unit = candidate
            rest.removeFirst()
        }
        guard !rest.isEmpty else { return RecipeIngredient(quantity: nil, unit: "", name: line) }
        return RecipeIngredient(quantity: quantity, unit: unit, name: rest.joined(separator: " "))
    }

    public static func format(_ ingredient: RecipeIngredient) -> String {
        guard let quantity = ingredient.quantity else { return ingredient.name }
        return [formatQuantity(quantity), ingredient.unit, ingredient.name].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Whole numbers without ".0", others with at most two decimals.
    public static func formatQuantity(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        let hundredths = (value * 100).rounded() / 100
        return String(hundredths)
    }

    private static func number(_ word: String) -> Double? {
        if let slash = word.firstIndex(of: "/") {
            guard let top = Double(word[..<slash]), let bottom = Double(word[word.index(after: slash)...]), bottom > 0 else { return nil }
            return top / bottom
        }
        guard let value = Double(word.replacingOccurrences(of: ",", with: ".")), value.isFinite, value > 0 else { return nil }
        return value
    }
}
