import DomovCore
import Foundation
import Testing

/// The seed's formulas against values worked out by hand (in the comments), for both sexes,
/// all five activity levels and both goals; and the gram solver within 1 g of every target.
@Suite("Ideal meal")
struct IdealMealTests {
    // Woman, 60 kg, 165 cm, 30 years (Harris-Benedict):
    // 655.0955 + 9.5634·60 (573.804) + 1.8496·165 (305.184) − 4.6756·30 (140.268) = 1393.8155 kcal
    static func woman(_ activity: ActivityLevel, _ goal: MealGoal, _ equation: EnergyEquation = .harrisBenedict) -> PersonalData {
        PersonalData(sex: .female, weightKg: 60, heightCm: 165, ageYears: 30, activity: activity, goal: goal, equation: equation)
    }

    // Man, 80 kg, 180 cm, 30 years (Harris-Benedict):
    // 66.473 + 13.7516·80 (1100.128) + 5.0033·180 (900.594) − 6.755·30 (202.65) = 1864.545 kcal
    static func man(_ activity: ActivityLevel, _ goal: MealGoal, _ equation: EnergyEquation = .harrisBenedict) -> PersonalData {
        PersonalData(sex: .male, weightKg: 80, heightCm: 180, ageYears: 30, activity: activity, goal: goal, equation: equation)
    }

    @Test func basalRatesByHarrisBenedict() {
        #expect(abs(IdealMeal.basalRate(Self.woman(.none, .weightLoss)) - 1393.8155) < 1e-9)
        #expect(abs(IdealMeal.basalRate(Self.man(.none, .weightLoss)) - 1864.545) < 1e-9)
    }

    @Test func basalRatesByMifflinStJeor() {
        // Woman: 10·60 + 6.25·165 − 5·30 − 161 = 600 + 1031.25 − 150 − 161 = 1320.25
        #expect(abs(IdealMeal.basalRate(Self.woman(.none, .weightLoss, .mifflinStJeor)) - 1320.25) < 1e-9)
        // Man: 10·80 + 6.25·180 − 5·30 + 5 = 800 + 1125 − 150 + 5 = 1780
        #expect(abs(IdealMeal.basalRate(Self.man(.none, .weightLoss, .mifflinStJeor)) - 1780) < 1e-9)
    }

    /// Weight loss: BMR × activity factor (women 1.4, 1.5, 1.6, 1.7, 1.8).
    @Test(arguments: [
        (ActivityLevel.none, 1951.3417), (.light, 2090.72325), (.mild, 2230.1048), (.moderate, 2369.48635), (.heavy, 2508.8679),
    ])
    func womanLosingWeight(activity: ActivityLevel, daily: Double) {
        let meal = IdealMeal(for: Self.woman(activity, .weightLoss))
        #expect(abs(meal.dailyEnergy - daily) < 1e-6)
        #expect(abs(meal.mealEnergy - daily / 5) < 1e-6)
        // 40 % protein and carbohydrate at 4 kcal/g, 20 % fat at 9 kcal/g.
        #expect(abs(meal.targets.protein - daily / 5 * 0.4 / 4) < 1e-6)
        #expect(abs(meal.targets.carbohydrate - daily / 5 * 0.4 / 4) < 1e-6)
        #expect(abs(meal.targets.fat - daily / 5 * 0.2 / 9) < 1e-6)
    }

    /// Weight loss: BMR × activity factor (men 1.4, 1.5, 1.7, 1.8, 2.1).
    @Test(arguments: [
        (ActivityLevel.none, 2610.363), (.light, 2796.8175), (.mild, 3169.7265), (.moderate, 3356.181), (.heavy, 3915.5445),
    ])
    func manLosingWeight(activity: ActivityLevel, daily: Double) {
        let meal = IdealMeal(for: Self.man(activity, .weightLoss))
        #expect(abs(meal.dailyEnergy - daily) < 1e-6)
        #expect(abs(meal.mealEnergy - daily / 5) < 1e-6)
    }

    @Test func oneMealWorkedOutByHand() {
        // Man, heavy, weight loss: 3915.5445 / 5 = 783.1089 kcal; protein and carbohydrate
        // 783.1089 · 0.4 / 4 = 78.31089 g each; fat 783.1089 · 0.2 / 9 = 17.40242 g.
        let meal = IdealMeal(for: Self.man(.heavy, .weightLoss))
        #expect(abs(meal.targets.kcal - 783.1089) < 1e-6)
        #expect(abs(meal.targets.protein - 78.31089) < 1e-6)
        #expect(abs(meal.targets.carbohydrate - 78.31089) < 1e-6)
        #expect(abs(meal.targets.fat - 17.40242) < 1e-5)
    }

