import Foundation

/// The chores module's use cases: rooms, My rooms, chores, completing and renewing, and
/// keeping each chore's critical-state alerts planned in the same write.
public struct ChoresService: Sendable {
    public let chores: any ChoresRepository
    public let households: any HouseholdRepository
    public let clock: WallClock
    public let ids: IDGenerator
    /// The path a chore's alert opens (the server knows its URLs; Core does not).
    public let link: @Sendable (Chore) -> String

    public init(
        chores: any ChoresRepository, households: any HouseholdRepository, clock: WallClock, ids: IDGenerator,
        link: @escaping @Sendable (Chore) -> String
    ) {
        self.chores = chores
        self.households = households
        self.clock = clock
        self.ids = ids
        self.link = link
    }

    // MARK: Rooms

    public func rooms(in householdID: ID<Household>, for user: User) async throws -> [ChoreRoom] {
        try await households.requireMember(householdID, user)
        return try await chores.rooms(householdID: householdID)
    }

    public func room(_ id: ID<ChoreRoom>, in householdID: ID<Household>, for user: User) async throws -> ChoreRoom {
        try await households.requireMember(householdID, user)
        guard let room = try await chores.room(id: id, householdID: householdID) else { throw DomainError.notFound }
        return room
    }

    public func myRoomIDs(in householdID: ID<Household>, for user: User) async throws -> Set<ID<ChoreRoom>> {
        try await households.requireMember(householdID, user)
        return try await chores.myRoomIDs(userID: user.id, householdID: householdID)
    }

    /// Creates a room; its creator has it in My rooms.
    public func createRoom(_ input: ChoreRoomInput, in householdID: ID<Household>, by user: User) async throws -> ChoreRoom {
        try await households.requireMember(householdID, user)
        let (name, type) = try input.validated()
        let room = ChoreRoom(id: ids(), householdID: householdID, name: name, type: type, createdBy: user.id, createdAt: clock.now())
        try await chores.createRoom(room)
        return room
    }

    public func deleteRoom(_ id: ID<ChoreRoom>, in householdID: ID<Household>, by user: User) async throws {
        try await households.requireMember(householdID, user)
        guard try await chores.deleteRoom(id: id, householdID: householdID) else { throw DomainError.notFound }
    }

    /// Adds the room to My rooms or removes it, re-planning the alerts of its chores for the
    /// new set of followers: someone adding a room whose chore is already critical hears of it
    /// now, and the others, already told, not again.
    public func setMyRoom(_ id: ID<ChoreRoom>, in householdID: ID<Household>, _ mine: Bool, for user: User) async throws {
        let room = try await room(id, in: householdID, for: user)
        var followers = try await chores.followers(roomID: room.id)
        if mine { followers.insert(user.id) } else { followers.remove(user.id) }
        let now = clock.now()
        var alerts: [ID<Chore>: ChoreAlerts] = [:]
        for chore in try await chores.chores(householdID: householdID, roomID: room.id) {
            alerts[chore.id] = plan(chore, followers: followers, now: now)
        }
        try await chores.setFollowing(roomID: room.id, userID: user.id, following: mine, alerts: alerts)
    }

    /// Forgets for good the chores deleted before `cutoff`, with their history; returns how many.
    public func purgeDeleted(before cutoff: Date) async throws -> Int {
        try await chores.purgeDeleted(before: cutoff)
    }

    // MARK: Chores

    /// Whether the user has ever created a chore (the first one offers notifications).
    public func hasCreatedChores(by user: User) async throws -> Bool {
        try await chores.hasCreatedChores(userID: user.id)
    }

    public func chores(in householdID: ID<Household>, room roomID: ID<ChoreRoom>? = nil, for user: User) async throws -> [Chore] {
        try await households.requireMember(householdID, user)
        return try await chores.chores(householdID: householdID, roomID: roomID).sortedByTimeRemaining()
    }

    public func chore(_ id: ID<Chore>, in householdID: ID<Household>, for user: User) async throws -> Chore {
        try await households.requireMember(householdID, user)
        guard let chore = try await chores.chore(id: id, householdID: householdID) else { throw DomainError.notFound }
        return chore
    }

    /// Creates a chore in one of the household's rooms and plans its alert.
    public func create(_ input: ChoreInput, in householdID: ID<Household>, by user: User) async throws -> Chore {
        try await households.requireMember(householdID, user)
        let rooms = Set(try await chores.rooms(householdID: householdID).map(\.id))
        let members = Set(try await households.members(householdID: householdID).map(\.userID))
        let now = clock.now()
        let draft = try input.validated(now: now, defaultTimeZone: user.preferences.timeZoneIdentifier, rooms: rooms, members: members)
        let chore = Chore(
            id: ids(), householdID: householdID, roomID: draft.roomID, name: draft.name, details: draft.details,
            schedule: draft.schedule, timeZoneIdentifier: draft.timeZoneIdentifier, assigneeID: draft.assigneeID,
            rotation: draft.rotation, createdBy: user.id, createdAt: now, updatedAt: now
        )
        let followers = try await chores.followers(roomID: chore.roomID)
        try await chores.write(ChoreWrite(insert: chore, alerts: plan(chore, followers: followers, now: now)))
        return chore
    }

