import Foundation

/// One meal of five, as the seed defines it, with every step kept so the page can show
/// "how this was calculated".
public struct IdealMeal: Sendable, Equatable {
    public var personalData: PersonalData
    /// Basal metabolic rate, kcal a day.
    public var basalRate: Double
    /// What the basal rate is multiplied by. The seed's rule: the activity factor for weight loss,
    /// 2 for muscle gain. The activity-based rule: the activity factor less the deficit or plus the surplus.
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
    /// The activity-based rule's share below the activity's energy to lose weight (about 500 kcal
    /// for most adults, the deficit health services advise for 0.5 kg a week) and above it to gain
    /// muscle (the 10 % surplus sports-nutrition guidance gives for gaining with little fat).
    public static let deficit = 0.20
    public static let surplus = 0.10
    /// kcal per gram (Atwater): protein, carbohydrate, fat.
    public static let kcalPerGram = (protein: 4.0, carbohydrate: 4.0, fat: 9.0)

    /// Computes the meal for this person.
    public init(for data: PersonalData) {
        personalData = data
        basalRate = Self.basalRate(data)
        multiplier = Self.multiplier(data, goal: data.goal)
        switch data.goal {
        case .weightLoss: split = MacroSplit(protein: 0.40, carbohydrate: 0.40, fat: 0.20)
        case .muscleGain: split = MacroSplit(protein: 0.15, carbohydrate: 0.60, fat: 0.25)
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

    /// The basal rate's multiplier for a goal under the person's energy rule.
    public static func multiplier(_ data: PersonalData, goal: MealGoal) -> Double {
        let activity = data.activity.factor(for: data.sex)
        switch (data.energyRule, goal) {
        case (.seed, .weightLoss): return activity
        // The seed multiplies the basal rate by two whatever the activity; kept as written.
        case (.seed, .muscleGain): return 2
        case (.activityBased, .weightLoss): return activity * (1 - deficit)
        case (.activityBased, .muscleGain): return activity * (1 + surplus)
        }
    }

    /// Daily energy for muscle gain and for weight loss under the seed's rule, when muscle gain
    /// gives less (an activity factor above 2: a man active more than two hours a day); nil otherwise
    /// and under the activity-based rule, where gaining always gives more than losing.
    public var seedRuleGivesLessForMuscleGain: (muscleGain: Double, weightLoss: Double)? {
        guard personalData.energyRule == .seed else { return nil }
        let gain = basalRate * Self.multiplier(personalData, goal: .muscleGain)
        let loss = basalRate * Self.multiplier(personalData, goal: .weightLoss)
        return gain < loss ? (gain, loss) : nil
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
