import Foundation

/// The meals module's use cases: who may see and change which recipe, likes, personal data.
public struct MealsService: Sendable {
    public let recipes: any RecipeRepository
    public let households: any HouseholdRepository
    public let clock: WallClock
    public let ids: IDGenerator
    /// The starter collection, seeded into a household on its first visit.
    public let starters: [StarterRecipe]
    /// How many recipes and photos, and how many photo bytes, each author may keep.
    public let limits: UsageLimits

    public init(
        recipes: any RecipeRepository, households: any HouseholdRepository, clock: WallClock, ids: IDGenerator, starters: [StarterRecipe],
        limits: UsageLimits = .standard
    ) {
        self.recipes = recipes
        self.households = households
        self.clock = clock
        self.ids = ids
        self.starters = starters
        self.limits = limits
    }

    // MARK: Recipes

    /// A page of the household's recipes; seeds the starter collection on the household's first visit,
    /// in the language of the member who makes it (`language`, the one they read Domov in).
    public func list(_ query: RecipeQuery, for user: User, language: Language) async throws -> RecipePage {
        try await households.requireMember(query.householdID, user)
        if try await !recipes.wasSeeded(householdID: query.householdID) {
            try await seedStarters(into: query.householdID, for: user, language: language)
        }
        return try await recipes.recipes(matching: query)
    }

    public func recipe(_ id: ID<Recipe>, in householdID: ID<Household>, for user: User) async throws -> RecipeListing {
        try await households.requireMember(householdID, user)
        guard let recipe = try await recipes.recipe(id: id, householdID: householdID) else { throw DomainError.notFound }
        return RecipeListing(recipe: recipe, likes: try await recipes.likes(recipeID: id, viewerID: user.id))
    }

    public func create(_ input: RecipeInput, photo: RecipePhoto?, in householdID: ID<Household>, by user: User) async throws -> Recipe {
        try await households.requireMember(householdID, user)
        let draft = try input.validated()
        let now = clock.now()
        let recipe = Recipe(
            id: ids(), householdID: householdID, authorID: user.id, content: draft,
            photo: photo.map { RecipePhotoInfo(contentType: $0.contentType, digest: "", byteCount: $0.bytes.count) },
            createdAt: now, updatedAt: now
        )
        try await Self.showingLimits { try await recipes.insert(recipe, photo: photo, limits: limits) }
        return try await recipes.recipe(id: recipe.id, householdID: householdID) ?? recipe
    }

    @discardableResult
    public func update(_ id: ID<Recipe>, in householdID: ID<Household>, with input: RecipeInput, photo: RecipePhotoChange, by user: User)
        async throws -> Recipe
    {
        try await households.requireMember(householdID, user)
        guard var recipe = try await recipes.recipe(id: id, householdID: householdID) else { throw DomainError.notFound }
        let draft = try input.validated()
        recipe.content = draft
        recipe.updatedAt = clock.now()
        try await Self.showingLimits { try await recipes.update(recipe, photo: photo, limits: limits) }
        return try await recipes.recipe(id: id, householdID: householdID) ?? recipe
    }

    /// A limit reached is a problem with the form: the recipe's name for the number of recipes,
    /// its photo for photos.
    private static func showingLimits(_ write: () async throws -> Void) async throws {
        do {
            try await write()
        } catch let reached as UsageLimitReached {
            throw ValidationFailure(reached.limit == .recipes ? "name" : "photo", .limitReached(reached))
        }
    }

    public func delete(_ id: ID<Recipe>, in householdID: ID<Household>, by user: User) async throws {
        try await households.requireMember(householdID, user)
        guard try await recipes.delete(id: id, householdID: householdID) else { throw DomainError.notFound }
    }

    public func photo(of id: ID<Recipe>, in householdID: ID<Household>, for user: User) async throws -> RecipePhoto {
        try await households.requireMember(householdID, user)
        guard let photo = try await recipes.photo(recipeID: id, householdID: householdID) else { throw DomainError.notFound }
        return photo
    }

    public func toggleLike(_ id: ID<Recipe>, in householdID: ID<Household>, by user: User) async throws -> RecipeLikes {
        try await households.requireMember(householdID, user)
        guard try await recipes.recipe(id: id, householdID: householdID) != nil else { throw DomainError.notFound }
        return try await recipes.toggleLike(recipeID: id, userID: user.id, at: clock.now())
    }

    /// Adds the starter recipes the household does not have yet, written in `language`; answers how many.
    @discardableResult
    public func seedStarters(into householdID: ID<Household>, for user: User, language: Language) async throws -> Int {
        try await households.requireMember(householdID, user)
        let now = clock.now()
        let seeded = try starters.map { starter in
            let draft = try starter.input(in: language).validated()
            return Recipe(
                id: ids(), householdID: householdID, authorID: nil, name: draft.name, summary: draft.summary,
                ingredients: draft.ingredients, method: draft.method, preparationMinutes: draft.preparationMinutes,
                servings: draft.servings, nutritionPerServing: draft.nutritionPerServing, nutritionEntered: draft.nutritionEntered,
                starterKey: starter.key,
                createdAt: now, updatedAt: now
            )
        }
        return try await recipes.seedStarters(seeded, householdID: householdID, at: now)
    }

    // MARK: Personal data and the ideal meal

    public func personalData(of user: User) async throws -> PersonalData? {
        try await recipes.personalData(userID: user.id)
    }

    @discardableResult
    public func savePersonalData(_ input: PersonalDataInput, for user: User) async throws -> PersonalData {
        let data = try input.validated()
        try await recipes.savePersonalData(data, userID: user.id, at: clock.now())
        return data
    }

    /// The household's recipes closest to the user's ideal meal, best first.
    public func recipesFitting(_ meal: IdealMeal, in householdID: ID<Household>, for user: User, limit: Int = 10) async throws -> [(
        recipe: Recipe, nutrition: Nutrition, distance: Double
    )] {
        try await households.requireMember(householdID, user)
        let all = try await recipes.allRecipes(householdID: householdID, limit: 1000)
        return RecipeFit.ranked(all, for: meal.targets, limit: limit)
    }
}
