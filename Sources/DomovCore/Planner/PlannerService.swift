import Foundation

/// The planner's use cases: who may see and change what, and how a series is edited.
public struct PlannerService: Sendable {
    public let planner: any PlannerRepository
    public let households: any HouseholdRepository
    /// Meeting organizers' names and addresses, for invitations.
    public let accounts: any AccountRepository
    public let clock: WallClock
    public let ids: IDGenerator
    /// How many calendar objects, and how much text, each author may keep.
    public let limits: UsageLimits
    /// The path an item's reminders open (the server knows its URLs; Core does not).
    public let link: @Sendable (PlannerItem) -> String

    public init(
        planner: any PlannerRepository, households: any HouseholdRepository, accounts: any AccountRepository, clock: WallClock,
        ids: IDGenerator,
        limits: UsageLimits = .standard, link: @escaping @Sendable (PlannerItem) -> String
    ) {
        self.planner = planner
        self.households = households
        self.accounts = accounts
        self.clock = clock
        self.ids = ids
        self.limits = limits
        self.link = link
    }

    // MARK: Reading

    /// The item if the user may see it; `notFound` for everyone else, members included when it
    /// is private. Floating times are placed in the user's zone, as every item this service
    /// reads is for the person reading it (`PlannerItem.placed(in:)`); `write` files them back.
    public func item(_ id: ID<PlannerItem>, in householdID: ID<Household>, for user: User) async throws -> PlannerItem {
        try await households.requireMember(householdID, user)
        guard let item = try await planner.item(id: id, householdID: householdID), isVisible(item, to: user.id) else {
            throw DomainError.notFound
        }
        return item.placed(in: user.preferences.timeZone)
    }

    /// The series' changed occurrences. The series is one the caller has read through this
    /// service, which checked that they may see it (and placed its floating times).
    public func overrides(of series: PlannerItem) async throws -> [PlannerItem] {
        try await overridesPlaced(like: series)
    }

    /// Every occurrence in the window, series expanded, in order of start.
    public func occurrences(_ query: PlannerQuery, for user: User) async throws -> [PlannerOccurrence] {
        try await households.requireMember(query.householdID, user)
        guard let window = query.window else { return [] }
        let items = try await planner.items(matching: query).placed(in: user.preferences.timeZone)
        return PlannerExpansion.occurrences(of: items, in: window)
    }

    /// What is next: to-dos that are overdue or have no date, what is in progress, then the
    /// next `limit` occurrences from `now`, in order.
    public func agenda(_ query: PlannerQuery, limit: Int, for user: User) async throws -> [PlannerOccurrence] {
        try await households.requireMember(query.householdID, user)
        let now = clock.now()
        var query = query
        query.window = nil
        query.after = now
        query.limit = limit
        let items = try await planner.items(matching: query).placed(in: user.preferences.timeZone)
        return PlannerExpansion.agenda(of: items, from: now, limit: limit)
    }

    public func history(in householdID: ID<Household>, for user: User, limit: Int = 100) async throws -> [PlannerItem] {
        try await households.requireMember(householdID, user)
        return try await planner.history(householdID: householdID, viewerID: user.id, limit: limit)
    }

    // MARK: Writing items

    public func create(_ input: PlannerItemInput, in householdID: ID<Household>, by user: User) async throws -> PlannerItem {
        try await households.requireMember(householdID, user)
        let draft = try input.validated(defaultTimeZone: user.preferences.timeZoneIdentifier)
        var batch = PlannerBatch()
        let resolved = try await resolve(draft, in: householdID, batch: &batch)
        let calendarID = try await self.calendarID(for: draft.calendar ?? .household, kind: draft.kind, in: householdID, by: user)
        let now = clock.now()
        let id: ID<PlannerItem> = ids()
        let item = PlannerItem(
            id: id, householdID: householdID, authorID: user.id, kind: draft.kind, title: draft.title, notes: draft.notes,
            category: resolved.category, isPrivate: draft.isPrivate || calendarID != nil, timeZoneIdentifier: draft.timeZoneIdentifier,
            when: draft.when, location: draft.location, attendees: resolved.attendees, reminders: draft.reminders,
            recurrenceRule: draft.recurrenceRule, calendarUID: "\(id)@domov", calendarID: calendarID, createdAt: now, updatedAt: now
        )
        batch.inserts.append(item)
        try await write(batch)
        return item
    }

