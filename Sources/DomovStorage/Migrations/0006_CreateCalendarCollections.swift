extension Migration {
    /// What CalDAV needs beyond the planner's own rows.
    ///
    /// - `planner_items.calendar_extras`: the iCalendar lines a calendar app wrote that Domov
    ///   does not model (X- properties, URL, ORGANIZER, alarms with sounds…), kept so that what
    ///   the app saved comes back to it unchanged.
    /// - `households.calendar_revision` and `calendar_changes`: a per-household change log by
    ///   calendar UID, so a client asks "what changed since revision N" (RFC 6578 sync-collection)
    ///   instead of reading everything. The revision is bumped with `UPDATE … RETURNING` inside
    ///   the writing transaction: the row lock orders writers, so revisions commit in order.
    /// - `calendar_object_names`: the resource name a client chose with PUT when it is not the
    ///   default `{UID}.ics`, so the client finds its object where it put it.
    /// - `calendar_appearances`: the name and colour a user gave a household's calendar in their
    ///   apps (PROPPATCH), theirs alone: the household's own name is changed in Domov.
    static let createCalendarCollections = Migration(version: 6, name: "create calendar collections") { _ in
        [
            "ALTER TABLE planner_items ADD COLUMN calendar_extras TEXT NOT NULL DEFAULT ''",
            // Objects are looked up by UID with their edited occurrences (which the unique index
            // on series masters does not cover): without this, every PUT reads the whole household.
            "CREATE INDEX planner_items_household_uid ON planner_items (household_id, calendar_uid)",
            "ALTER TABLE households ADD COLUMN calendar_revision BIGINT NOT NULL DEFAULT 0",
            """
            CREATE TABLE calendar_changes (
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                revision BIGINT NOT NULL,
                calendar_uid TEXT NOT NULL,
                PRIMARY KEY (household_id, revision, calendar_uid)
            )
            """,
            """
            CREATE TABLE calendar_object_names (
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                calendar_uid TEXT NOT NULL,
                PRIMARY KEY (household_id, name)
            )
            """,
            "CREATE UNIQUE INDEX calendar_object_names_uid_unique ON calendar_object_names (household_id, calendar_uid)",
            """
            CREATE TABLE calendar_appearances (
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                display_name TEXT,
                color TEXT,
                sort_order INTEGER,
                PRIMARY KEY (user_id, household_id)
            )
            """,
        ]
    }
}
