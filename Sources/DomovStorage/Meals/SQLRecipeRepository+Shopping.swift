import DomovCore
import Foundation
import SQLKit

/// Planned recipes and the shopping list. Quantities are stored as whole thousandths.
extension SQLRecipeRepository {
    public func savePlan(_ plan: MealPlan) async throws {
        try await database.withConnection { db in
            try await db.raw(
                """
                INSERT INTO meal_plans (planner_item_id, household_id, recipe_id, servings, created_at)
                VALUES (\(bind: plan.plannerItemID.description), \(bind: plan.householdID.description), \(bind: plan.recipeID.description),
                \(bind: plan.servings), \(bind: plan.createdAt.storedMilliseconds))
                ON CONFLICT (planner_item_id) DO UPDATE SET recipe_id = excluded.recipe_id, servings = excluded.servings
                """
            ).run()
        }
    }

    /// A planned recipe that repeats stays planned on both halves when its series is split
    /// ("this and following"); called inside the planner's write.
    static func continuePlan(of series: ID<PlannerItem>, in laterHalf: ID<PlannerItem>, _ db: any SQLDatabase) async throws {
        try await db.raw(
            """
            INSERT INTO meal_plans (planner_item_id, household_id, recipe_id, servings, created_at)
            SELECT \(bind: laterHalf.description), household_id, recipe_id, servings, created_at
            FROM meal_plans WHERE planner_item_id = \(bind: series.description)
            """
        ).run()
    }

    public func plannedRecipeItems(householdID: ID<Household>, window: DateInterval) async throws -> [PlannedRecipeItem] {
        let from = window.start.storedMilliseconds
        let to = window.end.storedMilliseconds
        let reach = from - PlannerItemQuery.longestItem
        return try await database.withConnection { db in
            // The plan links to the item it was made with; when that item repeats, its edited
            // occurrences are items of their own pointing at it (series_id), and count too. Two
            // joins, not one with OR: SQLite cannot use an index for an OR of two join columns
            // and walked every item of the household (107 ms for a planner of 20,000 items with
            // no meal planned, most of the Today page's time).
            let household = householdID.description
            let inWindow: SQLQueryString = """
                ((planner_items.recurrence_rule IS NULL AND planner_items.starts_at < \(bind: to) AND planner_items.starts_at >= \
                \(bind: reach))
                    OR (planner_items.recurrence_rule IS NOT NULL AND planner_items.starts_at < \(bind: to)
                        AND (planner_items.series_ends_at IS NULL OR planner_items.series_ends_at > \(bind: from)))
                    OR (planner_items.series_id IS NOT NULL AND planner_items.original_start < \(bind: to) AND \
                planner_items.original_start >= \(bind: reach)))
                """
            let rows = try await db.raw(
                """
                SELECT planner_items.*, meal_plans.recipe_id AS meal_recipe_id, meal_plans.servings AS meal_servings
                FROM meal_plans JOIN planner_items ON planner_items.id = meal_plans.planner_item_id
                WHERE meal_plans.household_id = \(bind: household) AND planner_items.household_id = \(bind: household) AND \(inWindow)
                UNION ALL
                SELECT planner_items.*, meal_plans.recipe_id AS meal_recipe_id, meal_plans.servings AS meal_servings
                FROM meal_plans JOIN planner_items ON planner_items.series_id = meal_plans.planner_item_id
                WHERE meal_plans.household_id = \(bind: household) AND planner_items.household_id = \(bind: household) AND \(inWindow)
                ORDER BY id
                """
            ).all()
            var recipes: [String: Recipe] = [:]
            var planned: [PlannedRecipeItem] = []
            for row in rows {
                let recipeID = try row.string("meal_recipe_id")
                if recipes[recipeID] == nil {
                    recipes[recipeID] = try await db.raw(
                        """
                        SELECT \(Self.listColumns) FROM meal_recipes LEFT JOIN meal_recipe_photos ON meal_recipe_photos.recipe_id = \
                        meal_recipes.id
                        WHERE meal_recipes.id = \(bind: recipeID) AND meal_recipes.household_id = \(bind: householdID.description)
                        """
                    ).first().map(Self.recipe(from:))
                }
                guard let recipe = recipes[recipeID] else { continue }
                planned.append(
                    PlannedRecipeItem(recipe: recipe, servings: try row.int("meal_servings"), item: try PlannerItemRow.item(from: row)))
            }
            return planned
        }
    }

