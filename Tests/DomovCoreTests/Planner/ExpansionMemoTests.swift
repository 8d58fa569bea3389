@testable import DomovCore
import Foundation
import Testing

@Suite("ExpansionMemo: kept expansions answer exactly as a fresh one")
struct ExpansionMemoTests {
    static let prague = TimeZone(identifier: "Europe/Prague")!
    static let start = Date(timeIntervalSince1970: 1_735_722_000) // 2025-01-01 10:00 in Prague

    /// Weekly and monthly (kept), every 5 hours (dense: too many starts to keep), and one with
    /// exclusions and a COUNT.
    static let rules = ["FREQ=WEEKLY;BYDAY=MO,TH", "FREQ=MONTHLY;BYMONTHDAY=31", "FREQ=HOURLY;INTERVAL=5", "FREQ=DAILY;COUNT=400"]

    @Test(arguments: rules)
    func memoizedStartsEqualFreshOnes(_ rule: String) {
        let memo = ExpansionMemo()
        let excluding =
            rule.contains("COUNT") ? [Self.start.addingTimeInterval(3 * 86_400), Self.start.addingTimeInterval(200 * 86_400)] : []
        let key = ExpansionMemo.Key(
            rule: rule, dates: [], start: Self.start, allDay: false, zone: Self.prague.identifier, excluding: excluding)
        let fresh = { (from: Date, to: Date, limit: Int) in
            RecurrenceSupport.starts(
                rule: rule, start: Self.start, allDay: false, zone: Self.prague, excluding: excluding,
                from: from, to: to, limit: limit)
        }
        // Ranges inside a stretch, across stretch boundaries (every 2^23 s), across the DST
        // change of 30 March 2025, longer than two stretches, and before the series began.
        let boundary = Date(timeIntervalSince1970: Double(ExpansionMemo.stretchSeconds * 208))
        let ranges: [(Date, TimeInterval, Int?)] = [
            (Self.start, 31 * 86_400, nil), (Self.start.addingTimeInterval(80 * 86_400), 7 * 86_400, 3),
            (boundary.addingTimeInterval(-2 * 86_400), 10 * 86_400, nil), (boundary.addingTimeInterval(-1), 150 * 86_400, 101),
            (Date(timeIntervalSince1970: 1_743_120_000), 5 * 86_400, nil), (Self.start, 400 * 86_400, nil),
            (Self.start.addingTimeInterval(-40 * 86_400), 50 * 86_400, 2),
        ]
        for _ in 0..<2 { // the second round is answered from what the first one kept
            for (from, length, limit) in ranges {
                let to = from.addingTimeInterval(length)
                let kept = memo.starts(of: key, from: from, to: to, limit: limit, expand: fresh)
                #expect(kept == fresh(from, to, limit ?? .max), "\(rule) from \(from) for \(length) s, limit \(limit ?? -1)")
            }
        }
    }

    @Test func anEditedSeriesIsExpandedAnew() {
        let memo = ExpansionMemo()
        let window = (Self.start, Self.start.addingTimeInterval(14 * 86_400))
        func key(_ rule: String) -> ExpansionMemo.Key {
            ExpansionMemo.Key(rule: rule, dates: [], start: Self.start, allDay: false, zone: Self.prague.identifier, excluding: [])
        }
        func starts(_ rule: String) -> [Date] {
            memo.starts(of: key(rule), from: window.0, to: window.1, limit: nil) { from, to, limit in
                RecurrenceSupport.starts(
                    rule: rule, start: Self.start, allDay: false, zone: Self.prague, excluding: [], from: from, to: to, limit: limit)
            }
        }
        #expect(starts("FREQ=WEEKLY").count == 2)
        #expect(starts("FREQ=DAILY").count == 14)
        #expect(starts("FREQ=WEEKLY").count == 2)
    }
}
