import Foundation
import Synchronization

/// The planner's bridge to the calendar engine: an item's RRULE and RDATEs expanded on the wall
/// clock of the item's zone (DTSTART with that zone's TZID, or a DATE for all-day items), and
/// the rule rewrites a series split needs.
enum RecurrenceSupport {
    /// The item's recurrence as the engine sees it; nil for a rule that does not parse.
    /// `startAsWritten` is DTSTART's wall-clock time when the zone skips it (`PlannerItemContent`).
    static func set(
        rule: String?, dates: [Date] = [], start: Date, startAsWritten: LocalDateTime? = nil, allDay: Bool, zone: TimeZone,
        excluding: [Date] = []
    ) -> RecurrenceSet? {
        var rules: [RecurrenceRule] = []
        if let rule {
            guard let parsed = parsedRule(rule) else { return nil }
            rules = [parsed]
        }
        let local = startAsWritten ?? LocalDateTime(instant: start, in: zone)
        let dtstart: ICalDateTime = allDay ? .date(local.date) : .zoned(local, tzid: zone.identifier)
        let value = { (instant: Date) -> ICalDateTime in
            allDay ? .date(LocalDate(instant, in: zone)) : .utc(LocalDateTime(instant: instant, in: .gmt))
        }
        return RecurrenceSet(
            start: dtstart, timeZone: zone, rules: rules, rdates: dates.map { .dateTime(value($0)) }, exdates: excluding.map(value))
    }

    /// Parsed rules by their text. A household's agenda expands every live series on every view,
    /// and parsing the same few hundred rules again each time was a quarter of the time (profiled).
    private static let parsedRules = Mutex<[String: RecurrenceRule]>([:])
    private static let parsedRulesLimit = 10_000
    /// Most occurrences walked to find where a series with a COUNT ends.
    static let lastStartWalkLimit = 100_000

    static func parsedRule(_ text: String) -> RecurrenceRule? {
        if let cached = parsedRules.withLock({ $0[text] }) { return cached }
        guard let parsed = try? RecurrenceRule(rrule: text) else { return nil }
        parsedRules.withLock { rules in
            if rules.count >= parsedRulesLimit { rules.removeAll(keepingCapacity: true) }
            rules[text] = parsed
        }
        return parsed
    }

    /// Occurrence starts in [from, to), in order, at most `limit`. The start is always the first
    /// occurrence, as RFC 5545 says, even when it does not match the rule.
    ///
    /// With `memoized`, the starts of the whole stretch of time around the range are kept (see
    /// `ExpansionMemo`) and the answer is cut from them: the planner's views ask for every live
    /// series on every request, and expanding them again was the largest part of an agenda.
    static func starts(
        rule: String?, dates: [Date] = [], start: Date, startAsWritten: LocalDateTime? = nil, allDay: Bool, zone: TimeZone,
        excluding: [Date], from: Date, to: Date, limit: Int?, memoized: Bool = false
    ) -> [Date] {
        let expand = { (from: Date, to: Date, limit: Int) in
            set(rule: rule, dates: dates, start: start, startAsWritten: startAsWritten, allDay: allDay, zone: zone, excluding: excluding)?
                .occurrences(from: from, to: to, limit: limit) ?? []
        }
        guard memoized else { return expand(from, to, limit ?? .max) }
        let key = ExpansionMemo.Key(
            rule: rule, dates: dates, start: start, allDay: allDay, zone: zone.identifier, excluding: excluding,
            startAsWritten: startAsWritten)
        return ExpansionMemo.shared.starts(of: key, from: from, to: to, limit: limit, expand: expand)
    }

    /// The last occurrence's start of a series that ends (COUNT or UNTIL, or only dates); nil
    /// for endless ones, and for a COUNT past `lastStartWalkLimit` occurrences.
    static func lastStart(of series: PlannerItem) -> Date? {
        guard let start = series.start else { return nil }
        let lastDate = series.recurrenceDates.last { !series.excludedStarts.contains($0) }
        guard let rule = series.recurrenceRule else { return max(start, lastDate ?? start) }
        return lastStart(rule: rule, from: start, of: series).map { max($0, lastDate ?? $0) }
    }

    private static func lastStart(rule: String, from start: Date, of series: PlannerItem) -> Date? {
        guard let parsed = parsedRule(rule),
            let recurrence = set(
                rule: rule, start: start, startAsWritten: series.startAsWritten, allDay: series.when.isAllDay, zone: series.timeZone)
        else { return nil }
        if parsed.count != nil {
            // A COUNT is found only by walking every occurrence, and FREQ=SECONDLY;COUNT=1000000000
            // held a PUT for minutes (issue 23). Read as endless instead, such a series is only
            // looked at in windows after its real end too, where it has nothing to show.
            var last: Date?
            for (walked, next) in recurrence.instants().enumerated() {
                if walked == lastStartWalkLimit { return nil }
                last = next
            }
            return last
        }
        guard let until = parsed.until?.instant(floatingZone: series.timeZone) else { return nil }
        // A far UNTIL: look back from it a growing stretch rather than walk from the start.
        for years in [2.0, 50, 500] {
            let from = max(start, until.addingTimeInterval(-years * 366 * 86_400))
            if let last = recurrence.occurrences(from: from, to: until.addingTimeInterval(1)).last { return last }
            if from == start { break }
        }
        return start
    }

    /// False when the rule itself never produces an occurrence (30 February every year).
    static func producesOccurrence(rule: String, start: Date, allDay: Bool, zone: TimeZone) -> Bool {
        guard let recurrence = set(rule: rule, start: start, allDay: allDay, zone: zone) else { return false }
        do {
            try recurrence.validateOccurs()
            return true
        } catch {
            return false
        }
    }

    /// The rule with its end replaced by UNTIL at `last` (a DATE for all-day series).
    static func rule(_ rule: String, until last: Date, allDay: Bool, zone: TimeZone) -> String {
        guard var parsed = try? RecurrenceRule(rrule: rule) else { return rule }
        parsed.count = nil
        parsed.until = allDay ? .date(LocalDate(last, in: zone)) : .utc(LocalDateTime(instant: last, in: .gmt))
        return parsed.rruleString
    }

    /// The rule for the later half of a split: a COUNT keeps counting where the earlier half stopped.
    static func rule(_ rule: String, continuingFrom start: Date, of series: PlannerItem) -> String {
        guard var parsed = try? RecurrenceRule(rrule: rule), let count = parsed.count, let seriesStart = series.start else { return rule }
        let before = starts(
            rule: rule, start: seriesStart, startAsWritten: series.startAsWritten, allDay: series.when.isAllDay, zone: series.timeZone,
            excluding: [],
            from: seriesStart, to: start, limit: nil
        ).count
        parsed.count = max(1, count - before)
        return parsed.rruleString
    }
}
