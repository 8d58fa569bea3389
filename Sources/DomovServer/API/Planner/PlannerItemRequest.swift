import DomovCore
import Foundation

/// The body of POST and PUT /planner/items. Every property is optional, so a missing one is a
/// field-level 422 from the domain's rules rather than a decoding 400.
struct PlannerItemRequest: Decodable, Sendable {
    struct Attendee: Decodable, Sendable {
        let memberId: String?
        let email: String?
    }

    struct Reminder: Decodable, Sendable {
        let minutesBefore: Int?
    }

    struct Recurrence: Decodable, Sendable {
        /// "daily", "weekly", "weekdays" (Monday to Friday), "monthly" or "yearly".
        let frequency: String?
        /// Monthly and yearly: "monthDay" (the default), "weekday" (the start's weekday counted
        /// from the month's start: the second Tuesday) or "lastWeekday" (the last Tuesday).
        let anchor: String?
        let interval: Int?
        let weekdays: [String]?
        let monthDays: [Int]?
        let count: Int?
        let until: String?
    }

    let kind: String?
    let title: String?
    let notes: String?
    let category: String?
    let newCategoryName: String?
    let isPrivate: Bool?
    let timeZone: String?
    let allDay: Bool?
    /// "2026-03-29T09:00" (wall clock in `timeZone`) or "2026-03-29".
    let start: String?
    /// For all-day items the last day, included.
    let end: String?
    let durationMinutes: Int?
    let location: String?
    let attendees: [Attendee]?
    let reminders: [Reminder]?
    let recurrence: Recurrence?
    let rrule: String?
    /// "household" or a personal calendar's id; missing keeps the item's calendar (new: the household's).
    let calendar: String?

    /// The domain's input, plus the problems only the API's shape can have (an attendee with
    /// neither a member nor an email, COUNT and UNTIL together), named in the API's terms.
    func input() -> (PlannerItemInput, [FieldError]) {
        var input = PlannerItemInput()
        var problems: [FieldError] = []
        input.kind = kind ?? ""
        input.title = title ?? ""
        input.notes = notes ?? ""
        input.category = category ?? ""
        input.newCategoryName = newCategoryName ?? ""
        input.isPrivate = isPrivate ?? false
        input.calendar = calendar ?? ""
        input.timeZone = timeZone ?? ""

        let startParts = Self.split(start)
        let endParts = Self.split(end)
        // A date without a time is a whole day, unless the caller says otherwise.
        input.allDay = allDay ?? (startParts != nil && startParts?.time == nil)
        if let startParts {
            input.startDate = startParts.date
            input.startTime = input.allDay ? "" : startParts.time ?? ""
        } else if !Self.isBlank(start) {
            problems.append(FieldError("start", .invalidDate))
        }
        if let endParts {
            input.endDate = endParts.date
            input.endTime = input.allDay ? "" : endParts.time ?? ""
            // A timed item's end needs its time; a bare date would be silently ignored.
            if !input.allDay, endParts.time == nil { problems.append(FieldError("end", .invalidTime)) }
        } else if !Self.isBlank(end) {
            problems.append(FieldError("end", .invalidDate))
        }
        input.durationMinutes = durationMinutes.map(String.init) ?? ""
        input.location = location ?? ""

        for attendee in attendees ?? [] {
            switch (attendee.memberId, attendee.email) {
            case (let member?, nil): input.memberAttendees.append(member)
            case (nil, let email?): input.emailAttendees += (input.emailAttendees.isEmpty ? "" : ",") + email
            default: problems.append(FieldError("attendees", .invalidValue))
            }
        }
        for reminder in reminders ?? [] {
            if let minutes = reminder.minutesBefore {
                input.reminders.append(String(minutes))
            } else {
                problems.append(FieldError("reminders", .required))
            }
        }

        if let rrule {
            input.recurrenceRule = rrule
        } else if let recurrence {
            if let frequency = recurrence.frequency, !frequency.isEmpty {
                input.repeatFrequency = frequency
            } else {
                problems.append(FieldError("recurrence.frequency", .required))
            }
            input.repeatAnchor = recurrence.anchor.map(Self.anchorToken) ?? ""
            input.repeatInterval = recurrence.interval.map(String.init) ?? ""
            input.repeatWeekdays = recurrence.weekdays ?? []
            input.repeatMonthDays = (recurrence.monthDays ?? []).map(String.init).joined(separator: ",")
            switch (recurrence.count, recurrence.until) {
            case (nil, nil): input.repeatEnd = "never"
            case (let count?, nil):
                input.repeatEnd = "count"
                input.repeatCount = String(count)
            case (nil, let until?):
                input.repeatEnd = "until"
                input.repeatUntil = until
            case (_?, _?):
                // RFC 5545 allows one or the other, never both.
                problems.append(FieldError("recurrence", .invalidValue))
            }
        }
        return (input, problems)
    }

    /// The API's camelCase anchor as the form's token; anything else passes through, for validation to name.
    static func anchorToken(_ anchor: String) -> String {
        switch anchor {
        case "monthDay": PlannerRepeat.Anchor.monthDay.rawValue
        case "lastWeekday": PlannerRepeat.Anchor.lastWeekday.rawValue
        case "weekday": PlannerRepeat.Anchor.weekday.rawValue
        default: anchor
        }
    }

    private static func isBlank(_ text: String?) -> Bool {
        text?.trimmingCharacters(in: .whitespaces).isEmpty ?? true
    }

    /// "2026-03-29T09:00[:00]" into its date and time, "2026-03-29" into its date; nil for anything else.
    static func split(_ text: String?) -> (date: String, time: String?)? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if LocalDate(isoString: text) != nil { return (text, nil) }
        guard let local = LocalDateTime(isoString: text), text.utf8.count >= 16 else { return nil }
        return (local.date.isoString, String(text.dropFirst(11)))
    }
}
