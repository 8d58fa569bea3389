import Foundation

/// One food of the ingredient table: its values per 100 g, where they come from, the forms a line
/// may name it by, and what a piece, a spoon or a can of it weighs.
public struct IngredientFood: Sendable, Equatable {
    /// Stable key, shown nowhere but in the API ("onion").
    public let key: String
    /// The English names (singular; an English plural is folded) and then the Czech forms as recipes
    /// write them: nominative, genitive singular, nominative and genitive plural, with their adjectives
    /// ("olivový olej", "olivového oleje"). Listed rather than guessed: a stemmer would mix up foods.
    public let names: [String]
    /// The name to show to a reader of each language.
    public let englishName: String
    public let czechName: String
    public let per100g: Nutrition
    /// Dietary fibre per 100 g, when the source gives it.
    public let fibrePer100g: Double?
    /// The USDA FoodData Central (SR Legacy) description the values are taken from.
    public let source: String
    /// Grams per millilitre, for ml, l, cups and spoons; 1 for watery food.
    public let density: Double
    /// Grams of one unit of this food where the unit needs it (a piece, a clove, a can, a handful)
    /// or where the food differs from its density (a teaspoon of dried herbs).
    public let unitGrams: [IngredientUnit: Double]
    /// Salt, spices, herbs, water: a line of it without an amount ("salt", "pepř") is negligible.
    public let isSeasoning: Bool
    /// The food this name means when it is measured by the spoon: "1 lžička papriky" is ground
    /// paprika, not a sweet pepper; "1 tsp chilli" is chilli powder.
    public let spoonedKey: String?

    /// A typical piece (one onion, one egg), if it has one.
    public var pieceGrams: Double? { unitGrams[.piece] }
    /// What a teaspoon of it weighs when that is not 5 ml × density (dried herbs, spices).
    public var teaspoonGrams: Double? { unitGrams[.teaspoon] }
    /// A handful (leaves, herbs); a bunch is four.
    public var handfulGrams: Double? { unitGrams[.handful] }

    /// `en` and `cs` list the forms separated by "|"; the numbers are kcal, protein, carbohydrate,
    /// fat and fibre per 100 g.
    init(
        _ key: String, _ source: String, en: String, cs: String, _ kcal: Double, _ protein: Double, _ carbohydrate: Double, _ fat: Double,
        _ fibre: Double?, density: Double = 1, units: [IngredientUnit: Double] = [:], seasoning: Bool = false, spooned: String? = nil
    ) {
        self.key = key
        self.source = source
        self.names = (en.split(separator: "|") + cs.split(separator: "|")).map(String.init)
        self.englishName = en.split(separator: "|").first.map(String.init) ?? key
        self.czechName = cs.split(separator: "|").first.map(String.init) ?? englishName
        self.per100g = Nutrition(kcal: kcal, protein: protein, carbohydrate: carbohydrate, fat: fat)
        self.fibrePer100g = fibre
        self.density = density
        self.unitGrams = units
        self.isSeasoning = seasoning
        self.spoonedKey = spooned
    }

    /// Plain water, also the stand-in for measuring a line whose food is unknown.
    static let water = IngredientFood(
        "water", "Water, tap, drinking", en: "water|hot water|cold water|warm water|boiling water",
        cs:
            """
            voda|vody|vodu|vodou|teplá voda|teplé vody|studená voda|studené vody|vlažná voda|vlažné vody|horká voda|horké \
            vody|vroucí voda|vroucí vody
            """,
        0, 0, 0, 0, 0, seasoning: true
    )
}
