import Foundation

extension PlannerService {
    public func categories(in householdID: ID<Household>, for user: User) async throws -> [PlannerCategory] {
        try await households.requireMember(householdID, user)
        return try await planner.categories(householdID: householdID)
    }

    /// A new category, or the household's category of that name (then `created` is false).
    public func createCategory(
        name rawName: String, color rawColor: String, in householdID: ID<Household>, by user: User
    ) async throws -> (category: PlannerCategory, created: Bool) {
        try await households.requireMember(householdID, user)
        var errors = FieldErrorCollector()
        let name = errors.check { () throws(FieldError) in try PlannerCategory.validName(rawName) }
        let color = errors.check { () throws(FieldError) in try PlannerCategory.validColor(rawColor) }
        try errors.throwIfAny()
        let category = PlannerCategory(id: ids(), householdID: householdID, name: name!, color: color!)
        do {
            try await planner.createCategory(category)
            return (category, true)
        } catch let failure as ValidationFailure where failure == ValidationFailure("name", .nameTaken) {
            // Two people (or a retried request) making the same category at once want the same
            // one, not a conflict for all but the first: the one stored is theirs.
            let key = TextRules.searchKey(category.name)
            guard
                let existing = try await planner.categories(householdID: householdID).first(where: { TextRules.searchKey($0.name) == key })
            else { throw failure }
            return (existing, false)
        }
    }

    /// Renaming or recolouring shows on every item in the category at once: items refer to it by id.
    public func updateCategory(
        _ id: ID<PlannerCategory>, name rawName: String, color rawColor: String, in householdID: ID<Household>, by user: User
    ) async throws -> PlannerCategory {
        var category = try await category(id, in: householdID, for: user)
        var errors = FieldErrorCollector()
        let name = errors.check { () throws(FieldError) in try PlannerCategory.validName(rawName) }
        let color = errors.check { () throws(FieldError) in try PlannerCategory.validColor(rawColor) }
        try errors.throwIfAny()
        let oldName = category.name
        category.name = name!
        category.color = color!
        try await changingCategory(category.id, in: householdID, from: oldName, to: category.name) { [planner] texts in
            try await planner.updateCategory(category, objectTexts: texts)
        }
        return category
    }

    /// Deleting asks where the category's items go: `moveTo` is a built-in category's name or
    /// another custom category's id.
    public func deleteCategory(_ id: ID<PlannerCategory>, movingItemsTo moveTo: String, in householdID: ID<Household>, by user: User)
        async throws
    {
        _ = try await category(id, in: householdID, for: user)
        guard let replacement = PlannerCategoryRef(token: moveTo), replacement != .custom(id) else {
            throw ValidationFailure("move_to", .unknownChoice)
        }
        if case .custom(let otherID) = replacement {
            guard try await planner.categories(householdID: householdID).contains(where: { $0.id == otherID }) else {
                throw ValidationFailure("move_to", .unknownChoice)
            }
        }
        let categories = try await planner.categories(householdID: householdID)
        let newName: String? =
            switch replacement {
            case .builtin(.other): nil
            case .builtin(let builtin): builtin.storedName
            case .custom(let otherID): categories.first { $0.id == otherID }?.name
            }
        let oldName = categories.first { $0.id == id }?.name ?? ""
        try await changingCategory(id, in: householdID, from: oldName, to: newName) { [planner] texts in
            guard try await planner.deleteCategory(id: id, householdID: householdID, movingItemsTo: replacement, objectTexts: texts) else {
                throw DomainError.notFound
            }
        }
    }

    /// Runs a change of a category with the stored objects of its items naming it anew
    /// (`PlannerObjectPatch.text(stored:renamingCategory:to:)`), in one transaction; read and
    /// patched again when an app wrote one of them in between.
    private func changingCategory(
        _ id: ID<PlannerCategory>, in householdID: ID<Household>, from oldName: String, to newName: String?,
        _ change: ([String: CalendarObjectTextChange]) async throws -> Void
    ) async throws {
        let patch = PlannerObjectPatch(writer: .stored(categories: [], now: clock.now()))
        var attempt = 1
        while true {
            let uids = try await planner.calendarUIDs(categoryID: id, householdID: householdID)
            var texts: [String: CalendarObjectTextChange] = [:]
            for (uid, stored) in try await planner.objectTexts(calendarUIDs: uids, householdID: householdID) {
                guard let text = patch.text(stored: stored.text, renamingCategory: oldName, to: newName) else { continue }
                texts[uid] = CalendarObjectTextChange(text: text, base: .patched(fromETag: stored.etag))
            }
            do {
                return try await change(texts)
            } catch is CalendarObjectTextStale where attempt < 5 {
                attempt += 1
            }
        }
    }

    func category(_ id: ID<PlannerCategory>, in householdID: ID<Household>, for user: User) async throws -> PlannerCategory {
        try await households.requireMember(householdID, user)
        guard let category = try await planner.categories(householdID: householdID).first(where: { $0.id == id }) else {
            throw DomainError.notFound
        }
        return category
    }

    /// Checks the draft's choices against the household: its categories and its members.
    /// A new category (or a typed name that matches an existing one) is resolved here.
    func resolve(_ draft: PlannerItemDraft, in householdID: ID<Household>, batch: inout PlannerBatch) async throws -> (
        category: PlannerCategoryRef, attendees: [PlannerAttendee]
    ) {
        var errors = FieldErrorCollector()
        var category = PlannerCategoryRef.builtin(.other)
        switch draft.category {
        case .existing(.builtin(let builtin)):
            category = .builtin(builtin)
        case .existing(.custom(let id)):
            if try await planner.categories(householdID: householdID).contains(where: { $0.id == id }) {
                category = .custom(id)
            } else {
                errors.add("category", .unknownChoice)
            }
        case .new(let name):
            let existing = try await planner.categories(householdID: householdID)
            if let same = existing.first(where: {
                $0.name.compare(name, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
            }) {
                category = .custom(same.id)
            } else {
                let created = PlannerCategory(id: ids(), householdID: householdID, name: name, color: BuiltinCategory.other.color)
                batch.newCategory = created
                category = .custom(created.id)
            }
        }
        var attendees: [PlannerAttendee] = []
        if !draft.memberAttendees.isEmpty {
            let members = try await households.members(householdID: householdID)
            for id in draft.memberAttendees {
                guard let member = members.first(where: { $0.userID == id }) else {
                    errors.add("attendees", .unknownChoice)
                    break
                }
                attendees.append(PlannerAttendee(invitee: .member(id), name: member.displayName))
            }
        }
        attendees += draft.emailAttendees.map { PlannerAttendee(invitee: .email($0)) }
        if draft.recurrenceRule != nil, !PlannerExpansion.ruleProducesOccurrences(draft) {
            errors.add("repeat_frequency", .impossibleRecurrence)
        }
        try errors.throwIfAny()
        return (category, attendees)
    }
}
