import DomovCore
import Foundation
import Testing

/// The seed's rule for daily energy against the recognised one, and the warning the page gives
/// when the seed's rule has a person gain muscle on less energy than they would lose weight on.
@Suite("Ideal meal: energy rules")
struct EnergyRuleTests {
    // Man, 80 kg, 180 cm, 30 years (Harris-Benedict): 1864.545 kcal (see IdealMealTests).
    static func man(_ activity: ActivityLevel, _ goal: MealGoal, _ rule: EnergyRule = .seed) -> PersonalData {
        PersonalData(sex: .male, weightKg: 80, heightCm: 180, ageYears: 30, activity: activity, goal: goal, energyRule: rule)
    }

    @Test func theSeedRuleGivesAVeryActiveManLessToGainMuscleThanToLoseWeight() throws {
        for goal in MealGoal.allCases {
            let meal = IdealMeal(for: Self.man(.heavy, goal))
            let energies = try #require(meal.seedRuleGivesLessForMuscleGain, "\(goal)")
            // 1864.545 × 2 = 3729.09 against 1864.545 × 2.1 = 3915.5445.
            #expect(abs(energies.muscleGain - 3729.09) < 1e-6)
            #expect(abs(energies.weightLoss - 3915.5445) < 1e-6)
        }
        #expect(abs(IdealMeal(for: Self.man(.heavy, .muscleGain)).dailyEnergy - 3729.09) < 1e-6, "the seed's formula is kept")
    }

    @Test func noWarningWhereTheSeedRuleGivesMoreToGainMuscle() {
        for activity in [ActivityLevel.none, .light, .mild, .moderate] {
            #expect(IdealMeal(for: Self.man(activity, .muscleGain)).seedRuleGivesLessForMuscleGain == nil, "\(activity)")
        }
        // Women's factors stop at 1.8.
        let woman = PersonalData(sex: .female, weightKg: 60, heightCm: 165, ageYears: 30, activity: .heavy, goal: .muscleGain)
        #expect(IdealMeal(for: woman).seedRuleGivesLessForMuscleGain == nil)
    }

    /// The recognised rule: the activity's energy less 20 % to lose weight, plus 10 % to gain muscle;
    /// gaining then always gives more than losing, and there is nothing to warn about.
    @Test func theActivityBasedRuleIsADeficitAndASurplusOnTheActivitysEnergy() {
        for activity in ActivityLevel.allCases {
            let loss = IdealMeal(for: Self.man(activity, .weightLoss, .activityBased))
            let gain = IdealMeal(for: Self.man(activity, .muscleGain, .activityBased))
            let activityEnergy = 1864.545 * activity.factor(for: .male)
            #expect(abs(loss.dailyEnergy - activityEnergy * 0.8) < 1e-6, "\(activity)")
            #expect(abs(gain.dailyEnergy - activityEnergy * 1.1) < 1e-6, "\(activity)")
            #expect(gain.dailyEnergy > loss.dailyEnergy)
            #expect(gain.seedRuleGivesLessForMuscleGain == nil)
            #expect(gain.split == IdealMeal(for: Self.man(activity, .muscleGain)).split, "the goal's split stays")
        }
        // Heavy: 1864.545 × 2.1 × 1.1 = 4307.09895 kcal.
        #expect(abs(IdealMeal(for: Self.man(.heavy, .muscleGain, .activityBased)).dailyEnergy - 4307.09895) < 1e-6)
    }

    @Test func theFormKeepsTheSeedRuleUnlessAnotherIsChosen() throws {
        var input = PersonalDataInput([.sex: "male", .weight: "80", .height: "180", .age: "30", .activity: "heavy", .goal: "muscle-gain"])
        #expect(try input.validated().energyRule == .seed)
        input[.energyRule] = "activity-based"
        #expect(try input.validated().energyRule == .activityBased)
        #expect(PersonalDataInput(try input.validated())[.energyRule] == "activity-based")
        input[.energyRule] = "more"
        #expect(throws: ValidationFailure([FieldError("energyRule", .invalidValue)])) { try input.validated() }
    }
}
