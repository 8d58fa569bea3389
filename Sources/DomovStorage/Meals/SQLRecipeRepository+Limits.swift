import DomovCore
import SQLKit

/// `UsageLimits` for recipes: a new recipe, a new photo or a larger one must leave the author
/// within their limits. Removing a photo, a smaller one and editing text are never refused.
extension SQLRecipeRepository {
    enum PhotoGrowth {
        /// The recipe had no photo: one more to count.
        case added
        /// A larger photo replaces the one it had.
        case enlarged
    }

    /// What putting `photo` on the recipe does to its author's photos; nil when it is not larger.
    static func photoGrowth(to photo: RecipePhoto, recipeID: ID<Recipe>, _ db: any SQLDatabase) async throws -> PhotoGrowth? {
        let before = try await db.raw("SELECT byte_count FROM meal_recipe_photos WHERE recipe_id = \(bind: recipeID.description)")
            .first().map { try $0.decode(column: "byte_count", as: Int.self) }
        guard let before else { return .added }
        return photo.bytes.count > before ? .enlarged : nil
    }

    /// The recipe's author as stored, whoever edits it: a photo counts against the author.
    static func author(of recipeID: ID<Recipe>, _ db: any SQLDatabase) async throws -> ID<User>? {
        guard let row = try await db.raw("SELECT author_id FROM meal_recipes WHERE id = \(bind: recipeID.description)").first(),
            try !row.decodeNil(column: "author_id")
        else { return nil }
        return try row.id("author_id")
    }

    /// Run after the write, inside its transaction, so the counts include it; throws
    /// `UsageLimitReached` to roll it back. See `UserUsage` for what concurrent writes can do.
    static func checkLimits(_ limits: UsageLimits, authorID: ID<User>, addsRecipe: Bool, photo: PhotoGrowth?, _ db: any SQLDatabase)
        async throws
    {
        guard addsRecipe || photo != nil else { return }
        try await UserUsage.lock(authorID, db)
        let usage = try await UserUsage.recipes(of: authorID, db)
        if addsRecipe, usage.recipes > limits.recipes { throw UsageLimitReached(.recipes, maximum: limits.recipes) }
        if photo == .added, usage.photos > limits.photos { throw UsageLimitReached(.photos, maximum: limits.photos) }
        if photo != nil, usage.photoBytes > limits.photoBytes { throw UsageLimitReached(.photoBytes, maximum: limits.photoBytes) }
    }
}
