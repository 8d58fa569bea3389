extension Migration {
    /// External CalDAV accounts synced both ways (`ExternalCalendarAccount`).
    ///
    /// - `external_calendar_accounts`: the server, user name and sealed app password, with the
    ///   last outcome and when the next sync is due.
    /// - `external_calendars`: each calendar found on the server and the personal Domov calendar
    ///   it syncs with. Deleting that Domov calendar sets the link to NULL, which stops the sync
    ///   of that one calendar and keeps the next sync from making it again.
    /// - `external_calendar_objects`: the last agreed version of each object (the server's ETag
    ///   and a fingerprint of Domov's items), the base of the three-way comparison.
    static let createExternalCalendars = Migration(version: 17, name: "create external calendars") { _ in
        [
            """
            CREATE TABLE external_calendar_accounts (
                id TEXT PRIMARY KEY,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                server_url TEXT NOT NULL,
                username TEXT NOT NULL,
                sealed_password TEXT NOT NULL,
                last_sync_at BIGINT,
                problem TEXT,
                next_sync_at BIGINT NOT NULL,
                created_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX external_calendar_accounts_due ON external_calendar_accounts (next_sync_at)",
            "CREATE INDEX external_calendar_accounts_owner ON external_calendar_accounts (owner_id)",
            """
            CREATE TABLE external_calendars (
                id TEXT PRIMARY KEY,
                account_id TEXT NOT NULL REFERENCES external_calendar_accounts (id) ON DELETE CASCADE,
                url TEXT NOT NULL,
                planner_calendar_id TEXT REFERENCES planner_calendars (id) ON DELETE SET NULL,
                name TEXT NOT NULL,
                remote_version TEXT,
                skipped_count INTEGER NOT NULL
            )
            """,
            "CREATE UNIQUE INDEX external_calendars_url ON external_calendars (account_id, url)",
            """
            CREATE TABLE external_calendar_objects (
                calendar_id TEXT NOT NULL REFERENCES external_calendars (id) ON DELETE CASCADE,
                url TEXT NOT NULL,
                uid TEXT NOT NULL,
                etag TEXT NOT NULL,
                local_fingerprint TEXT,
                skip_reason TEXT,
                PRIMARY KEY (calendar_id, url)
            )
            """,
        ]
    }
}
