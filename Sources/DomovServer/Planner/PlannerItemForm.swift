import DomovCore
import Foundation

/// The item form's fields: read into a `PlannerItemInput`, and filled from an item to edit it.
/// Field names are the input's own (snake_case), so field errors land next to their field.
enum PlannerItemForm {
    /// The form's field names: the input's own (snake_case), which core's field errors use too (`PlannerItemFormTests`).
    enum Field: String, FormField, CaseIterable {
        case kind
        case title
        case notes
        case category
        case newCategoryName = "new_category_name"
        case `private`
        case calendar
        case timeZone = "time_zone"
        case allDay = "all_day"
        case startDate = "start_date"
        case startTime = "start_time"
        case endDate = "end_date"
        case endTime = "end_time"
        case location
        case attendees
        case attendeeEmails = "attendee_emails"
        case reminders
        case reminderCustomAmount = "reminder_custom_amount"
        case reminderCustomUnit = "reminder_custom_unit"
        case repeatFrequency = "repeat_frequency"
        case repeatInterval = "repeat_interval"
        case repeatWeekdays = "repeat_weekdays"
        case repeatMonthDays = "repeat_month_days"
        case repeatEnd = "repeat_end"
        case repeatCount = "repeat_count"
        case repeatUntil = "repeat_until"
        case recurrenceRule = "recurrence_rule"
        case occurrence
        case scope
    }

    /// The reminder lead times offered as checkboxes, in minutes; anything else is "custom".
    static let reminderPresets = [0, 5, 10, 15, 30, 60, 120, 1440, 2880, 10080]

