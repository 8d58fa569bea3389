import Foundation

/// Changes to one chore that land together with its re-planned alerts, or not at all.
public struct ChoreWrite: Sendable, Equatable {
    public var insert: Chore?
    public var update: Chore?
    public var delete: ID<Chore>?
    public var addCompletion: ChoreCompletion?
    public var removeCompletion: ID<ChoreCompletion>?
    /// Replaces the chore's alerts not yet sent (none cancels them), leaving out those whose
    /// person was already told (`ChoreAlerts.toldSince`).
    public var alerts = ChoreAlerts.none
    /// With `delete`: keeps the chore and its completions aside, so that Undo can bring them
    /// back (`ChoresRepository.restoreDeleted`) until they are purged.
    public var deletion: Deletion?

    public init(
        insert: Chore? = nil, update: Chore? = nil, delete: ID<Chore>? = nil, alerts: ChoreAlerts = .none, deletion: Deletion? = nil
    ) {
        self.insert = insert
        self.update = update
        self.delete = delete
        self.alerts = alerts
        self.deletion = deletion
    }
}

/// Where rooms, chores and completions live. Every method is one transaction. Methods that
/// take a household id answer only for that household.
public protocol ChoresRepository: Sendable {
    /// The household's rooms by name.
    func rooms(householdID: ID<Household>) async throws -> [ChoreRoom]
    func room(id: ID<ChoreRoom>, householdID: ID<Household>) async throws -> ChoreRoom?
    /// Creates the room with its creator following it (My rooms).
    /// Throws `ValidationFailure("name", .nameTaken)` when the household has a room of that name.
    func createRoom(_ room: ChoreRoom) async throws
    /// Deletes the room, its chores and their pending alerts. False if there was none.
    func deleteRoom(id: ID<ChoreRoom>, householdID: ID<Household>) async throws -> Bool
    /// The rooms the user has in My rooms, in the household.
    func myRoomIDs(userID: ID<User>, householdID: ID<Household>) async throws -> Set<ID<ChoreRoom>>
    func followers(roomID: ID<ChoreRoom>) async throws -> Set<ID<User>>
    /// Adds the room to or removes it from the user's My rooms, and replaces the pending alerts
    /// of the room's chores with `alerts` (keyed by chore) in the same transaction, as `write` does.
    func setFollowing(roomID: ID<ChoreRoom>, userID: ID<User>, following: Bool, alerts: [ID<Chore>: ChoreAlerts]) async throws

    /// How many chores each room has, and how many of them are critical and overdue at `now`.
    func roomCounts(householdID: ID<Household>, at now: Date) async throws -> [ID<ChoreRoom>: ChoreRoomCount]
    /// The household's chores that are critical or overdue at `now` by `ChoreStatus`'s rule, in
    /// the given rooms (all for nil), earliest due first, at most `limit`; and how many there are
    /// in all. Found by the database so that an overview of thousands of chores reads only these.
    /// With `assigneeID`, the chores assigned to that member count too, whatever their room.
    func urgentChores(
        householdID: ID<Household>, rooms: Set<ID<ChoreRoom>>?, orAssignedTo assigneeID: ID<User>?, at now: Date, limit: Int?
    ) async throws -> (chores: [Chore], total: Int)
    /// The chores of the household, or of one of its rooms.
    func chores(householdID: ID<Household>, roomID: ID<ChoreRoom>?) async throws -> [Chore]
    /// A page of the household's chores that are not done, earliest due first (then by id), after
    /// `after` in that order: a feed reads them so (issue 23), never all at once.
    func openChores(householdID: ID<Household>, after: Chore?, limit: Int) async throws -> [Chore]
    func chore(id: ID<Chore>, householdID: ID<Household>) async throws -> Chore?
    /// The chore wherever it is, for jobs that act without a viewer.
    func chore(id: ID<Chore>) async throws -> Chore?
    /// Whether the user has ever created a chore (the first one offers notifications).
    func hasCreatedChores(userID: ID<User>) async throws -> Bool
    /// Throws `ValidationFailure("name", .nameTaken)` when the room has a chore of that name.
    func write(_ write: ChoreWrite) async throws

    /// A chore's completions, newest first.
    func completions(choreID: ID<Chore>, limit: Int) async throws -> [ChoreCompletion]
    /// How many times each member completed the chore.
    func completionCounts(choreID: ID<Chore>) async throws -> [ID<User>: Int]
    /// How many chores each member completed in the household since `date`.
    func completionCounts(householdID: ID<Household>, since date: Date) async throws -> [ID<User>: Int]

    /// A chore deleted with `ChoreWrite.deletion`, not restored or purged since, and who
    /// deleted it when.
    func deletedChore(id: ID<Chore>, householdID: ID<Household>) async throws -> (chore: Chore, deletion: Deletion)?
    /// Puts a kept chore back as it was, under its id and with its completions, and replaces its
    /// pending alerts with `alerts`. False when none is kept; throws `ValidationFailure("name",
    /// .nameTaken)` when its room has a chore of that name again.
    func restoreDeleted(id: ID<Chore>, householdID: ID<Household>, alerts: ChoreAlerts) async throws -> Bool
    /// Forgets the chores deleted before `date`, for good; returns how many.
    func purgeDeleted(before date: Date) async throws -> Int
}

/// A room's chores at a glance, for the room list.
public struct ChoreRoomCount: Sendable, Equatable {
    public let total: Int
    /// Critical now (80 % of the span elapsed, not yet due).
    public let critical: Int
    /// Past their due time and not done.
    public let overdue: Int

    public init(total: Int, critical: Int = 0, overdue: Int = 0) {
        self.total = total
        self.critical = critical
        self.overdue = overdue
    }
}

extension ChoresRepository {
    /// The urgent chores of the given rooms alone.
    public func urgentChores(householdID: ID<Household>, rooms: Set<ID<ChoreRoom>>?, at now: Date, limit: Int?) async throws -> (
        chores: [Chore], total: Int
    ) {
        try await urgentChores(householdID: householdID, rooms: rooms, orAssignedTo: nil, at: now, limit: limit)
    }
}
