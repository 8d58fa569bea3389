import Foundation

/// Reads and writes one ingredient line: "200 g chicken breast", "1,5 l water", "1/2 lemon", "salt",
/// and Czech lines as Czech recipes write them: "2 lžíce olivového oleje", "1 ½ hrnku mouky",
/// "½ cibule", "půl citronu", "špetka soli" (a unit without a number is one of it).
public enum RecipeIngredientLine {
    public static func parse(_ line: String) -> RecipeIngredient {
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard !words.isEmpty else { return RecipeIngredient(quantity: nil, unit: "", name: line) }
        splitGluedUnit(&words)
        let quantity: Double
        var fraction = false
        if let (value, used) = leadingQuantity(words) {
            quantity = value
            fraction = words.prefix(used).contains(where: isFraction)
            words.removeFirst(used)
        } else if words.count > 2, ["a", "an"].contains(words[0].lowercased()), IngredientUnit.named(words[1]) != nil {
            quantity = 1
            words.removeFirst()
        } else if words.count > 1, IngredientUnit.named(words[0]) != nil {
            quantity = 1
        } else {
            return RecipeIngredient(quantity: nil, unit: "", name: line)
        }
        var unit = ""
        if let candidate = words.first, words.count > 1, IngredientUnit.named(candidate) != nil {
            unit = candidate
            words.removeFirst()
            // "2 cups of flour": the "of" belongs to the unit.
            if words.count > 1, words[0].lowercased() == "of" { words.removeFirst() }
        }
        guard !words.isEmpty else { return RecipeIngredient(quantity: nil, unit: "", name: line) }
        return RecipeIngredient(quantity: quantity, unit: unit, name: words.joined(separator: " "), writtenAsFraction: fraction)
    }

    /// "½", "1½", "1/2", "půl": an amount written as a fraction rather than a decimal.
    private static func isFraction(_ word: String) -> Bool {
        numberWords[word.lowercased()] != nil || word.contains(where: { vulgarFractions[$0] != nil || $0 == "/" || $0 == "⁄" })
    }

    public static func format(_ ingredient: RecipeIngredient) -> String {
        guard let quantity = ingredient.quantity else { return ingredient.name }
        return [formatQuantity(quantity), ingredient.unit, ingredient.name].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Whole numbers without ".0", others with at most two decimals.
    /// A whole number beyond `Int` (a typed "1e19") is written as the double it is: converting
    /// it would trap.
    public static func formatQuantity(_ value: Double) -> String {
        if value == value.rounded(), let whole = Int(exactly: value) { return String(whole) }
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        let hundredths = (value * 100).rounded() / 100
        return String(hundredths)
    }

    /// The quantity at the start of a line and how many words it took: "2", "1,5", "1/2", "½", "1½",
    /// "1 ½", "1 1/2", "půl", "half".
    static func leadingQuantity(_ words: [String]) -> (Double, Int)? {
        guard let first = words.first, let whole = number(first) else { return nil }
        if words.count > 2, whole == whole.rounded(),
            !first.contains(where: { vulgarFractions[$0] != nil || $0 == "/" || $0 == "," || $0 == "." }),
            let fraction = number(words[1]), fraction < 1,
            words[1].contains(where: { vulgarFractions[$0] != nil || $0 == "/" || $0 == "⁄" })
        {
            return (whole + fraction, 2)
        }
        return (whole, 1)
    }

    static let vulgarFractions: [Character: Double] = [
        "½": 1.0 / 2, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 1.0 / 4, "¾": 3.0 / 4, "⅕": 1.0 / 5, "⅖": 2.0 / 5,
        "⅗": 3.0 / 5, "⅘": 4.0 / 5, "⅙": 1.0 / 6, "⅚": 5.0 / 6, "⅛": 1.0 / 8, "⅜": 3.0 / 8, "⅝": 5.0 / 8, "⅞": 7.0 / 8,
    ]

    /// Words that are numbers in a recipe's quantity.
    static let numberWords: [String: Double] = ["půl": 0.5, "pul": 0.5, "half": 0.5, "čtvrt": 0.25, "ctvrt": 0.25]

    static func number(_ word: String) -> Double? {
        if let named = numberWords[word.lowercased()] { return named }
        let text = word.replacingOccurrences(of: "⁄", with: "/")
        // "½" or "1½": whole digits, then one vulgar fraction.
        if let last = text.last, let fraction = vulgarFractions[last] {
            let digits = text.dropLast()
            if digits.isEmpty { return fraction }
            guard digits.allSatisfy(\.isASCII), let whole = Double(digits), whole == whole.rounded() else { return nil }
            return whole + fraction
        }
        if let slash = text.firstIndex(of: "/") {
            // "1e300/1e-300" is no amount: the quotient is infinite.
            guard let top = Double(text[..<slash]), let bottom = Double(text[text.index(after: slash)...]), bottom > 0, top > 0,
                (top / bottom).isFinite
            else { return nil }
            return top / bottom
        }
        guard text.allSatisfy({ $0.isASCII }), let value = Double(text.replacingOccurrences(of: ",", with: ".")), value.isFinite, value > 0
        else { return nil }
        return value
    }

    /// "200g" and "1,5l" are a quantity and a unit written together.
    private static func splitGluedUnit(_ words: inout [String]) {
        let first = words[0]
        guard let letter = first.firstIndex(where: \.isLetter), letter != first.startIndex else { return }
        let digits = String(first[..<letter]), rest = String(first[letter...])
        guard number(digits) != nil, IngredientUnit.named(rest) != nil else { return }
        words.replaceSubrange(0...0, with: [digits, rest])
    }
}
