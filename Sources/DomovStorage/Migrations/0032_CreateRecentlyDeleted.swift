extension Migration {
    /// What Undo after a delete brings back, kept for `RecentlyDeleted.keptFor` and then purged
    /// by `RecentlyDeletedPurgeJob`.
    ///
    /// `deleted_chores` and `deleted_chore_completions` have the columns of `chores` and
    /// `chore_completions`, so a chore comes back as it was, under its id, with its history.
    /// `deleted_calendar_objects` keeps a planner item's record: its stored iCalendar text, its
    /// object name and calendar; Undo writes it again as a CalDAV PUT would, which rebuilds the
    /// planner's index from the text. A room, a personal calendar, a household or a person going
    /// takes what was kept of theirs with it.
    static let createRecentlyDeleted = Migration(version: 32, name: "create recently deleted") { _ in
        [
            """
            CREATE TABLE deleted_chores (
            \(Migration.choreColumns),
                deleted_by TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                deleted_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX deleted_chores_deleted_at ON deleted_chores (deleted_at)",
            """
            CREATE TABLE deleted_chore_completions (
            \(Migration.choreCompletionColumns(choresTable: "deleted_chores"))
            )
            """,
            "CREATE INDEX deleted_chore_completions_chore ON deleted_chore_completions (chore_id)",
            """
            CREATE TABLE deleted_calendar_objects (
                id TEXT PRIMARY KEY,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                uid TEXT NOT NULL,
                name TEXT NOT NULL,
                calendar_id TEXT REFERENCES planner_calendars (id) ON DELETE CASCADE,
                body TEXT NOT NULL,
                deleted_by TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                deleted_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX deleted_calendar_objects_deleted_at ON deleted_calendar_objects (deleted_at)",
        ]
    }
}
