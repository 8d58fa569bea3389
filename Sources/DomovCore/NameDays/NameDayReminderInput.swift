import Foundation

/// A reminder as typed in a form or sent to the API, before it is checked.
public struct NameDayReminderInput: Sendable, Equatable {
    public var name: String
    public var personName: String
    /// "HH:MM"; empty means 07:00.
    public var time: String

    public init(name: String, personName: String = "", time: String = "") {
        self.name = name
        self.personName = personName
        self.time = time
    }

    public static let nameMaximumLength = 60
    public static let personMaximumLength = 100

    /// A checked reminder: the name as the followed calendars spell it (a nickname such as
    /// "Honza" is read as its one name), the person trimmed, the time in minutes. Throws every
    /// field's problem at once; `.unknownName` when the followed calendars have no day for it.
    public func validated(catalog: NameDayCatalog, calendars: [NameDayCalendarID]) throws(ValidationFailure) -> NameDayReminderDraft {
        var errors = FieldErrorCollector()
        let name: String? = errors.check { () throws(FieldError) -> String in
            let typed = try TextRules.requiredText(self.name, field: "name", maximumLength: Self.nameMaximumLength)
            return try Self.resolve(typed, catalog: catalog, calendars: calendars)
        }
        let trimmedPerson = personName.trimmingCharacters(in: .whitespacesAndNewlines)
        // The person is optional: only a typed one is checked.
        let person: String? =
            trimmedPerson.isEmpty
            ? nil
            : errors.check { () throws(FieldError) -> String in
                try TextRules.requiredText(trimmedPerson, field: "person", maximumLength: Self.personMaximumLength)
            }
        let minute = errors.check { () throws(FieldError) -> Int in
            guard let minute = Self.minuteOfDay(time) else { throw FieldError("time", .invalidTime) }
            return minute
        }
        try errors.throwIfAny()
        return NameDayReminderDraft(name: name!, personName: person, minuteOfDay: minute!)
    }

    /// "7:05" or "07:05" to 425; empty to 07:00; nil for anything else.
    public static func minuteOfDay(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return NameDayReminder.defaultMinuteOfDay }
        let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return hour * 60 + minute
    }

    /// The calendars' spelling of a typed name or of the one name its nickname stands for.
    static func resolve(_ typed: String, catalog: NameDayCatalog, calendars: [NameDayCalendarID]) throws(FieldError) -> String {
        if let spelling = catalog.matches(ofName: typed, in: calendars).first?.name { return spelling }
        let candidates = NameDayNicknames.names(for: typed).compactMap { catalog.matches(ofName: $0, in: calendars).first?.name }
        var unique: [String] = []
        for candidate in candidates where !unique.contains(candidate) { unique.append(candidate) }
        switch unique.count {
        case 0: throw FieldError("name", .unknownName)
        case 1: return unique[0]
        default: throw FieldError("name", .ambiguousName)
        }
    }
}

/// A reminder's checked fields.
public struct NameDayReminderDraft: Sendable, Equatable {
    public let name: String
    public let personName: String?
    public let minuteOfDay: Int
}
