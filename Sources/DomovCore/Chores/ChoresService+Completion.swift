import Foundation

/// Completing, renewing and undoing, with the history they leave and the overview.
extension ChoresService {
    /// Complete ends a one-time chore; on a recurring chore it renews: the completion is
    /// recorded, a new interval starts now, the rotation picks the next assignee, and the
    /// next alert is planned. `doneBy` is who did it (a member's id; empty means `user`), which
    /// the history records and the rotation follows.
    @discardableResult
    public func complete(
        _ id: ID<Chore>, in householdID: ID<Household>, note rawNote: String = "", doneBy rawDoneBy: String = "", by user: User
    ) async throws -> Chore {
        let chore = try await chore(id, in: householdID, for: user)
        let members = Set(try await households.members(householdID: householdID).map(\.userID))
        var errors = FieldErrorCollector()
        let note = errors.check { () throws(FieldError) -> String in try Self.validNote(rawNote) }
        let doneBy = errors.check { () throws(FieldError) -> ID<User> in try Self.validDoneBy(rawDoneBy, members: members, default: user.id)
        }
        try errors.throwIfAny()
        // Completing a done one-time chore again would record a second completion of the same work.
        guard !chore.isDone else { return chore }
        let now = clock.now()
        let completion = ChoreCompletion(
            id: ids(), choreID: chore.id, householdID: householdID, userID: doneBy!, completedAt: now, note: note!,
            previousStart: chore.start, previousAssigneeID: chore.assigneeID
        )
        var updated = chore
        updated.updatedAt = now
        if chore.schedule.isRecurring {
            updated.schedule = chore.schedule.restarted(at: now)
            var counts = try await chores.completionCounts(choreID: chore.id)
            counts[doneBy!, default: 0] += 1
            updated.assigneeID = chore.rotation.nextAssignee(after: chore.assigneeID, doneBy: doneBy, completions: counts)
        } else {
            updated.completedAt = now
        }
        let followers = try await chores.followers(roomID: chore.roomID)
        var write = ChoreWrite(update: updated, alerts: plan(updated, followers: followers, now: now))
        write.addCompletion = completion
        try await chores.write(write)
        return updated
    }

    /// Undoes the chore's last completion: the chore is back as it was before it (start,
    /// assignee, not done), the completion is gone from the history, and the alert re-planned.
    @discardableResult
    public func undoLastCompletion(_ id: ID<Chore>, in householdID: ID<Household>, by user: User) async throws -> Chore {
        let chore = try await chore(id, in: householdID, for: user)
        guard let last = try await chores.completions(choreID: chore.id, limit: 1).first else { throw DomainError.notFound }
        let now = clock.now()
        var updated = chore
        updated.updatedAt = now
        updated.assigneeID = last.previousAssigneeID
        if chore.schedule.isRecurring {
            updated.schedule = chore.schedule.restarted(at: last.previousStart)
        } else {
            updated.completedAt = nil
        }
        let followers = try await chores.followers(roomID: chore.roomID)
        var write = ChoreWrite(update: updated, alerts: plan(updated, followers: followers, now: now))
        write.removeCompletion = last.id
        try await chores.write(write)
        return updated
    }

    public func completions(of id: ID<Chore>, in householdID: ID<Household>, for user: User, limit: Int = 50) async throws
        -> [ChoreCompletion]
    {
        _ = try await chore(id, in: householdID, for: user)
        return try await chores.completions(choreID: id, limit: limit)
    }

    /// The house overview: the chores of the given rooms (all rooms for nil) that are
    /// critical or overdue now, most urgent first (overdue before critical, then by due time),
    /// the first `limit` of them; and how many there are in all. With `assigneeID`, the chores
    /// assigned to that member are among them wherever they are (Today's "mine").
    public func urgent(
        in householdID: ID<Household>, rooms: Set<ID<ChoreRoom>>?, orAssignedTo assigneeID: ID<User>? = nil, limit: Int? = nil,
        for user: User
    ) async throws -> (chores: [Chore], total: Int) {
        try await households.requireMember(householdID, user)
        let now = clock.now()
        let found = try await chores.urgentChores(householdID: householdID, rooms: rooms, orAssignedTo: assigneeID, at: now, limit: limit)
        // The rule is Core's: the database's pre-selection is checked against it.
        let urgent = found.chores.filter { [.critical, .overdue].contains($0.status(at: now)) }.sortedByUrgency(at: now)
        return (urgent, found.total - (found.chores.count - urgent.count))
    }

    /// Chores per room and how many are critical or overdue now.
    public func roomCounts(in householdID: ID<Household>, for user: User) async throws -> [ID<ChoreRoom>: ChoreRoomCount] {
        try await households.requireMember(householdID, user)
        return try await chores.roomCounts(householdID: householdID, at: clock.now())
    }

    /// Completions per member over the last `days` days.
    public func completionsPerMember(in householdID: ID<Household>, days: Int = 30, for user: User) async throws -> [ID<User>: Int] {
        try await households.requireMember(householdID, user)
        return try await chores.completionCounts(householdID: householdID, since: clock.now().addingTimeInterval(-Double(days) * 86_400))
    }

    /// Who did it: one of the household's members, the person recording it when left empty.
    static func validDoneBy(_ raw: String, members: Set<ID<User>>, default user: ID<User>) throws(FieldError) -> ID<User> {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return user }
        guard let id = ID<User>(text), members.contains(id) else { throw FieldError("done_by", .unknownChoice) }
        return id
    }

    static func validNote(_ raw: String) throws(FieldError) -> String {
        let note = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard note.count <= ChoreCompletion.noteMaximumLength else {
            throw FieldError("note", .tooLong(maximum: ChoreCompletion.noteMaximumLength))
        }
        guard !TextRules.hasControlCharacters(note) else { throw FieldError("note", .invalidValue) }
        return note
    }
}

extension [Chore] {
    /// Most urgent first: by status (overdue, critical, soon, ok, upcoming, done), then by due time.
    public func sortedByUrgency(at now: Date) -> [Chore] {
        let ranked: [(chore: Chore, urgency: Int)] = map { ($0, $0.status(at: now).urgency) }
        return ranked.sorted { (a: (chore: Chore, urgency: Int), b: (chore: Chore, urgency: Int)) -> Bool in
            if a.urgency != b.urgency { return a.urgency < b.urgency }
            if a.chore.due != b.chore.due { return a.chore.due < b.chore.due }
            return a.chore.name < b.chore.name
        }.map(\.chore)
    }
}
