import Foundation

/// Answers "does this object have an event overlapping the range?" (RFC 4791 §9.9) from its
/// planner items, the index derived from its text, where they answer it beyond doubt: then a
/// week's calendar-query need not parse a few hundred stored texts. Where the items may not
/// model the text exactly, the answer is `undecided` and the text is read, as it always was.
///
/// The items are exact about the starts of events in a zone or in UTC; what they round or
/// interpret is covered by margins: an occurrence decides only when it is inside or outside the
/// range by more than them (`Margins`). Floating times are placed in the reader's zone first
/// (RFC 4791 §9.9), as every reader does.
public enum PlannerIndexTimeRange {
    public enum Answer: Sendable, Equatable {
        case overlaps, outside, undecided
    }

    /// `items` must be every item of one object (its master and all its edited occurrences).
    /// `startZoneIsWritten` says whether the text's DTSTART names the items' zone: a series that
    /// starts at a UTC or floating time repeats in that time's own days (a BYDAY in UTC is not
    /// the same days in Prague), which the items, expanded in their zone, may not reproduce.
    /// Nil when the text is not at hand: such a series is then left undecided.
    public static func answer(items: [PlannerItem], range: DateInterval, readerZone: String, startZoneIsWritten: Bool?) -> Answer {
        // Edited occurrences replace and move instances; RDATE periods have lengths of their own.
        guard items.count == 1, let item = items.first.map({ $0.placed(in: TimeZone(identifier: readerZone) ?? .gmt) }),
            item.override == nil, item.recurrenceDates.isEmpty,
            item.kind != .todo, let first = item.start, item.lengthInSeconds > 0, !Self.repeatsWithinADay(allDay: item)
        else { return .undecided }
        if item.isRecurring, !item.when.isAllDay, startZoneIsWritten != true { return .undecided }
        let margins = Margins(item, readerZone: readerZone)
        let starts: [Date]
        if item.isRecurring {
            let limit = PlannerExpansion.maximumOccurrencesPerSeries
            starts = PlannerExpansion.seriesStarts(
                item, from: range.start.addingTimeInterval(-item.lengthInSeconds - margins.end),
                to: range.end.addingTimeInterval(margins.start), limit: limit, memoized: true
            )
            if starts.count >= limit { return .undecided }
        } else {
            starts = [first]
        }
        var doubtful = false
        for start in starts {
            let end = item.occurrenceEnd(startingAt: start)
            if start < range.end.addingTimeInterval(-margins.start) && end > range.start.addingTimeInterval(margins.end) {
                return .overlaps
            }
            if !(start >= range.end.addingTimeInterval(margins.start) || end <= range.start.addingTimeInterval(-margins.end)) {
                doubtful = true
            }
        }
        return doubtful ? .undecided : .outside
    }

    /// How far an occurrence's start and end in the items may be from the text's.
    ///
    /// A timed start in a zone or in UTC is the instant the text names (a series' only where its
    /// text writes DTSTART in the series' zone, checked before), so it is exact. The end is the
    /// start plus a length in whole minutes, under a minute off, unless the length may be
    /// DURATION's nominal days, which a clock change makes up to two hours longer or shorter.
    /// All-day dates and floating times are read with two hours either side, and a day and three
    /// hours where the items' zone is not the reader's: the items hold all-day dates in their
    /// writer's zone and a query reads them in the reader's. (Exact starts matter: the queries
    /// apps send start and end at times of day when events are, and with two hours either side
    /// every event near a range's ends was read from its text.)
    struct Margins {
        let start: TimeInterval
        let end: TimeInterval

        init(_ item: PlannerItem, readerZone: String) {
            if item.when.isAllDay || item.isFloating {
                start = item.timeZoneIdentifier == readerZone ? 2 * 3_600 : 27 * 3_600
                end = start
            } else {
                start = 0
                end = item.lengthInSeconds >= 20 * 3_600 ? 2 * 3_600 : 60
            }
        }
    }
}

extension PlannerIndexTimeRange {
    /// Whether the object's first VEVENT has a DTSTART with a TZID of this zone and `start`'s
    /// wall-clock time there.
    public static func startZoneIsWritten(in text: String, zone: String, start: Date) -> Bool {
        guard let timeZone = TimeZone(identifier: zone) else { return false }
        return startZoneIsWritten(in: text, zone: zone, wallClock: LocalDateTime(instant: start, in: timeZone))
    }

    /// Whether the object's first VEVENT has a DTSTART with a TZID of this zone and this
    /// wall-clock time: read from the text's bytes without parsing it (a VTIMEZONE's own
    /// DTSTARTs come before and are skipped). A series repeats on its DTSTART's wall clock, so
    /// items that do not start there (kept from before they held `startAsWritten`) would
    /// repeat at another time. Over bytes, not Characters: a week's query asks this of a few
    /// hundred texts, and the String search it replaced was a quarter of the query's time (perf).
    public static func startZoneIsWritten(in text: String, zone: String, wallClock: LocalDateTime) -> Bool {
        let wallClock = Array(wallClock.icalString.utf8)
        var text = text
        return text.withUTF8 { bytes in
            var inEvent = false
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") { lineEnd += 1 }
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                if !inEvent {
                    inEvent = line.elementsEqual("BEGIN:VEVENT".utf8)
                } else if line.starts(with: "DTSTART".utf8) {
                    return Self.names(zone, parametersOf: line) && Self.value(of: line).elementsEqual(wallClock)
                }
                lineStart = lineEnd + 1
            }
            return false
        }
    }

    /// A content line's value: what follows its first colon.
    private static func value(of line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>.SubSequence {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return line[line.endIndex...] }
        return line[(colon + 1)...]
    }

    /// Whether a DTSTART line's parameters (before the first colon) include `TZID=zone`,
    /// quoted or not.
    private static func names(_ zone: String, parametersOf line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let plain = Array("TZID=\(zone)".utf8)
        let quoted = Array("TZID=\"\(zone)\"".utf8)
        return line[..<colon].split(separator: UInt8(ascii: ";")).dropFirst().contains { parameter in
            parameter.elementsEqual(plain) || parameter.elementsEqual(quoted)
        }
    }

    /// Dates repeated by the hour or minute: what such an instance is, apps and the RFC's
    /// readers disagree, so only the text answers.
    private static func repeatsWithinADay(allDay item: PlannerItem) -> Bool {
        guard item.when.isAllDay, let rule = item.recurrenceRule?.uppercased() else { return false }
        return ["FREQ=HOURLY", "FREQ=MINUTELY", "FREQ=SECONDLY"].contains { rule.contains($0) }
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
