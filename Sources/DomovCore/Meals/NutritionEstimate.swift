import Foundation

/// Nutrition computed from a recipe's ingredient lines with the ingredient table: what each line
/// was matched to, which lines could not be counted and why, and whether the counted lines make up
/// enough of the recipe for their sum to stand as the recipe's total.
public struct NutritionEstimate: Sendable, Equatable {
    /// A line that was counted.
    public struct Match: Sendable, Equatable {
        public var ingredient: RecipeIngredient
        public var food: IngredientFood
        public var grams: Double
    }

    /// Why a line was not counted.
    public enum Miss: String, Sendable, Equatable {
        /// The table has no food of that name.
        case unknownFood = "unknown-food"
        /// The food is known but the unit cannot be turned into grams of it.
        case unknownUnit = "unknown-unit"
        /// "salt", "pepper to taste": nothing to weigh.
        case noQuantity = "no-quantity"
    }

    public struct Unmatched: Sendable, Equatable {
        public var ingredient: RecipeIngredient
        public var reason: Miss
        /// What the line weighs when its unit tells without knowing the food ("200 g unicorn dust").
        public var grams: Double?
        /// Salt or a spice without an amount, anything "to taste", a pinch: too little to change the total.
        public var isNegligible: Bool
    }

    /// The counted lines must make up at least this share of the recipe's weight for their sum to be
    /// shown and used as the recipe's nutrition.
    public static let completeShare = 0.8

    public var matches: [Match]
    public var unmatched: [Unmatched]
    public var servings: Int

    /// The whole recipe, counted lines only.
    public var total: Nutrition {
        matches.reduce(Nutrition.zero) { $0 + $1.food.per100g * ($1.grams / 100) }
    }

    /// One serving, each value rounded to tenths (as stored).
    public var perServing: Nutrition {
        let n = total * (1 / Double(max(servings, 1)))
        return Nutrition(
            kcal: Self.tenths(n.kcal), protein: Self.tenths(n.protein), carbohydrate: Self.tenths(n.carbohydrate), fat: Self.tenths(n.fat))
    }

    /// Fibre of one serving, rounded to tenths; nil when a counted food has no fibre value.
    public var fibrePerServing: Double? {
        var grams = 0.0
        for match in matches {
            guard let fibre = match.food.fibrePer100g else { return nil }
            grams += fibre * match.grams / 100
        }
        return Self.tenths(grams / Double(max(servings, 1)))
    }

    /// Lines that were not counted and are not negligible: the ones a reader must know about.
    public var missing: [Unmatched] { unmatched.filter { !$0.isNegligible } }

    /// The counted grams' share of the grams that can be told, or nil when a line that matters cannot
    /// be weighed at all ("2 unicorns", "3 slices of feta"): then nobody can say how much is missing.
    public var countedShare: Double? {
        guard missing.allSatisfy({ $0.grams != nil }) else { return nil }
        let counted = matches.reduce(0.0) { $0 + $1.grams }
        let uncounted = missing.reduce(0.0) { $0 + ($1.grams ?? 0) }
        guard counted + uncounted > 0 else { return nil }
        return counted / (counted + uncounted)
    }

    /// True when the counted lines make up most of the recipe by weight, so the sum may stand as its total.
    public var isComplete: Bool {
        guard let share = countedShare, !matches.isEmpty else { return false }
        return share >= Self.completeShare
    }

    /// Matches every line against `table`.
    public init(ingredients: [RecipeIngredient], servings: Int, table: [IngredientFood]? = nil) {
        self.init(ingredients: ingredients, servings: servings, matcher: table.map(IngredientMatcher.init) ?? .shipped)
    }

    init(ingredients: [RecipeIngredient], servings: Int, matcher: IngredientMatcher) {
        self.servings = servings
        var matches: [Match] = []
        var unmatched: [Unmatched] = []
        for ingredient in ingredients {
            let unit = IngredientUnit.named(ingredient.unit)
            let toTaste = Self.saysToTaste(ingredient.name)
            guard var food = matcher.food(named: ingredient.name) else {
                let grams = ingredient.quantity.flatMap { IngredientUnit.gramsWhateverTheFood($0, unit: ingredient.unit) }
                let negligible = unit == .pinch || (ingredient.quantity == nil && toTaste)
                unmatched.append(Unmatched(ingredient: ingredient, reason: .unknownFood, grams: grams, isNegligible: negligible))
                continue
            }
            if let spooned = food.spoonedKey, [.teaspoon, .tablespoon, .pinch].contains(unit), let other = matcher.food(key: spooned) {
                food = other
            }
            guard let quantity = ingredient.quantity else {
                unmatched.append(
                    Unmatched(ingredient: ingredient, reason: .noQuantity, grams: nil, isNegligible: food.isSeasoning || toTaste))
                continue
            }
            guard let grams = IngredientUnit.grams(quantity, unit: ingredient.unit, of: food) else {
                let grams = IngredientUnit.gramsWhateverTheFood(quantity, unit: ingredient.unit)
                unmatched.append(Unmatched(ingredient: ingredient, reason: .unknownUnit, grams: grams, isNegligible: unit == .pinch))
                continue
            }
            matches.append(Match(ingredient: ingredient, food: food, grams: grams))
        }
        self.matches = matches
        self.unmatched = unmatched
    }

    /// "salt to taste", "pepř podle chuti", "petrželka na ozdobu".
    static func saysToTaste(_ name: String) -> Bool {
        let key = IngredientText.folded(IngredientText.key(name))
        return toTasteMarkers.contains { key.contains($0) }
    }

    static let toTasteMarkers = [
        "to taste", "for seasoning", "to garnish", "for garnish", "optional",
        "podle chuti", "dle chuti", "na dochuceni", "k dochuceni", "na ozdobu", "k ozdobeni", "na posypani",
    ]

    private static func tenths(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
