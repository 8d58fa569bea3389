extension Migration {
    /// The size of each object's stored text on its series' or single item's row, and an index
    /// by author that holds it: a person's calendar usage (per-person limits, checked on every
    /// write that adds) is then one index range, not a pass over every text they keep.
    static let indexCalendarObjectSizes = Migration(version: 27, name: "index calendar object sizes") { _ in
        [
            "ALTER TABLE planner_items ADD COLUMN object_bytes BIGINT",
            """
            UPDATE planner_items SET object_bytes = (
                SELECT octet_length(body) FROM calendar_objects
                WHERE calendar_objects.household_id = planner_items.household_id AND calendar_objects.uid = planner_items.calendar_uid
            ) WHERE series_id IS NULL
            """,
            """
            CREATE INDEX planner_items_author_usage ON planner_items (author_id, household_id, object_bytes)
            WHERE series_id IS NULL
            """,
        ]
    }
}
