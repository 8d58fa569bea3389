import DomovCore
import Foundation
import Testing

@Suite("Planner time grid layout")
struct PlannerTimeGridTests {
    typealias F = PlannerCoreFixtures
    static let prague = TimeZone(identifier: "Europe/Prague")!

    static func entry(_ name: String, _ from: String, _ to: String) -> PlannerTimeGrid.Entry<String> {
        PlannerTimeGrid.Entry(name, start: F.at(from, "Europe/Prague"), end: F.at(to, "Europe/Prague"))
    }

    static func utc(_ text: String) -> Date {
        LocalDateTime(isoString: text)!.instant(in: TimeZone(identifier: "UTC")!)
    }

    /// name → (start, end, column, columns)
    static func layout(_ entries: [PlannerTimeGrid.Entry<String>], on day: String, minimum: Int = 0) -> [String: [Int]] {
        let placed = PlannerTimeGrid.place(entries, on: LocalDate(isoString: day)!, in: prague, minimumMinutes: minimum)
        return Dictionary(uniqueKeysWithValues: placed.map { ($0.payload, [$0.startMinute, $0.endMinute, $0.column, $0.columns]) })
    }

    @Test func anItemAloneTakesTheWholeWidth() {
        let placed = Self.layout([Self.entry("a", "2026-06-10T09:00", "2026-06-10T10:30")], on: "2026-06-10")
        #expect(placed["a"] == [540, 630, 0, 1])
    }

    @Test func twoOverlappingItemsSitSideBySide() {
        let placed = Self.layout(
            [
                Self.entry("b", "2026-06-10T09:30", "2026-06-10T11:00"),
                Self.entry("a", "2026-06-10T09:00", "2026-06-10T10:00"),
            ], on: "2026-06-10")
        #expect(placed["a"] == [540, 600, 0, 2])
        #expect(placed["b"] == [570, 660, 1, 2])
    }

    @Test func touchingItemsDoNotOverlap() {
        let placed = Self.layout(
            [
                Self.entry("a", "2026-06-10T09:00", "2026-06-10T10:00"),
                Self.entry("b", "2026-06-10T10:00", "2026-06-10T11:00"),
            ], on: "2026-06-10")
        #expect(placed["a"] == [540, 600, 0, 1])
        #expect(placed["b"] == [600, 660, 0, 1])
    }

    /// a overlaps b, b overlaps c, a and c do not: one cluster of two columns, c reuses a's.
    @Test func aChainOfOverlapsIsOneClusterAndReusesFreedColumns() {
        let placed = Self.layout(
            [
                Self.entry("a", "2026-06-10T09:00", "2026-06-10T10:00"),
                Self.entry("b", "2026-06-10T09:30", "2026-06-10T11:00"),
                Self.entry("c", "2026-06-10T10:30", "2026-06-10T12:00"),
                Self.entry("d", "2026-06-10T13:00", "2026-06-10T14:00"),
            ], on: "2026-06-10")
        #expect(placed["a"] == [540, 600, 0, 2])
        #expect(placed["b"] == [570, 660, 1, 2])
        #expect(placed["c"] == [630, 720, 0, 2])
        #expect(placed["d"] == [780, 840, 0, 1], "after the cluster ends, a new one starts at full width")
    }

    @Test func threeAtOnceGetThreeColumnsLongestFirstOnATie() {
        let placed = Self.layout(
            [
                Self.entry("short", "2026-06-10T09:00", "2026-06-10T09:30"),
                Self.entry("long", "2026-06-10T09:00", "2026-06-10T12:00"),
                Self.entry("middle", "2026-06-10T09:15", "2026-06-10T10:00"),
            ], on: "2026-06-10")
        #expect(placed["long"] == [540, 720, 0, 3])
        #expect(placed["short"] == [540, 570, 1, 3])
        #expect(placed["middle"] == [555, 600, 2, 3])
    }

    @Test func anItemCrossingMidnightContinuesOnTheNextDay() {
        let party = [Self.entry("party", "2026-06-10T22:00", "2026-06-11T02:00")]
        let first = PlannerTimeGrid.place(party, on: LocalDate(isoString: "2026-06-10")!, in: Self.prague)
        let second = PlannerTimeGrid.place(party, on: LocalDate(isoString: "2026-06-11")!, in: Self.prague)
        #expect(first.map { [$0.startMinute, $0.endMinute] } == [[1320, 1440]])
        #expect(first.first?.endsAfter == true && first.first?.startsBefore == false)
        #expect(second.map { [$0.startMinute, $0.endMinute] } == [[0, 120]])
        #expect(second.first?.startsBefore == true && second.first?.endsAfter == false)
        #expect(PlannerTimeGrid.place(party, on: LocalDate(isoString: "2026-06-12")!, in: Self.prague).isEmpty)
    }

    @Test func anItemEndingAtMidnightIsNotOnTheNextDay() {
        let evening = [Self.entry("evening", "2026-06-10T20:00", "2026-06-11T00:00")]
        #expect(Self.layout(evening, on: "2026-06-10")["evening"] == [1200, 1440, 0, 1])
        #expect(Self.layout(evening, on: "2026-06-11").isEmpty)
    }

    @Test func aZeroLengthItemGetsTheMinimumHeightAndOverlapsByIt() {
        let placed = Self.layout(
            [
                Self.entry("due", "2026-06-10T09:00", "2026-06-10T09:00"),
                Self.entry("call", "2026-06-10T09:15", "2026-06-10T09:45"),
                Self.entry("late", "2026-06-10T23:50", "2026-06-10T23:50"),
            ], on: "2026-06-10", minimum: 30)
        #expect(placed["due"] == [540, 570, 0, 2])
        #expect(placed["call"] == [555, 585, 1, 2])
        #expect(placed["late"] == [1410, 1440, 0, 1], "moved up so it stays inside the day")
    }

    /// 29 March 2026 in Prague has 23 hours: the wall clock jumps from 02:00 to 03:00.
    @Test func theDayClocksGoForwardIsDrawnByTheWallClock() {
        let placed = Self.layout(
            [
                Self.entry("night", "2026-03-29T01:00", "2026-03-29T04:00"),
                Self.entry("day", "2026-03-29T00:00", "2026-03-30T00:00"),
            ], on: "2026-03-29")
        #expect(placed["night"] == [60, 240, 1, 2], "two real hours, drawn from 01:00 to 04:00")
        #expect(placed["day"] == [0, 1440, 0, 2])
    }

    /// 25 October 2026 in Prague has 25 hours: 02:00–03:00 happens twice.
    @Test func theDayClocksGoBackKeepsItemsInTheRepeatedHourVisible() {
        // 02:30 summer time (00:30 UTC) to 02:10 winter time (01:10 UTC): 40 minutes.
        let repeated = PlannerTimeGrid.Entry("repeated", start: Self.utc("2026-10-25T00:30:00"), end: Self.utc("2026-10-25T01:10:00"))
        let whole = Self.entry("whole", "2026-10-25T00:00", "2026-10-26T00:00")
        let crossing = Self.entry("crossing", "2026-10-24T23:00", "2026-10-25T01:00")
        let placed = Self.layout([repeated, whole, crossing], on: "2026-10-25")
        #expect(placed["repeated"]?.prefix(2) == [150, 190])
        #expect(placed["whole"]?.prefix(2) == [0, 1440])
        #expect(placed["crossing"]?.prefix(2) == [0, 60])
        #expect(placed.values.allSatisfy { $0[3] == 2 })
    }
}
