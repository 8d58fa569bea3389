import Foundation

/// The units an ingredient line may use and how each turns into grams of a given food.
public enum IngredientUnit {
    /// Grams of `quantity` `unit` of `food`, or nil when the unit does not apply to it
    /// (pieces of something without a typical piece weight, cans, slices).
    public static func grams(_ quantity: Double, unit rawUnit: String, of food: IngredientFood) -> Double? {
        let unit = TextRules.searchKey(rawUnit.trimmingCharacters(in: .whitespaces))
        if let perUnit = massGrams[unit] { return quantity * perUnit }
        if let millilitres = volumeMillilitres[unit] { return quantity * millilitres * food.density }
        if teaspoons.contains(unit) { return quantity * teaspoonGrams(food) }
        if tablespoons.contains(unit) { return quantity * 3 * teaspoonGrams(food) }
        if pinches.contains(unit) { return quantity * 0.4 }
        if handfuls.contains(unit) { return food.handfulGrams.map { quantity * $0 } }
        if bunches.contains(unit) { return food.handfulGrams.map { quantity * 4 * $0 } }
        if pieces.contains(unit) { return food.pieceGrams.map { quantity * $0 } }
        return nil
    }

    /// A level teaspoon: 5 ml of the food unless the table knows better (dry herbs are light).
    static func teaspoonGrams(_ food: IngredientFood) -> Double {
        food.teaspoonGrams ?? 5 * food.density
    }

    static let massGrams: [String: Double] = ["g": 1, "kg": 1000, "mg": 0.001, "dkg": 10]
    static let volumeMillilitres: [String: Double] = ["ml": 1, "l": 1000, "dl": 100, "cl": 10, "cup": 240, "cups": 240]
    static let teaspoons: Set<String> = ["tsp", "lzicka", "lzicky", "lzicek"]
    static let tablespoons: Set<String> = ["tbsp", "lzice", "lzic"]
    static let pinches: Set<String> = ["pinch", "spetka"]
    static let handfuls: Set<String> = ["handful", "hrst"]
    static let bunches: Set<String> = ["bunch", "svazek"]
    /// No unit ("2 eggs") or a word for a piece ("2 cloves garlic").
    static let pieces: Set<String> = ["", "ks", "pcs", "piece", "pieces", "clove", "cloves", "strouzek", "strouzky"]
}
