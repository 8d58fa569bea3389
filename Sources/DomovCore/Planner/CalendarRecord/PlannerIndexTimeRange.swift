import Foundation

/// Answers "does this object have an event overlapping the range?" (RFC 4791 §9.9) from its
/// planner items, the index derived from its text, where they answer it beyond doubt: then a
/// week's calendar-query need not parse a few hundred stored texts. Where the items may not
/// model the text exactly, the answer is `undecided` and the text is read, as it always was.
///
/// The items are exact about instants of events in a zone; what they round or interpret is
/// covered by a margin: an occurrence decides only when it is inside or outside the range by
/// more than the margin. Two hours cover durations kept in whole minutes and DURATION's
/// nominal days across a clock change; a day and three hours cover floating times and all-day
/// dates, which the items hold in their writer's zone and a query reads in the reader's.
public enum PlannerIndexTimeRange {
    public enum Answer: Sendable, Equatable {
        case overlaps, outside, undecided
    }

    /// `items` must be every item of one object (its master and all its edited occurrences).
    public static func answer(items: [PlannerItem], range: DateInterval, readerZone: String) -> Answer {
        // Edited occurrences replace and move instances; RDATE periods have lengths of their own.
        guard items.count == 1, let item = items.first, item.override == nil, item.recurrenceDates.isEmpty,
              item.kind != .todo, let first = item.start, item.lengthInSeconds > 0
        else { return .undecided }
        let margin: TimeInterval = item.timeZoneIdentifier == readerZone ? 2 * 3_600 : 27 * 3_600
        let starts: [Date]
        if item.isRecurring {
            let limit = PlannerExpansion.maximumOccurrencesPerSeries
            starts = PlannerExpansion.seriesStarts(
                item, from: range.start.addingTimeInterval(-item.lengthInSeconds - margin), to: range.end.addingTimeInterval(margin),
                limit: limit, memoized: true
            )
            if starts.count >= limit { return .undecided }
        } else {
            starts = [first]
        }
        var doubtful = false
        for start in starts {
            let end = item.occurrenceEnd(startingAt: start)
            if start < range.end.addingTimeInterval(-margin) && end > range.start.addingTimeInterval(margin) { return .overlaps }
            if !(start >= range.end.addingTimeInterval(margin) || end <= range.start.addingTimeInterval(-margin)) { doubtful = true }
        }
        return doubtful ? .undecided : .outside
    }
}

extension CalendarQueryFilter {
    /// The range of a filter that asks for nothing but events overlapping it (VCALENDAR, in it
    /// VEVENT with a time-range, nothing else): the query Thunderbird, DAVx5 and Apple Calendar
    /// sync a calendar with, which `PlannerIndexTimeRange` can mostly answer from the index.
    public var onlyEventTimeRange: DateInterval? {
        guard component.name.uppercased() == "VCALENDAR", !component.isNotDefined, component.timeRange == nil,
              component.properties.isEmpty, component.components.count == 1, let event = component.components.first,
              event.name.uppercased() == "VEVENT", !event.isNotDefined, event.properties.isEmpty, event.components.isEmpty,
              let range = event.timeRange
        else { return nil }
        let start = range.start ?? .distantPast
        let end = range.end ?? PlannerExpansion.endOfTime
        return start < end ? DateInterval(start: start, end: end) : nil
    }
}
