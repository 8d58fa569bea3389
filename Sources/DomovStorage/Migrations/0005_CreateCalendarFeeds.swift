extension Migration {
    /// Secret iCalendar feed addresses, stored as hashes.
    static let createCalendarFeeds = Migration(version: 5, name: "create calendar feeds") { _ in
        [
            """
            CREATE TABLE calendar_feeds (
                id TEXT PRIMARY KEY,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                token_hash TEXT NOT NULL,
                created_at BIGINT NOT NULL
            )
            """,
            "CREATE UNIQUE INDEX calendar_feeds_token_hash_unique ON calendar_feeds (token_hash)",
            "CREATE INDEX calendar_feeds_household_user ON calendar_feeds (household_id, user_id)",
        ]
    }
}