    /// Muscle gain as the seed writes it: BMR × 2 whatever the activity, 15/60/25.
    @Test(arguments: ActivityLevel.allCases)
    func muscleGainDoublesTheBasalRate(activity: ActivityLevel) {
        let woman = IdealMeal(for: Self.woman(activity, .muscleGain))
        // 1393.8155 · 2 = 2787.631; / 5 = 557.5262; protein 557.5262 · 0.15 / 4 = 20.9072325 g;
        // carbohydrate 557.5262 · 0.6 / 4 = 83.62893 g; fat 557.5262 · 0.25 / 9 = 15.4868389 g.
        #expect(abs(woman.dailyEnergy - 2787.631) < 1e-6)
        #expect(abs(woman.targets.protein - 20.9072325) < 1e-6)
        #expect(abs(woman.targets.carbohydrate - 83.62893) < 1e-6)
        #expect(abs(woman.targets.fat - 15.4868389) < 1e-6)
        let man = IdealMeal(for: Self.man(activity, .muscleGain))
        // 1864.545 · 2 = 3729.09; / 5 = 745.818; 27.968175 g, 111.8727 g, 20.7171667 g.
        #expect(abs(man.dailyEnergy - 3729.09) < 1e-6)
        #expect(abs(man.targets.protein - 27.968175) < 1e-6)
        #expect(abs(man.targets.carbohydrate - 111.8727) < 1e-6)
        #expect(abs(man.targets.fat - 20.7171667) < 1e-6)
    }

    /// Every combination the form allows, at the edges of the ranges too: the four foods,
    /// in whole grams, meet protein, carbohydrate and fat within 1 g each.
    @Test func theSolverMeetsEveryTargetWithinAGram() {
        for sex in Sex.allCases {
            for goal in MealGoal.allCases {
                for activity in ActivityLevel.allCases {
                    for (weight, height, age) in [
                        (20.0, 100.0, 100), (300.0, 250.0, 15), (60.0, 165.0, 30), (80.0, 180.0, 30), (45.0, 150.0, 70),
                    ] {
                        for equation in EnergyEquation.allCases {
                            let data = PersonalData(
                                sex: sex, weightKg: weight, heightCm: height, ageYears: age, activity: activity, goal: goal,
                                equation: equation)
                            let meal = IdealMeal(for: data)
                            #expect(abs(meal.totals.protein - meal.targets.protein) <= 1, "\(data)")
                            #expect(abs(meal.totals.carbohydrate - meal.targets.carbohydrate) <= 1, "\(data)")
                            #expect(abs(meal.totals.fat - meal.targets.fat) <= 1, "\(data)")
                            #expect(meal.portions.allSatisfy { $0.grams >= 0 && $0.grams == $0.grams.rounded() })
                        }
                    }
                }
            }
        }
    }

    @Test func theSolverUsesEveryFoodForSeveralNutrients() {
        // Woman, no exercise, weight loss: targets 39.026834 g protein and carbohydrate, 8.6726 g fat.
        // Vegetables: half the carbohydrate at 13.46 g/100 g caps them at 144 g.
        let meal = IdealMeal(for: Self.woman(.none, .weightLoss))
        let grams = Dictionary(uniqueKeysWithValues: meal.portions.map { ($0.food, $0.grams) })
        #expect(grams[.vegetables] == 144)
        // Rice: (39.026834 − 1.44 · 13.46) / 0.7995 = 24.57 → 25 g; chicken: (39.026834 − 1.44 · 3.33
        // − 0.2457 · 7.13) / 0.225 = 144.2 → 144 g; oil: 8.6726 − 1.44 · 0.47 − 1.442 · 2.62 − 0.2457 · 0.66 = 4.06 → 4 g.
        #expect(grams[.basmatiRice] == 25)
        #expect(grams[.chickenBreast] == 144)
        #expect(grams[.oliveOil] == 4)
    }

    @Test func anUnreachableTargetGetsTheClosestNonNegativeAnswer() {
        // Fat asked for is less than nothing can give: oil drops to 0 rather than going negative.
        let grams = MealSolver.portions(for: Nutrition(kcal: 200, protein: 40, carbohydrate: 0, fat: 0))
        #expect(grams.allSatisfy { $0.grams >= 0 })
    }
}
