import Foundation

/// One meal of five, as the seed defines it, with every step kept so the page can show
/// "how this was calculated".
public struct IdealMeal: Sendable, Equatable {
    public var personalData: PersonalData
    /// Basal metabolic rate, kcal a day.
    public var basalRate: Double
    /// What the basal rate is multiplied by: the activity factor for weight loss, 2 for muscle gain.
    public var multiplier: Double
    public var dailyEnergy: Double
    public var mealEnergy: Double
    public var split: MacroSplit
    /// Grams of protein, carbohydrate and fat one meal should have, and its kcal.
    public var targets: Nutrition
    public var portions: [MealPortion]
    /// What the portions add up to, from the nutrient table.
    public var totals: Nutrition

    /// Five meals a day, as the seed has it.
    public static let mealsPerDay = 5.0
    /// kcal per gram (Atwater): protein, carbohydrate, fat.
    public static let kcalPerGram = (protein: 4.0, carbohydrate: 4.0, fat: 9.0)

    /// Computes the meal for this person.
    public init(for data: PersonalData) {
        personalData = data
        basalRate = Self.basalRate(data)
        switch data.goal {
        case .weightLoss:
            multiplier = data.activity.factor(for: data.sex)
            split = MacroSplit(protein: 0.40, carbohydrate: 0.40, fat: 0.20)
        case .muscleGain:
            // The seed multiplies the basal rate by two whatever the activity; kept as written.
            multiplier = 2
            split = MacroSplit(protein: 0.15, carbohydrate: 0.60, fat: 0.25)
        }
        dailyEnergy = basalRate * multiplier
        mealEnergy = dailyEnergy / Self.mealsPerDay
        targets = Nutrition(
            kcal: mealEnergy,
            protein: mealEnergy * split.protein / Self.kcalPerGram.protein,
            carbohydrate: mealEnergy * split.carbohydrate / Self.kcalPerGram.carbohydrate,
            fat: mealEnergy * split.fat / Self.kcalPerGram.fat
        )
        portions = MealSolver.portions(for: targets)
        totals = portions.reduce(.zero) { $0 + $1.nutrition }
    }

    /// Harris-Benedict as the seed gives it, or Mifflin-St Jeor.
    public static func basalRate(_ data: PersonalData) -> Double {
        let w = data.weightKg, h = data.heightCm, a = Double(data.ageYears)
        switch (data.equation, data.sex) {
        case (.harrisBenedict, .female): return 655.0955 + 9.5634 * w + 1.8496 * h - 4.6756 * a
        case (.harrisBenedict, .male): return 66.473 + 13.7516 * w + 5.0033 * h - 6.755 * a
        case (.mifflinStJeor, .female): return 10 * w + 6.25 * h - 5 * a - 161
        case (.mifflinStJeor, .male): return 10 * w + 6.25 * h - 5 * a + 5
        }
    }
}

/// Shares of the meal's energy, adding up to 1.
public struct MacroSplit: Sendable, Equatable {
    public var protein: Double
    public var carbohydrate: Double
    public var fat: Double
}
