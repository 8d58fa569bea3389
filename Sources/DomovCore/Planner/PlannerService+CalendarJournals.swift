import Foundation

/// Journal entries (VJOURNAL) through CalDAV: kept, served, moved and deleted as the objects
/// of events and to-dos are, by the same rules of calendars, authors and privacy, but never
/// planner items, so no page, API, reminder or feed shows them.
extension PlannerService {
    /// Saves a journal entry an app PUT, its text byte for byte. An event or to-do the app
    /// had under this UID becomes the entry (its items go). Returns whether the object is new,
    /// and the ETag of the stored text.
    @discardableResult
    public func saveCalendarJournal(
        _ journal: CalendarJournal, text: String, as target: CalendarObjectWrite, by user: User
    ) async throws -> (created: Bool, etag: String?) {
        let householdID = target.householdID
        try await households.requireMember(householdID, user)
        let item = try await planner.item(calendarUID: journal.uid, householdID: householdID)
        let existing = try await planner.journalPlacement(calendarUID: journal.uid, householdID: householdID)
        // Someone else's private object with this UID: the app may not learn it exists.
        if let item, !item.isVisible(to: user.id) { throw CalendarObjectConflict() }
        if let existing, !existing.isVisible(to: user.id) { throw CalendarObjectConflict() }
        // Written into another calendar, the object moves there (as an event does); someone
        // else's cannot become private to this user that way.
        let author = existing?.authorID ?? item?.authorID
        let heldIn = existing.map(\.calendarID) ?? item.map(\.calendarID)
        if let author, let heldIn, heldIn != target.calendarID, target.calendarID != nil, author != user.id {
            throw CalendarObjectMoveRefused()
        }
        try await requireJournals(in: target, by: user)
        var batch = PlannerBatch()
        batch.calendarObject = target
        // An entry counts against its author's limits like an event; the app is told with a 507.
        batch.limits = limits
        if let item { batch.deletes = [item.id] }
        let placement = CalendarJournalPlacement(
            calendarID: target.calendarID, authorID: author ?? user.id, isPrivate: journal.isPrivate || target.calendarID != nil
        )
        batch.objectTexts[journal.uid] = CalendarObjectTextChange(text: text, base: .whole, journal: placement)
        let etags = try await planner.write(batch)
        return (item == nil && existing == nil, etags[journal.uid])
    }

    /// WebDAV MOVE of a journal entry, by the rule for items: into a personal calendar only
    /// its author's, private there; the text stays as it is.
    func moveCalendarJournal(_ uid: String, from source: CalendarObjectWrite, to target: CalendarObjectWrite, by user: User) async throws {
        guard let placement = try await planner.journalPlacement(calendarUID: uid, householdID: source.householdID),
            placement.isVisible(to: user.id), placement.calendarID == source.calendarID,
            let stored = try await planner.objectTexts(calendarUIDs: [uid], householdID: source.householdID)[uid]
        else { throw DomainError.notFound }
        if target.calendarID != nil, placement.authorID != user.id { throw CalendarObjectMoveRefused() }
        try await requireJournals(in: target, by: user)
        var batch = PlannerBatch()
        batch.calendarObject = target
        var moved = placement
        moved.calendarID = target.calendarID
        moved.isPrivate = placement.isPrivate || target.calendarID != nil
        batch.objectTexts[uid] = CalendarObjectTextChange(text: stored.text, base: .patched(fromETag: stored.etag), journal: moved)
        try await planner.write(batch)
    }

    /// Deletes the journal entry an app deleted.
    func deleteCalendarJournal(_ write: CalendarObjectWrite, by user: User) async throws {
        guard let placement = try await planner.journalPlacement(calendarUID: write.uid, householdID: write.householdID),
            placement.isVisible(to: user.id), placement.calendarID == write.calendarID
        else { throw DomainError.notFound }
        var batch = PlannerBatch()
        batch.calendarObject = write
        batch.objectTexts[write.uid] = CalendarObjectTextChange(text: nil, base: .whole)
        try await planner.write(batch)
    }

    /// The household's calendar holds journal entries; a personal one when it was made to.
    private func requireJournals(in target: CalendarObjectWrite, by user: User) async throws {
        guard let calendarID = target.calendarID else { return }
        let calendar = try await self.calendar(calendarID, for: user)
        guard calendar.householdID == target.householdID else { throw DomainError.notFound }
        guard calendar.components.contains(.journal) else { throw PlannerCalendarReadError.noItem }
    }
}
