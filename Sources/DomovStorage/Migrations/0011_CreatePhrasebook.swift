extension Migration {
    /// Favourite and recently used phrases per user, and households' own phrases and words.
    static let createPhrasebook = Migration(version: 11, name: "create phrasebook") { _ in
        [
            """
            CREATE TABLE phrasebook_saved (
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                kind TEXT NOT NULL,
                pack_id TEXT NOT NULL,
                phrase_id TEXT NOT NULL,
                choices TEXT NOT NULL,
                saved_at BIGINT NOT NULL,
                PRIMARY KEY (user_id, kind, pack_id, phrase_id)
            )
            """,
            "CREATE INDEX phrasebook_saved_newest ON phrasebook_saved (user_id, kind, pack_id, saved_at)",
            """
            CREATE TABLE phrasebook_household_packs (
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                pack_id TEXT NOT NULL,
                content TEXT NOT NULL,
                updated_at BIGINT NOT NULL,
                PRIMARY KEY (household_id, pack_id)
            )
            """,
        ]
    }
}
