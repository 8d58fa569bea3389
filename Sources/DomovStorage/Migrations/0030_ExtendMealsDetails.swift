extension Migration {
    /// Meals, third part: what an imported recipe page said about the recipe beyond its content
    /// (author, category, cuisine, keywords, preparing and cooking time) as one JSON text, since
    /// these are kept and exported but never searched; which rule turns a person's basal rate into
    /// daily energy (the seed's, or a surplus and deficit on the activity-based energy); and the
    /// order in which a household's shopping list shows its aisles.
    static let extendMealsDetails = Migration(version: 30, name: "extend meals details") { _ in
        [
            "ALTER TABLE meal_recipes ADD COLUMN details TEXT NOT NULL DEFAULT '{}'",
            "ALTER TABLE meal_personal_data ADD COLUMN energy_rule TEXT NOT NULL DEFAULT 'seed'",
            """
            CREATE TABLE meal_shopping_aisle_orders (
                household_id TEXT PRIMARY KEY REFERENCES households (id) ON DELETE CASCADE,
                aisles TEXT NOT NULL,
                updated_at BIGINT NOT NULL
            )
            """,
        ]
    }
}
