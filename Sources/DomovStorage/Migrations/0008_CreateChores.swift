extension Migration {
    /// Rooms, who has which room in My rooms, chores and their completions.
    ///
    /// A chore keeps its current due time in `due_at` beside what it is computed from (the
    /// start and the end or interval), so that a room's list and the house overview are sorted
    /// by the database and read with one indexed query.
    static let createChores = Migration(version: 8, name: "create chores") { _ in
        [
            """
            CREATE TABLE chore_rooms (
                id TEXT PRIMARY KEY,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL,
                room_type TEXT NOT NULL,
                created_by TEXT NOT NULL,
                created_at BIGINT NOT NULL
            )
            """,
            "CREATE UNIQUE INDEX chore_rooms_name_unique ON chore_rooms (household_id, name_key)",
            """
            CREATE TABLE chore_room_followers (
                room_id TEXT NOT NULL REFERENCES chore_rooms (id) ON DELETE CASCADE,
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                PRIMARY KEY (room_id, user_id)
            )
            """,
            "CREATE INDEX chore_room_followers_user ON chore_room_followers (user_id)",
            """
            CREATE TABLE chores (
            \(Migration.choreColumns)
            )
            """,
            "CREATE UNIQUE INDEX chores_name_unique ON chores (room_id, name_key)",
            "CREATE INDEX chores_household_due ON chores (household_id, due_at)",
            "CREATE INDEX chores_created_by ON chores (created_by)",
            """
            CREATE TABLE chore_completions (
            \(Migration.choreCompletionColumns(choresTable: "chores"))
            )
            """,
            "CREATE INDEX chore_completions_chore ON chore_completions (chore_id, completed_at)",
            "CREATE INDEX chore_completions_household ON chore_completions (household_id, completed_at)",
        ]
    }

    /// The columns of `chores` as this migration creates them. `deleted_chores` (migration 32)
    /// has them too, so that Undo brings a chore back as it was. Never edit them: a released
    /// migration runs the same statements for ever; a new column is a new migration that adds
    /// it to both tables.
    static let choreColumns = """
            id TEXT PRIMARY KEY,
            household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
            room_id TEXT NOT NULL REFERENCES chore_rooms (id) ON DELETE CASCADE,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL,
            details TEXT NOT NULL,
            kind TEXT NOT NULL,
            starts_at BIGINT NOT NULL,
            ends_at BIGINT,
            interval_value INTEGER,
            interval_unit TEXT,
            due_at BIGINT NOT NULL,
            time_zone TEXT NOT NULL,
            assignee_id TEXT REFERENCES users (id) ON DELETE SET NULL,
            rotation_mode TEXT NOT NULL,
            rotation_members TEXT NOT NULL,
            completed_at BIGINT,
            created_by TEXT NOT NULL,
            created_at BIGINT NOT NULL,
            updated_at BIGINT NOT NULL
        """

    /// The columns of a chore's completion, whose chore is in `choresTable`: `chore_completions`
    /// here, `deleted_chore_completions` (migration 32) beside `deleted_chores`. Never edit them.
    static func choreCompletionColumns(choresTable: String) -> String {
        """
            id TEXT PRIMARY KEY,
            chore_id TEXT NOT NULL REFERENCES \(choresTable) (id) ON DELETE CASCADE,
            household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
            user_id TEXT NOT NULL,
            completed_at BIGINT NOT NULL,
            note TEXT NOT NULL,
            previous_start BIGINT NOT NULL,
            previous_assignee_id TEXT
        """
    }
}