    /// Applies the input to the item, or to the occurrences `scope` names. `openedAt` is the
    /// occurrence whose values the form or request started from, when it was not the series'
    /// first: for "all", what was left as that occurrence showed it stays as the series has it.
    @discardableResult
    public func update(
        _ id: ID<PlannerItem>, in householdID: ID<Household>, with input: PlannerItemInput, scope: PlannerEditScope = .all,
        openedAt: Date? = nil, by user: User
    ) async throws -> PlannerItem {
        let existing = try await item(id, in: householdID, for: user)
        let draft = try input.validated(defaultTimeZone: existing.timeZoneIdentifier)
        var batch = PlannerBatch()
        let resolved = try await resolve(draft, in: householdID, batch: &batch)
        // Only a whole series (or one item) changes calendar; an occurrence stays with its series.
        var calendarID = existing.calendarID
        if scope == .all, let chosen = draft.calendar, chosen.calendarID != existing.calendarID {
            // Someone else's item cannot become private to this user by moving it.
            if chosen != .household, existing.authorID != user.id { throw ValidationFailure("calendar", .unknownChoice) }
            calendarID = try await self.calendarID(for: chosen, kind: draft.kind, in: householdID, by: user)
        } else if let current = existing.calendarID {
            _ = try await self.calendarID(for: .personal(current), kind: draft.kind, in: householdID, by: user)
        }
        let now = clock.now()
        let edited = { (base: PlannerItem) -> PlannerItem in
            var item = base
            item.kind = draft.kind
            item.title = draft.title
            item.notes = draft.notes
            item.category = resolved.category
            item.isPrivate = draft.isPrivate || calendarID != nil
            item.calendarID = calendarID
            // Floating times stay floating (shown in the person's zone) unless the zone is changed.
            if draft.timeZoneIdentifier != base.timeZoneIdentifier { item.isFloating = false }
            item.timeZoneIdentifier = draft.timeZoneIdentifier
            item.when = draft.when
            item.location = draft.location
            item.attendees = PlannerAttendee.merging(resolved.attendees, keepingResponsesOf: base.attendees)
            item.reminders = draft.reminders
            item.sequence += 1
            item.updatedAt = now
            return item
        }
        let series = try await seriesOf(existing)
        switch scope {
        case .all:
            if existing.override != nil, let series {
                // "All events" from one edited occurrence means the series it belongs to.
                return try await update(
                    series.id, in: householdID, with: input, scope: .all, openedAt: openedAt ?? existing.override?.originalStart, by: user
                )
            }
            var updated = edited(existing)
            updated.recurrenceRule = draft.recurrenceRule
            if let openedAt, existing.isRecurring {
                // The form showed that occurrence: a time left as shown keeps the series' first
                // start, a moved one moves every occurrence by as much (as Google and Apple do).
                let times = PlannerSeriesEdit.times(of: existing, shownAt: openedAt, edited: draft.when)
                updated.when = times.when
                updated.startAsWritten = times.startAsWritten
            }
            updated.recurrenceDates = PlannerSeriesEdit(before: existing, after: updated).recurrenceDates()
            updated.recurrenceDateLengths = PlannerSeriesEdit(before: existing, after: updated).recurrenceDateLengths()
            let seriesEdit = PlannerSeriesEdit(before: existing, after: updated)
            updated.excludedStarts = seriesEdit.excludedStarts()
            for occurrence in try await overridesPlaced(like: existing) {
                guard var kept = seriesEdit.keeping(occurrence) else {
                    batch.deletes.append(occurrence.id)
                    continue
                }
                // Edited occurrences share the series' UID, so they move calendar with it.
                kept.calendarID = calendarID
                kept.isPrivate = occurrence.isPrivate || calendarID != nil
                if kept != occurrence {
                    kept.sequence += 1
                    kept.updatedAt = now
                    batch.updates.append(kept)
                }
            }
            batch.updates.append(updated)
            try await write(batch)
            return updated
        case .occurrence(let originalStart):
            guard let series else { throw DomainError.notFound }
            let overrides = try await overridesPlaced(like: series)
            if let current = overrides.first(where: { $0.override?.originalStart == originalStart }) {
                let updated = edited(current)
                batch.updates.append(updated)
                try await write(batch)
                return updated
            }
            guard PlannerExpansion.seriesHasOccurrence(series, at: originalStart) else { throw DomainError.notFound }
            var occurrence = edited(series)
            occurrence = occurrence.asOverride(id: ids(), of: series, originalStart: originalStart, now: now)
            batch.inserts.append(occurrence)
            try await write(batch)
            return occurrence
        case .thisAndFollowing(let originalStart):
            guard let series else { throw DomainError.notFound }
            guard PlannerExpansion.seriesHasOccurrence(series, at: originalStart) else { throw DomainError.notFound }
            if originalStart <= (series.start ?? originalStart) {
                return try await update(series.id, in: householdID, with: input, scope: .all, by: user)
            }
            let newID: ID<PlannerItem> = ids()
            var following = edited(series).asNewSeries(id: newID, createdAt: now)
            // The series' own start, sent back unchanged, means "keep the time": the later half
            // starts at the occurrence it was split at, as for a single edited occurrence.
            if draft.when == series.when { following.when = series.when.moved(to: originalStart, in: series.timeZone) }
            // The rule as the form showed it (the whole series') continues where the split is,
            // so a series of 6 split after 3 has 3 left, not 6 more.
            let continuing = series.recurrenceRule.map { PlannerExpansion.rule($0, continuingFrom: originalStart, of: series) }
            following.recurrenceRule = draft.recurrenceRule == series.recurrenceRule ? continuing : draft.recurrenceRule ?? continuing
            following.recurrenceDates = series.recurrenceDates.filter { $0 > originalStart }
            following.recurrenceDateLengths = series.recurrenceDateLengths.filter { $0.key > originalStart }
            following.excludedStarts = series.excludedStarts.filter { $0 > originalStart }
            batch.updates.append(try await truncated(series, before: originalStart, now: now, batch: &batch))
            batch.inserts.append(following)
            batch.continuations[newID] = series.id
            try await write(batch)
            return following
        }
    }

