import Foundation

/// Thrown for recurrences the planner must refuse.
public enum RecurrenceError: Error, Hashable, Sendable {
    /// The rule produces no occurrence at all from this start (`FREQ=YEARLY;BYMONTH=2;
    /// BYMONTHDAY=30`), found by `RecurrenceExpansion`'s bounded search.
    case neverOccurs(RecurrenceRule)
}

/// An event's whole recurrence (RFC 5545 §3.8.5): DTSTART, RRULEs, RDATEs, minus EXDATEs.
///
/// Rules expand on the start's wall clock (a 09:00 event stays at 09:00 across DST), then
/// values become instants in the start's zone: its TZID's zone, UTC for a UTC start, and
/// `timeZone` (e.g. the user's) for floating and all-day starts. DTSTART is always the first
/// occurrence, as the RFC says, even when it does not match the rule.
public struct RecurrenceSet: Sendable {
    public var start: ICalDateTime
    public var rules: [RecurrenceRule]
    public var rdates: [ICalRecurrenceDate]
    public var exdates: [ICalDateTime]
    /// The zone for a TZID start (pass the resolved zone; nil resolves the TZID with
    /// `TimeZoneResolver`), or the zone in which floating and DATE values become instants.
    public var timeZone: TimeZone?

    public init(
        start: ICalDateTime, timeZone: TimeZone? = nil, rules: [RecurrenceRule] = [],
        rdates: [ICalRecurrenceDate] = [], exdates: [ICalDateTime] = []
    ) {
        self.start = start
        self.timeZone = timeZone
        self.rules = rules
        self.rdates = rdates
        self.exdates = exdates
    }

    /// The zone whose wall clock the recurrence runs on, and in which instants are read.
    public var zone: TimeZone {
        switch start {
        case .utc: return Self.utc
        case .zoned(_, let tzid): return timeZone ?? TimeZoneResolver.timeZone(forTZID: tzid) ?? Self.utc
        case .floating, .date: return timeZone ?? Self.utc
        }
    }

    static let utc = TimeZone(identifier: "UTC")!

    /// Throws `.neverOccurs` for the first rule that yields no occurrence at all.
    public func validateOccurs() throws(RecurrenceError) {
        let local = start.localDateTime
        for rule in rules where RecurrenceExpansion(rule: rule, start: local, zone: zone).isEmpty {
            throw RecurrenceError.neverOccurs(rule)
        }
    }

    /// Wall-clock occurrences in order (midnight for all-day starts), lazily. `from`/`through`
    /// bound the result; without `through`, a rule without COUNT or UNTIL is endless, so
    /// stop consuming it yourself.
    public func localOccurrences(from: LocalDateTime? = nil, through: LocalDateTime? = nil) -> LocalOccurrences {
        LocalOccurrences(set: self, from: from?.localSeconds, through: through?.localSeconds)
    }

    /// The instants of occurrences starting in [from, to), at most `limit`. To find events
    /// overlapping a range, pass `from` minus the event's duration.
    public func occurrences(from: Date, to: Date, limit: Int = Int.max) -> [Date] {
        let table = ZoneOffsetTable.table(for: zone)
        // A day of margin either side: the wall clock and the instant differ by the offset.
        let localFrom = table.localSeconds(for: from) - 86_400
        let localTo = table.localSeconds(for: to) + 86_400
        var result: [Date] = []
        var last: Int64 = .min
        var iterator = LocalOccurrences(set: self, from: localFrom, through: localTo).makeIterator()
        var span: (from: Int64, to: Int64, offset: Int)?
        while result.count < limit, let local = iterator.nextLocalSeconds() {
            let instant: Int64
            if let current = span, local >= current.from, local < current.to {
                instant = local - Int64(current.offset)
            } else {
                instant = table.instantSeconds(forLocal: local)
                span = table.unambiguousSpan(containingLocal: local)
            }
            // Two wall-clock times in a DST gap can map to one instant: keep it once.
            guard instant > last else { continue }
            last = instant
            let date = Date(timeIntervalSince1970: TimeInterval(instant))
            if date >= to { break }
            if date >= from { result.append(date) }
        }
        return result
    }

