import Foundation

/// Planned recipes and the household's shared shopping list.
extension MealsService {
    /// Links a planner event to the recipe it plans, for so many servings (1…100).
    public func recordPlan(
        _ recipeID: ID<Recipe>, plannerItemID: ID<PlannerItem>, servings: Int, in householdID: ID<Household>, by user: User
    ) async throws {
        try await households.requireMember(householdID, user)
        guard try await recipes.recipe(id: recipeID, householdID: householdID) != nil else { throw DomainError.notFound }
        try await recipes.savePlan(
            MealPlan(
                plannerItemID: plannerItemID, householdID: householdID, recipeID: recipeID, servings: servings, createdAt: clock.now()
            ))
    }

    /// Checks a number of servings typed for a plan; the field is named `field`.
    public static func planServings(_ raw: String, default fallback: Int, field: String) throws(ValidationFailure) -> Int {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return fallback }
        guard let value = Int(text), (1...100).contains(value) else {
            throw ValidationFailure([FieldError(field, .outOfRange(minimum: 1, maximum: 100))])
        }
        return value
    }

    /// The planner items that plan a recipe and may have an occurrence in `window` (a series
    /// comes whole, for the caller to expand), with their recipes. Private items are not
    /// filtered out here: a caller shows only those the planner shows the viewer.
    public func plannedMeals(in householdID: ID<Household>, window: DateInterval, for user: User) async throws -> [PlannedRecipeItem] {
        try await households.requireMember(householdID, user)
        return try await recipes.plannedRecipeItems(householdID: householdID, window: window)
    }

    public func shoppingList(in householdID: ID<Household>, for user: User) async throws -> [ShoppingItem] {
        try await households.requireMember(householdID, user)
        return try await recipes.shoppingItems(householdID: householdID)
    }

    /// Replaces the items from plans with the sum of the recipes planned in `range`, a plan that
    /// repeats counted once for each of its occurrences there. An item that was ticked off stays
    /// ticked when the same thing is on the new list. Answers the number of planned recipes
    /// (occurrences) used.
    @discardableResult
    public func buildShoppingList(_ range: ShoppingRange, in householdID: ID<Household>, by user: User) async throws -> Int {
        try await households.requireMember(householdID, user)
        let planned = ShoppingListBuilder.plannedRecipes(
            from: try await recipes.plannedRecipeItems(householdID: householdID, window: ShoppingListBuilder.window(for: range)), in: range
        )
        let existing = try await recipes.shoppingItems(householdID: householdID)
        let ticked = Set(existing.filter { $0.fromPlan && $0.checked }.map(\.key))
        let now = clock.now()
        let items = ShoppingListBuilder.lines(from: planned).enumerated().map { position, line in
            ShoppingItem(
                id: ids(), householdID: householdID, name: line.name, quantity: line.quantity, unit: line.unit, recipes: line.recipes,
                fromPlan: true, checked: ticked.contains(ShoppingListBuilder.key(name: line.name, unit: line.unit)),
                position: position, createdAt: now, updatedAt: now
            )
        }
        try await recipes.replacePlannedShoppingItems(items, householdID: householdID)
        return planned.count
    }

    /// Adds an item typed by hand ("2 l milk", "bread"); the field is `item`.
    @discardableResult
    public func addShoppingItem(_ text: String, in householdID: ID<Household>, by user: User) async throws -> ShoppingItem {
        try await households.requireMember(householdID, user)
        let line = try ValidationFailure.checking {
            try TextRules.requiredText(text, field: "item", maximumLength: 200)
        }
        let ingredient = RecipeIngredientLine.parse(line)
        let existing = try await recipes.shoppingItems(householdID: householdID)
        let now = clock.now()
        let item = ShoppingItem(
            id: ids(), householdID: householdID, name: ingredient.name, quantity: ingredient.quantity, unit: ingredient.unit,
            fromPlan: false, position: (existing.map(\.position).max() ?? -1) + 1, createdAt: now, updatedAt: now
        )
        try await recipes.insertShoppingItem(item)
        return item
    }

    public func setShoppingItem(_ id: ID<ShoppingItem>, checked: Bool, in householdID: ID<Household>, by user: User) async throws {
        try await households.requireMember(householdID, user)
        guard try await recipes.setShoppingItemChecked(id: id, householdID: householdID, checked: checked, at: clock.now()) else {
            throw DomainError.notFound
        }
    }

    public func removeShoppingItem(_ id: ID<ShoppingItem>, in householdID: ID<Household>, by user: User) async throws {
        try await households.requireMember(householdID, user)
        guard try await recipes.deleteShoppingItem(id: id, householdID: householdID) else { throw DomainError.notFound }
    }

    /// The order in which the household's list shows its aisles.
    public func shoppingAisleOrder(in householdID: ID<Household>, for user: User) async throws -> ShoppingAisleOrder {
        try await households.requireMember(householdID, user)
        return try await recipes.shoppingAisleOrder(householdID: householdID) ?? .standard
    }

    /// Moves one aisle a place earlier or later in the household's order, for every member.
    @discardableResult
    public func moveShoppingAisle(
        _ aisle: ShoppingAisle, _ move: ShoppingAisleOrder.Move, in householdID: ID<Household>, by user: User
    ) async throws -> ShoppingAisleOrder {
        let order = try await shoppingAisleOrder(in: householdID, for: user).moving(aisle, move)
        try await recipes.saveShoppingAisleOrder(order, householdID: householdID, at: clock.now())
        return order
    }

    @discardableResult
    public func removeCheckedShoppingItems(in householdID: ID<Household>, by user: User) async throws -> Int {
        try await households.requireMember(householdID, user)
        return try await recipes.deleteCheckedShoppingItems(householdID: householdID)
    }
}