    /// Marks a to-do or a one-time item done (for a series: that one occurrence).
    public func complete(_ id: ID<PlannerItem>, in householdID: ID<Household>, occurrence originalStart: Date? = nil, by user: User)
        async throws
    {
        try await setDone(true, id, householdID, originalStart, user)
    }

    /// Undoes "Done": the item is back where it was.
    public func reopen(_ id: ID<PlannerItem>, in householdID: ID<Household>, occurrence originalStart: Date? = nil, by user: User)
        async throws
    {
        try await setDone(false, id, householdID, originalStart, user)
    }

    /// Returns the id of the series or single item when the whole object went: Undo can bring
    /// it back (`restoreDeleted`); nil when only occurrences went.
    @discardableResult
    public func delete(_ id: ID<PlannerItem>, in householdID: ID<Household>, scope: PlannerEditScope = .all, by user: User) async throws
        -> ID<PlannerItem>?
    {
        let existing = try await item(id, in: householdID, for: user)
        let now = clock.now()
        var batch = PlannerBatch()
        batch.deletion = Deletion(userID: user.id, at: now)
        switch scope {
        case .all:
            batch.deletes.append(existing.override?.seriesID ?? existing.id)
        case .occurrence(let originalStart):
            guard let series = try await seriesOf(existing) else {
                // A one-time item is its own only occurrence.
                batch.deletes.append(existing.id)
                break
            }
            // A start the series never had names nothing: deleting the whole series instead would lose it all.
            guard PlannerExpansion.seriesHasOccurrence(series, at: originalStart) else { throw DomainError.notFound }
            var updated = series
            if !updated.excludedStarts.contains(originalStart) { updated.excludedStarts.append(originalStart) }
            updated.excludedStarts.sort()
            updated.sequence += 1
            updated.updatedAt = now
            batch.updates.append(updated)
            batch.deletes += try await overridesPlaced(like: series)
                .filter { $0.override?.originalStart == originalStart }.map(\.id)
        case .thisAndFollowing(let originalStart):
            guard let series = try await seriesOf(existing) else { throw DomainError.notFound }
            if originalStart <= (series.start ?? originalStart) {
                batch.deletes.append(series.id)
            } else {
                batch.updates.append(try await truncated(series, before: originalStart, now: now, batch: &batch))
            }
        }
        try await write(batch)
        let master = existing.override?.seriesID ?? existing.id
        return batch.deletes.contains(master) ? master : nil
    }

    /// Plans the planner sources' reminders again, those due after `now`: after one was sent (a
    /// series moves on to its next occurrence), or to cancel them when the item is gone or done.
    /// Other modules' sources are left out.
    public func nextReminders(for sources: Set<NotificationSource>, after now: Date) async throws -> [NotificationSource: [Notice]] {
        let itemIDs = sources.compactMap { $0.module == NotificationSource.plannerModule ? ID<PlannerItem>($0.id) : nil }
        guard !itemIDs.isEmpty else { return [:] }
        // An item that is gone keeps an empty plan, which cancels what it had pending.
        var plans = Dictionary(uniqueKeysWithValues: itemIDs.map { (NotificationSource.planner($0), [Notice]()) })
        for item in try await planner.items(ids: itemIDs) {
            // The plan holds only notices due after now; those due already are being dispatched.
            plans[.planner(item.id)] = try await reminders(for: item, after: now)
        }
        return plans
    }

