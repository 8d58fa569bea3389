import DomovCore
import Foundation

/// A planner item as the API shows it: wall-clock times in the item's zone for people and forms,
/// and the same moments as UTC instants for programs.
struct PlannerItemResource: Encodable, Sendable {
    struct Attendee: Encodable, Sendable {
        let memberId: String?
        let email: String?
        let name: String
        let response: String
    }

    struct Reminder: Encodable, Sendable {
        let minutesBefore: Int
    }

    struct Recurrence: Encodable, Sendable {
        struct WeekdayInMonth: Encodable, Sendable {
            /// 1…5 from the month's start, -1 for the last.
            let ordinal: Int
            let weekday: String
        }

        let frequency: String
        /// "monthDay", "weekday" or "lastWeekday" for monthly and yearly repeats, as a request sends it.
        let anchor: String?
        let interval: Int
        let weekdays: [String]
        let monthDays: [Int]
        /// Monthly and yearly on a weekday: which one ("the second Tuesday": 2, "TU").
        let weekdayInMonth: WeekdayInMonth?
        /// Yearly on a weekday: the month it falls in.
        let month: Int?
        let count: Int?
        let until: String?

        /// Nil when the rule's weekday in the month is not the one its start has (then only `rrule` says it).
        init?(_ planned: PlannerRepeat, start: LocalDate?) {
            frequency = planned.frequency.rawValue.lowercased()
            if planned.frequency == .monthly || planned.frequency == .yearly {
                guard let start, let anchor = planned.anchor(start: start), planned.month == nil || planned.month == start.month else {
                    return nil
                }
                self.anchor =
                    switch anchor {
                    case .monthDay: "monthDay"
                    case .weekday: "weekday"
                    case .lastWeekday: "lastWeekday"
                    }
            } else {
                anchor = nil
            }
            interval = planned.interval
            weekdays = planned.weekdays.map(\.icalCode)
            monthDays = planned.monthDays
            weekdayInMonth = planned.weekdayInMonth.map { WeekdayInMonth(ordinal: $0.ordinal, weekday: $0.weekday.icalCode) }
            month = planned.month
            switch planned.end {
            case .never: count = nil; until = nil
            case .count(let n): count = n; until = nil
            case .until(let day): count = nil; until = day.isoString
            }
        }
    }

    let id: String
    let kind: String
    let title: String
    let notes: String
    let category: String
    let authorId: String
    let isPrivate: Bool
    let timeZone: String
    let allDay: Bool
    let start: String?
    let end: String?
    let startsAt: Date?
    let endsAt: Date?
    let durationMinutes: Int?
    let location: String
    let attendees: [Attendee]
    let reminders: [Reminder]
    let recurrence: Recurrence?
    let rrule: String?
    let recurrenceDates: [Date]
    let excludedStarts: [Date]
    let seriesId: String?
    let originalStart: Date?
    let completedAt: Date?
    let sequence: Int
    let createdAt: Date
    let updatedAt: Date
    let calendarUid: String
    /// "household", or the id of the viewer's personal calendar it is in.
    let calendar: String

    init(_ item: PlannerItem) {
        id = item.id.description
        kind = item.kind.rawValue
        title = item.title
        notes = item.notes
        category = item.category.token
        authorId = item.authorID.description
        isPrivate = item.isPrivate
        calendar = PlannerCalendarScope(item.calendarID).token
        timeZone = item.timeZoneIdentifier
        allDay = item.when.isAllDay
        (start, end) = Self.wallClock(item.when, zone: item.timeZone)
        startsAt = item.start
        endsAt = item.end
        if case .timed(_, let minutes) = item.when { durationMinutes = minutes } else { durationMinutes = nil }
        location = item.location
        attendees = item.attendees.map {
            Attendee(memberId: $0.memberID?.description, email: $0.email, name: $0.name, response: $0.response.rawValue)
        }
        reminders = item.reminders.map { Reminder(minutesBefore: $0.minutesBefore) }
        let startDay = item.start.map { LocalDate($0, in: item.timeZone) }
        recurrence = item.recurrenceRule.flatMap { PlannerRepeat(rule: $0, timeZone: item.timeZone) }.flatMap {
            Recurrence($0, start: startDay)
        }
        rrule = item.recurrenceRule
        recurrenceDates = item.recurrenceDates
        excludedStarts = item.excludedStarts
        seriesId = item.override?.seriesID.description
        originalStart = item.override?.originalStart
        completedAt = item.completedAt
        sequence = item.sequence
        createdAt = item.createdAt
        updatedAt = item.updatedAt
        calendarUid = item.calendarUID
    }

    /// Start and end as the item's own clock shows them: "2026-03-29T09:00"; for all-day items
    /// the first and the last day ("2026-03-29"), the last one included.
    static func wallClock(_ when: PlannerWhen, zone: TimeZone) -> (start: String?, end: String?) {
        switch when {
        case .timed(let start, let minutes):
            (local(start, zone), local(start.addingTimeInterval(Double(minutes) * 60), zone))
        case .allDay(let first, let days):
            (first.isoString, first.adding(days: max(days, 1) - 1).isoString)
        case .unscheduled:
            (nil, nil)
        }
    }

    /// "2026-03-29T09:00", with seconds only when there are any (the API reads both).
    static func local(_ instant: Date, _ zone: TimeZone) -> String {
        let time = LocalDateTime(instant: instant, in: zone)
        let text = time.isoString
        return time.second == 0 ? String(text.dropLast(3)) : text
    }
}
