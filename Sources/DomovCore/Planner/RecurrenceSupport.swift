import Foundation

/// The planner's bridge to recurrence rules: occurrence starts of an RRULE in an item's zone,
/// and the rule rewrites a series split needs.
/// TEMPORARY: expands only the rules `PlannerRepeat` can express; replaced by the calendar
/// engine's expander when it lands.
enum RecurrenceSupport {
    /// Occurrence starts in [from, to), in order, at most `limit`.
    static func starts(rule: String, start: Date, allDay: Bool, zone: TimeZone, excluding: [Date], from: Date, to: Date, limit: Int?) -> [Date] {
        guard let planned = PlannerRepeat(rule: rule, timeZone: zone), planned.interval >= 1 else { return [] }
        let excluded = Set(excluding)
        let first = LocalDateTime(instant: start, in: zone)
        var result: [Date] = []
        var produced = 0
        let untilDay: LocalDate? = if case .until(let day) = planned.end { day } else { nil }
        // A DATE-TIME UNTIL (a split series ends just before one occurrence) is exact, not its whole day.
        let untilInstant = untilMoment(rule: rule, zone: zone)
        let count: Int? = if case .count(let n) = planned.end { n } else { nil }
        // Without a COUNT nothing before `from` matters: jump to the period that reaches it, so a
        // daily series is as quick to show in ten years as today. (Two days' slack covers any offset.)
        var period = count == nil ? firstPeriod(planned, first: first.date, reaching: LocalDate(max(from, start), in: zone).adding(days: -2)) : 0
        var emptyPeriods = 0
        while emptyPeriods < 1000 {
            var candidates: [LocalDate] = []
            switch planned.frequency {
            case .daily:
                candidates = [first.date.adding(days: period * planned.interval)]
            case .weekly:
                let weekStart = first.date.adding(days: -first.date.weekday.rawValue + period * 7 * planned.interval)
                let days = planned.weekdays.isEmpty ? [first.date.weekday] : planned.weekdays
                candidates = days.sorted().map { weekStart.adding(days: $0.rawValue) }
            case .monthly:
                let months = first.date.month - 1 + period * planned.interval
                let year = first.date.year + months / 12, month = months % 12 + 1
                let days = planned.monthDays.isEmpty ? [first.date.day] : planned.monthDays
                let length = CivilCalendar.daysInMonth(year: year, month: month)
                // 30 and -1 name the same day in a 30-day month: it occurs once.
                candidates = Set(days.map { $0 < 0 ? length + 1 + $0 : $0 }).sorted().compactMap { LocalDate(year: year, month: month, day: $0) }
            case .yearly:
                candidates = [LocalDate(year: first.date.year + period * planned.interval, month: first.date.month, day: first.date.day)].compactMap { $0 }
            }
            period += 1
            var any = false
            for day in candidates where day >= first.date {
                if let untilDay, day > untilDay { return result }
                if let count, produced >= count { return result }
                produced += 1
                any = true
                let local = LocalDateTime(date: day, hour: first.hour, minute: first.minute, second: first.second)!
                let instant = local.instant(in: zone)
                if let untilInstant, instant > untilInstant { return result }
                if instant >= to { return result }
                if instant >= from, !excluded.contains(instant) {
                    result.append(instant)
                    if let limit, result.count >= limit { return result }
                }
            }
            emptyPeriods = any ? 0 : emptyPeriods + 1
        }
        return result
    }

    /// The instant of a rule's UNTIL when it has a time: UTC with "Z", else wall-clock in the zone.
    private static func untilMoment(rule: String, zone: TimeZone) -> Date? {
        guard let part = rule.split(separator: ";").first(where: { $0.uppercased().hasPrefix("UNTIL=") }) else { return nil }
        let value = part.dropFirst(6)
        if value.hasSuffix("Z") || value.hasSuffix("z") {
            return LocalDateTime(icalString: value.dropLast()).map { $0.instant(in: .gmt) }
        }
        return LocalDateTime(icalString: value)?.instant(in: zone)
    }

    /// The period whose first day is on or before `day`: the earliest one that can reach it.
    private static func firstPeriod(_ planned: PlannerRepeat, first: LocalDate, reaching day: LocalDate) -> Int {
        guard day > first else { return 0 }
        switch planned.frequency {
        case .daily:
            return (day.dayNumber - first.dayNumber) / planned.interval
        case .weekly:
            let weekStart = first.dayNumber - first.weekday.rawValue
            return (day.dayNumber - weekStart) / (7 * planned.interval)
        case .monthly:
            return ((day.year * 12 + day.month) - (first.year * 12 + first.month)) / planned.interval
        case .yearly:
            return (day.year - first.year) / planned.interval
        }
    }

    static func lastStart(of series: PlannerItem) -> Date? {
        guard let rule = series.recurrenceRule, let start = series.start,
              let planned = PlannerRepeat(rule: rule, timeZone: series.timeZone), planned.end != .never
        else { return nil }
        let all = { (from: Date) in
            starts(rule: rule, start: start, allDay: series.when.isAllDay, zone: series.timeZone, excluding: [],
                   from: from, to: endOfTime, limit: nil)
        }
        // An UNTIL far ahead: look in the last few periods before it first, not at every occurrence.
        if case .until(let day) = planned.end, day.dayNumber - 400 * planned.interval - 2 > LocalDate(start, in: series.timeZone).dayNumber,
           let last = all(day.adding(days: -(400 * planned.interval + 2)).startOfDay(in: series.timeZone)).last {
            return last
        }
        return all(start).last
    }

    /// 10000-01-01T00:00:00Z: after anything a date can name (`Date.distantFuture` is in 4001).
    static let endOfTime = Date(timeIntervalSince1970: 253_402_300_800)

    static func producesOccurrence(rule: String, start: Date, allDay: Bool, zone: TimeZone) -> Bool {
        !starts(rule: rule, start: start, allDay: allDay, zone: zone, excluding: [], from: start, to: .distantFuture, limit: 1).isEmpty
    }

    /// The rule with its end replaced by UNTIL at `last`.
    static func rule(_ rule: String, until last: Date, allDay: Bool, zone: TimeZone) -> String {
        let kept = rule.split(separator: ";").filter { !$0.uppercased().hasPrefix("COUNT=") && !$0.uppercased().hasPrefix("UNTIL=") }
        let until = allDay ? LocalDate(last, in: zone).icalString : LocalDateTime(instant: last, in: .gmt).icalString + "Z"
        return (kept + ["UNTIL=" + until]).joined(separator: ";")
    }

    static func rule(_ rule: String, continuingFrom start: Date, of series: PlannerItem) -> String {
        let parts = rule.split(separator: ";")
        guard let countPart = parts.first(where: { $0.uppercased().hasPrefix("COUNT=") }),
              let count = Int(countPart.dropFirst(6)), let seriesStart = series.start
        else { return rule }
        let before = starts(rule: rule, start: seriesStart, allDay: series.when.isAllDay, zone: series.timeZone, excluding: [],
                            from: seriesStart, to: start, limit: nil).count
        return parts.map { $0 == countPart ? "COUNT=\(max(1, count - before))" : String($0) }.joined(separator: ";")
    }
}