    // MARK: Helpers

    /// Writes the batch with the reminders of every item it saves planned anew, the
    /// invitation emails its changes make and, for an edit made in Domov, the stored calendar
    /// objects patched to match. Returns the ETags of the objects it wrote, by UID.
    @discardableResult
    func write(_ batch: PlannerBatch) async throws -> [String: String] {
        var batch = batch
        batch.limits = limits
        let now = clock.now()
        for item in batch.inserts + batch.updates {
            batch.reminders[item.id] = try await reminders(for: item, after: now)
        }
        // Read for a person, floating times were placed in their zone; the index keeps its own.
        batch.inserts = batch.inserts.map(\.indexed)
        batch.updates = batch.updates.map(\.indexed)
        // A calendar app's write carries its own text, and apps send their own invitations
        // (Domov offers no CalDAV scheduling, RFC 6638): only Domov's pages and API send any.
        // An app is told about a limit in its own terms (507), so `UsageLimitReached` stays.
        if batch.calendarObject != nil { return try await planner.write(batch) }
        batch.invitations = try await invitations(for: batch, now: now)
        // An app may write the same object between the read and the write: patch again then.
        var attempt = 1
        while true {
            batch.objectTexts = try await patchedObjectTexts(for: batch, now: now)
            do {
                return try await planner.write(batch)
            } catch is CalendarObjectTextStale where attempt < 5 {
                attempt += 1
            } catch let reached as UsageLimitReached {
                // Pages and the API show it like any other problem with the form, by the title.
                throw ValidationFailure("title", .limitReached(reached))
            }
        }
    }

