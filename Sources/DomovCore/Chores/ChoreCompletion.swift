import Foundation

/// One time a chore was done: who, when, an optional note, and what the chore looked like
/// before, so that the last completion can be undone exactly.
public struct ChoreCompletion: Sendable, Equatable {
    public let id: ID<ChoreCompletion>
    public let choreID: ID<Chore>
    public let householdID: ID<Household>
    public let userID: ID<User>
    public let completedAt: Date
    public let note: String
    /// The chore's start and assignee before this completion renewed it.
    public let previousStart: Date
    public let previousAssigneeID: ID<User>?

    public init(
        id: ID<ChoreCompletion>, choreID: ID<Chore>, householdID: ID<Household>, userID: ID<User>, completedAt: Date,
        note: String, previousStart: Date, previousAssigneeID: ID<User>?
    ) {
        self.id = id
        self.choreID = choreID
        self.householdID = householdID
        self.userID = userID
        self.completedAt = completedAt
        self.note = note
        self.previousStart = previousStart
        self.previousAssigneeID = previousAssigneeID
    }

    public static let noteMaximumLength = 500
}
