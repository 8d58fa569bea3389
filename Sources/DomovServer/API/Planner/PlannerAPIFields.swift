import DomovCore
import Foundation

/// The one table from the planner's form field names (what `PlannerItemInput` and the service
/// report problems with) to the JSON API's property names, so a 422 names what the client sent.
enum PlannerAPIFields {
    static let names: [String: String] = [
        "kind": "kind",
        "title": "title",
        "notes": "notes",
        "category": "category",
        "new_category_name": "newCategoryName",
        "is_private": "isPrivate",
        "time_zone": "timeZone",
        "all_day": "allDay",
        "start_date": "start",
        "start_time": "start",
        "end_date": "end",
        "end_time": "end",
        "duration_minutes": "durationMinutes",
        "location": "location",
        "attendees": "attendees",
        "attendee_emails": "attendees",
        "reminders": "reminders",
        "repeat_frequency": "recurrence.frequency",
        "repeat_interval": "recurrence.interval",
        "repeat_weekdays": "recurrence.weekdays",
        "repeat_month_days": "recurrence.monthDays",
        "repeat_anchor": "recurrence.anchor",
        "repeat_end": "recurrence",
        "repeat_count": "recurrence.count",
        "repeat_until": "recurrence.until",
        "recurrence_rule": "rrule",
        "move_to": "moveTo",
        "calendar": "calendar",
        "url": "url",
        "description": "description",
        "uid": "calendarUid",
    ]

    /// The API's name for a form field. With `usedRRule` every repeat problem is the `rrule`'s:
    /// the rule's INTERVAL or COUNT is what was wrong, not a `recurrence` object never sent.
    static func apiName(_ field: String, usedRRule: Bool = false) -> String {
        if usedRRule, field.hasPrefix("repeat_") || field == "recurrence_rule" { return "rrule" }
        return names[field] ?? field
    }

    /// The failure with its fields renamed, one problem per API field (the first one found:
    /// `start_date` and `start_time` are both `start`).
    static func renamed(_ failure: ValidationFailure, usedRRule: Bool = false) -> ValidationFailure {
        var seen: Set<String> = []
        var errors: [FieldError] = []
        for error in failure.errors.map({ FieldError(apiName($0.field, usedRRule: usedRRule), $0.problem) })
        where seen.insert(error.field).inserted {
            errors.append(error)
        }
        return ValidationFailure(errors)
    }
}