    /// The stored text of every object the batch changes, patched with its changes.
    private func patchedObjectTexts(for batch: PlannerBatch, now: Date) async throws -> [String: CalendarObjectTextChange] {
        let deleted = try await planner.items(ids: batch.deletes)
        let written = batch.inserts + batch.updates
        guard let householdID = (written + deleted).first?.householdID else { return [:] }
        let uids = Array(Set((written + deleted).map(\.calendarUID))).sorted()
        let before = try await planner.objectItems(calendarUIDs: uids, householdID: householdID)
        let stored = try await planner.objectTexts(calendarUIDs: uids, householdID: householdID)
        let categories = try await planner.categories(householdID: householdID) + [batch.newCategory].compactMap { $0 }
        var organizers: [ID<User>: MeetingOrganizer] = [:]
        for authorID in Set(written.filter { $0.kind == .meeting }.map(\.authorID)) {
            organizers[authorID] = try await accounts.user(id: authorID).map(MeetingOrganizer.init)
        }
        let patch = PlannerObjectPatch(writer: .stored(categories: categories, now: now, organizers: organizers))
        let deletedIDs = Set(batch.deletes)
        let updates = Dictionary(batch.updates.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        var changes: [String: CalendarObjectTextChange] = [:]
        for uid in uids {
            let old = before.filter { $0.calendarUID == uid }
            // Deleting a series deletes its edited occurrences with it.
            var new = old.filter { !deletedIDs.contains($0.id) && !($0.override.map { deletedIDs.contains($0.seriesID) } ?? false) }
            new = new.map { updates[$0.id] ?? $0 } + batch.inserts.filter { $0.calendarUID == uid }
            let text = patch.text(stored: stored[uid]?.text, before: old, after: new)
            changes[uid] = CalendarObjectTextChange(text: text, base: .patched(fromETag: stored[uid]?.etag))
        }
        return changes
    }

    private func invitations(for batch: PlannerBatch, now: Date) async throws -> [MeetingInvitation] {
        var changes: [(previous: PlannerItem?, current: PlannerItem?)] = batch.inserts.map { (nil, $0) }
        for item in batch.updates { changes.append((try await planner.item(id: item.id), item)) }
        let kept = Set(batch.updates.map(\.id))
        for id in batch.deletes {
            // Edited occurrences dropped because their series moved: the series' own update tells.
            guard let old = try await planner.item(id: id), !(old.override.map { kept.contains($0.seriesID) } ?? false) else { continue }
            changes.append((old, nil))
        }
        var organizers: [ID<User>: (organizer: MeetingOrganizer, zone: TimeZone)] = [:]
        var invitations: [MeetingInvitation] = []
        for (previous, current) in changes {
            guard let item = current ?? previous,
                !MeetingInvitationPlan.invitees(item).isEmpty || !(previous.map(MeetingInvitationPlan.invitees) ?? []).isEmpty
            else { continue }
            if organizers[item.authorID] == nil, let author = try await accounts.user(id: item.authorID) {
                organizers[item.authorID] = (MeetingOrganizer(author), TimeZone(identifier: author.preferences.timeZoneIdentifier) ?? .gmt)
            }
            guard let (organizer, zone) = organizers[item.authorID] else { continue }
            // A floating meeting is at its wall-clock time wherever it is read: its email tells
            // that time in the organizer's zone, not the index's UTC stand-in.
            invitations += MeetingInvitationPlan.invitations(
                previous: previous?.placed(in: zone), current: current?.placed(in: zone), organizer: organizer, now: now, ids: ids)
        }
        return invitations
    }

    private func setDone(_ done: Bool, _ id: ID<PlannerItem>, _ householdID: ID<Household>, _ originalStart: Date?, _ user: User)
        async throws
    {
        let existing = try await item(id, in: householdID, for: user)
        let now = clock.now()
        var batch = PlannerBatch()
        if let originalStart, existing.isRecurring {
            // One occurrence of a series is ticked off through an override of its own.
            let overrides = try await overridesPlaced(like: existing)
            if var current = overrides.first(where: { $0.override?.originalStart == originalStart }) {
                current.completedAt = done ? now : nil
                current.sequence += 1
                current.updatedAt = now
                batch.updates.append(current)
            } else if done {
                guard PlannerExpansion.seriesHasOccurrence(existing, at: originalStart) else { throw DomainError.notFound }
                var occurrence = existing.asOverride(id: ids(), of: existing, originalStart: originalStart, now: now)
                occurrence.completedAt = now
                batch.inserts.append(occurrence)
            }
        } else {
            var updated = existing
            updated.completedAt = done ? now : nil
            updated.sequence += 1
            updated.updatedAt = now
            batch.updates.append(updated)
        }
        try await write(batch)
    }

    /// The series ends before `originalStart`; its later overrides go with the old part.
    private func truncated(_ series: PlannerItem, before originalStart: Date, now: Date, batch: inout PlannerBatch) async throws
        -> PlannerItem
    {
        var truncated = series
        // UNTIL is the last occurrence kept, so the earlier half ends on its real last day.
        let last = PlannerExpansion.seriesStarts(
            series, from: series.start ?? originalStart, to: originalStart, limit: nil, includingExcluded: true
        ).last
        truncated.recurrenceRule = series.recurrenceRule.map {
            PlannerExpansion.rule($0, endingBefore: last.map { $0.addingTimeInterval(1) } ?? originalStart, of: series)
        }
        truncated.recurrenceDates = series.recurrenceDates.filter { $0 < originalStart }
        truncated.recurrenceDateLengths = series.recurrenceDateLengths.filter { $0.key < originalStart }
        truncated.excludedStarts = series.excludedStarts.filter { $0 < originalStart }
        truncated.sequence += 1
        truncated.updatedAt = now
        batch.deletes += try await overridesPlaced(like: series)
            .filter { ($0.override?.originalStart ?? .distantPast) >= originalStart }.map(\.id)
        return truncated
    }

    private func seriesOf(_ item: PlannerItem) async throws -> PlannerItem? {
        if item.isRecurring { return item }
        guard let seriesID = item.override?.seriesID else { return nil }
        return try await planner.item(id: seriesID, householdID: item.householdID)?.placed(in: item.timeZone)
    }

    /// The series' edited occurrences with floating times where the series has them: in the
    /// zone of the person it was read for.
    private func overridesPlaced(like series: PlannerItem) async throws -> [PlannerItem] {
        try await planner.overrides(seriesID: series.id).placed(in: series.timeZone)
    }

    /// The notices of the item's reminders: a floating time reminds each person at its wall
    /// clock in their own zone (09:00 is 09:00 for the one reminded).
    func reminders(for item: PlannerItem, after now: Date) async throws -> [Notice] {
        var zones: [ID<User>: TimeZone] = [:]
        if item.isFloating, !item.reminders.isEmpty {
            for userID in PlannerReminderPlan.recipients(of: item) {
                zones[userID] = try await accounts.user(id: userID)?.preferences.timeZone
            }
        }
        return PlannerReminderPlan.notices(for: item, after: now, link: link(item), ids: ids, zones: zones)
    }

    private func isVisible(_ item: PlannerItem, to userID: ID<User>) -> Bool {
        item.isVisible(to: userID) || item.attendees.contains { $0.memberID == userID }
    }
}