    /// Changes what the chore is: its room, name, description, schedule, zone and who does it.
    /// Its history stays; its alerts are planned again for the new schedule and room.
    @discardableResult
    public func update(_ id: ID<Chore>, in householdID: ID<Household>, with input: ChoreInput, by user: User) async throws -> Chore {
        let existing = try await chore(id, in: householdID, for: user)
        let rooms = Set(try await chores.rooms(householdID: householdID).map(\.id))
        let members = Set(try await households.members(householdID: householdID).map(\.userID))
        let now = clock.now()
        let draft = try input.validated(now: now, defaultTimeZone: existing.timeZoneIdentifier, rooms: rooms, members: members)
        let updated = Chore(
            id: existing.id, householdID: householdID, roomID: draft.roomID, name: draft.name, details: draft.details,
            schedule: draft.schedule, timeZoneIdentifier: draft.timeZoneIdentifier, assigneeID: draft.assigneeID,
            rotation: draft.rotation, completedAt: draft.schedule.isRecurring ? nil : existing.completedAt,
            createdBy: existing.createdBy, createdAt: existing.createdAt, updatedAt: now
        )
        let followers = try await chores.followers(roomID: updated.roomID)
        try await chores.write(ChoreWrite(update: updated, alerts: plan(updated, followers: followers, now: now)))
        return updated
    }

    /// Changes who does the chore and who takes turns on renewal; the alert follows the new assignee.
    @discardableResult
    public func assign(
        _ id: ID<Chore>, in householdID: ID<Household>, assignee: String, rotationMode: String, rotationMembers: [String], by user: User
    ) async throws -> Chore {
        let chore = try await chore(id, in: householdID, for: user)
        let members = Set(try await households.members(householdID: householdID).map(\.userID))
        var errors = FieldErrorCollector()
        var (assigneeID, rotation) = ChoreInput.assignment(
            assignee: assignee, mode: rotationMode, members: rotationMembers, allowed: members, errors: &errors
        )
        try errors.throwIfAny()
        if !chore.schedule.isRecurring || rotation.mode == .none { rotation = .none }
        if assigneeID == nil, rotation.mode != .none { assigneeID = rotation.members.first }
        let now = clock.now()
        var updated = chore
        updated.assigneeID = assigneeID
        updated.rotation = rotation
        updated.updatedAt = now
        let followers = try await chores.followers(roomID: chore.roomID)
        try await chores.write(ChoreWrite(update: updated, alerts: plan(updated, followers: followers, now: now)))
        return updated
    }

    /// Deletes the chore; its pending alert goes with it.
    public func delete(_ id: ID<Chore>, in householdID: ID<Household>, by user: User) async throws {
        let chore = try await chore(id, in: householdID, for: user)
        try await chores.write(ChoreWrite(delete: chore.id, deletion: Deletion(userID: user.id, at: clock.now())))
    }

    /// Undo of a delete: the chore back as it was, under its id, with its history, and alerts
    /// planned for now. Only the person who deleted it, within `RecentlyDeleted.keptFor`;
    /// anyone else finds nothing. `ValidationFailure("name", .nameTaken)` when the room has a
    /// chore of that name again.
    @discardableResult
    public func restoreDeleted(_ id: ID<Chore>, in householdID: ID<Household>, by user: User) async throws -> Chore {
        try await households.requireMember(householdID, user)
        let now = clock.now()
        guard let kept = try await chores.deletedChore(id: id, householdID: householdID),
            kept.deletion.canBeUndone(by: user.id, at: now)
        else { throw DomainError.notFound }
        let followers = try await chores.followers(roomID: kept.chore.roomID)
        guard try await chores.restoreDeleted(id: id, householdID: householdID, alerts: plan(kept.chore, followers: followers, now: now))
        else { throw DomainError.notFound }
        return kept.chore
    }

    // MARK: Helpers

    /// The chore's alerts for the room's followers and its assignee.
    func plan(_ chore: Chore, followers: Set<ID<User>>, now: Date) -> ChoreAlerts {
        ChoreAlertPlan.alerts(
            for: chore, recipients: ChoreAlertPlan.recipients(followers: followers, assignee: chore.assigneeID),
            link: link(chore), at: now, ids: ids
        )
    }
}
