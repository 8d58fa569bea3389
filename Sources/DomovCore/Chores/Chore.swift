import Foundation

/// Something to do in a room, once or again and again. Its status follows `ChoreStatus`.
public struct Chore: Sendable, Equatable {
    public let id: ID<Chore>
    public let householdID: ID<Household>
    public let roomID: ID<ChoreRoom>
    public var name: String
    public var details: String
    public var schedule: ChoreSchedule {
        didSet { due = schedule.due(in: timeZone) }
    }
    /// The IANA zone days and weeks are counted in (the creator's).
    public var timeZoneIdentifier: String {
        didSet { due = schedule.due(in: timeZone) }
    }
    /// When the current span ends. Kept beside the schedule because lists sort and filter by
    /// it many times over, and a day or week interval needs the zone's calendar to work it out.
    public private(set) var due: Date
    public var assigneeID: ID<User>?
    public var rotation: ChoreRotation
    /// When a one-time chore was completed; recurring chores are renewed instead and keep nil.
    public var completedAt: Date?
    public let createdBy: ID<User>
    public let createdAt: Date
    public var updatedAt: Date

    public init(
        id: ID<Chore>, householdID: ID<Household>, roomID: ID<ChoreRoom>, name: String, details: String = "",
        schedule: ChoreSchedule, timeZoneIdentifier: String, assigneeID: ID<User>? = nil, rotation: ChoreRotation = .none,
        completedAt: Date? = nil, createdBy: ID<User>, createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.householdID = householdID
        self.roomID = roomID
        self.name = name
        self.details = details
        self.schedule = schedule
        self.timeZoneIdentifier = timeZoneIdentifier
        self.assigneeID = assigneeID
        self.rotation = rotation
        self.completedAt = completedAt
        self.createdBy = createdBy
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        due = schedule.due(in: TimeZone(identifier: timeZoneIdentifier) ?? .gmt)
    }

    public static let nameMaximumLength = 100
    public static let detailsMaximumLength = 2000

    public var timeZone: TimeZone { TimeZone(identifier: timeZoneIdentifier) ?? .gmt }
    public var start: Date { schedule.start }
    public var isDone: Bool { completedAt != nil }

    public func status(at now: Date) -> ChoreStatus {
        ChoreStatus.of(start: start, due: due, now: now, isDone: isDone)
    }

    /// The instant the chore enters the critical state (80 % of its span).
    public var criticalAt: Date { ChoreStatus.criticalAt(start: start, due: due) }

    /// Seconds until due; negative once overdue.
    public func timeRemaining(at now: Date) -> TimeInterval { due.timeIntervalSince(now) }
}

extension [Chore] {
    /// A room's list order: least time remaining first, done chores last, then by name.
    public func sortedByTimeRemaining() -> [Chore] {
        sorted { a, b in
            if a.isDone != b.isDone { return !a.isDone }
            if a.due != b.due { return a.due < b.due }
            return a.name.localizedStandardCompare(b.name) == .orderedAscending
        }
    }
}
