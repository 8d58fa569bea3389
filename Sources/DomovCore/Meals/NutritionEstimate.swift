import Foundation

/// Nutrition computed from a recipe's ingredient lines with the ingredient table: what each line
/// was matched to, and which lines could not be counted and why.
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
    }

    public var matches: [Match]
    public var unmatched: [Unmatched]
    public var servings: Int

    /// The whole recipe.
    public var total: Nutrition {
        matches.reduce(Nutrition.zero) { $0 + $1.food.per100g * ($1.grams / 100) }
    }

    /// One serving, each value rounded to tenths (as stored).
    public var perServing: Nutrition {
        let n = total * (1 / Double(max(servings, 1)))
        func tenths(_ value: Double) -> Double { (value * 10).rounded() / 10 }
        return Nutrition(kcal: tenths(n.kcal), protein: tenths(n.protein), carbohydrate: tenths(n.carbohydrate), fat: tenths(n.fat))
    }

    /// Matches every line against `table`.
    public init(ingredients: [RecipeIngredient], servings: Int, table: [IngredientFood] = IngredientFoodTable.foods) {
        self.servings = servings
        var matches: [Match] = []
        var unmatched: [Unmatched] = []
        let index = IngredientMatcher(table)
        for ingredient in ingredients {
            guard let food = index.food(named: ingredient.name) else {
                unmatched.append(Unmatched(ingredient: ingredient, reason: .unknownFood))
                continue
            }
            guard let quantity = ingredient.quantity else {
                unmatched.append(Unmatched(ingredient: ingredient, reason: .noQuantity))
                continue
            }
            guard let grams = IngredientUnit.grams(quantity, unit: ingredient.unit, of: food) else {
                unmatched.append(Unmatched(ingredient: ingredient, reason: .unknownUnit))
                continue
            }
            matches.append(Match(ingredient: ingredient, food: food, grams: grams))
        }
        self.matches = matches
        self.unmatched = unmatched
    }
}

/// Finds the food an ingredient's name means: the whole name, then without leading words
/// ("lean minced beef" → "minced beef"), each also in the singular ("red peppers" → "red pepper").
/// Text after a comma or in brackets is a note ("chicken breast, diced").
struct IngredientMatcher {
    private var byName: [String: IngredientFood] = [:]

    init(_ table: [IngredientFood]) {
        for food in table {
            for name in food.names {
                let key = Self.key(name)
                if byName[key] == nil { byName[key] = food }
            }
        }
    }

    func food(named name: String) -> IngredientFood? {
        var text = TextRules.searchKey(name)
        if let comma = text.firstIndex(where: { $0 == "," || $0 == "(" || $0 == ";" }) { text = String(text[..<comma]) }
        let words = Self.key(text).split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        for start in words.indices {
            let phrase = words[start...].joined(separator: " ")
            if let food = byName[phrase] ?? byName[Self.singular(phrase)] { return food }
        }
        return nil
    }

    static func key(_ name: String) -> String {
        let spaced = String(TextRules.searchKey(name).map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : " " })
        return spaced.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// The last word in the English singular: tomatoes → tomato, berries → berry, eggs → egg.
    static func singular(_ phrase: String) -> String {
        var words = phrase.split(separator: " ").map(String.init)
        guard var last = words.popLast() else { return phrase }
        if last.hasSuffix("ies"), last.count > 4 {
            last = String(last.dropLast(3)) + "y"
        } else if last.hasSuffix("oes") || last.hasSuffix("shes") || last.hasSuffix("ches") {
            last = String(last.dropLast(2))
        } else if last.hasSuffix("s"), !last.hasSuffix("ss"), last.count > 3 {
            last = String(last.dropLast())
        }
        return (words + [last]).joined(separator: " ")
    }
}
