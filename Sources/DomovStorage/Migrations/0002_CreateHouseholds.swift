extension Migration {
    /// Households, their members and invitation links.
    static let createHouseholds = Migration(version: 2, name: "create households") { _ in
        [
            """
            CREATE TABLE households (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                created_at BIGINT NOT NULL
            )
            """,
            """
            CREATE TABLE memberships (
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                role TEXT NOT NULL,
                joined_at BIGINT NOT NULL,
                PRIMARY KEY (household_id, user_id)
            )
            """,
            "CREATE INDEX memberships_user_id ON memberships (user_id)",
            """
            CREATE TABLE invites (
                id TEXT PRIMARY KEY,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                created_by TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                token_hash TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                expires_at BIGINT NOT NULL
            )
            """,
            "CREATE UNIQUE INDEX invites_token_hash_unique ON invites (token_hash)",
            "CREATE INDEX invites_household_id ON invites (household_id)",
        ]
    }
}
