import DomovCore
import Foundation
import Testing

/// The status rule at each of its boundaries, to the millisecond.
@Suite("Chore status")
struct ChoreStatusTests {
    static let start = Date(timeIntervalSince1970: 1_736_933_400)
    /// A 100-minute span: soon from minute 50, critical from minute 80, overdue from minute 100.
    static let due = start.addingTimeInterval(100 * 60)

    static func status(afterMinutes minutes: Double) -> ChoreStatus {
        ChoreStatus.of(start: start, due: due, now: start.addingTimeInterval(minutes * 60))
    }

    @Test func eachThresholdBelongsToTheLaterStatus() {
        #expect(Self.status(afterMinutes: -0.001) == .upcoming)
        #expect(Self.status(afterMinutes: 0) == .ok)
        #expect(Self.status(afterMinutes: 49.99) == .ok)
        #expect(Self.status(afterMinutes: 50) == .soon)
        #expect(Self.status(afterMinutes: 79.99) == .soon)
        #expect(Self.status(afterMinutes: 80) == .critical)
        #expect(Self.status(afterMinutes: 99.99) == .critical)
        #expect(Self.status(afterMinutes: 100) == .overdue)
        #expect(Self.status(afterMinutes: 10_000) == .overdue)
    }

    @Test func oneMillisecondEitherSideOfCriticalAt() {
        // A span that does not divide evenly: 2 minutes and 1 ms; 80 % of it is 96 000.8 ms.
        let due = Self.start.addingTimeInterval(120.001)
        let critical = ChoreStatus.criticalAt(start: Self.start, due: due)
        #expect(Int64((critical.timeIntervalSince1970 * 1000).rounded()) == 1_736_933_400_000 + 96_001)
        #expect(ChoreStatus.of(start: Self.start, due: due, now: critical) == .critical)
        #expect(ChoreStatus.of(start: Self.start, due: due, now: critical.addingTimeInterval(-0.001)) == .soon)
    }

    @Test func aDoneChoreIsDoneWhateverTheTime() {
        for minutes in [-10.0, 0, 90, 500] {
            #expect(
                ChoreStatus.of(start: Self.start, due: Self.due, now: Self.start.addingTimeInterval(minutes * 60), isDone: true) == .done)
        }
    }

    @Test func aRecurringChoreIsDueOneIntervalAfterItsStartInItsZone() throws {
        let prague = try #require(TimeZone(identifier: "Europe/Prague"))
        // 28 March 2026, 08:00 in Prague; the clocks go forward on the 29th.
        let start = try #require(LocalDateTime(isoString: "2026-03-28T08:00:00")).instant(in: prague)
        let daily = ChoreSchedule.recurring(start: start, every: ChoreInterval(value: 1, unit: .days))
        #expect(LocalDateTime(instant: daily.due(in: prague), in: prague).isoString == "2026-03-29T08:00:00")
        let hours = ChoreSchedule.recurring(start: start, every: ChoreInterval(value: 24, unit: .hours))
        #expect(hours.due(in: prague).timeIntervalSince(start) == 86_400)
        let weekly = ChoreSchedule.recurring(start: start, every: ChoreInterval(value: 2, unit: .weeks))
        #expect(LocalDateTime(instant: weekly.due(in: prague), in: prague).isoString == "2026-04-11T08:00:00")
    }

    @Test func listsSortByTimeRemainingWithDoneLast() {
        func chore(_ name: String, due minutes: Double, done: Bool = false) -> Chore {
            Chore(
                id: ID(UUID()), householdID: ID(UUID()), roomID: ID(UUID()), name: name,
                schedule: .once(start: Self.start, end: Self.start.addingTimeInterval(minutes * 60)), timeZoneIdentifier: "UTC",
                completedAt: done ? Self.start : nil, createdBy: ID(UUID()), createdAt: Self.start, updatedAt: Self.start
            )
        }
        let list = [chore("c", due: 30), chore("done", due: 5, done: true), chore("a", due: 10), chore("b", due: 10)]
        #expect(list.sortedByTimeRemaining().map(\.name) == ["a", "b", "c", "done"])
        // 25 minutes in: "a" and "b" are overdue, "c" (30) is critical (25/30 ≥ 80 %).
        let urgent = list.sortedByUrgency(at: Self.start.addingTimeInterval(25 * 60)).map(\.name)
        #expect(urgent == ["a", "b", "c", "done"])
    }
}
