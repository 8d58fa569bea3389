extension Migration {
    /// Notices: planned reminders and alerts, one row per person and time, kept after they are
    /// sent as the person's inbox.
    static let createNotifications = Migration(version: 4, name: "create notifications") { _ in
        [
            """
            CREATE TABLE notices (
                id TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                source_module TEXT NOT NULL,
                source_id TEXT NOT NULL,
                title TEXT NOT NULL,
                event_at BIGINT,
                event_all_day INTEGER NOT NULL,
                link TEXT NOT NULL,
                due_at BIGINT NOT NULL,
                created_at BIGINT NOT NULL,
                lease_until BIGINT,
                dispatched_at BIGINT,
                was_late INTEGER NOT NULL,
                dropped INTEGER NOT NULL,
                read_at BIGINT
            )
            """,
            // The dispatcher's question, asked every few seconds: what is due and not yet sent?
            "CREATE INDEX notices_pending ON notices (due_at) WHERE dispatched_at IS NULL AND dropped = 0",
            "CREATE INDEX notices_source ON notices (source_module, source_id)",
            "CREATE INDEX notices_inbox ON notices (user_id, due_at)",
        ]
    }
}
