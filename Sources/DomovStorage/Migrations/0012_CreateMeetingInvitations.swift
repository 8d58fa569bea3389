extension Migration {
    /// Meeting invitations by email, waiting to be sent or sent. An invitation outlives its item:
    /// the CANCEL for a deleted meeting is planned in the transaction that deletes it.
    static let createMeetingInvitations = Migration(version: 12, name: "create meeting invitations") { _ in
        [
            """
            CREATE TABLE meeting_invitations (
                id TEXT PRIMARY KEY,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                item_id TEXT NOT NULL,
                organizer_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                method TEXT NOT NULL,
                recipient TEXT NOT NULL,
                recipient_name TEXT NOT NULL,
                title TEXT NOT NULL,
                starts_at BIGINT,
                is_all_day INTEGER NOT NULL,
                time_zone TEXT NOT NULL,
                location TEXT NOT NULL,
                ics TEXT NOT NULL,
            \(Migration.outboxColumns)
            )
            """,
            "CREATE INDEX meeting_invitations_pending ON meeting_invitations (next_attempt_at) WHERE status = 'pending'",
            "CREATE INDEX meeting_invitations_item_id ON meeting_invitations (item_id, recipient)",
        ]
    }
}
