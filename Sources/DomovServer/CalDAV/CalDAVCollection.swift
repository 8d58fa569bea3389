import DomovCore
import Foundation

/// A calendar collection: a household's default calendar, or one of the user's personal ones.
struct CalDAVCollection {
    let household: Household
    let calendar: PlannerCalendar?

    var scope: PlannerCalendarScope { PlannerCalendarScope(calendar?.id) }
    /// Its segment in paths: the household's id, or the personal calendar's slug.
    var segment: String { calendar?.slug ?? household.id.description }

    func syncToken(revision: Int64) -> CalendarSyncToken {
        CalendarSyncToken(household: household.id, calendar: calendar?.id, revision: revision)
    }
}
