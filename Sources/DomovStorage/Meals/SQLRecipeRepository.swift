import Crypto
import DomovCore
import Foundation
import SQLKit

public struct SQLRecipeRepository: RecipeRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    /// The columns a list reads: everything but the photo's bytes, plus the like count and the viewer's like.
    static let listColumns: SQLQueryString = """
        meal_recipes.*, meal_recipe_photos.content_type AS photo_type, meal_recipe_photos.digest AS photo_digest,
        meal_recipe_photos.byte_count AS photo_bytes
        """

    public func recipes(matching query: RecipeQuery) async throws -> RecipePage {
        try await database.withConnection { db in
            var condition: SQLQueryString = "meal_recipes.household_id = \(bind: query.householdID.description)"
            for word in TextRules.searchKey(query.name).split(whereSeparator: \.isWhitespace) {
                condition += " AND meal_recipes.name_key LIKE \(bind: LikePattern.containing(word)) ESCAPE '\\'"
            }
            for word in TextRules.searchKey(query.ingredient).split(whereSeparator: \.isWhitespace) {
                condition += " AND meal_recipes.ingredients_key LIKE \(bind: LikePattern.containing(word)) ESCAPE '\\'"
            }
            if let minutes = query.maximumMinutes {
                condition += " AND meal_recipes.preparation_minutes <= \(bind: minutes)"
            }
            let order: SQLQueryString =
                switch query.sort {
                case .likes: "like_count DESC, meal_recipes.created_at DESC, meal_recipes.id"
                case .newest: "meal_recipes.created_at DESC, meal_recipes.name_key, meal_recipes.id"
                case .time: "meal_recipes.preparation_minutes, meal_recipes.name_key, meal_recipes.id"
                }
            let total = try await db.raw("SELECT COUNT(*) AS n FROM meal_recipes WHERE \(condition)").first()?.int("n") ?? 0
            let rows = try await db.raw(
                """
                SELECT \(Self.listColumns),
                (SELECT COUNT(*) FROM meal_recipe_likes WHERE meal_recipe_likes.recipe_id = meal_recipes.id) AS like_count,
                (SELECT COUNT(*) FROM meal_recipe_likes WHERE meal_recipe_likes.recipe_id = meal_recipes.id
                    AND meal_recipe_likes.user_id = \(bind: query.viewerID.description)) AS liked
                FROM meal_recipes LEFT JOIN meal_recipe_photos ON meal_recipe_photos.recipe_id = meal_recipes.id
                WHERE \(condition) ORDER BY \(order) LIMIT \(bind: query.pageSize) OFFSET \(bind: query.offset)
                """
            ).all()
            let listings = try rows.map { row in
                RecipeListing(
                    recipe: try Self.recipe(from: row),
                    likes: RecipeLikes(count: try row.int("like_count"), likedByViewer: try row.int("liked") > 0))
            }
            return RecipePage(listings: listings, total: total)
        }
    }

    public func allRecipes(householdID: ID<Household>, limit: Int) async throws -> [Recipe] {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT \(Self.listColumns) FROM meal_recipes LEFT JOIN meal_recipe_photos ON meal_recipe_photos.recipe_id = meal_recipes.id
                WHERE meal_recipes.household_id = \(bind: householdID.description)
                ORDER BY meal_recipes.created_at DESC, meal_recipes.id LIMIT \(bind: limit)
                """
            ).all().map(Self.recipe(from:))
        }
    }

    public func recipe(id: ID<Recipe>, householdID: ID<Household>) async throws -> Recipe? {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT \(Self.listColumns) FROM meal_recipes LEFT JOIN meal_recipe_photos ON meal_recipe_photos.recipe_id = meal_recipes.id
                WHERE meal_recipes.id = \(bind: id.description) AND meal_recipes.household_id = \(bind: householdID.description)
                """
            ).first().map(Self.recipe(from:))
        }
    }

    public func likes(recipeID: ID<Recipe>, viewerID: ID<User>) async throws -> RecipeLikes {
        try await database.withConnection { db in
            try await Self.likes(db, recipeID: recipeID, viewerID: viewerID)
        }
    }

    public func insert(_ recipe: Recipe, photo: RecipePhoto?, limits: UsageLimits?) async throws {
        try await database.transaction { db in
            try await Self.insert(db, recipe)
            if let photo { try await Self.savePhoto(db, photo, recipeID: recipe.id) }
            if let limits, let authorID = recipe.authorID {
                try await Self.checkLimits(limits, authorID: authorID, addsRecipe: true, photo: photo == nil ? nil : .added, db)
            }
        }
    }

    public func update(_ recipe: Recipe, photo: RecipePhotoChange, limits: UsageLimits?) async throws {
        try await database.transaction { db in
            let photoGrowth: PhotoGrowth? =
                if limits != nil, case .replace(let new) = photo {
                    try await Self.photoGrowth(to: new, recipeID: recipe.id, db)
                } else {
                    nil
                }
            let row = RecipeRow(recipe)
            try await db.raw(
                """
                UPDATE meal_recipes SET name = \(bind: row.name), name_key = \(bind: row.nameKey), summary = \(bind: row.summary),
                ingredients = \(bind: row.ingredients), ingredients_key = \(bind: row.ingredientsKey), method = \(bind: row.method),
                preparation_minutes = \(bind: recipe.preparationMinutes), servings = \(bind: recipe.servings),
                kcal_tenths = \(bind: row.tenths.kcal), protein_tenths = \(bind: row.tenths.protein),
                carbohydrate_tenths = \(bind: row.tenths.carbohydrate), fat_tenths = \(bind: row.tenths.fat),
                nutrition_entered = \(bind: recipe.nutritionEntered ? 1 : 0), image_url = \(bind: recipe.imageURL),
                details = \(bind: row.details), updated_at = \(bind: recipe.updatedAt.storedMilliseconds)
                WHERE id = \(bind: recipe.id.description) AND household_id = \(bind: recipe.householdID.description)
                """
            ).run()
            switch photo {
            case .keep: break
            case .remove: try await db.raw("DELETE FROM meal_recipe_photos WHERE recipe_id = \(bind: recipe.id.description)").run()
            case .replace(let photo): try await Self.savePhoto(db, photo, recipeID: recipe.id)
            }
            if let limits, let photoGrowth, let authorID = try await Self.author(of: recipe.id, db) {
                try await Self.checkLimits(limits, authorID: authorID, addsRecipe: false, photo: photoGrowth, db)
            }
        }
    }

    public func delete(id: ID<Recipe>, householdID: ID<Household>) async throws -> Bool {
        try await database.transaction { db in
            // Children first: SQLite enforces the cascade only with foreign keys on, and this does not depend on it.
            guard
                try await db.raw(
                    """
                    SELECT id FROM meal_recipes WHERE id = \(bind: id.description) AND household_id = \(bind: householdID.description)
                    """
                ).first() != nil
            else { return false }
            try await db.raw("DELETE FROM meal_recipe_likes WHERE recipe_id = \(bind: id.description)").run()
            try await db.raw("DELETE FROM meal_recipe_photos WHERE recipe_id = \(bind: id.description)").run()
            try await db.raw("DELETE FROM meal_recipes WHERE id = \(bind: id.description)").run()
            return true
        }
    }

    public func photo(recipeID: ID<Recipe>, householdID: ID<Household>) async throws -> RecipePhoto? {
        try await database.withConnection { db in
            guard
                let row = try await db.raw(
                    """
                    SELECT meal_recipe_photos.content_type, meal_recipe_photos.data FROM meal_recipe_photos
                    JOIN meal_recipes ON meal_recipes.id = meal_recipe_photos.recipe_id
                    WHERE meal_recipe_photos.recipe_id = \(bind: recipeID.description) AND meal_recipes.household_id = \
                    \(bind: householdID.description)
                    """
                ).first()
            else { return nil }
            let type = try row.string("content_type")
            guard let contentType = RecipePhotoType(rawValue: type), let bytes = Data(base64Encoded: try row.string("data")) else {
                throw StoredValueError(column: "meal_recipe_photos", value: type)
            }
            return RecipePhoto(contentType: contentType, bytes: Array(bytes))
        }
    }

    public func toggleLike(recipeID: ID<Recipe>, userID: ID<User>, at date: Date) async throws -> RecipeLikes {
        try await database.transaction { db in
            let removed = try await db.raw(
                """
                DELETE FROM meal_recipe_likes WHERE recipe_id = \(bind: recipeID.description) AND user_id = \(bind: userID.description)
                RETURNING user_id
                """
            ).all()
            if removed.isEmpty {
                try await db.raw(
                    """
                    INSERT INTO meal_recipe_likes (recipe_id, user_id, liked_at)
                    VALUES (\(bind: recipeID.description), \(bind: userID.description), \(bind: date.storedMilliseconds))
                    ON CONFLICT (recipe_id, user_id) DO NOTHING
                    """
                ).run()
            }
            return try await Self.likes(db, recipeID: recipeID, viewerID: userID)
        }
    }

    public func seedStarters(_ recipes: [Recipe], householdID: ID<Household>, at date: Date) async throws -> Int {
        try await database.transaction { db in
            let existing = Set(
                try await db.raw(
                    """
                    SELECT starter_key FROM meal_recipes WHERE household_id = \(bind: householdID.description) AND starter_key IS NOT NULL
                    """
                ).all().map { try $0.string("starter_key") })
            var added = 0
            for recipe in recipes where recipe.householdID == householdID {
                guard let key = recipe.starterKey, !existing.contains(key) else { continue }
                try await Self.insert(db, recipe)
                added += 1
            }
            try await db.raw(
                """
                INSERT INTO meal_starter_seedings (household_id, seeded_at) VALUES (\(bind: householdID.description), \
                \(bind: date.storedMilliseconds))
                ON CONFLICT (household_id) DO NOTHING
                """
            ).run()
            return added
        }
    }

    public func wasSeeded(householdID: ID<Household>) async throws -> Bool {
        try await database.withConnection { db in
            try await db.raw("SELECT household_id FROM meal_starter_seedings WHERE household_id = \(bind: householdID.description)").first()
                != nil
        }
    }

    public func personalData(userID: ID<User>) async throws -> PersonalData? {
        try await database.withConnection { db in
            try await db.raw("SELECT * FROM meal_personal_data WHERE user_id = \(bind: userID.description)").first().map(
                RecipeRow.personalData(from:))
        }
    }

    public func savePersonalData(_ data: PersonalData, userID: ID<User>, at date: Date) async throws {
        try await database.withConnection { db in
            try await db.raw(
                """
                INSERT INTO meal_personal_data (user_id, sex, weight_tenths, height_tenths, age_years, activity, goal, equation, \
                energy_rule, updated_at)
                VALUES (\(bind: userID.description), \(bind: data.sex.rawValue), \(bind: RecipeRow.tenths(data.weightKg)),
                \(bind: RecipeRow.tenths(data.heightCm)), \(bind: data.ageYears), \(bind: data.activity.rawValue), \
                \(bind: data.goal.rawValue),
                \(bind: data.equation.rawValue), \(bind: data.energyRule.rawValue), \(bind: date.storedMilliseconds))
                ON CONFLICT (user_id) DO UPDATE SET sex = excluded.sex, weight_tenths = excluded.weight_tenths,
                height_tenths = excluded.height_tenths, age_years = excluded.age_years, activity = excluded.activity,
                goal = excluded.goal, equation = excluded.equation, energy_rule = excluded.energy_rule, updated_at = excluded.updated_at
                """
            ).run()
        }
    }

    // MARK: Rows

    private static func insert(_ db: any SQLDatabase, _ recipe: Recipe) async throws {
        let row = RecipeRow(recipe)
        try await db.raw(
            """
            INSERT INTO meal_recipes (id, household_id, author_id, name, name_key, summary, ingredients, ingredients_key, method,
            preparation_minutes, servings, kcal_tenths, protein_tenths, carbohydrate_tenths, fat_tenths, nutrition_entered, image_url,
            details, starter_key, created_at, updated_at)
            VALUES (\(bind: recipe.id.description), \(bind: recipe.householdID.description), \(bind: recipe.authorID?.description),
            \(bind: row.name), \(bind: row.nameKey), \(bind: row.summary), \(bind: row.ingredients), \(bind: row.ingredientsKey),
            \(bind: row.method), \(bind: recipe.preparationMinutes), \(bind: recipe.servings), \(bind: row.tenths.kcal),
            \(bind: row.tenths.protein), \(bind: row.tenths.carbohydrate), \(bind: row.tenths.fat),
            \(bind: recipe.nutritionEntered ? 1 : 0), \(bind: recipe.imageURL), \(bind: row.details), \(bind: recipe.starterKey),
            \(bind: recipe.createdAt.storedMilliseconds), \(bind: recipe.updatedAt.storedMilliseconds))
            """
        ).run()
    }

    private static func savePhoto(_ db: any SQLDatabase, _ photo: RecipePhoto, recipeID: ID<Recipe>) async throws {
        let digest = SHA256.hash(data: photo.bytes).map { String(format: "%02x", $0) }.joined()
        try await db.raw("DELETE FROM meal_recipe_photos WHERE recipe_id = \(bind: recipeID.description)").run()
        try await db.raw(
            """
            INSERT INTO meal_recipe_photos (recipe_id, content_type, digest, byte_count, data)
            VALUES (\(bind: recipeID.description), \(bind: photo.contentType.rawValue), \(bind: digest), \(bind: photo.bytes.count),
            \(bind: Data(photo.bytes).base64EncodedString()))
            """
        ).run()
    }

    private static func likes(_ db: any SQLDatabase, recipeID: ID<Recipe>, viewerID: ID<User>) async throws -> RecipeLikes {
        let row = try await db.raw(
            """
            SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN user_id = \(bind: viewerID.description) THEN 1 ELSE 0 END), 0) AS mine
            FROM meal_recipe_likes WHERE recipe_id = \(bind: recipeID.description)
            """
        ).first()
        return RecipeLikes(count: try row?.int("n") ?? 0, likedByViewer: (try row?.int("mine") ?? 0) > 0)
    }

    static func recipe(from row: any SQLRow) throws -> Recipe {
        try RecipeRow.recipe(from: row)
    }
}
