import Foundation

/// Undo after deleting a planner item on a page. The record of an item is its calendar object's
/// text, so that is what comes back: written again through the path a calendar app's PUT takes
/// (`saveCalendarObject`), which derives the items from the text and gives the object a new
/// revision, so apps that synced the delete see it appear again.
extension PlannerService {
    /// Forgets for good the calendar objects deleted before `cutoff`; returns how many.
    public func purgeDeleted(before cutoff: Date) async throws -> Int {
        try await planner.purgeDeletedObjects(before: cutoff)
    }

    /// Writes the kept object back, byte for byte, under its name and UID in its calendar. Only
    /// the person who deleted it, within `RecentlyDeleted.keptFor`; for anyone else there is
    /// nothing (`DomainError.notFound`). Throws `CalendarObjectConflict` when its UID or name
    /// has been taken meanwhile; it stays kept, so Undo works once they are free.
    public func restoreDeleted(
        _ id: ID<PlannerItem>, in householdID: ID<Household>, by user: User, builtinCategory: @escaping (String) -> BuiltinCategory?
    ) async throws {
        try await households.requireMember(householdID, user)
        guard let kept = try await planner.deletedObject(id: id, householdID: householdID),
            kept.deletion.canBeUndone(by: user.id, at: clock.now())
        else { throw DomainError.notFound }
        // Writing over a UID held again (in any calendar) would move or replace that object.
        if try await planner.item(calendarUID: kept.uid, householdID: householdID) != nil { throw CalendarObjectConflict() }
        if try await planner.journalPlacement(calendarUID: kept.uid, householdID: householdID) != nil { throw CalendarObjectConflict() }
        // A name held by another object: apps would find that one under it.
        if let holder = try await planner.storedObject(named: kept.name, fallbackUID: nil, householdID: householdID, viewerID: user.id),
            holder.uid != kept.uid
        {
            throw CalendarObjectConflict()
        }
        guard
            case .items(let object) = try PlannerCalendarReader(defaultTimeZone: user.preferences.timeZoneIdentifier).content(
                from: kept.text)
        else { throw DomainError.notFound }
        // Absent, as an app creating it would say: a concurrent Undo finds it there and is refused.
        let write = CalendarObjectWrite(
            householdID: householdID, uid: kept.uid, name: kept.name, expectation: .absent, calendarID: kept.calendarID)
        try await saveCalendarObject(object, text: kept.text, as: write, by: user, builtinCategory: builtinCategory)
        try await planner.forgetDeletedObject(id: id)
    }
}
