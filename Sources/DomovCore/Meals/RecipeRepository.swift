import Foundation

/// Where recipes, their photos and likes, and people's personal data live. Every method is
/// one transaction; household-scoped methods answer nil or false for another household's ids.
public protocol RecipeRepository: Sendable {
    func recipes(matching query: RecipeQuery) async throws -> RecipePage
    /// Every recipe of the household (for ranking against a meal), newest first, at most `limit`.
    func allRecipes(householdID: ID<Household>, limit: Int) async throws -> [Recipe]
    func recipe(id: ID<Recipe>, householdID: ID<Household>) async throws -> Recipe?
    func likes(recipeID: ID<Recipe>, viewerID: ID<User>) async throws -> RecipeLikes
    /// Inserts the recipe with its photo, if any, together. With `limits`, throws
    /// `UsageLimitReached` (writing nothing) when the author would pass them.
    func insert(_ recipe: Recipe, photo: RecipePhoto?, limits: UsageLimits?) async throws
    /// Updates the recipe; `photo` replaces, removes or keeps its photo in the same transaction.
    /// With `limits`, a new or larger photo that takes the recipe's author past them throws
    /// `UsageLimitReached` and nothing is written.
    func update(_ recipe: Recipe, photo: RecipePhotoChange, limits: UsageLimits?) async throws
    /// Deletes the recipe with its photo and likes. False if there was none.
    func delete(id: ID<Recipe>, householdID: ID<Household>) async throws -> Bool
    func photo(recipeID: ID<Recipe>, householdID: ID<Household>) async throws -> RecipePhoto?
    /// Likes or unlikes for the user; answers the new state.
    func toggleLike(recipeID: ID<Recipe>, userID: ID<User>, at: Date) async throws -> RecipeLikes

    /// Adds the starter recipes whose keys the household does not have yet and records that the
    /// household was seeded, so emptying the list later does not bring them back. Answers how many were added.
    func seedStarters(_ recipes: [Recipe], householdID: ID<Household>, at: Date) async throws -> Int
    func wasSeeded(householdID: ID<Household>) async throws -> Bool

    func personalData(userID: ID<User>) async throws -> PersonalData?
    func savePersonalData(_ data: PersonalData, userID: ID<User>, at: Date) async throws

    // MARK: Plans and the shopping list

    /// Records that a planner event plans a recipe (the link goes when the event or recipe does).
    func savePlan(_ plan: MealPlan) async throws
    /// The household's planner items that plan a recipe and may have an occurrence in `window`:
    /// one-time items that can reach it, every repeating one, and the edited occurrences of
    /// those (with the series' recipe and servings). Items of recipes since deleted are left out.
    func plannedRecipeItems(householdID: ID<Household>, window: DateInterval) async throws -> [PlannedRecipeItem]
    /// The list in order: items from plans first, then items added by hand.
    func shoppingItems(householdID: ID<Household>) async throws -> [ShoppingItem]
    /// Replaces the items from plans with `items` in one transaction; hand-added items stay.
    func replacePlannedShoppingItems(_ items: [ShoppingItem], householdID: ID<Household>) async throws
    func insertShoppingItem(_ item: ShoppingItem) async throws
    /// False when the household has no such item.
    func setShoppingItemChecked(id: ID<ShoppingItem>, householdID: ID<Household>, checked: Bool, at: Date) async throws -> Bool
    func deleteShoppingItem(id: ID<ShoppingItem>, householdID: ID<Household>) async throws -> Bool
    /// Removes the ticked items; answers how many.
    func deleteCheckedShoppingItems(householdID: ID<Household>) async throws -> Int
    /// The order the household chose for the list's aisles; nil while it keeps the standard one.
    func shoppingAisleOrder(householdID: ID<Household>) async throws -> ShoppingAisleOrder?
    func saveShoppingAisleOrder(_ order: ShoppingAisleOrder, householdID: ID<Household>, at: Date) async throws
}

extension RecipeRepository {
    /// Without limits: seeding, restoring and tests.
    public func insert(_ recipe: Recipe, photo: RecipePhoto?) async throws {
        try await insert(recipe, photo: photo, limits: nil)
    }

    public func update(_ recipe: Recipe, photo: RecipePhotoChange) async throws {
        try await update(recipe, photo: photo, limits: nil)
    }
}

/// What an edit does to a recipe's photo.
public enum RecipePhotoChange: Sendable, Equatable {
    case keep
    case remove
    case replace(RecipePhoto)
}
