import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLRecipeRepository")
struct SQLRecipeRepositoryTests {
    static func recipe(
        _ base: StorageFixtures, _ name: String, in household: Household, minutes: Int = 20,
        ingredients: [String] = ["200 g chicken breast"],
        starterKey: String? = nil, author: User? = nil
    ) -> Recipe {
        Recipe(
            id: base.ids(), householdID: household.id, authorID: author?.id, name: name, summary: "Quick & healthy",
            ingredients: ingredients.map(RecipeIngredientLine.parse), method: ["Cook it.", "Eat it."], preparationMinutes: minutes,
            servings: 2,
            nutritionPerServing: Nutrition(kcal: 412.5, protein: 31.2, carbohydrate: 40, fat: 9.9), starterKey: starterKey,
            createdAt: base.clock.now, updatedAt: base.clock.now
        )
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aRecipeComesBackExactlyWithItsPhoto(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let base = StorageFixtures(storage: storage)
            let jana = try await base.user("jana")
            let home = try await base.household("Home", owner: jana)
            let recipe = Self.recipe(
                base, "Kuřecí s rýží", in: home, ingredients: ["200 g chicken breast", "1/2 lemon", "salt"], author: jana)
            let photo = RecipePhoto(contentType: .png, bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
            try await storage.recipes.insert(recipe, photo: photo)
            let stored = try #require(try await storage.recipes.recipe(id: recipe.id, householdID: home.id))
            #expect(stored.name == recipe.name)
            #expect(stored.ingredients == recipe.ingredients)
            #expect(stored.method == recipe.method)
            #expect(stored.nutritionPerServing == recipe.nutritionPerServing)
            #expect(stored.authorID == jana.id)
            #expect(stored.photo?.contentType == .png)
            #expect(stored.photo?.byteCount == 11)
            #expect(stored.photo?.digest.count == 64)
            #expect(try await storage.recipes.photo(recipeID: recipe.id, householdID: home.id) == photo)

            var edited = stored
            edited.name = "Kuře s rýží"
            try await storage.recipes.update(edited, photo: .remove)
            let after = try #require(try await storage.recipes.recipe(id: recipe.id, householdID: home.id))
            #expect(after.name == "Kuře s rýží")
            #expect(after.photo == nil)
            #expect(try await storage.recipes.photo(recipeID: recipe.id, householdID: home.id) == nil)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func anotherHouseholdSeesNothing(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let base = StorageFixtures(storage: storage)
            let jana = try await base.user("jana")
            let home = try await base.household("Home", owner: jana)
            let other = try await base.household("Other", owner: jana)
            let recipe = Self.recipe(base, "Soup", in: home)
            try await storage.recipes.insert(recipe, photo: RecipePhoto(contentType: .jpeg, bytes: [0xFF, 0xD8, 0xFF]))
            #expect(try await storage.recipes.recipe(id: recipe.id, householdID: other.id) == nil)
            #expect(try await storage.recipes.photo(recipeID: recipe.id, householdID: other.id) == nil)
            #expect(try await storage.recipes.delete(id: recipe.id, householdID: other.id) == false)
            #expect(try await storage.recipes.recipes(matching: RecipeQuery(householdID: other.id, viewerID: jana.id)).total == 0)
            #expect(try await storage.recipes.delete(id: recipe.id, householdID: home.id))
            #expect(try await base.rows(in: "meal_recipe_photos") == 0)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func likesToggleOnePerUser(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let base = StorageFixtures(storage: storage)
            let jana = try await base.user("jana")
            let petr = try await base.user("petr")
            let home = try await base.household("Home", owner: jana)
            try await base.join(home, petr)
            let recipe = Self.recipe(base, "Soup", in: home)
            try await storage.recipes.insert(recipe, photo: nil)
            let now = base.clock.now
            #expect(
                try await storage.recipes.toggleLike(recipeID: recipe.id, userID: jana.id, at: now)
                    == RecipeLikes(count: 1, likedByViewer: true))
            #expect(
                try await storage.recipes.toggleLike(recipeID: recipe.id, userID: petr.id, at: now)
                    == RecipeLikes(count: 2, likedByViewer: true))
            #expect(
                try await storage.recipes.toggleLike(recipeID: recipe.id, userID: jana.id, at: now)
                    == RecipeLikes(count: 1, likedByViewer: false))
            #expect(try await storage.recipes.likes(recipeID: recipe.id, viewerID: jana.id) == RecipeLikes(count: 1, likedByViewer: false))
            #expect(try await storage.recipes.likes(recipeID: recipe.id, viewerID: petr.id) == RecipeLikes(count: 1, likedByViewer: true))
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func searchFilterSortAndPages(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let base = StorageFixtures(storage: storage)
            let jana = try await base.user("jana")
            let home = try await base.household("Home", owner: jana)
            for index in 1...12 {
                base.clock.advance(by: 60)
                try await storage.recipes.insert(
                    Self.recipe(base, "Recipe \(index)", in: home, minutes: index * 5, ingredients: ["100 g rice"]), photo: nil)
            }
            base.clock.advance(by: 60)
            let salad = Self.recipe(base, "Čočkový salát", in: home, minutes: 15, ingredients: ["200 g Čočka", "1 okurka"])
            try await storage.recipes.insert(salad, photo: nil)
            _ = try await storage.recipes.toggleLike(recipeID: salad.id, userID: jana.id, at: base.clock.now)

            var query = RecipeQuery(householdID: home.id, viewerID: jana.id)
            let first = try await storage.recipes.recipes(matching: query)
            #expect(first.total == 13)
            #expect(first.listings.count == 10)
            #expect(first.listings.first?.recipe.name == "Čočkový salát")
            query.page = 2
            #expect(try await storage.recipes.recipes(matching: query).listings.count == 3)

            query = RecipeQuery(householdID: home.id, viewerID: jana.id)
            query.name = "cockovy"
            #expect(try await storage.recipes.recipes(matching: query).listings.map(\.recipe.name) == ["Čočkový salát"])
            query.name = ""
            query.ingredient = "cocka"
            #expect(try await storage.recipes.recipes(matching: query).listings.map(\.recipe.id) == [salad.id])
            query.ingredient = "100%"
            #expect(try await storage.recipes.recipes(matching: query).total == 0)

            query = RecipeQuery(householdID: home.id, viewerID: jana.id)
            query.maximumMinutes = 15
            query.sort = .time
            #expect(try await storage.recipes.recipes(matching: query).listings.map(\.recipe.preparationMinutes) == [5, 10, 15, 15])
            query.sort = .likes
            let liked = try await storage.recipes.recipes(matching: query).listings
            #expect(liked.first?.recipe.id == salad.id)
            #expect(liked.first?.likes == RecipeLikes(count: 1, likedByViewer: true))
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func startersAreSeededOnce(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let base = StorageFixtures(storage: storage)
            let jana = try await base.user("jana")
            let home = try await base.household("Home", owner: jana)
            #expect(try await storage.recipes.wasSeeded(householdID: home.id) == false)
            let starters = ["a", "b"].map { Self.recipe(base, "Starter \($0)", in: home, starterKey: $0) }
            #expect(try await storage.recipes.seedStarters(starters, householdID: home.id, at: base.clock.now) == 2)
            #expect(try await storage.recipes.wasSeeded(householdID: home.id))
            let again = ["a", "b", "c"].map { Self.recipe(base, "Starter \($0)", in: home, starterKey: $0) }
            #expect(try await storage.recipes.seedStarters(again, householdID: home.id, at: base.clock.now) == 1)
            #expect(try await base.rows(in: "meal_recipes") == 3)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func personalDataIsKeptPerUser(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let base = StorageFixtures(storage: storage)
            let jana = try await base.user("jana")
            #expect(try await storage.recipes.personalData(userID: jana.id) == nil)
            var data = PersonalData(sex: .female, weightKg: 62.5, heightCm: 168, ageYears: 34, activity: .mild, goal: .weightLoss)
            try await storage.recipes.savePersonalData(data, userID: jana.id, at: base.clock.now)
            #expect(try await storage.recipes.personalData(userID: jana.id) == data)
            data.goal = .muscleGain
            data.equation = .mifflinStJeor
            try await storage.recipes.savePersonalData(data, userID: jana.id, at: base.clock.now)
            #expect(try await storage.recipes.personalData(userID: jana.id) == data)
            #expect(try await base.rows(in: "meal_personal_data") == 1)
        }
    }
}
