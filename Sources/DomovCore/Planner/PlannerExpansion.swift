import Foundation

/// Turns items into occurrences: series expanded by their RRULE in their own zone, minus the
/// occurrences deleted one by one, with edited occurrences in place of the ones they replace.
public enum PlannerExpansion {
    /// Every occurrence overlapping the window, in order of start.
    public static func occurrences(of items: [PlannerItem], in window: DateInterval) -> [PlannerOccurrence] {
        let replaced = replacedStarts(in: items)
        var result: [PlannerOccurrence] = []
        for item in items {
            if item.isRecurring {
                let length = item.lengthInSeconds
                // An occurrence that started before the window may still be running in it.
                let starts = seriesStarts(item, from: window.start.addingTimeInterval(-length), to: window.end, limit: nil)
                for start in starts where !(replaced[item.id]?.contains(start) ?? false) {
                    let end = item.occurrenceEnd(startingAt: start)
                    if overlaps(start, end, window) {
                        result.append(PlannerOccurrence(item: item, start: start, end: end, originalStart: start))
                    }
                }
            } else if let start = item.start, overlaps(start, item.end ?? start, window) {
                result.append(PlannerOccurrence(item: item, start: start, end: item.end, originalStart: item.override?.originalStart))
            }
        }
        return result.sorted(by: startsEarlier)
    }

    /// The agenda: to-dos without a date, then everything from `now` on that is not over
    /// (overdue to-dos included), at most `limit` dated occurrences, in order.
    public static func agenda(of items: [PlannerItem], from now: Date, limit: Int) -> [PlannerOccurrence] {
        let replaced = replacedStarts(in: items)
        var undated: [PlannerOccurrence] = []
        var dated: [PlannerOccurrence] = []
        for item in items where !item.isDone {
            if item.isRecurring {
                let length = item.lengthInSeconds
                var taken = 0
                for start in seriesStarts(item, from: now.addingTimeInterval(-length), to: .distantFuture, limit: limit + (replaced[item.id]?.count ?? 0) + 1) {
                    if replaced[item.id]?.contains(start) ?? false { continue }
                    let end = item.occurrenceEnd(startingAt: start)
                    guard end > now || (item.kind == .todo && start >= now) else { continue }
                    dated.append(PlannerOccurrence(item: item, start: start, end: end, originalStart: start))
                    taken += 1
                    if taken == limit { break }
                }
            } else if let start = item.start {
                dated.append(PlannerOccurrence(item: item, start: start, end: item.end, originalStart: item.override?.originalStart))
            } else {
                undated.append(PlannerOccurrence(item: item, start: nil, end: nil))
            }
        }
        return undated + dated.sorted(by: startsEarlier).prefix(limit)
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

    static func seriesStarts(_ series: PlannerItem, from: Date, to: Date, limit: Int?, includingExcluded: Bool = false) -> [Date] {
        guard let rule = series.recurrenceRule, let start = series.start else { return [] }
        let excluded = includingExcluded ? [] : series.excludedStarts
        return RecurrenceSupport.starts(rule: rule, start: start, allDay: series.when.isAllDay, zone: series.timeZone,
                                        excluding: excluded, from: from, to: to, limit: limit)
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

    private static func startsEarlier(_ a: PlannerOccurrence, _ b: PlannerOccurrence) -> Bool {
        switch (a.start, b.start) {
        case let (x?, y?) where x != y: x < y
        case (nil, _?): true
        case (_?, nil): false
        default: (a.item.title, a.item.id.description) < (b.item.title, b.item.id.description)
        }
    }
}

extension PlannerItem {
    /// When an occurrence that starts then ends: whole days for all-day items, which are not
    /// always 24 hours long where clocks change.
    public func occurrenceEnd(startingAt start: Date) -> Date {
        if case .allDay(_, let days) = when {
            return LocalDate(start, in: timeZone).adding(days: days).startOfDay(in: timeZone)
        }
        return start.addingTimeInterval(lengthInSeconds)
    }

    /// How long each occurrence lasts (at most, for all-day items: a day may have 25 hours).
    var lengthInSeconds: TimeInterval {
        switch when {
        case .timed(_, let minutes): Double(minutes) * 60
        case .allDay(_, let days): Double(days) * 90_000
        case .unscheduled: 0
        }
    }
}
