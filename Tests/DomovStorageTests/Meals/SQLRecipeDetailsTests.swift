import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// What migration 30 added to meals: a recipe's source details, the energy rule of personal
/// data, and a household's order of the shopping list's groups.
@Suite("SQLRecipeRepository: details, energy rule, aisle order")
struct SQLRecipeDetailsTests {
    @Test(arguments: TestDatabase.allConfigured())
    func aRecipesSourceDetailsComeBackAndChange(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let base = StorageFixtures(storage: storage)
            let jana = try await base.user("jana")
            let home = try await base.household("Home", owner: jana)
            let plain = SQLRecipeRepositoryTests.recipe(base, "Soup", in: home)
            try await storage.recipes.insert(plain, photo: nil)
            #expect(try await storage.recipes.recipe(id: plain.id, householdID: home.id)?.details == RecipeDetails())

            var recipe = SQLRecipeRepositoryTests.recipe(base, "Curry", in: home)
            recipe.details = RecipeDetails(
                author: "Ana \"Green Pan\"", category: "Hlavní jídlo", cuisine: "Indian", keywords: ["kari", "vegan"], prepMinutes: 15,
                cookMinutes: 30)
            try await storage.recipes.insert(recipe, photo: nil)
            var stored = try #require(try await storage.recipes.recipe(id: recipe.id, householdID: home.id))
            #expect(stored.details == recipe.details)

            stored.details.cookMinutes = nil
            stored.details.keywords = []
            try await storage.recipes.update(stored, photo: .keep)
            #expect(
                try await storage.recipes.recipe(id: recipe.id, householdID: home.id)?.details
                    == RecipeDetails(author: "Ana \"Green Pan\"", category: "Hlavní jídlo", cuisine: "Indian", prepMinutes: 15))
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func theEnergyRuleIsKeptWithThePersonalData(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let base = StorageFixtures(storage: storage)
            let jana = try await base.user("jana")
            var data = PersonalData(sex: .male, weightKg: 80, heightCm: 180, ageYears: 30, activity: .heavy, goal: .muscleGain)
            try await storage.recipes.savePersonalData(data, userID: jana.id, at: base.clock.now)
            #expect(try await storage.recipes.personalData(userID: jana.id)?.energyRule == .seed)
            data.energyRule = .activityBased
            try await storage.recipes.savePersonalData(data, userID: jana.id, at: base.clock.now)
            #expect(try await storage.recipes.personalData(userID: jana.id) == data)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aHouseholdsAisleOrderIsItsOwn(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let base = StorageFixtures(storage: storage)
            let jana = try await base.user("jana")
            let home = try await base.household("Home", owner: jana)
            let other = try await base.household("Other", owner: jana)
            #expect(try await storage.recipes.shoppingAisleOrder(householdID: home.id) == nil)
            let dairyFirst = ShoppingAisleOrder.standard.moving(.dairy, .up).moving(.dairy, .up)
            try await storage.recipes.saveShoppingAisleOrder(dairyFirst, householdID: home.id, at: base.clock.now)
            #expect(try await storage.recipes.shoppingAisleOrder(householdID: home.id) == dairyFirst)
            let changed = dairyFirst.moving(.spices, .up)
            try await storage.recipes.saveShoppingAisleOrder(changed, householdID: home.id, at: base.clock.now)
            #expect(try await storage.recipes.shoppingAisleOrder(householdID: home.id) == changed)
            #expect(try await storage.recipes.shoppingAisleOrder(householdID: other.id) == nil)
        }
    }
}
