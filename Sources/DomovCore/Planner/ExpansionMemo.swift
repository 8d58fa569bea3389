import Foundation
import Synchronization

/// Expanded occurrence starts of recurring items, kept per stretch of time.
///
/// A planner view expands every live series of the household on every request (any of them may
/// reach the view's days), and that was the largest part of an agenda (profiled). What a series
/// expands to depends only on its rule, start, zone and exclusions, which make up the key, so a
/// kept answer is exact, and an edited series simply has a new key. Time is cut into fixed
/// stretches; a range that fits in two consecutive ones is answered from the starts of both,
/// expanded once. Longer ranges and dense rules (more than `maximumStarts` in two stretches:
/// minutely or hourly ones) are expanded each time.
final class ExpansionMemo: Sendable {
    struct Key: Hashable, Sendable {
        let rule: String?
        let dates: [Date]
        let start: Date
        let allDay: Bool
        let zone: String
        let excluding: [Date]
        var startAsWritten: LocalDateTime? = nil
    }

    private struct Entry {
        let stretch: Int64
        let starts: [Date]
    }

    static let shared = ExpansionMemo()

    /// About 97 days: a month view or an agenda's reach fits in two of them.
    static let stretchSeconds: Int64 = 1 << 23
    static let maximumStarts = 1_000

    private let entries = Mutex<[Key: Entry]>([:])
    /// Series kept at most; the whole memo is dropped when it would grow beyond (a few hundred
    /// bytes each, so about a megabyte at most for the starts alone).
    private let capacity: Int

    init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    /// The starts in [from, to), at most `limit`, as `expand(from, to, limit)` gives them.
    func starts(of key: Key, from: Date, to: Date, limit: Int?, expand: (Date, Date, Int) -> [Date]) -> [Date] {
        let stretch = Int64((from.timeIntervalSince1970 / Double(Self.stretchSeconds)).rounded(.down))
        let reach = Date(timeIntervalSince1970: Double((stretch + 2) * Self.stretchSeconds))
        guard to <= reach else { return expand(from, to, limit ?? .max) }

        let kept = entries.withLock { $0[key] }.flatMap { $0.stretch == stretch ? $0.starts : nil }
        let starts: [Date]
        if let kept {
            starts = kept
        } else {
            let beginning = Date(timeIntervalSince1970: Double(stretch * Self.stretchSeconds))
            let expanded = expand(beginning, reach, Self.maximumStarts + 1)
            guard expanded.count <= Self.maximumStarts else { return expand(from, to, limit ?? .max) }
            entries.withLock { entries in
                if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
                entries[key] = Entry(stretch: stretch, starts: expanded)
            }
            starts = expanded
        }
        let first = Self.firstIndex(in: starts, notBefore: from)
        var result: [Date] = []
        for start in starts[first...] {
            guard start < to, result.count < (limit ?? .max) else { break }
            result.append(start)
        }
        return result
    }

    /// Binary search in sorted starts.
    private static func firstIndex(in starts: [Date], notBefore date: Date) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < date { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
