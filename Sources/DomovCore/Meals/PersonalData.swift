import Foundation

/// The body data the ideal meal is computed from, stored per user.
public struct PersonalData: Sendable, Equatable, Codable {
    public var sex: Sex
    public var weightKg: Double
    public var heightCm: Double
    public var ageYears: Int
    public var activity: ActivityLevel
    public var goal: MealGoal
    /// Harris-Benedict as the seed defines it, or Mifflin-St Jeor on request.
    public var equation: EnergyEquation
    /// The seed's way from the basal rate to daily energy, or the recognised one on request.
    public var energyRule: EnergyRule

    public init(
        sex: Sex, weightKg: Double, heightCm: Double, ageYears: Int, activity: ActivityLevel, goal: MealGoal,
        equation: EnergyEquation = .harrisBenedict,
        energyRule: EnergyRule = .seed
    ) {
        self.sex = sex
        self.weightKg = weightKg
        self.heightCm = heightCm
        self.ageYears = ageYears
        self.activity = activity
        self.goal = goal
        self.equation = equation
        self.energyRule = energyRule
    }

    /// The ranges "Bad input" allows; outside them the formulas stop meaning anything.
    public static let weightRange: ClosedRange<Double> = 20...300
    public static let heightRange: ClosedRange<Double> = 100...250
    public static let ageRange: ClosedRange<Int> = 15...100
}

/// The formulas need it; the seed forgot the field.
public enum Sex: String, Sendable, CaseIterable, Codable {
    case female
    case male
}

/// The seed's five levels of physical activity.
public enum ActivityLevel: String, Sendable, CaseIterable, Codable {
    /// No exercise.
    case none
    /// Under an hour a day.
    case light
    /// About an hour a day.
    case mild
    /// One to two hours a day.
    case moderate
    /// More than two hours a day.
    case heavy

    /// The seed's factors, men / women: 1.4/1.4, 1.5/1.5, 1.7/1.6, 1.8/1.7, 2.1/1.8.
    public func factor(for sex: Sex) -> Double {
        switch (self, sex) {
        case (.none, _): 1.4
        case (.light, _): 1.5
        case (.mild, .male): 1.7
        case (.mild, .female): 1.6
        case (.moderate, .male): 1.8
        case (.moderate, .female): 1.7
        case (.heavy, .male): 2.1
        case (.heavy, .female): 1.8
        }
    }
}

/// The seed's two goals, each with its own daily energy and split.
public enum MealGoal: String, Sendable, CaseIterable, Codable {
    case weightLoss = "weight-loss"
    case muscleGain = "muscle-gain"
}

/// How the daily energy follows from the basal rate.
public enum EnergyRule: String, Sendable, CaseIterable, Codable {
    /// The seed's: basal rate × activity factor for weight loss, basal rate × 2 for muscle gain
    /// whatever the activity (so a very active man is given less to gain muscle than to lose weight).
    case seed
    /// The usual advice: the energy the person's activity needs (basal rate × activity factor),
    /// less a deficit to lose weight or plus a surplus to gain muscle (`IdealMeal.deficit`, `.surplus`).
    case activityBased = "activity-based"
}

/// Which basal metabolic rate equation to use.
public enum EnergyEquation: String, Sendable, CaseIterable, Codable {
    case harrisBenedict = "harris-benedict"
    case mifflinStJeor = "mifflin-st-jeor"
}
