import DomovCore
import DomovTesting
import Foundation
import Testing

/// When a chore's alerts fall due, and since when a notice already sent counts as telling its
/// person of the same critical spell; and whose turn comes after a renewal.
@Suite("Chore alert plan")
struct ChoreAlertPlanTests {
    static let start = Date(timeIntervalSince1970: 1_736_933_400)
    static let jana: ID<User> = ID(IDGenerator.sequentialUUID(1)), petr: ID<User> = ID(IDGenerator.sequentialUUID(2))

    /// A 100-minute recurring chore: critical from minute 80.
    static func chore(completed: Bool = false) -> Chore {
        Chore(
            id: ID(IDGenerator.sequentialUUID(10)), householdID: ID(IDGenerator.sequentialUUID(11)),
            roomID: ID(IDGenerator.sequentialUUID(12)),
            name: "Vana", schedule: .recurring(start: start, every: ChoreInterval(value: 100, unit: .minutes)), timeZoneIdentifier: "UTC",
            completedAt: completed ? start : nil, createdBy: jana, createdAt: start, updatedAt: start
        )
    }

    static func alerts(_ chore: Chore, atMinute minute: Double) -> ChoreAlerts {
        ChoreAlertPlan.alerts(
            for: chore, recipients: [jana, petr], link: "/x", at: start.addingTimeInterval(minute * 60), ids: IDGenerator { UUID() })
    }

    @Test func aChoreNotYetCriticalIsToldWhenItTurnsSo() {
        let planned = Self.alerts(Self.chore(), atMinute: 10)
        #expect(planned.notices.map(\.dueAt) == Array(repeating: Self.start.addingTimeInterval(80 * 60), count: 2))
        #expect(planned.notices.map(\.userID) == [Self.jana, Self.petr])
        #expect(planned.toldSince == nil)
    }

    @Test func aChoreAlreadyCriticalOrOverdueIsToldNowOncePerSpell() {
        for minute in [80.0, 95, 150] {
            let planned = Self.alerts(Self.chore(), atMinute: minute)
            #expect(planned.notices.map(\.dueAt) == Array(repeating: Self.start.addingTimeInterval(minute * 60), count: 2), "\(minute)")
            #expect(planned.toldSince == Self.start.addingTimeInterval(80 * 60), "a notice since it turned critical told of this spell")
        }
        #expect(Self.alerts(Self.chore(completed: true), atMinute: 95) == .none)
    }

    @Test func theTurnPassesOnFromWhoeverDidIt() {
        let eva: ID<User> = ID(IDGenerator.sequentialUUID(3)), stranger: ID<User> = ID(IDGenerator.sequentialUUID(4))
        let turns = ChoreRotation(mode: .roundRobin, members: [Self.jana, Self.petr, eva])
        #expect(turns.nextAssignee(after: Self.jana, doneBy: Self.jana, completions: [:]) == Self.petr)
        #expect(turns.nextAssignee(after: Self.jana, doneBy: Self.petr, completions: [:]) == eva, "Petr did Jana's turn: Eva next")
        #expect(turns.nextAssignee(after: Self.jana, doneBy: eva, completions: [:]) == Self.jana)
        #expect(
            turns.nextAssignee(after: Self.jana, doneBy: stranger, completions: [:]) == Self.petr,
            "someone outside the turns: from the assignee")
        let least = ChoreRotation(mode: .leastDone, members: [Self.jana, Self.petr])
        #expect(least.nextAssignee(after: Self.jana, doneBy: Self.petr, completions: [Self.jana: 1, Self.petr: 2]) == Self.jana)
    }
}