    public func shoppingItems(householdID: ID<Household>) async throws -> [ShoppingItem] {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT * FROM meal_shopping_items WHERE household_id = \(bind: householdID.description)
                ORDER BY from_plan DESC, position, created_at, id
                """
            ).all().map(Self.shoppingItem(from:))
        }
    }

    public func replacePlannedShoppingItems(_ items: [ShoppingItem], householdID: ID<Household>) async throws {
        try await database.transaction { db in
            try await db.raw("DELETE FROM meal_shopping_items WHERE household_id = \(bind: householdID.description) AND from_plan = 1")
                .run()
            for item in items where item.householdID == householdID {
                try await Self.insertShoppingItem(db, item)
            }
        }
    }

    public func insertShoppingItem(_ item: ShoppingItem) async throws {
        try await database.withConnection { db in
            try await Self.insertShoppingItem(db, item)
        }
    }

    public func setShoppingItemChecked(id: ID<ShoppingItem>, householdID: ID<Household>, checked: Bool, at date: Date) async throws -> Bool
    {
        try await database.withConnection { db in
            !(try await db.raw(
                """
                UPDATE meal_shopping_items SET checked = \(bind: checked ? 1 : 0), updated_at = \(bind: date.storedMilliseconds)
                WHERE id = \(bind: id.description) AND household_id = \(bind: householdID.description) RETURNING id
                """
            ).all()).isEmpty
        }
    }

    public func deleteShoppingItem(id: ID<ShoppingItem>, householdID: ID<Household>) async throws -> Bool {
        try await database.withConnection { db in
            !(try await db.raw(
                """
                DELETE FROM meal_shopping_items WHERE id = \(bind: id.description) AND household_id = \(bind: householdID.description) \
                RETURNING id
                """
            ).all()).isEmpty
        }
    }

    public func deleteCheckedShoppingItems(householdID: ID<Household>) async throws -> Int {
        try await database.withConnection { db in
            try await db.raw(
                """
                DELETE FROM meal_shopping_items WHERE household_id = \(bind: householdID.description) AND checked = 1 RETURNING id
                """
            ).all().count
        }
    }

    public func shoppingAisleOrder(householdID: ID<Household>) async throws -> ShoppingAisleOrder? {
        try await database.withConnection { db in
            try await db.raw("SELECT aisles FROM meal_shopping_aisle_orders WHERE household_id = \(bind: householdID.description)")
                .first().map { ShoppingAisleOrder(stored: try $0.string("aisles")) }
        }
    }

    public func saveShoppingAisleOrder(_ order: ShoppingAisleOrder, householdID: ID<Household>, at date: Date) async throws {
        try await database.withConnection { db in
            try await db.raw(
                """
                INSERT INTO meal_shopping_aisle_orders (household_id, aisles, updated_at)
                VALUES (\(bind: householdID.description), \(bind: order.stored), \(bind: date.storedMilliseconds))
                ON CONFLICT (household_id) DO UPDATE SET aisles = excluded.aisles, updated_at = excluded.updated_at
                """
            ).run()
        }
    }

    // MARK: Rows

    private static func insertShoppingItem(_ db: any SQLDatabase, _ item: ShoppingItem) async throws {
        let recipes = String(decoding: try JSONEncoder().encode(item.recipes), as: UTF8.self)
        try await db.raw(
            """
            INSERT INTO meal_shopping_items (id, household_id, name, quantity_thousandths, unit, recipes, from_plan, checked, position,
            created_at, updated_at)
            VALUES (\(bind: item.id.description), \(bind: item.householdID.description), \(bind: item.name),
            \(bind: item.quantity.map { Int64(($0 * 1000).rounded()) }), \(bind: item.unit), \(bind: recipes), \
            \(bind: item.fromPlan ? 1 : 0),
            \(bind: item.checked ? 1 : 0), \(bind: item.position), \(bind: item.createdAt.storedMilliseconds), \
            \(bind: item.updatedAt.storedMilliseconds))
            """
        ).run()
    }

    static func shoppingItem(from row: any SQLRow) throws -> ShoppingItem {
        let recipesText = try row.string("recipes")
        guard let recipes = try? JSONDecoder().decode([String].self, from: Data(recipesText.utf8)) else {
            throw StoredValueError(column: "recipes", value: recipesText)
        }
        let thousandths: Int64? =
            try row.decodeNil(column: "quantity_thousandths") ? nil : try row.decode(column: "quantity_thousandths", as: Int64.self)
        return ShoppingItem(
            id: try row.id("id"), householdID: try row.id("household_id"), name: try row.string("name"),
            quantity: thousandths.map { Double($0) / 1000 }, unit: try row.string("unit"), recipes: recipes,
            fromPlan: try row.bool("from_plan"), checked: try row.bool("checked"), position: try row.int("position"),
            createdAt: try row.date("created_at"), updatedAt: try row.date("updated_at")
        )
    }
}
