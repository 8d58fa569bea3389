extension Migration {
    /// Accounts at external sign-in providers (OpenID Connect, Facebook) linked to users.
    /// An issuer's subject is one person for good, so the pair is unique.
    static let createLinkedIdentities = Migration(version: 13, name: "create linked identities") { _ in
        [
            """
            CREATE TABLE linked_identities (
                id TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                provider_id TEXT NOT NULL,
                issuer TEXT NOT NULL,
                subject TEXT NOT NULL,
                email TEXT,
                linked_at BIGINT NOT NULL
            )
            """,
            "CREATE UNIQUE INDEX linked_identities_issuer_subject_unique ON linked_identities (issuer, subject)",
            "CREATE INDEX linked_identities_user_id ON linked_identities (user_id)",
        ]
    }
}
