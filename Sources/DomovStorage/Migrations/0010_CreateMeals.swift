extension Migration {
    /// Recipes of a household with their photos and likes, the starter collection's seeding,
    /// and each user's personal data. Nutrition and body values are whole tenths, so that
    /// backups keep to text and whole numbers; photos are base64 text in their own table, so a
    /// backup holds them and lists never load them.
    static let createMeals = Migration(version: 10, name: "create meals") { _ in
        [
            """
            CREATE TABLE meal_recipes (
                id TEXT PRIMARY KEY,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                author_id TEXT REFERENCES users (id) ON DELETE SET NULL,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL,
                summary TEXT NOT NULL,
                ingredients TEXT NOT NULL,
                ingredients_key TEXT NOT NULL,
                method TEXT NOT NULL,
                preparation_minutes INTEGER NOT NULL,
                servings INTEGER NOT NULL,
                kcal_tenths INTEGER NOT NULL,
                protein_tenths INTEGER NOT NULL,
                carbohydrate_tenths INTEGER NOT NULL,
                fat_tenths INTEGER NOT NULL,
                starter_key TEXT,
                created_at BIGINT NOT NULL,
                updated_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX meal_recipes_household_created ON meal_recipes (household_id, created_at)",
            "CREATE UNIQUE INDEX meal_recipes_household_starter ON meal_recipes (household_id, starter_key)",
            """
            CREATE TABLE meal_recipe_photos (
                recipe_id TEXT PRIMARY KEY REFERENCES meal_recipes (id) ON DELETE CASCADE,
                content_type TEXT NOT NULL,
                digest TEXT NOT NULL,
                byte_count INTEGER NOT NULL,
                data TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE meal_recipe_likes (
                recipe_id TEXT NOT NULL REFERENCES meal_recipes (id) ON DELETE CASCADE,
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                liked_at BIGINT NOT NULL,
                PRIMARY KEY (recipe_id, user_id)
            )
            """,
            "CREATE INDEX meal_recipe_likes_user ON meal_recipe_likes (user_id)",
            """
            CREATE TABLE meal_starter_seedings (
                household_id TEXT PRIMARY KEY REFERENCES households (id) ON DELETE CASCADE,
                seeded_at BIGINT NOT NULL
            )
            """,
            """
            CREATE TABLE meal_personal_data (
                user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
                sex TEXT NOT NULL,
                weight_tenths INTEGER NOT NULL,
                height_tenths INTEGER NOT NULL,
                age_years INTEGER NOT NULL,
                activity TEXT NOT NULL,
                goal TEXT NOT NULL,
                equation TEXT NOT NULL,
                updated_at BIGINT NOT NULL
            )
            """,
        ]
    }
}
