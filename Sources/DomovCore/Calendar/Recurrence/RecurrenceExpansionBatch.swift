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

    /// Hard cap per case, so a hostile batch cannot make the command run for hours.
    static let maximumLimit = 100_000

    public static func run(_ input: Data) throws -> Data {
        let cases = try JSONDecoder().decode([Case].self, from: input)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(cases.map(expand))
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
        var iterator = RecurrenceExpansion(rule: rule, start: start).makeIterator()
        if let windowStart { iterator.skip(toLocalSeconds: windowStart) }
        if let windowEnd { iterator.stop(afterLocalSeconds: windowEnd) }
        var occurrences: [String] = []
        while occurrences.count < limit, let value = iterator.nextLocalSeconds() {
            if let windowEnd, value > windowEnd { break }
            if let windowStart, value < windowStart { continue }
            occurrences.append(LocalDateTime(localSeconds: value).isoString)
        }
        return Result(id: item.id, occurrences: occurrences)
    }
}
