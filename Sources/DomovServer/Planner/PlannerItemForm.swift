import DomovCore
import Foundation

/// The item form's fields: read into a `PlannerItemInput`, and filled from an item to edit it.
/// Field names are the input's own (snake_case), so field errors land next to their field.
enum PlannerItemForm {
    /// The reminder lead times offered as checkboxes, in minutes; anything else is "custom".
    static let reminderPresets = [0, 5, 10, 15, 30, 60, 120, 1440, 2880, 10080]

    static func input(from form: FormFields) -> PlannerItemInput {
        var input = PlannerItemInput()
        input.kind = form["kind"]
        input.title = form["title"]
        input.notes = form["notes"].replacingOccurrences(of: "\r\n", with: "\n")
        input.category = form["category"]
        input.newCategoryName = form["new_category_name"]
        input.isPrivate = form["private"] == "on"
        input.calendar = form["calendar"]
        input.timeZone = form["time_zone"]
        input.allDay = form["all_day"] == "on"
        input.startDate = form["start_date"]
        input.startTime = form["start_time"]
        input.endDate = form["end_date"]
        input.endTime = form["end_time"]
        input.location = form["location"]
        input.memberAttendees = form.all("attendees")
        input.emailAttendees = form["attendee_emails"]
        input.reminders = form.all("reminders")
        let customAmount = form["reminder_custom_amount"].trimmingCharacters(in: .whitespaces)
        if !customAmount.isEmpty {
            // An unparsable amount is passed through as is, so validation names the field.
            let unit = PlannerReminder.Unit(rawValue: form["reminder_custom_unit"]) ?? .minutes
            input.reminders.append(Int(customAmount).map { String($0 * unit.minutes) } ?? customAmount)
        }
        // The repeat menu offers, as Google Calendar does, "Monthly on the second Tuesday" as
        // one choice: "monthly_weekday" is the monthly frequency anchored to the start's weekday.
        (input.repeatFrequency, input.repeatAnchor) = repeatChoice(form["repeat_frequency"])
        input.repeatInterval = form["repeat_interval"]
        input.repeatWeekdays = form.all("repeat_weekdays")
        input.repeatMonthDays = form["repeat_month_days"]
        input.repeatEnd = form["repeat_end"]
        input.repeatCount = form["repeat_count"]
        input.repeatUntil = form["repeat_until"]
        // A rule the form cannot show (written by another calendar app) is kept unless changed here.
        if form["repeat_frequency"] == "custom" { input.recurrenceRule = form["recurrence_rule"] }
        return input
    }

    /// The repeat menu's value as a frequency and an anchor: "yearly_last_weekday" is yearly, "last_weekday".
    static func repeatChoice(_ value: String) -> (frequency: String, anchor: String) {
        for frequency in ["monthly", "yearly"] where value.hasPrefix(frequency + "_") {
            return (frequency, String(value.dropFirst(frequency.count + 1)))
        }
        return (value, "")
    }

    /// The repeat menu's value for a frequency and an anchor.
    static func repeatChoiceValue(_ frequency: PlannerRepeat.Frequency, _ anchor: PlannerRepeat.Anchor) -> String {
        let name = frequency.rawValue.lowercased()
        return anchor == .monthDay ? name : name + "_" + anchor.rawValue
    }

    /// Which occurrences an edit or deletion of a series applies to.
    static func scope(from form: FormFields) -> PlannerEditScope {
        guard let originalStart = PlannerURL.occurrence(fromToken: form["occurrence"]) else { return .all }
        switch form["scope"] {
        case "occurrence": return .occurrence(originalStart: originalStart)
        case "following": return .thisAndFollowing(originalStart: originalStart)
        default: return .all
        }
    }

    /// A new item's form: the day chosen (or today), from the next full hour, for an hour.
    /// A new item's form starts with the person's default reminder (Settings, Notifications).
    static func newValues(kind: PlannerItemKind, date: LocalDate?, frame: PlannerFrame, user: User, defaultReminder: Int? = nil)
        -> FormFields
    {
        let zone = frame.timeZone
        let nextHour = LocalDateTime(instant: frame.now.addingTimeInterval(3600), in: zone)
        let startDay = date ?? nextHour.date
        let startHour = date == nil ? nextHour.hour : 9
        var pairs: [(String, String)] = [
            ("kind", kind.rawValue), ("category", BuiltinCategory.other.rawValue),
            ("time_zone", user.preferences.timeZoneIdentifier), ("repeat_frequency", "none"), ("repeat_interval", "1"),
            ("repeat_end", "never"),
        ]
        if let defaultReminder { pairs.append(("reminders", String(defaultReminder))) }
        if kind == .todo {
            if let date { pairs.append(("start_date", date.isoString)) }
        } else {
            let endDay = startHour == 23 ? startDay.adding(days: 1) : startDay
            pairs += [
                ("start_date", startDay.isoString), ("start_time", LocalDateTime(date: startDay, hour: startHour)!.formTime),
                ("end_date", endDay.isoString), ("end_time", LocalDateTime(date: endDay, hour: (startHour + 1) % 24)!.formTime),
            ]
        }
        return FormFields(pairs)
    }

