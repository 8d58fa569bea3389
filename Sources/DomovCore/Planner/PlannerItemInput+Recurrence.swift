import Foundation

extension PlannerItemInput {
    /// The RRULE the input asks for, or nil for a one-time item.
    func validatedRecurrence(zone: TimeZone, when: PlannerWhen?) throws(FieldError) -> String? {
        let rawRule = recurrenceRule.trimmingCharacters(in: .whitespacesAndNewlines)
        let frequencyText = repeatFrequency.trimmingCharacters(in: .whitespaces)
        guard !rawRule.isEmpty || !(frequencyText.isEmpty || frequencyText == "none") else { return nil }
        // A to-do without a due date has nothing to repeat from. (A start that is wrong itself
        // is reported on its own field; the repeat fields are still checked.)
        guard when != .unscheduled else { throw FieldError("repeat_frequency", .impossibleRecurrence) }
        let rule: String
        if !rawRule.isEmpty {
            // Any RFC 5545 rule (what other calendar apps write), stored in its canonical spelling.
            guard let parsed = try? RecurrenceRule(rrule: rawRule), parsed.validate().isEmpty else {
                throw FieldError("recurrence_rule", .invalidValue)
            }
            if let count = parsed.count, count > PlannerRepeat.maximumCount {
                throw FieldError("recurrence_rule", .tooLarge(maximum: PlannerRepeat.maximumCount))
            }
            if let until = parsed.until?.instant(floatingZone: zone), let start = when?.start(in: zone), until < start {
                throw FieldError("recurrence_rule", .impossibleRecurrence)
            }
            rule = parsed.rruleString
        } else {
            let planned = try validatedRepeat(frequencyText: frequencyText, zone: zone, when: when)
            // In the canonical spelling too, as the planner's index reads any RRULE: an edit that
            // leaves the repeat as it was then finds it equal and leaves the stored RRULE alone.
            rule = planned.canonicalRule(timeZone: zone, allDay: when?.isAllDay ?? false)
        }
        return rule
    }

    private func validatedRepeat(frequencyText: String, zone: TimeZone, when: PlannerWhen?) throws(FieldError) -> PlannerRepeat {
        // "Every weekday" is a weekly repeat on Monday to Friday, as calendar apps write it.
        let everyWeekday = frequencyText.lowercased() == "weekdays"
        guard let frequency = everyWeekday ? .weekly : PlannerRepeat.Frequency(rawValue: frequencyText.uppercased()) else {
            throw FieldError("repeat_frequency", .invalidValue)
        }
        var planned = PlannerRepeat(frequency: frequency)
        let intervalText = repeatInterval.trimmingCharacters(in: .whitespaces)
        if !intervalText.isEmpty {
            guard let interval = Int(intervalText) else { throw FieldError("repeat_interval", .invalidNumber) }
            planned.interval = interval
        }
        if everyWeekday {
            planned.weekdays = PlannerRepeat.workWeek
        } else if frequency == .weekly {
            var weekdays: [Weekday] = []
            for code in repeatWeekdays where !code.isEmpty {
                guard let weekday = Weekday(icalCode: code) else { throw FieldError("repeat_weekdays", .invalidValue) }
                if !weekdays.contains(weekday) { weekdays.append(weekday) }
            }
            planned.weekdays = weekdays.sorted()
        }
        if frequency == .monthly || frequency == .yearly {
            try anchorRepeat(&planned, zone: zone, when: when)
        }
        if frequency == .monthly, planned.weekdayInMonth == nil {
            var days: [Int] = []
            for piece in repeatMonthDays.split(whereSeparator: { $0 == "," || $0 == " " }) {
                guard let day = Int(piece), (1...31).contains(day) || day == -1 else {
                    throw FieldError("repeat_month_days", .invalidValue)
                }
                if !days.contains(day) { days.append(day) }
            }
            planned.monthDays = days
        }
        switch repeatEnd.trimmingCharacters(in: .whitespaces) {
        case "", "never": planned.end = .never
        case "count":
            guard let count = Int(repeatCount.trimmingCharacters(in: .whitespaces)) else {
                throw FieldError("repeat_count", .invalidNumber)
            }
            planned.end = .count(count)
        case "until":
            guard let day = LocalDate(isoString: repeatUntil.trimmingCharacters(in: .whitespaces)) else {
                throw FieldError("repeat_until", .invalidDate)
            }
            if let start = when?.start(in: zone), day < LocalDate(start, in: zone) {
                throw FieldError("repeat_until", .endBeforeStart)
            }
            planned.end = .until(day)
        default:
            throw FieldError("repeat_end", .invalidValue)
        }
        try Self.check(planned)
        return planned
    }

    /// The n-th or last weekday of the start's month, when the anchor asks for it.
    private func anchorRepeat(_ planned: inout PlannerRepeat, zone: TimeZone, when: PlannerWhen?) throws(FieldError) {
        let text = repeatAnchor.trimmingCharacters(in: .whitespaces)
        guard let anchor = text.isEmpty ? .monthDay : PlannerRepeat.Anchor(rawValue: text) else {
            throw FieldError("repeat_anchor", .invalidValue)
        }
        guard anchor != .monthDay else { return }
        // Without a valid start the start's own field says so; there is nothing to anchor to.
        guard let start = when?.start(in: zone) else { return }
        let day = LocalDate(start, in: zone)
        guard let placed = PlannerRepeat.weekdayInMonth(anchor, start: day) else {
            throw FieldError("repeat_anchor", .impossibleRecurrence)
        }
        planned.weekdayInMonth = placed
        if planned.frequency == .yearly { planned.month = day.month }
    }

    private static func check(_ planned: PlannerRepeat) throws(FieldError) {
        guard (1...PlannerRepeat.maximumInterval).contains(planned.interval) else {
            throw FieldError("repeat_interval", planned.interval < 1 ? .mustBePositive : .tooLarge(maximum: PlannerRepeat.maximumInterval))
        }
        if case .count(let count) = planned.end, !(1...PlannerRepeat.maximumCount).contains(count) {
            throw FieldError("repeat_count", count < 1 ? .mustBePositive : .tooLarge(maximum: PlannerRepeat.maximumCount))
        }
    }
}
