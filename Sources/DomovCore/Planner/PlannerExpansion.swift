import Foundation

/// Turns items into occurrences: series expanded by their RRULE and RDATEs in their own zone, minus the
/// occurrences deleted one by one, with edited occurrences in place of the ones they replace.
public enum PlannerExpansion {
    /// The most occurrences one series shows in one window: an app's rule that repeats every
    /// minute is kept and shown, but cannot make a month view expand forty-three thousand.
    public static let maximumOccurrencesPerSeries = 5_000

    /// Every occurrence overlapping the window, in order of start.
    public static func occurrences(of items: [PlannerItem], in window: DateInterval) -> [PlannerOccurrence] {
        let replaced = replacedStarts(in: items)
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            if item.isRecurring {
                // An occurrence that started before the window may still be running in it.
                let starts = seriesStarts(
                    item, from: window.start.addingTimeInterval(-item.longestOccurrenceInSeconds), to: window.end,
                    limit: maximumOccurrencesPerSeries + (replaced[item.id]?.count ?? 0), memoized: true
                )
                for start in starts where !(replaced[item.id]?.contains(start) ?? false) {
                    let end = item.occurrenceEnd(startingAt: start)
                    if overlaps(start, end, window) { entries.append(Entry(start: start, end: end, originalStart: start, index: index)) }
                }
            } else if let start = item.start, overlaps(start, item.end ?? start, window) {
                entries.append(Entry(start: start, end: item.end, originalStart: item.override?.originalStart, index: index))
            }
        }
        return sorted(entries, of: items)
    }

    /// The agenda: to-dos without a date, overdue to-dos, then the next `limit` occurrences that
    /// are not over yet (in progress or to come), in order.
    ///
    /// One-time items arrive already cut to the next `limit` by the database; when there are
    /// that many, the last one's start bounds how far any series needs expanding, which keeps a
    /// household with a thousand series quick.
    public static func agenda(of items: [PlannerItem], from now: Date, limit: Int) -> [PlannerOccurrence] {
        let replaced = replacedStarts(in: items)
        var undated: [Entry] = []
        var overdue: [Entry] = []
        var upcoming: [Entry] = []
        var series: [Int] = []
        for (index, item) in items.enumerated() where !item.isDone {
            if item.isRecurring {
                series.append(index)
            } else if let start = item.start {
                let entry = Entry(start: start, end: item.end, originalStart: item.override?.originalStart, index: index)
                if (item.end ?? start) > now || start >= now {
                    upcoming.append(entry)
                } else if item.kind == .todo {
                    overdue.append(entry)
                }
            } else {
                undated.append(Entry(start: nil, end: nil, originalStart: nil, index: index))
            }
        }
        let oneTimeStarts = upcoming.compactMap(\.start).sorted()
        let horizon = oneTimeStarts.count >= limit ? oneTimeStarts[limit - 1].addingTimeInterval(1) : endOfTime
        for index in series {
            let item = items[index]
            let skipped = replaced[item.id]?.count ?? 0
            for start in seriesStarts(
                item, from: now.addingTimeInterval(-item.longestOccurrenceInSeconds), to: horizon, limit: limit + skipped + 1,
                memoized: true)
            where !(replaced[item.id]?.contains(start) ?? false) {
                let end = item.occurrenceEnd(startingAt: start)
                if end > now || start >= now { upcoming.append(Entry(start: start, end: end, originalStart: start, index: index)) }
            }
        }
        return sorted(undated, of: items) + sorted(overdue, of: items) + sorted(upcoming, of: items, keeping: limit)
    }

    /// True when the series (not counting deletions) has an occurrence starting exactly then.
    public static func seriesHasOccurrence(_ series: PlannerItem, at start: Date) -> Bool {
        seriesStarts(series, from: start, to: start.addingTimeInterval(1), limit: 1, includingExcluded: true).first == start
    }

    /// When the series' last occurrence ends; nil while it repeats for ever.
    public static func seriesEnd(of series: PlannerItem) -> Date? {
        guard let last = RecurrenceSupport.lastStart(of: series) else { return nil }
        return series.occurrenceEnd(startingAt: last)
    }

    /// The rule of a series cut to end just before `start` (the earlier half of a split).
    public static func rule(_ rule: String, endingBefore start: Date, of series: PlannerItem) -> String {
        RecurrenceSupport.rule(rule, until: start.addingTimeInterval(-1), allDay: series.when.isAllDay, zone: series.timeZone)
    }

    /// The rule for the later half of a split at `start`: a COUNT keeps counting where the
    /// earlier half stopped, so the two halves together have as many occurrences as before.
    public static func rule(_ rule: String, continuingFrom start: Date, of series: PlannerItem) -> String {
        RecurrenceSupport.rule(rule, continuingFrom: start, of: series)
    }

    /// False for a rule that can never produce an occurrence, such as 30 February every year.
    public static func ruleProducesOccurrences(_ draft: PlannerItemDraft) -> Bool {
        guard let rule = draft.recurrenceRule, let zone = TimeZone(identifier: draft.timeZoneIdentifier),
            let start = draft.when.start(in: zone)
        else { return true }
        return RecurrenceSupport.producesOccurrence(rule: rule, start: start, allDay: draft.when.isAllDay, zone: zone)
    }

    static func seriesStarts(
        _ series: PlannerItem, from: Date, to: Date, limit: Int?, includingExcluded: Bool = false, memoized: Bool = false
    ) -> [Date] {
        guard series.isRecurring, let start = series.start else { return [] }
        let excluded = includingExcluded ? [] : series.excludedStarts
        return RecurrenceSupport.starts(
            rule: series.recurrenceRule, dates: series.recurrenceDates, start: start, startAsWritten: series.startAsWritten,
            allDay: series.when.isAllDay, zone: series.timeZone,
            excluding: excluded, from: from, to: to, limit: limit, memoized: memoized)
    }

    /// For each series, the original starts that its overrides replace.
    private static func replacedStarts(in items: [PlannerItem]) -> [ID<PlannerItem>: Set<Date>] {
        var replaced: [ID<PlannerItem>: Set<Date>] = [:]
        for item in items {
            if let override = item.override { replaced[override.seriesID, default: []].insert(override.originalStart) }
        }
        return replaced
    }

    private static func overlaps(_ start: Date, _ end: Date, _ window: DateInterval) -> Bool {
        start < window.end && (end > window.start || start >= window.start)
    }

    /// 10000-01-01T00:00:00Z: after anything a date can name (`Date.distantFuture` is in 4001).
    public static let endOfTime = Date(timeIntervalSince1970: 253_402_300_800)

    /// An occurrence before it is built: sorting these small values and building only what is
    /// kept is what makes a month of thousands of occurrences cheap.
    private struct Entry {
        let start: Date?
        let end: Date?
        let originalStart: Date?
        /// The item's place in the list it came from.
        let index: Int
    }

    /// In order of start; ties by title, then by the order the items came in (the database's, by id).
    private static func sorted(_ entries: [Entry], of items: [PlannerItem], keeping limit: Int = .max) -> [PlannerOccurrence] {
        let ordered = entries.sorted { a, b in
            switch (a.start, b.start) {
            case let (x?, y?) where x != y: return x < y
            case (nil, _?): return true
            case (_?, nil): return false
            default:
                let (first, second) = (items[a.index].title, items[b.index].title)
                return first != second ? first < second : a.index < b.index
            }
        }
        return ordered.prefix(limit).map { entry in
            PlannerOccurrence(item: items[entry.index], start: entry.start, end: entry.end, originalStart: entry.originalStart)
        }
    }
}

extension PlannerItem {
    /// When an occurrence that starts then ends: whole days for all-day items, which are not
    /// always 24 hours long where clocks change; an extra date given as a period, at its end.
    public func occurrenceEnd(startingAt start: Date) -> Date {
        if let seconds = content.recurrenceDateLengths[start] { return start.addingTimeInterval(Double(seconds)) }
        if case .allDay(_, let days) = content.when {
            return LocalDate(start, in: timeZone).adding(days: days).startOfDay(in: timeZone)
        }
        return start.addingTimeInterval(lengthInSeconds)
    }

    /// How long each occurrence lasts (at most, for all-day items: a day may have 25 hours).
    var lengthInSeconds: TimeInterval {
        switch content.when {
        case .timed(_, let minutes): Double(minutes) * 60
        case .allDay(_, let days): Double(days) * 90_000
        case .unscheduled: 0
        }
    }

    /// How long the longest occurrence lasts: how far before a window a series is expanded.
    var longestOccurrenceInSeconds: TimeInterval {
        max(lengthInSeconds, content.recurrenceDateLengths.values.max().map(Double.init) ?? 0)
    }
}
