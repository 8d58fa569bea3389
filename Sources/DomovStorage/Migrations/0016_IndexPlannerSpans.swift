extension Migration {
    /// Indexes that each planner query can use alone, and that SQLite picks without statistics.
    ///
    /// - One-time items by start and end: the window and agenda queries find what overlaps a time
    ///   from the index (with only the start in it, each candidate row was read for its end).
    /// - Series and edited occurrences by household with a second column their queries constrain
    ///   (`IS NOT NULL` is a range), so SQLite prefers them to any index on the household alone.
    ///
    /// Without this, SQLite read every item of the household to find its 2,000 series
    /// (`EXPLAIN QUERY PLAN`; profiled at a fifth of a month view with 20,000 items). The partial
    /// conditions keep the three apart: no query can walk one index for another's rows.
    static let indexPlannerSpans = Migration(version: 16, name: "index planner spans") { _ in
        [
            "DROP INDEX planner_items_household_start",
            "DROP INDEX planner_items_household_series",
            """
            CREATE INDEX planner_items_household_span ON planner_items (household_id, starts_at, ends_at)
            WHERE recurrence_rule IS NULL AND series_id IS NULL
            """,
            """
            CREATE INDEX planner_items_household_series ON planner_items (household_id, starts_at)
            WHERE recurrence_rule IS NOT NULL
            """,
            """
            CREATE INDEX planner_items_household_overrides ON planner_items (household_id, series_id)
            WHERE series_id IS NOT NULL
            """,
        ]
    }
}
