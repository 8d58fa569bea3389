import Foundation

/// What calendar apps' queries read of the planner's index besides the objects' texts.
extension PlannerService {
    /// Whether the UID is a housemate's private item or journal entry, which the person's apps
    /// may not learn exists (they are told nothing is there, as for an unknown UID).
    public func hidesCalendarUID(_ uid: String, in householdID: ID<Household>, from user: User) async throws -> Bool {
        if let item = try await planner.item(calendarUID: uid, householdID: householdID) {
            return !item.isVisible(to: user.id)
        }
        if let journal = try await planner.journalPlacement(calendarUID: uid, householdID: householdID) {
            return !journal.isVisible(to: user.id)
        }
        return false
    }

    /// The index's items that match the query, series unexpanded: candidates that a calendar
    /// query narrows down by their objects.
    public func indexedItems(_ query: PlannerQuery, for user: User) async throws -> [PlannerItem] {
        try await households.requireMember(query.householdID, user)
        return try await planner.items(matching: query)
    }

    /// Those of these UIDs whose series has occurrences edited on their own.
    public func calendarUIDsWithOverrides(_ uids: [String], in householdID: ID<Household>, for user: User) async throws -> Set<String> {
        try await households.requireMember(householdID, user)
        return try await planner.calendarUIDsWithOverrides(uids, householdID: householdID)
    }
}
