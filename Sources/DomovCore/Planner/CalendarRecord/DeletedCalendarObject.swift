import Foundation

/// A planner item's calendar object as it was when deleted on a page: what Undo writes back
/// (`PlannerService.restoreDeleted`), so that it returns byte for byte under its name and UID,
/// in its calendar. Named by the id its series or single item had.
public struct DeletedCalendarObject: Sendable, Equatable {
    public var id: ID<PlannerItem>
    public var householdID: ID<Household>
    public var uid: String
    /// The name apps know it by (`{UID}.ics` unless an app chose another).
    public var name: String
    /// The personal calendar it was in; nil for the household's calendar.
    public var calendarID: ID<PlannerCalendar>?
    /// The stored iCalendar text, byte for byte.
    public var text: String
    public var deletion: Deletion

    public init(
        id: ID<PlannerItem>, householdID: ID<Household>, uid: String, name: String, calendarID: ID<PlannerCalendar>?, text: String,
        deletion: Deletion
    ) {
        self.id = id
        self.householdID = householdID
        self.uid = uid
        self.name = name
        self.calendarID = calendarID
        self.text = text
        self.deletion = deletion
    }
}
