extension Migration {
    /// Where a personal calendar sits in the user's calendar apps (Apple's calendar-order, set
    /// by PROPPATCH), as `calendar_appearances.sort_order` keeps it for a household's calendar.
    /// NULL: the apps choose.
    static let addPlannerCalendarOrder = Migration(version: 23, name: "add planner calendar order") { _ in
        [
            "ALTER TABLE planner_calendars ADD COLUMN sort_order INTEGER"
        ]
    }
}
