extension Migration {
    /// Name-day reminders and each person's name-day settings (followed calendars, feed token).
    static let createNameDays = Migration(version: 9, name: "create name days") { _ in
        [
            """
            CREATE TABLE name_day_settings (
                user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
                calendars TEXT NOT NULL,
                feed_token_hash TEXT,
                updated_at BIGINT NOT NULL
            )
            """,
            "CREATE UNIQUE INDEX name_day_settings_feed_token_unique ON name_day_settings (feed_token_hash)",
            """
            CREATE TABLE name_day_reminders (
                id TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL,
                person_name TEXT,
                person_key TEXT NOT NULL,
                minute_of_day INTEGER NOT NULL,
                time_zone TEXT NOT NULL,
                calendars TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                updated_at BIGINT NOT NULL
            )
            """,
            // One reminder per name and person: a second is a conflict (409), not a double notice.
            "CREATE UNIQUE INDEX name_day_reminders_unique ON name_day_reminders (user_id, name_key, person_key)",
        ]
    }
}
