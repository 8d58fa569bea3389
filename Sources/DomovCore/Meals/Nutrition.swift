import Foundation

/// Energy and the three macronutrients of an amount of food (a serving, a meal, 100 g).
public struct Nutrition: Sendable, Equatable, Codable {
    public var kcal: Double
    public var protein: Double
    public var carbohydrate: Double
    public var fat: Double

    public init(kcal: Double, protein: Double, carbohydrate: Double, fat: Double) {
        self.kcal = kcal
        self.protein = protein
        self.carbohydrate = carbohydrate
        self.fat = fat
    }

    public static let zero = Nutrition(kcal: 0, protein: 0, carbohydrate: 0, fat: 0)

    public static func + (lhs: Nutrition, rhs: Nutrition) -> Nutrition {
        Nutrition(
            kcal: lhs.kcal + rhs.kcal, protein: lhs.protein + rhs.protein, carbohydrate: lhs.carbohydrate + rhs.carbohydrate,
            fat: lhs.fat + rhs.fat)
    }

    public static func * (lhs: Nutrition, factor: Double) -> Nutrition {
        Nutrition(kcal: lhs.kcal * factor, protein: lhs.protein * factor, carbohydrate: lhs.carbohydrate * factor, fat: lhs.fat * factor)
    }
}
