extension Migration {
    /// The planner's time index also holds each item's end, so the window and agenda queries
    /// pick the items that overlap a time from the index alone: with only the start in it, each
    /// candidate row was read to look at its end (profiled: ten thousand row reads for a month view
    /// in a household of 20,000 items).
    static let indexPlannerSpans = Migration(version: 16, name: "index planner spans") { _ in
        [
            "CREATE INDEX planner_items_household_span ON planner_items (household_id, starts_at, ends_at)",
            "DROP INDEX planner_items_household_start",
        ]
    }
}
