extension Migration {
    /// Sign-ins in progress (`SignInFlowRepository`), shared by every process on the database.
    /// Transient: entries live ten minutes, the session cleanup job deletes expired ones, and
    /// backups leave the table out (see `BackupTable.notBackedUp`).
    static let createSignInFlows = Migration(version: 18, name: "create sign-in flows") { _ in
        [
            """
            CREATE TABLE sign_in_flows (
                token_hash TEXT PRIMARY KEY,
                kind TEXT NOT NULL,
                payload TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                expires_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX sign_in_flows_expires_at ON sign_in_flows (expires_at)",
        ]
    }
}
