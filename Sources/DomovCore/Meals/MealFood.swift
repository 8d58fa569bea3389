import Foundation

/// The four foods the ideal meal is made of, with their values per 100 g.
///
/// Source: USDA FoodData Central, SR Legacy entries "Chicken, broilers or fryers, breast, meat
/// only, raw"; "Rice, white, long-grain, regular, raw, enriched" (basmati is a long-grain white
/// rice; weighed dry); "Oil, olive, salad or cooking"; "Vegetables, mixed, frozen, unprepared".
public enum MealFood: String, Sendable, CaseIterable, Codable {
    case chickenBreast = "chicken-breast"
    case basmatiRice = "basmati-rice"
    case oliveOil = "olive-oil"
    case vegetables

    /// Values per 100 g of the food as weighed (raw meat, dry rice).
    public var per100g: Nutrition {
        switch self {
        case .chickenBreast: Nutrition(kcal: 120, protein: 22.5, carbohydrate: 0, fat: 2.62)
        case .basmatiRice: Nutrition(kcal: 365, protein: 7.13, carbohydrate: 79.95, fat: 0.66)
        case .oliveOil: Nutrition(kcal: 884, protein: 0, carbohydrate: 0, fat: 100)
        case .vegetables: Nutrition(kcal: 72, protein: 3.33, carbohydrate: 13.46, fat: 0.47)
        }
    }

    public func nutrition(grams: Double) -> Nutrition {
        per100g * (grams / 100)
    }

    /// Shown under the table on the page, so anyone can check the numbers.
    public static let source = "USDA FoodData Central (SR Legacy)"
}

/// One food of the ideal meal and how much of it to weigh out.
public struct MealPortion: Sendable, Equatable, Codable {
    public var food: MealFood
    public var grams: Double

    public init(food: MealFood, grams: Double) {
        self.food = food
        self.grams = grams
    }

    public var nutrition: Nutrition { food.nutrition(grams: grams) }
}
