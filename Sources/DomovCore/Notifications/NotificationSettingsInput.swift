import Foundation

/// Notification choices as a person typed them (the settings form or the API), to be checked.
public struct NotificationSettingsInput: Sendable {
    /// Field names for errors: the form's by default; the API names its JSON properties.
    public struct FieldNames: Sendable {
        public var lead = "default_lead"
        public var quietStart = "quiet_start"
        public var quietEnd = "quiet_end"

        public init(lead: String = "default_lead", quietStart: String = "quiet_start", quietEnd: String = "quiet_end") {
            self.lead = lead
            self.quietStart = quietStart
            self.quietEnd = quietEnd
        }
    }

    public var inApp: Bool
    public var push: Bool
    public var email: Bool
    /// Minutes before, one of `NotificationSettings.leadChoices`; empty for none.
    public var defaultLead: String
    /// "22:00"-style times; both empty for no quiet hours.
    public var quietStart: String
    public var quietEnd: String

    public init(inApp: Bool, push: Bool, email: Bool, defaultLead: String, quietStart: String, quietEnd: String) {
        self.inApp = inApp
        self.push = push
        self.email = email
        self.defaultLead = defaultLead
        self.quietStart = quietStart
        self.quietEnd = quietEnd
    }

    /// The settings, or every field's problem at once. The verified address is not part of them.
    public func validated(names: FieldNames = FieldNames()) throws(ValidationFailure) -> NotificationSettings {
        var errors = FieldErrorCollector()
        var lead: Int?
        let leadText = defaultLead.trimmingCharacters(in: .whitespaces)
        if !leadText.isEmpty {
            if let minutes = Int(leadText), NotificationSettings.leadChoices.contains(minutes) {
                lead = minutes
            } else {
                errors.add(names.lead, .invalidValue)
            }
        }
        let start = Self.minuteOfDay(quietStart), end = Self.minuteOfDay(quietEnd)
        var quiet: QuietHours?
        switch (start, end) {
        case (.none, .none):
            break
        case (.some(let start), .some(let end)):
            if let start, let end {
                quiet = QuietHours(startMinute: start, endMinute: end)
                if quiet == nil { errors.add(names.quietEnd, .sameStartAndEnd) }
            }
            if start == nil { errors.add(names.quietStart, .invalidTime) }
            if end == nil { errors.add(names.quietEnd, .invalidTime) }
        case (.none, .some):
            errors.add(names.quietStart, .required)
        case (.some, .none):
            errors.add(names.quietEnd, .required)
        }
        try errors.throwIfAny()
        return NotificationSettings(inApp: inApp, push: push, email: email, defaultLeadMinutes: lead, quietHours: quiet)
    }

    /// nil for an empty field; .some(nil) for one that is not a time.
    private static func minuteOfDay(_ text: String) -> Int?? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .none }
        guard let time = LocalDateTime(formDate: "2000-01-01", formTime: trimmed) else { return .some(nil) }
        return .some(time.hour * 60 + time.minute)
    }
}

extension QuietHours {
    /// "22:00", as forms and the API write a minute of the day.
    public static func clockText(_ minuteOfDay: Int) -> String {
        let hour = minuteOfDay / 60, minute = minuteOfDay % 60
        return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}
