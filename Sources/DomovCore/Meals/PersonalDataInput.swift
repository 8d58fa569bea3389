import Foundation

/// Personal data as typed into a form or sent to the API, before validation.
public struct PersonalDataInput: Sendable, Equatable {
    public var sex: String
    public var weightKg: String
    public var heightCm: String
    public var ageYears: String
    public var activity: String
    public var goal: String
    public var equation: String
    /// Empty keeps the seed's rule.
    public var energyRule: String

    public init(
        sex: String = "", weightKg: String = "", heightCm: String = "", ageYears: String = "", activity: String = "", goal: String = "",
        equation: String = "",
        energyRule: String = ""
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

    public init(_ data: PersonalData) {
        self.init(
            sex: data.sex.rawValue, weightKg: Self.format(data.weightKg), heightCm: Self.format(data.heightCm),
            ageYears: String(data.ageYears), activity: data.activity.rawValue, goal: data.goal.rawValue, equation: data.equation.rawValue,
            energyRule: data.energyRule.rawValue
        )
    }

    /// Checks every field at once, so a form shows all problems in one round trip.
    public func validated() throws(ValidationFailure) -> PersonalData {
        var errors = FieldErrorCollector()
        let sex = Self.choice(Sex.self, sex, field: "sex", errors: &errors)
        let weight = Self.decimal(weightKg, field: "weight", range: PersonalData.weightRange, errors: &errors)
        let height = Self.decimal(heightCm, field: "height", range: PersonalData.heightRange, errors: &errors)
        var age: Int?
        let ageText = ageYears.trimmingCharacters(in: .whitespaces)
        if ageText.isEmpty {
            errors.add("age", .required)
        } else if let value = Int(ageText) {
            if PersonalData.ageRange.contains(value) {
                age = value
            } else {
                errors.add("age", .outOfRange(minimum: PersonalData.ageRange.lowerBound, maximum: PersonalData.ageRange.upperBound))
            }
        } else {
            errors.add("age", .invalidNumber)
        }
        let activity = Self.choice(ActivityLevel.self, activity, field: "activity", errors: &errors)
        let goal = Self.choice(MealGoal.self, goal, field: "goal", errors: &errors)
        let equationText = equation.trimmingCharacters(in: .whitespaces)
        var chosenEquation: EnergyEquation? = .harrisBenedict
        if !equationText.isEmpty {
            chosenEquation = EnergyEquation(rawValue: equationText)
            if chosenEquation == nil { errors.add("equation", .invalidValue) }
        }
        let ruleText = energyRule.trimmingCharacters(in: .whitespaces)
        let rule = ruleText.isEmpty ? EnergyRule.seed : EnergyRule(rawValue: ruleText)
        if rule == nil { errors.add("energyRule", .invalidValue) }
        try errors.throwIfAny()
        guard let sex, let weight, let height, let age, let activity, let goal, let chosenEquation, let rule else {
            throw ValidationFailure("sex", .required)
        }
        return PersonalData(
            sex: sex, weightKg: weight, heightCm: height, ageYears: age, activity: activity, goal: goal, equation: chosenEquation,
            energyRule: rule
        )
    }

    private static func choice<Choice: RawRepresentable<String>>(
        _: Choice.Type, _ raw: String, field: String, errors: inout FieldErrorCollector
    ) -> Choice? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else {
            errors.add(field, .required)
            return nil
        }
        guard let value = Choice(rawValue: text) else {
            errors.add(field, .invalidValue)
            return nil
        }
        return value
    }

    /// Accepts a decimal comma too, as Czech keyboards type it.
    private static func decimal(_ raw: String, field: String, range: ClosedRange<Double>, errors: inout FieldErrorCollector) -> Double? {
        let text = raw.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
        guard !text.isEmpty else {
            errors.add(field, .required)
            return nil
        }
        guard let value = Double(text), value.isFinite else {
            errors.add(field, .invalidNumber)
            return nil
        }
        guard range.contains(value) else {
            errors.add(field, .outOfRange(minimum: Int(range.lowerBound), maximum: Int(range.upperBound)))
            return nil
        }
        return value
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
