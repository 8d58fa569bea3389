extension Migration {
    /// Personal calendars (`PlannerCalendar`): a user's own calendars beside their household's.
    ///
    /// - `planner_calendars`: one row per personal calendar; `slug` is its CalDAV collection
    ///   name, unique per owner (an app chooses it with MKCALENDAR).
    /// - `planner_items.calendar_id`: the personal calendar an item is in; NULL keeps it in the
    ///   household's default calendar, so every existing item stays where it was.
    /// - `calendar_subscriptions`: external iCalendar addresses a user follows, with the last good
    ///   text and its validators (ETag, Last-Modified) for conditional GET, and the last problem.
    static let createPlannerCalendars = Migration(version: 14, name: "create planner calendars") { _ in
        [
            """
            CREATE TABLE planner_calendars (
                id TEXT PRIMARY KEY,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                slug TEXT NOT NULL,
                name TEXT NOT NULL,
                color TEXT NOT NULL,
                details TEXT NOT NULL,
                components TEXT NOT NULL,
                created_at BIGINT NOT NULL
            )
            """,
            "CREATE UNIQUE INDEX planner_calendars_slug_unique ON planner_calendars (owner_id, slug)",
            "ALTER TABLE planner_items ADD COLUMN calendar_id TEXT REFERENCES planner_calendars (id) ON DELETE CASCADE",
            "CREATE INDEX planner_items_calendar ON planner_items (calendar_id)",
            """
            CREATE TABLE calendar_subscriptions (
                id TEXT PRIMARY KEY,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                color TEXT NOT NULL,
                url TEXT NOT NULL,
                etag TEXT,
                last_modified TEXT,
                calendar_text TEXT NOT NULL,
                last_success_at BIGINT,
                last_attempt_at BIGINT,
                problem TEXT,
                next_refresh_at BIGINT NOT NULL,
                created_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX calendar_subscriptions_due ON calendar_subscriptions (next_refresh_at)",
        ]
    }
}
