import Foundation

/// Personal data as typed into a form or sent to the API, before validation.
public struct PersonalDataInput: Sendable, Equatable {
    /// The fields, named as the web form, the API's errors and `ValidationFailure` name them;
    /// the units are the form's (kilograms, centimetres, years).
    public enum Field: String, Sendable, CaseIterable, CustomStringConvertible {
        case sex
        case weight
        case height
        case age
        case activity
        case goal
        /// Empty is Harris-Benedict, the seed's.
        case equation
        /// Empty keeps the seed's rule.
        case energyRule

        /// The name, also where a field is written into a message.
        public var description: String { rawValue }
    }

    /// The text typed into each field; a field not there reads as empty.
    public var text: [Field: String]

    public init(_ text: [Field: String] = [:]) {
        self.text = text
    }

    public init(_ data: PersonalData) {
        self.init([
            .sex: data.sex.rawValue, .weight: Self.format(data.weightKg), .height: Self.format(data.heightCm),
            .age: String(data.ageYears), .activity: data.activity.rawValue, .goal: data.goal.rawValue,
            .equation: data.equation.rawValue, .energyRule: data.energyRule.rawValue,
        ])
    }

    public subscript(field: Field) -> String {
        get { text[field] ?? "" }
        set { text[field] = newValue }
    }

    /// Checks every field at once, so a form shows all problems in one round trip.
    public func validated() throws(ValidationFailure) -> PersonalData {
        var errors = FieldErrorCollector()
        let sex = Self.choice(Sex.self, self[.sex], field: .sex, errors: &errors)
        let weight = Self.decimal(self[.weight], field: .weight, range: PersonalData.weightRange, errors: &errors)
        let height = Self.decimal(self[.height], field: .height, range: PersonalData.heightRange, errors: &errors)
        var age: Int?
        let ageText = self[.age].trimmingCharacters(in: .whitespaces)
        if ageText.isEmpty {
            errors.add(Field.age.rawValue, .required)
        } else if let value = Int(ageText) {
            if PersonalData.ageRange.contains(value) {
                age = value
            } else {
                errors.add(
                    Field.age.rawValue, .outOfRange(minimum: PersonalData.ageRange.lowerBound, maximum: PersonalData.ageRange.upperBound))
            }
        } else {
            errors.add(Field.age.rawValue, .invalidNumber)
        }
        let activity = Self.choice(ActivityLevel.self, self[.activity], field: .activity, errors: &errors)
        let goal = Self.choice(MealGoal.self, self[.goal], field: .goal, errors: &errors)
        let equationText = self[.equation].trimmingCharacters(in: .whitespaces)
        var chosenEquation: EnergyEquation? = .harrisBenedict
        if !equationText.isEmpty {
            chosenEquation = EnergyEquation(rawValue: equationText)
            if chosenEquation == nil { errors.add(Field.equation.rawValue, .invalidValue) }
        }
        let ruleText = self[.energyRule].trimmingCharacters(in: .whitespaces)
        let rule = ruleText.isEmpty ? EnergyRule.seed : EnergyRule(rawValue: ruleText)
        if rule == nil { errors.add(Field.energyRule.rawValue, .invalidValue) }
        try errors.throwIfAny()
        guard let sex, let weight, let height, let age, let activity, let goal, let chosenEquation, let rule else {
            throw ValidationFailure(Field.sex.rawValue, .required)
        }
        return PersonalData(
            sex: sex, weightKg: weight, heightCm: height, ageYears: age, activity: activity, goal: goal, equation: chosenEquation,
            energyRule: rule
        )
    }

    private static func choice<Choice: RawRepresentable<String>>(
        _: Choice.Type, _ raw: String, field: Field, errors: inout FieldErrorCollector
    ) -> Choice? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else {
            errors.add(field.rawValue, .required)
            return nil
        }
        guard let value = Choice(rawValue: text) else {
            errors.add(field.rawValue, .invalidValue)
            return nil
        }
        return value
    }

    /// Accepts a decimal comma too, as Czech keyboards type it.
    private static func decimal(_ raw: String, field: Field, range: ClosedRange<Double>, errors: inout FieldErrorCollector) -> Double? {
        let text = raw.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
        guard !text.isEmpty else {
            errors.add(field.rawValue, .required)
            return nil
        }
        guard let value = Double(text), value.isFinite else {
            errors.add(field.rawValue, .invalidNumber)
            return nil
        }
        guard range.contains(value) else {
            errors.add(field.rawValue, .outOfRange(minimum: Int(range.lowerBound), maximum: Int(range.upperBound)))
            return nil
        }
        return value
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
