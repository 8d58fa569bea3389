import Foundation

/// A planner series (or single item) with its edited occurrences: one calendar object.
public struct PlannerObjectItems: Sendable, Equatable {
    public var uid: String
    /// The item or series first, then its edited occurrences.
    public var items: [PlannerItem]

    public var master: PlannerItem { items[0] }

    /// One UID's items in object order; nil without a series or single item to hold them (an
    /// invitee may see an edited occurrence without its private series).
    public init?(uid: String, unordered: [PlannerItem]) {
        guard let master = unordered.first(where: { $0.override == nil }) else { return nil }
        let overrides = unordered.filter { $0.override != nil }.sorted { $0.override!.originalStart < $1.override!.originalStart }
        self.init(uid: uid, items: [master] + overrides)
    }

    public init(uid: String, items: [PlannerItem]) {
        self.uid = uid
        self.items = items
    }
}

/// The planner as calendar apps see it through CalDAV: objects by UID, written whole.
extension PlannerService {
    /// The household's objects the user may see; all of them, or those with these UIDs.
    /// `calendar` narrows them to one calendar of the household (nil: every calendar).
    public func calendarObjects(
        in householdID: ID<Household>, uids: [String]? = nil, calendar: PlannerCalendarScope? = nil, for user: User
    ) async throws -> [PlannerObjectItems] {
        try await households.requireMember(householdID, user)
        var items = try await planner.items(calendarUIDs: uids, householdID: householdID, viewerID: user.id)
        if let calendar { items = items.filter(calendar.contains) }
        var byUID: [String: [PlannerItem]] = [:]
        for item in items { byUID[item.calendarUID, default: []].append(item) }
        return byUID.compactMap { uid, items in PlannerObjectItems(uid: uid, unordered: items) }.sorted { $0.uid < $1.uid }
    }

    /// The stored objects of the household whose series the user may see; all of them, or
    /// those with these UIDs, narrowed to one calendar when `calendar` says. Without
    /// `readingTexts` every text is empty: a listing of ETags and content types.
    public func storedCalendarObjects(
        in householdID: ID<Household>, uids: [String]? = nil, calendar: PlannerCalendarScope? = nil, for user: User,
        readingTexts: Bool = true
    ) async throws -> [StoredCalendarObject] {
        try await households.requireMember(householdID, user)
        let objects =
            readingTexts
            ? try await planner.storedObjects(calendarUIDs: uids, householdID: householdID, viewerID: user.id)
            : try await planner.storedObjectListing(calendarUIDs: uids, householdID: householdID, viewerID: user.id)
        guard let calendar else { return objects }
        return objects.filter { $0.calendarID == calendar.calendarID }
    }

    /// The user's calendar text in bytes and what is left of their limit (RFC 4331's quota
    /// properties): what they keep in every household counts, so it is the same everywhere.
    public func calendarQuota(for user: User) async throws -> (usedBytes: Int, availableBytes: Int) {
        let used = try await planner.calendarUsage(of: user.id).bytes
        return (used, max(0, limits.calendarBytes - used))
    }

    /// The stored object an app names (see `PlannerRepository.storedObject(named:…)`), in one
    /// read that also checks the membership; `DomainError.notFound` when there is none to see.
    public func storedCalendarObject(
        named name: String, fallbackUID: String?, in householdID: ID<Household>, calendar: PlannerCalendarScope? = nil, for user: User
    ) async throws -> StoredCalendarObject {
        guard
            let object = try await planner.storedObject(named: name, fallbackUID: fallbackUID, householdID: householdID, viewerID: user.id),
            calendar.map({ object.calendarID == $0.calendarID }) ?? true
        else { throw DomainError.notFound }
        return object
    }

