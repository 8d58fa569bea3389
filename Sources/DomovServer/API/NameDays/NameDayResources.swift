import DomovCore
import Foundation

/// A saved reminder as the API shows it.
struct NameDayReminderResource: Codable, Sendable {
    let id: String
    let name: String
    let person: String?
    /// "07:00", local to `timeZone`.
    let time: String
    let timeZone: String
    let calendars: [String]
    /// The name's days, "MM-DD".
    let days: [String]
    /// When it fires next; null when the name has no day any more.
    let nextAt: Date?
    let createdAt: Date
    let updatedAt: Date

    init(_ reminder: NameDayReminder, days: [DayOfYear], nextAt: Date?) {
        id = reminder.id.description
        name = reminder.name
        person = reminder.personName
        time = reminder.timeText
        timeZone = reminder.timeZoneIdentifier
        calendars = reminder.calendars.map(\.rawValue)
        self.days = days.map(\.code)
        self.nextAt = nextAt
        createdAt = reminder.createdAt
        updatedAt = reminder.updatedAt
    }
}

/// A reminder to save: the name (or a nickname of one), optionally the person, and the time.
struct NameDayReminderRequest: Codable, Sendable {
    let name: String
    let person: String?
    /// "HH:MM"; omitted means 07:00.
    let time: String?

    var input: NameDayReminderInput {
        NameDayReminderInput(name: name, personName: person ?? "", time: time ?? "")
    }
}

struct NameDaySettingsResource: Codable, Sendable {
    /// "cs", "sk".
    let calendars: [String]
}

struct NameDayEntryResource: Codable, Sendable {
    let calendar: String
    let names: [String]
    let holiday: String?
}

struct NameDayDayResource: Codable, Sendable {
    /// "YYYY-MM-DD".
    let date: String
    let entries: [NameDayEntryResource]
}

/// Yesterday, today and tomorrow in the caller's zone.
struct NameDayWeekResource: Codable, Sendable {
    let today: String
    let calendars: [String]
    let days: [NameDayDayResource]

    init(_ week: NameDayWeek) {
        today = week.today.isoString
        calendars = week.calendars.map(\.rawValue)
        days = week.days.map { day in
            NameDayDayResource(
                date: day.date.isoString,
                entries: day.entries.map { calendar, entry in
                    NameDayEntryResource(calendar: calendar.rawValue, names: entry.names, holiday: entry.holiday?.rawValue)
                })
        }
    }
}

struct NameDayMatchResource: Codable, Sendable {
    let calendar: String
    let name: String
    /// "MM-DD".
    let day: String
    let nickname: String?
}

struct NameDaySearchResource: Codable, Sendable {
    let query: String
    let matches: [NameDayMatchResource]
    let suggestions: [NameDaySuggestionResponse]

    init(_ result: NameDaySearchResult) {
        query = result.query
        matches = result.matches.map {
            NameDayMatchResource(calendar: $0.calendar.rawValue, name: $0.name, day: $0.day.code, nickname: $0.nickname)
        }
        suggestions = result.suggestions.map(NameDaySuggestionResponse.init)
    }
}

struct NameDayUpcomingResource: Codable, Sendable {
    let reminder: NameDayReminderResource
    /// "YYYY-MM-DD".
    let date: String
    let daysAway: Int

    init(_ upcoming: NameDayUpcoming, resource: NameDayReminderResource) {
        reminder = resource
        date = upcoming.date.isoString
        daysAway = upcoming.daysAway
    }
}
