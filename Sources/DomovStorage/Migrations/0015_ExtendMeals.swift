extension Migration {
    /// Meals, second part: whether a recipe's nutrition was typed or computed from its ingredients
    /// (existing recipes had typed values), an imported recipe's photo link, which planner events are a planned recipe and for how
    /// many servings, and the household's shared shopping list. Quantities are whole thousandths.
    static let extendMeals = Migration(version: 15, name: "extend meals") { _ in
        [
            "ALTER TABLE meal_recipes ADD COLUMN nutrition_entered INTEGER NOT NULL DEFAULT 1",
            "ALTER TABLE meal_recipes ADD COLUMN image_url TEXT NOT NULL DEFAULT ''",
            """
            CREATE TABLE meal_plans (
                planner_item_id TEXT PRIMARY KEY REFERENCES planner_items (id) ON DELETE CASCADE,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                recipe_id TEXT NOT NULL REFERENCES meal_recipes (id) ON DELETE CASCADE,
                servings INTEGER NOT NULL,
                created_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX meal_plans_household ON meal_plans (household_id)",
            "CREATE INDEX meal_plans_recipe ON meal_plans (recipe_id)",
            """
            CREATE TABLE meal_shopping_items (
                id TEXT PRIMARY KEY,
                household_id TEXT NOT NULL REFERENCES households (id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                quantity_thousandths BIGINT,
                unit TEXT NOT NULL,
                recipes TEXT NOT NULL,
                from_plan INTEGER NOT NULL,
                checked INTEGER NOT NULL,
                position INTEGER NOT NULL,
                created_at BIGINT NOT NULL,
                updated_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX meal_shopping_items_household ON meal_shopping_items (household_id, position)",
        ]
    }
}
