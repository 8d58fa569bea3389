extension Migration {
    /// Accounts, sessions, app passwords, login throttling and site settings.
    static let createAccounts = Migration(version: 1, name: "create accounts") { _ in
        [
            """
            CREATE TABLE users (
                id TEXT PRIMARY KEY,
                email TEXT NOT NULL,
                display_name TEXT NOT NULL,
                nickname TEXT NOT NULL,
                nickname_key TEXT NOT NULL,
                password_hash TEXT NOT NULL,
                is_admin INTEGER NOT NULL DEFAULT 0,
                is_disabled INTEGER NOT NULL DEFAULT 0,
                language TEXT,
                appearance TEXT NOT NULL,
                time_zone TEXT NOT NULL,
                current_household_id TEXT,
                created_at BIGINT NOT NULL
            )
            """,
            "CREATE UNIQUE INDEX users_email_unique ON users (email)",
            "CREATE UNIQUE INDEX users_nickname_key_unique ON users (nickname_key)",
            """
            CREATE TABLE sessions (
                token_hash TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                created_at BIGINT NOT NULL,
                expires_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX sessions_user_id ON sessions (user_id)",
            """
            CREATE TABLE app_passwords (
                id TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                token_hash TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                last_used_at BIGINT
            )
            """,
            "CREATE UNIQUE INDEX app_passwords_token_hash_unique ON app_passwords (token_hash)",
            "CREATE INDEX app_passwords_user_id ON app_passwords (user_id)",
            """
            CREATE TABLE login_failures (
                throttle_key TEXT NOT NULL,
                failed_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX login_failures_key_time ON login_failures (throttle_key, failed_at)",
            """
            CREATE TABLE site_settings (
                setting_key TEXT PRIMARY KEY,
                setting_value TEXT NOT NULL
            )
            """,
        ]
    }
}
