import Foundation

/// A batch of rule expansions in JSON, for comparing Domov's expander with other
/// implementations (CI runs python-dateutil against `domov dev expand-recurrence`).
///
/// Input: a JSON array of `Case`; output: a JSON array of `Result` in the same order. Local
/// date-times are ISO strings without zone (`2024-03-31T09:00:00`); only the rule's own
/// instances are listed (DTSTART only if it matches), as dateutil's `rrule` does.
public enum RecurrenceExpansionBatch {
    public struct Case: Codable, Sendable {
        public var id: String
        public var dtstart: String
        public var rrule: String
        /// At most this many occurrences (default 100).
        public var limit: Int?
        /// Only occurrences at or after this local time.
        public var windowStart: String?
        /// Only occurrences at or before this local time.
        public var windowEnd: String?
    }

    public struct Result: Codable, Sendable {
        public var id: String
        public var occurrences: [String]?
        public var error: String?
    }

    /// The output of `run(_:timed: true)`: the results and how long the engine took.
    public struct TimedOutput: Codable, Sendable {
        /// Wall-clock seconds (monotonic clock) for `expandAll` on the decoded cases: reading
        /// each DTSTART, window and RRULE text, expanding, and writing every occurrence as an
        /// ISO string into its list. Not included: process start, reading stdin, JSON decoding
        /// and encoding, writing stdout.
        public var engineSeconds: Double
        public var results: [Result]
    }

    /// Hard cap per case, so a hostile batch cannot make the command run for hours.
    static let maximumLimit = 100_000

    /// Decodes the cases, expands them, and encodes the results: a JSON array of `Result`,
    /// or with `timed` a `TimedOutput` object.
    public static func run(_ input: Data, timed: Bool = false) throws -> Data {
        let cases = try JSONDecoder().decode([Case].self, from: input)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard timed else { return try encoder.encode(expandAll(cases)) }
        let clock = ContinuousClock()
        let started = clock.now
        let results = expandAll(cases)
        let elapsed = (clock.now - started).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        return try encoder.encode(TimedOutput(engineSeconds: seconds, results: results))
    }

    /// Every case's `expand`, in order: the part `TimedOutput.engineSeconds` measures, the
    /// same work the benchmark times for python-dateutil (`rrulestr`, iterating, `isoformat`).
    public static func expandAll(_ cases: [Case]) -> [Result] {
        cases.map(expand)
    }

    public static func expand(_ item: Case) -> Result {
        guard let start = LocalDateTime(isoString: item.dtstart) else {
            return Result(id: item.id, error: "invalid dtstart \(item.dtstart)")
        }
        let rule: RecurrenceRule
        do {
            rule = try RecurrenceRule(rrule: item.rrule)
        } catch {
            return Result(id: item.id, error: error.description)
        }
        let windowStart = item.windowStart.flatMap { LocalDateTime(isoString: $0) }?.localSeconds
        let windowEnd = item.windowEnd.flatMap { LocalDateTime(isoString: $0) }?.localSeconds
        let limit = min(item.limit ?? 100, maximumLimit)
        // The iterator straight from the rule: `RecurrenceExpansion(rule:start:)` would keep a
        // copy of it (a dozen retained arrays) only to hand it on.
        var iterator = RecurrenceExpansion.Iterator(
            rule: rule, start: start,
            untilLocal: RecurrenceExpansion.untilLocal(of: rule, zone: nil))
        if let windowStart { iterator.skip(toLocalSeconds: windowStart) }
        if let windowEnd { iterator.stop(afterLocalSeconds: windowEnd) }
        var occurrences: [String] = []
        occurrences.reserveCapacity(Swift.max(0, Swift.min(limit, rule.count ?? 16, 1024)))
        var writer = LocalISOWriter()
        while occurrences.count < limit, let value = iterator.nextLocalSeconds() {
            if let windowEnd, value > windowEnd { break }
            if let windowStart, value < windowStart { continue }
            occurrences.append(writer.isoString(localSeconds: value))
        }
        return Result(id: item.id, occurrences: occurrences)
    }
}
