import Foundation

/// One food of the ingredient table: its values per 100 g and what a "piece" or a spoon of it weighs.
public struct IngredientFood: Sendable, Equatable {
    /// Stable key, shown nowhere but in the API ("onion").
    public let key: String
    /// Names an ingredient line may use for it (English and Czech, singular; plurals are folded).
    public let names: [String]
    public let per100g: Nutrition
    /// A typical piece (one onion, one egg, one clove of garlic), if it has one.
    public let pieceGrams: Double?
    /// Grams per millilitre, for ml, l and spoons; 1 for watery food.
    public let density: Double
    /// What a teaspoon of it weighs when that is not 5 ml × density (dried herbs, spices).
    public let teaspoonGrams: Double?
    /// A handful or a bunch (leaves, herbs).
    public let handfulGrams: Double?

    init(_ key: String, _ names: [String], _ kcal: Double, _ protein: Double, _ carbohydrate: Double, _ fat: Double,
         piece: Double? = nil, density: Double = 1, teaspoon: Double? = nil, handful: Double? = nil) {
        self.key = key
        self.names = names
        self.per100g = Nutrition(kcal: kcal, protein: protein, carbohydrate: carbohydrate, fat: fat)
        self.pieceGrams = piece
        self.density = density
        self.teaspoonGrams = teaspoon
        self.handfulGrams = handful
    }
}
