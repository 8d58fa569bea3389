import Foundation

/// A zone's UTC offsets as a sorted transition list, built once per zone and shared.
///
/// Foundation's `TimeZone.secondsFromGMT(for:)` goes through ICU on every call; expanding a
/// daily event over years would call it thousands of times. The table covers 1900–2200 from
/// Foundation's own transitions (`nextDaylightSavingTimeTransition(after:)`), so answers
/// are identical; instants outside that span ask Foundation directly.
public struct ZoneOffsetTable: Sendable {
    public let zone: TimeZone
    /// UTC seconds at which `offsets[i + 1]` takes effect.
    let transitions: [Int64]
    /// `offsets[0]` applies before the first transition.
    let offsets: [Int]
    let lowerBound: Int64
    let upperBound: Int64

    static let coveredStart: Int64 = -2_208_988_800 // 1900-01-01T00:00:00Z
    static let coveredEnd: Int64 = 7_258_118_400 // 2200-01-01T00:00:00Z

    init(zone: TimeZone) {
        self.zone = zone
        var transitions: [Int64] = []
        var offsets = [zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(Self.coveredStart)))]
        var cursor = Date(timeIntervalSince1970: TimeInterval(Self.coveredStart))
        // A guard against a Foundation that returned a non-advancing transition: never loop forever.
        var steps = 0
        while steps < 4000, let next = zone.nextDaylightSavingTimeTransition(after: cursor),
            next > cursor, next.timeIntervalSince1970 < TimeInterval(Self.coveredEnd)
        {
            steps += 1
            let offset = zone.secondsFromGMT(for: next)
            if offset != offsets[offsets.count - 1] {
                transitions.append(Int64(next.timeIntervalSince1970.rounded(.down)))
                offsets.append(offset)
            }
            cursor = next
        }
        self.transitions = transitions
        self.offsets = offsets
        lowerBound = Self.coveredStart
        upperBound = Self.coveredEnd
    }

    /// The offset from UTC in seconds at a UTC instant given as seconds since 1970.
    public func offset(atUTC t: Int64) -> Int {
        if t < lowerBound || t >= upperBound {
            return zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(t)))
        }
        // Binary search for the last transition <= t.
        var low = 0, high = transitions.count
        while low < high {
            let mid = (low + high) / 2
            if transitions[mid] <= t { low = mid + 1 } else { high = mid }
        }
        return offsets[low]
    }

    /// UTC seconds for a wall-clock reading (seconds since 1970 on the local clock), with
    /// RFC 5545 §3.3.5's rules: gap → offset before the gap; overlap → the earlier instant.
    public func instantSeconds(forLocal l: Int64) -> Int64 {
        let before = offset(atUTC: l - 86_400)
        let after = offset(atUTC: l + 86_400)
        if before == after { return l - Int64(before) }
        let first = l - Int64(before), second = l - Int64(after)
        let firstValid = offset(atUTC: first) == before
        let secondValid = offset(atUTC: second) == after
        switch (firstValid, secondValid) {
        case (true, true): return min(first, second)
        case (true, false): return first
        case (false, true): return second
        case (false, false): return first // in the gap: read with the offset before it
        }
    }

    /// The wall-clock span around local time `l` in which one offset applies with no gap or
    /// overlap, so callers walking forward in time can convert without searching again.
    func unambiguousSpan(containingLocal l: Int64) -> (from: Int64, to: Int64, offset: Int)? {
        let u = instantSeconds(forLocal: l)
        guard u >= lowerBound, u < upperBound else { return nil }
        var low = 0, high = transitions.count
        while low < high {
            let mid = (low + high) / 2
            if transitions[mid] <= u { low = mid + 1 } else { high = mid }
        }
        // `low` transitions are <= u: offsets[low] applies.
        let offset = offsets[low]
        let from = low > 0 ? transitions[low - 1] + Int64(Swift.max(offsets[low - 1], offset)) : lowerBound + Int64(offset)
        let to = low < transitions.count ? transitions[low] + Int64(Swift.min(offset, offsets[low + 1])) : upperBound + Int64(offset)
        guard l >= from, l < to else { return nil }
        return (from, to, offset)
    }

    public func instant(forLocal l: Int64) -> Date {
        Date(timeIntervalSince1970: TimeInterval(instantSeconds(forLocal: l)))
    }

    /// Wall-clock seconds since 1970 for an instant.
    public func localSeconds(for instant: Date) -> Int64 {
        let t = Int64(instant.timeIntervalSince1970.rounded(.down))
        return t + Int64(offset(atUTC: t))
    }

    /// Offset changes within [from, to), as (UTC seconds, offset before, offset after).
    public func transitions(from: Int64, to: Int64) -> [(at: Int64, from: Int, to: Int)] {
        var result: [(Int64, Int, Int)] = []
        for (i, t) in transitions.enumerated() where t >= from && t < to {
            result.append((t, offsets[i], offsets[i + 1]))
        }
        return result
    }

    /// The shared table for `zone` (built on first use, then cached by identifier).
    public static func table(for zone: TimeZone) -> ZoneOffsetTable {
        cache.table(for: zone)
    }

    private static let cache = Cache()

    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var tables: [String: ZoneOffsetTable] = [:]

        func table(for zone: TimeZone) -> ZoneOffsetTable {
            lock.lock()
            if let table = tables[zone.identifier] {
                lock.unlock()
                return table
            }
            lock.unlock()
            let table = ZoneOffsetTable(zone: zone)
            lock.lock()
            tables[zone.identifier] = table
            lock.unlock()
            return table
        }
    }
}
