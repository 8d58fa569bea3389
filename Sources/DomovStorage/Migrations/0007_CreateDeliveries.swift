extension Migration {
    /// Push and email delivery: per-person notification settings and email verification links,
    /// browsers' push subscriptions, and one delivery row per (notice, channel, destination).
    /// The VAPID key pair and the mail server live in site_settings, which needs no new table.
    static let createDeliveries = Migration(version: 7, name: "create deliveries") { _ in
        [
            """
            CREATE TABLE notification_settings (
                user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
                in_app INTEGER NOT NULL,
                push INTEGER NOT NULL,
                email INTEGER NOT NULL,
                default_lead_minutes INTEGER,
                quiet_start INTEGER,
                quiet_end INTEGER,
                verified_email TEXT,
                verified_at BIGINT,
                updated_at BIGINT NOT NULL
            )
            """,
            """
            CREATE TABLE email_verifications (
                token_hash TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                address TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                expires_at BIGINT NOT NULL,
                used_at BIGINT
            )
            """,
            "CREATE INDEX email_verifications_user_id ON email_verifications (user_id)",
            """
            CREATE TABLE push_subscriptions (
                id TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                endpoint TEXT NOT NULL,
                p256dh TEXT NOT NULL,
                auth TEXT NOT NULL,
                label TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                last_success_at BIGINT
            )
            """,
            "CREATE UNIQUE INDEX push_subscriptions_endpoint_unique ON push_subscriptions (endpoint)",
            "CREATE INDEX push_subscriptions_user_id ON push_subscriptions (user_id)",
            """
            CREATE TABLE deliveries (
                id TEXT PRIMARY KEY,
                notice_id TEXT NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                channel TEXT NOT NULL,
                destination TEXT NOT NULL,
                idempotency_key TEXT NOT NULL,
            \(Migration.outboxColumns)
            )
            """,
            // A notice dispatched again after a crash must not make a second delivery.
            "CREATE UNIQUE INDEX deliveries_idempotency_key_unique ON deliveries (idempotency_key)",
            // The dispatcher's question: which deliveries are due?
            "CREATE INDEX deliveries_pending ON deliveries (next_attempt_at) WHERE status = 'pending'",
            "CREATE INDEX deliveries_notice_id ON deliveries (notice_id)",
            "CREATE INDEX deliveries_failed ON deliveries (created_at) WHERE status = 'failed'",
        ]
    }

    /// The columns every outbox table ends with, which `SQLOutbox` claims and records by:
    /// `deliveries` here, `meeting_invitations` (migration 12). Never edit them: a released
    /// migration runs the same statements for ever.
    static let outboxColumns = """
            status TEXT NOT NULL,
            attempts INTEGER NOT NULL,
            next_attempt_at BIGINT NOT NULL,
            lease_until BIGINT,
            last_error TEXT,
            created_at BIGINT NOT NULL,
            sent_at BIGINT
        """
}
