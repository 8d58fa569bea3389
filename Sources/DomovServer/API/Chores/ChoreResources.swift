import DomovCore
import Foundation

/// A room as the API shows it.
struct ChoreRoomResource: Encodable, Sendable {
    let id: String
    let name: String
    let type: String
    /// Whether the caller has it in My rooms.
    let mine: Bool
    let createdBy: String
    let createdAt: Date

    init(_ room: ChoreRoom, mine: Bool) {
        id = room.id.description
        name = room.name
        type = room.type.rawValue
        self.mine = mine
        createdBy = room.createdBy.description
        createdAt = room.createdAt
    }
}

/// A chore with its status now, by the rule `ChoreStatus` documents.
struct ChoreResource: Encodable, Sendable {
    struct Interval: Encodable, Sendable {
        let value: Int
        let unit: String
    }

    struct Rotation: Encodable, Sendable {
        let mode: String
        let members: [String]
    }

    let id: String
    let roomId: String
    let name: String
    let description: String
    let kind: String
    let start: Date
    /// A one-time chore's end, a recurring chore's start plus its interval.
    let due: Date
    let end: Date?
    let interval: Interval?
    let timeZone: String
    let status: String
    /// Seconds until due; negative once overdue.
    let secondsRemaining: Int
    let criticalAt: Date
    let assigneeId: String?
    let rotation: Rotation
    let completedAt: Date?
    let createdBy: String
    let createdAt: Date
    let updatedAt: Date

    init(_ chore: Chore, now: Date) {
        id = chore.id.description
        roomId = chore.roomID.description
        name = chore.name
        description = chore.details
        switch chore.schedule {
        case .once(_, let end):
            kind = "once"
            self.end = end
            interval = nil
        case .recurring(_, let every):
            kind = "recurring"
            end = nil
            interval = Interval(value: every.value, unit: every.unit.rawValue)
        }
        start = chore.start
        due = chore.due
        timeZone = chore.timeZoneIdentifier
        status = chore.status(at: now).rawValue
        secondsRemaining = Int(chore.timeRemaining(at: now).rounded(.down))
        criticalAt = chore.criticalAt
        assigneeId = chore.assigneeID?.description
        rotation = Rotation(mode: chore.rotation.mode.rawValue, members: chore.rotation.members.map(\.description))
        completedAt = chore.completedAt
        createdBy = chore.createdBy.description
        createdAt = chore.createdAt
        updatedAt = chore.updatedAt
    }
}

struct ChoreCompletionResource: Encodable, Sendable {
    let id: String
    let memberId: String
    let completedAt: Date
    let note: String

    init(_ completion: ChoreCompletion) {
        id = completion.id.description
        memberId = completion.userID.description
        completedAt = completion.completedAt
        note = completion.note
    }
}

/// The house overview: what is critical or overdue now, most urgent first, and completions
/// per member over the last 30 days.
struct ChoresOverviewResource: Encodable, Sendable {
    struct MemberCount: Encodable, Sendable {
        let memberId: String
        let nickname: String
        let completions: Int
    }

    let urgent: [ChoreResource]
    let completionsLast30Days: [MemberCount]
}