    /// Every occurrence as an instant, lazily, for sets that end (COUNT/UNTIL) or for
    /// callers that stop early.
    public func instants() -> some Sequence<Date> {
        let table = ZoneOffsetTable.table(for: zone)
        return localOccurrences().lazy.map { table.instant(forLocal: $0.localSeconds) }
    }

    /// A value on the start's wall clock (seconds since 1970 there).
    func localSeconds(of value: ICalDateTime) -> Int64 {
        switch (value, start) {
        case (.date(let date), _): return Int64(date.dayNumber) * 86_400
        case (.floating(let local), _): return local.localSeconds
        case (.utc(let local), _):
            if case .utc = start { return local.localSeconds }
            return ZoneOffsetTable.table(for: zone).localSeconds(for: local.instant(in: Self.utc))
        case (.zoned(let local, let tzid), .zoned(_, let startTZID)) where tzid == startTZID:
            return local.localSeconds
        case (.zoned(let local, let tzid), _):
            guard let other = TimeZoneResolver.timeZone(forTZID: tzid) else { return local.localSeconds }
            return ZoneOffsetTable.table(for: zone).localSeconds(for: local.instant(in: other))
        }
    }

    public struct LocalOccurrences: Sequence, Sendable {
        let set: RecurrenceSet
        let from: Int64?
        let through: Int64?

        public func makeIterator() -> Iterator { Iterator(self) }

        public struct Iterator: IteratorProtocol, Sendable {
            var rules: [RecurrenceExpansion.Iterator]
            var heads: [Int64?]
            /// DTSTART and RDATEs, sorted.
            let extra: [Int64]
            var extraIndex = 0
            let excluded: Set<Int64>
            let excludedDays: Set<Int>
            let from: Int64
            let through: Int64
            var last: Int64 = .min

            init(_ sequence: LocalOccurrences) {
                let set = sequence.set
                let start = set.start.localDateTime
                let zone = set.zone
                from = sequence.from ?? .min
                through = sequence.through ?? .max
                rules = set.rules.map { rule in
                    var iterator = RecurrenceExpansion(rule: rule, start: start, zone: zone).makeIterator()
                    if let from = sequence.from { iterator.skip(toLocalSeconds: from) }
                    if let through = sequence.through { iterator.stop(afterLocalSeconds: through) }
                    return iterator
                }
                heads = []
                var extra = [start.localSeconds]
                extra.append(contentsOf: set.rdates.map { set.localSeconds(of: $0.start) })
                self.extra = extra.sorted()
                var excluded = Set<Int64>()
                var days = Set<Int>()
                for exdate in set.exdates {
                    // A DATE EXDATE on a timed event removes that whole day (lenient reading
                    // of files that mix value types).
                    if case .date(let date) = exdate, !set.start.isDate { days.insert(date.dayNumber) }
                    excluded.insert(set.localSeconds(of: exdate))
                }
                self.excluded = excluded
                excludedDays = days
                heads = rules.indices.map { index in rules[index].nextLocalSeconds() }
            }

            public mutating func next() -> LocalDateTime? {
                nextLocalSeconds().map(LocalDateTime.init(localSeconds:))
            }

            public mutating func nextLocalSeconds() -> Int64? {
                while true {
                    var best: Int64? = extraIndex < extra.count ? extra[extraIndex] : nil
                    for head in heads { if let head, best == nil || head < best! { best = head } }
                    guard let value = best else { return nil }
                    if extraIndex < extra.count, extra[extraIndex] == value { extraIndex += 1 }
                    for index in heads.indices where heads[index] == value { heads[index] = rules[index].nextLocalSeconds() }
                    if value > through { return nil }
                    if value <= last || value < from { continue }
                    if excluded.contains(value) { continue }
                    if !excludedDays.isEmpty, excludedDays.contains(Int(floorDiv(value, 86_400))) { continue }
                    last = value
                    return value
                }
            }
        }
    }
}
