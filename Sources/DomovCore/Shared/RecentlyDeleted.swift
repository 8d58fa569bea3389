import Foundation

/// How long a deleted chore or planner item can be brought back with Undo. After that the
/// purge job forgets what was kept of it; until then only the person who deleted it sees Undo.
public enum RecentlyDeleted {
    public static let keptFor: TimeInterval = 30 * 24 * 3600

    /// What was deleted before this moment is gone for good.
    public static func cutoff(at now: Date) -> Date {
        now.addingTimeInterval(-keptFor)
    }
}

/// Who deleted something and when, kept beside what was deleted: Undo is theirs, for a while.
public struct Deletion: Sendable, Equatable {
    public var userID: ID<User>
    public var at: Date

    public init(userID: ID<User>, at: Date) {
        self.userID = userID
        self.at = at
    }

    /// Whether `user` may still take the delete back at `now`.
    public func canBeUndone(by user: ID<User>, at now: Date) -> Bool {
        userID == user && at > RecentlyDeleted.cutoff(at: now)
    }
}
