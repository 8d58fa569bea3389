extension Migration {
    /// Planner items and the household's own categories.
    ///
    /// An item's small lists (reminders, attendees, excluded occurrence starts) are text columns
    /// in its row rather than child tables: they are always read with the item, never queried on
    /// their own, and one row per item keeps a month view of thousands of items to one query.
    static let createPlanner = Migration(version: 3, name: "create planner") { _ in
        [
            """
            CREATE TABLE planner_categories (
                id TEXT PRIMARY KEY,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL,
                color TEXT NOT NULL
            )
            """,
            "CREATE UNIQUE INDEX planner_categories_name_unique ON planner_categories (household_id, name_key)",
            """
            CREATE TABLE planner_items (
                id TEXT PRIMARY KEY,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                author_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                kind TEXT NOT NULL,
                title TEXT NOT NULL,
                notes TEXT NOT NULL,
                category_key TEXT,
                category_id TEXT REFERENCES planner_categories (id),
                is_private INTEGER NOT NULL,
                time_zone TEXT NOT NULL,
                all_day INTEGER NOT NULL,
                starts_at BIGINT,
                ends_at BIGINT,
                first_day TEXT,
                length INTEGER NOT NULL,
                location TEXT NOT NULL,
                attendees TEXT NOT NULL,
                attendee_user_ids TEXT NOT NULL,
                reminders TEXT NOT NULL,
                recurrence_rule TEXT,
                excluded_starts TEXT NOT NULL,
                series_ends_at BIGINT,
                series_id TEXT REFERENCES planner_items (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
                original_start BIGINT,
                completed_at BIGINT,
                calendar_uid TEXT NOT NULL,
                sequence INTEGER NOT NULL,
                search_text TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                updated_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX planner_items_household_start ON planner_items (household_id, starts_at)",
            "CREATE INDEX planner_items_household_series ON planner_items (household_id) WHERE recurrence_rule IS NOT NULL",
            "CREATE INDEX planner_items_series ON planner_items (series_id) WHERE series_id IS NOT NULL",
            "CREATE INDEX planner_items_household_completed ON planner_items (household_id, completed_at) WHERE completed_at IS NOT NULL",
            "CREATE INDEX planner_items_category ON planner_items (category_id) WHERE category_id IS NOT NULL",
            // A calendar app names an item by its UID; overrides share their series' UID.
            "CREATE UNIQUE INDEX planner_items_uid_unique ON planner_items (household_id, calendar_uid) WHERE series_id IS NULL",
        ]
    }
}