    static func input(from form: FormFields) -> PlannerItemInput {
        var input = PlannerItemInput()
        input.kind = form[Field.kind]
        input.title = form[Field.title]
        input.notes = form[Field.notes].replacingOccurrences(of: "\r\n", with: "\n")
        input.category = form[Field.category]
        input.newCategoryName = form[Field.newCategoryName]
        input.isPrivate = form[Field.private] == "on"
        input.calendar = form[Field.calendar]
        input.timeZone = form[Field.timeZone]
        input.allDay = form[Field.allDay] == "on"
        input.startDate = form[Field.startDate]
        input.startTime = form[Field.startTime]
        input.endDate = form[Field.endDate]
        input.endTime = form[Field.endTime]
        input.location = form[Field.location]
        input.memberAttendees = form.all(Field.attendees)
        input.emailAttendees = form[Field.attendeeEmails]
        input.reminders = form.all(Field.reminders)
        let customAmount = form[Field.reminderCustomAmount].trimmingCharacters(in: .whitespaces)
        if !customAmount.isEmpty {
            // An unparsable amount is passed through as is, so validation names the field.
            let unit = PlannerReminder.Unit(rawValue: form[Field.reminderCustomUnit]) ?? .minutes
            input.reminders.append(Int(customAmount).map { String($0 * unit.minutes) } ?? customAmount)
        }
        // The repeat menu offers, as Google Calendar does, "Monthly on the second Tuesday" as
        // one choice: "monthly_weekday" is the monthly frequency anchored to the start's weekday.
        (input.repeatFrequency, input.repeatAnchor) = repeatChoice(form[Field.repeatFrequency])
        input.repeatInterval = form[Field.repeatInterval]
        input.repeatWeekdays = form.all(Field.repeatWeekdays)
        input.repeatMonthDays = form[Field.repeatMonthDays]
        input.repeatEnd = form[Field.repeatEnd]
        input.repeatCount = form[Field.repeatCount]
        input.repeatUntil = form[Field.repeatUntil]
        // A rule the form cannot show (written by another calendar app) is kept unless changed here.
        if form[Field.repeatFrequency] == "custom" { input.recurrenceRule = form[Field.recurrenceRule] }
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
        guard let originalStart = PlannerURL.occurrence(fromToken: form[Field.occurrence]) else { return .all }
        switch form[Field.scope] {
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
        var pairs: [(Field, String)] = [
            (.kind, kind.rawValue), (.category, BuiltinCategory.other.rawValue),
            (.timeZone, user.preferences.timeZoneIdentifier), (.repeatFrequency, "none"), (.repeatInterval, "1"),
            (.repeatEnd, "never"),
        ]
        if let defaultReminder { pairs.append((.reminders, String(defaultReminder))) }
        if kind == .todo {
            if let date { pairs.append((.startDate, date.isoString)) }
        } else {
            let endDay = startHour == 23 ? startDay.adding(days: 1) : startDay
            pairs += [
                (.startDate, startDay.isoString), (.startTime, LocalDateTime(date: startDay, hour: startHour)!.formTime),
                (.endDate, endDay.isoString), (.endTime, LocalDateTime(date: endDay, hour: (startHour + 1) % 24)!.formTime),
            ]
        }
        return FormFields(pairs)
    }

    /// The form filled from an occurrence: its own times, in the item's zone.
    static func values(of occurrence: PlannerOccurrence) -> FormFields {
        let item = occurrence.item
        let zone = item.timeZone
        var pairs: [(Field, String)] = [
            (.kind, item.kind.rawValue), (.title, item.title), (.notes, item.notes), (.category, item.category.token),
            (.timeZone, item.timeZoneIdentifier), (.location, item.location),
            (.attendeeEmails, item.attendees.compactMap(\.email).joined(separator: "\n")),
        ]
        if item.isPrivate { pairs.append((.private, "on")) }
        pairs.append((.calendar, PlannerCalendarScope(item.calendarID).token))
        pairs += item.attendees.compactMap(\.memberID).map { (.attendees, $0.description) }
        for reminder in item.reminders {
            if reminderPresets.contains(reminder.minutesBefore) {
                pairs.append((.reminders, String(reminder.minutesBefore)))
            } else {
                let display = reminder.display
                pairs += [(.reminderCustomAmount, String(display.amount)), (.reminderCustomUnit, display.unit.rawValue)]
            }
        }
        switch item.when {
        case .timed(_, let minutes):
            let start = occurrence.start ?? item.start!
            let startLocal = LocalDateTime(instant: start, in: zone)
            pairs += [(.startDate, startLocal.date.isoString), (.startTime, startLocal.formTime)]
            if item.kind != .todo {
                let endLocal = LocalDateTime(instant: start.addingTimeInterval(Double(minutes) * 60), in: zone)
                pairs += [(.endDate, endLocal.date.isoString), (.endTime, endLocal.formTime)]
            }
        case .allDay(let first, let days):
            let day = occurrence.start.map { LocalDate($0, in: zone) } ?? first
            pairs += [(.allDay, "on"), (.startDate, day.isoString), (.endDate, day.adding(days: days - 1).isoString)]
        case .unscheduled:
            break
        }
        let startDay = (occurrence.start ?? item.start).map { LocalDate($0, in: zone) }
        pairs += repeatValues(item.recurrenceRule, start: startDay, zone: zone, allDay: item.when.isAllDay)
        return FormFields(pairs)
    }

    private static func repeatValues(_ rule: String?, start: LocalDate?, zone: TimeZone, allDay: Bool) -> [(Field, String)] {
        guard let rule else { return [(.repeatFrequency, "none"), (.repeatInterval, "1"), (.repeatEnd, "never")] }
        // A rule the fields would write back differently (an UNTIL at another time than the end
        // of a day, an explicit WKST, the second Tuesday of a series that starts on a Monday)
        // stays as the app wrote it.
        guard let planned = PlannerRepeat(rule: rule, timeZone: zone),
            [planned.canonicalRule(timeZone: zone, allDay: allDay), planned.rule(timeZone: zone, allDay: allDay)].contains(rule),
            let choice = repeatChoice(of: planned, start: start)
        else {
            return [(.repeatFrequency, "custom"), (.recurrenceRule, rule)]
        }
        var pairs: [(Field, String)] = [
            (.repeatFrequency, choice), (.repeatInterval, String(planned.interval)),
            (.repeatMonthDays, planned.monthDays.map(String.init).joined(separator: ", ")),
        ]
        if choice != "weekdays" { pairs += planned.weekdays.map { (.repeatWeekdays, $0.icalCode) } }
        switch planned.end {
        case .never: pairs.append((.repeatEnd, "never"))
        case .count(let count): pairs += [(.repeatEnd, "count"), (.repeatCount, String(count))]
        case .until(let day): pairs += [(.repeatEnd, "until"), (.repeatUntil, day.isoString)]
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