    /// Saves what an app PUT: keeps `text` as the object's record, byte for byte (or, for nil,
    /// the object as Domov writes the items), and derives the items from it, creating them or
    /// replacing the object's series and edited occurrences.
    /// `builtinCategory` reads a category name in any language Domov speaks; other names become
    /// (or find) the household's own categories. Returns whether the object is new, and the
    /// ETag of the stored text.
    @discardableResult
    public func saveCalendarObject(
        _ object: PlannerCalendarObject, text: String?, as target: CalendarObjectWrite, by user: User,
        builtinCategory: @escaping (String) -> BuiltinCategory?
    ) async throws -> (created: Bool, etag: String?) {
        let householdID = target.householdID
        try await households.requireMember(householdID, user)
        guard let entry = object.master else { throw PlannerCalendarReadError.missingMaster }
        let existing = try await planner.item(calendarUID: object.uid, householdID: householdID)
        // Someone else's private item with this UID: the app may not learn it exists.
        if let existing, !existing.isVisible(to: user.id) { throw CalendarObjectConflict() }
        // A journal entry with this UID becomes the event or to-do, by the same rules as an item.
        if existing == nil, let journal = try await planner.journalPlacement(calendarUID: object.uid, householdID: householdID) {
            guard journal.isVisible(to: user.id) else { throw CalendarObjectConflict() }
            if journal.calendarID != target.calendarID, target.calendarID != nil, journal.authorID != user.id {
                throw CalendarObjectMoveRefused()
            }
        }
        // A UID is in one calendar at a time. An app moving an event writes it into the new
        // calendar first and then deletes it from the old one (which finds it gone), so this
        // write moves it, as Domov's item form does; someone else's item cannot become private
        // to this user that way.
        if let existing, existing.calendarID != target.calendarID, target.calendarID != nil, existing.authorID != user.id {
            throw CalendarObjectMoveRefused()
        }
        if let calendarID = target.calendarID {
            let calendar = try await self.calendar(calendarID, for: user)
            guard calendar.householdID == householdID else { throw DomainError.notFound }
            guard calendar.holds(entry.kind) else { throw PlannerCalendarReadError.noItem }
        }
        let now = clock.now()
        var batch = PlannerBatch()
        batch.calendarObject = target

        let members = Set(try await households.members(householdID: householdID).map(\.userID))
        // Invitees who are members must still be members; anyone else is invited by address.
        let knownAttendees = { (attendees: [PlannerAttendee]) -> [PlannerAttendee] in
            var kept: [PlannerAttendee] = []
            for attendee in attendees where kept.count < PlannerAttendee.maximumCount {
                if let member = attendee.memberID, !members.contains(member) { continue }
                kept.append(attendee)
            }
            return kept
        }
        let categories = try await planner.categories(householdID: householdID)
        let category = { (name: String?, batch: inout PlannerBatch) -> PlannerCategoryRef in
            guard let name, !name.isEmpty else { return .builtin(.other) }
            if let builtin = builtinCategory(name) { return .builtin(builtin) }
            let known = categories + [batch.newCategory].compactMap { $0 }
            if let same = known.first(where: { $0.name.compare(name, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame })
            {
                return .custom(same.id)
            }
            // One new category per write (the batch's limit); a second new name files under Other.
            guard batch.newCategory == nil, let valid = try? PlannerCategory.validName(name) else { return .builtin(.other) }
            let created = PlannerCategory(id: ids(), householdID: householdID, name: valid, color: BuiltinCategory.other.color)
            batch.newCategory = created
            return .custom(created.id)
        }
        let apply = {
            (entry: PlannerCalendarEntry, base: PlannerItem?, override: PlannerOverride?, batch: inout PlannerBatch) -> PlannerItem in
            var content = override == nil ? entry.content : entry.content.withoutRecurrence
            content.isPrivate = content.isPrivate || target.calendarID != nil
            content.attendees = knownAttendees(content.attendees)
            var item = PlannerItem(
                id: base?.id ?? ids(), householdID: householdID, authorID: base?.authorID ?? user.id, content: content,
                category: category(entry.categoryName, &batch), override: override,
                completedAt: entry.isCompleted ? (entry.completedAt ?? base?.completedAt ?? now) : nil,
                calendarUID: object.uid, sequence: max(entry.sequence, (base?.sequence ?? -1) + 1),
                calendarExtras: entry.extras, calendarID: target.calendarID, createdAt: base?.createdAt ?? now, updatedAt: now
            )
            // A meeting is an event with people invited; an app that drops the last invitee makes it an event again.
            if item.kind != .todo { item.kind = item.attendees.isEmpty ? .event : .meeting }
            return item
        }

        let master = apply(entry, existing, nil, &batch)
        if existing == nil { batch.inserts.append(master) } else { batch.updates.append(master) }
        let previousOverrides = if let existing { try await planner.overrides(seriesID: existing.id) } else { [PlannerItem]() }
        var kept: Set<ID<PlannerItem>> = []
        for overrideEntry in object.overrides {
            guard let originalStart = overrideEntry.recurrenceID, master.isRecurring else { continue }
            // The index keeps floating times in its own zone; the text was read in the writer's.
            let previous = previousOverrides.first { $0.placed(in: master.timeZone).override?.originalStart == originalStart }
            let item = apply(overrideEntry, previous, PlannerOverride(seriesID: master.id, originalStart: originalStart), &batch)
            if let previous {
                kept.insert(previous.id)
                batch.updates.append(item)
            } else {
                batch.inserts.append(item)
            }
        }
        batch.deletes += previousOverrides.map(\.id).filter { !kept.contains($0) }
        let written = batch.inserts + batch.updates
        let objectText =
            text
            ?? PlannerCalendarWriter.stored(categories: categories + [batch.newCategory].compactMap { $0 }, now: now)
            .object(items: PlannerObjectItems(uid: object.uid, unordered: written)?.items ?? [master])
            .serialized()
        batch.objectTexts[object.uid] = CalendarObjectTextChange(text: objectText, base: .whole)
        let etags = try await write(batch)
        return (existing == nil, etags[object.uid])
    }

    /// Moves an object to another calendar of the household (WebDAV MOVE), keeping everything
    /// else; the same rule as a move by PUT.
    public func moveCalendarObject(_ uid: String, from source: CalendarObjectWrite, to target: CalendarObjectWrite, by user: User)
        async throws
    {
        try await households.requireMember(source.householdID, user)
        let objects = try await calendarObjects(
            in: source.householdID, uids: [uid], calendar: PlannerCalendarScope(source.calendarID), for: user)
        guard let object = objects.first else { return try await moveCalendarJournal(uid, from: source, to: target, by: user) }
        if target.calendarID != nil, object.master.authorID != user.id { throw CalendarObjectMoveRefused() }
        if let calendarID = target.calendarID {
            let calendar = try await self.calendar(calendarID, for: user)
            guard calendar.householdID == source.householdID, object.items.allSatisfy({ calendar.holds($0.kind) }) else {
                throw PlannerCalendarReadError.noItem
            }
        }
        let now = clock.now()
        var batch = PlannerBatch()
        batch.calendarObject = target
        batch.updates = object.items.map { item in
            var moved = item
            moved.calendarID = target.calendarID
            moved.isPrivate = item.isPrivate || target.calendarID != nil
            moved.updatedAt = now
            return moved
        }
        try await write(batch)
    }

    /// Deletes the object an app deleted: the series and its edited occurrences.
    public func deleteCalendarObject(_ write: CalendarObjectWrite, by user: User) async throws {
        try await households.requireMember(write.householdID, user)
        guard let existing = try await planner.item(calendarUID: write.uid, householdID: write.householdID) else {
            return try await deleteCalendarJournal(write, by: user)
        }
        guard existing.isVisible(to: user.id), existing.calendarID == write.calendarID else { throw DomainError.notFound }
        var batch = PlannerBatch(deletes: [existing.id])
        batch.calendarObject = write
        batch.objectTexts[write.uid] = CalendarObjectTextChange(text: nil, base: .whole)
        try await planner.write(batch)
    }
}