    /// The form filled from an occurrence: its own times, in the item's zone.
    static func values(of occurrence: PlannerOccurrence) -> FormFields {
        let item = occurrence.item
        let zone = item.timeZone
        var pairs: [(String, String)] = [
            ("kind", item.kind.rawValue), ("title", item.title), ("notes", item.notes), ("category", item.category.token),
            ("time_zone", item.timeZoneIdentifier), ("location", item.location),
            ("attendee_emails", item.attendees.compactMap(\.email).joined(separator: "\n")),
        ]
        if item.isPrivate { pairs.append(("private", "on")) }
        pairs.append(("calendar", PlannerCalendarScope(item.calendarID).token))
        pairs += item.attendees.compactMap(\.memberID).map { ("attendees", $0.description) }
        for reminder in item.reminders {
            if reminderPresets.contains(reminder.minutesBefore) {
                pairs.append(("reminders", String(reminder.minutesBefore)))
            } else {
                let display = reminder.display
                pairs += [("reminder_custom_amount", String(display.amount)), ("reminder_custom_unit", display.unit.rawValue)]
            }
        }
        switch item.when {
        case .timed(_, let minutes):
            let start = occurrence.start ?? item.start!
            let startLocal = LocalDateTime(instant: start, in: zone)
            pairs += [("start_date", startLocal.date.isoString), ("start_time", startLocal.formTime)]
            if item.kind != .todo {
                let endLocal = LocalDateTime(instant: start.addingTimeInterval(Double(minutes) * 60), in: zone)
                pairs += [("end_date", endLocal.date.isoString), ("end_time", endLocal.formTime)]
            }
        case .allDay(let first, let days):
            let day = occurrence.start.map { LocalDate($0, in: zone) } ?? first
            pairs += [("all_day", "on"), ("start_date", day.isoString), ("end_date", day.adding(days: days - 1).isoString)]
        case .unscheduled:
            break
        }
        let startDay = (occurrence.start ?? item.start).map { LocalDate($0, in: zone) }
        pairs += repeatValues(item.recurrenceRule, start: startDay, zone: zone, allDay: item.when.isAllDay)
        return FormFields(pairs)
    }

    private static func repeatValues(_ rule: String?, start: LocalDate?, zone: TimeZone, allDay: Bool) -> [(String, String)] {
        guard let rule else { return [("repeat_frequency", "none"), ("repeat_interval", "1"), ("repeat_end", "never")] }
        // A rule the fields would write back differently (an UNTIL at another time than the end
        // of a day, an explicit WKST, the second Tuesday of a series that starts on a Monday)
        // stays as the app wrote it.
        guard let planned = PlannerRepeat(rule: rule, timeZone: zone),
            [planned.canonicalRule(timeZone: zone, allDay: allDay), planned.rule(timeZone: zone, allDay: allDay)].contains(rule),
            let choice = repeatChoice(of: planned, start: start)
        else {
            return [("repeat_frequency", "custom"), ("recurrence_rule", rule)]
        }
        var pairs: [(String, String)] = [
            ("repeat_frequency", choice), ("repeat_interval", String(planned.interval)),
            ("repeat_month_days", planned.monthDays.map(String.init).joined(separator: ", ")),
        ]
        if choice != "weekdays" { pairs += planned.weekdays.map { ("repeat_weekdays", $0.icalCode) } }
        switch planned.end {
        case .never: pairs.append(("repeat_end", "never"))
        case .count(let count): pairs += [("repeat_end", "count"), ("repeat_count", String(count))]
        case .until(let day): pairs += [("repeat_end", "until"), ("repeat_until", day.isoString)]
        }
        return pairs
    }

    /// The menu's value for a repeat the fields can show; nil when its weekday in the month is
    /// not the one its start offers.
    private static func repeatChoice(of planned: PlannerRepeat, start: LocalDate?) -> String? {
        if planned.isEveryWeekday { return "weekdays" }
        guard planned.weekdayInMonth != nil else { return planned.frequency.rawValue.lowercased() }
        guard let start, let anchor = planned.anchor(start: start),
            planned.frequency == .monthly || planned.month == start.month
        else { return nil }
        return repeatChoiceValue(planned.frequency, anchor)
    }
}
