import Foundation

/// A saved wish to be reminded of a name's day every year, for a name alone ("Jana") or for a
/// named person who bears it ("Grandma Jana"). It belongs to the person who saved it.
public struct NameDayReminder: Sendable, Equatable {
    public let id: ID<NameDayReminder>
    public let userID: ID<User>
    /// The name as the calendar spells it ("Šárka", even when "sarka" was typed).
    public var name: String
    /// Who bears it, as typed; nil for the name alone.
    public var personName: String?
    /// Minutes after local midnight at which it fires (07:00 is 420).
    public var minuteOfDay: Int
    /// The IANA zone of that local time: the owner's zone when it was saved.
    public var timeZoneIdentifier: String
    /// The calendars whose days of the name it fires on.
    public var calendars: [NameDayCalendarID]
    public let createdAt: Date
    public var updatedAt: Date

    /// 07:00, as the seed app did.
    public static let defaultMinuteOfDay = 7 * 60

    public init(
        id: ID<NameDayReminder>, userID: ID<User>, name: String, personName: String?, minuteOfDay: Int,
        timeZoneIdentifier: String, calendars: [NameDayCalendarID], createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.userID = userID
        self.name = name
        self.personName = personName
        self.minuteOfDay = minuteOfDay
        self.timeZoneIdentifier = timeZoneIdentifier
        self.calendars = calendars
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    public var timeZone: TimeZone { TimeZone(identifier: timeZoneIdentifier) ?? .gmt }

    /// What the reminder is called in lists and notices: "Grandma Jana (Jana)" or "Jana".
    public var title: String {
        guard let personName else { return name }
        return TextRules.searchKey(personName) == TextRules.searchKey(name) ? personName : "\(personName) (\(name))"
    }

    /// The key that makes two reminders the same: the same name for the same person.
    public var uniquenessKey: (name: String, person: String) {
        (TextRules.searchKey(name), TextRules.searchKey(personName ?? ""))
    }

    /// "07:00".
    public var timeText: String { pad(minuteOfDay / 60, 2) + ":" + pad(minuteOfDay % 60, 2) }
}
