import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLRecipeRepository: plans and the shopping list")
struct SQLShoppingListTests {
    @Test(arguments: TestDatabase.allConfigured())
    func plansComeBackByDayAndGoWithTheirEvent(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let base = StorageFixtures(storage: storage)
            let jana = try await base.user("jana")
            let home = try await base.household("Home", owner: jana)
            var recipe = SQLRecipeRepositoryTests.recipe(base, "Soup", in: home)
            recipe.nutritionEntered = false
            try await storage.recipes.insert(recipe, photo: nil)
            #expect(try await storage.recipes.recipe(id: recipe.id, householdID: home.id)?.nutritionEntered == false)
            // 23:30 in Prague on 10 March is 22:30 UTC: the plan's day is the 10th in its own zone.
            let start = Date(timeIntervalSince1970: 1_741_645_800)
            let event = PlannerItem(
                id: base.ids(), householdID: home.id, authorID: jana.id, kind: .event, title: "Soup", timeZoneIdentifier: "Europe/Prague",
                when: .timed(start: start, minutes: 30), calendarUID: "soup@domov", createdAt: base.clock.now, updatedAt: base.clock.now
            )
            try await storage.planner.write(PlannerBatch(inserts: [event]))
            try await storage.recipes.savePlan(MealPlan(plannerItemID: event.id, householdID: home.id, recipeID: recipe.id, servings: 4, createdAt: base.clock.now))
            let day = LocalDate(year: 2025, month: 3, day: 10)!
            let planned = try await storage.recipes.plannedRecipes(
                householdID: home.id, start: start.addingTimeInterval(-86_400), end: start.addingTimeInterval(86_400), firstDay: day, lastDay: day
            )
            #expect(planned == [PlannedRecipe(recipe: try #require(try await storage.recipes.recipe(id: recipe.id, householdID: home.id)), servings: 4, day: day)])
            let other = try await base.household("Other", owner: jana)
            #expect(try await storage.recipes.plannedRecipes(
                householdID: other.id, start: start.addingTimeInterval(-86_400), end: start.addingTimeInterval(86_400), firstDay: day, lastDay: day
            ).isEmpty)

            try await storage.planner.write(PlannerBatch(deletes: [event.id]))
            #expect(try await storage.recipes.plannedRecipes(
                householdID: home.id, start: start.addingTimeInterval(-86_400), end: start.addingTimeInterval(86_400), firstDay: day, lastDay: day
            ).isEmpty)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func itemsAreReplacedTickedAndRemovedPerHousehold(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let base = StorageFixtures(storage: storage)
            let jana = try await base.user("jana")
            let home = try await base.household("Home", owner: jana)
            let other = try await base.household("Other", owner: jana)
            let now = base.clock.now
            func item(_ name: String, _ quantity: Double?, fromPlan: Bool, position: Int) -> ShoppingItem {
                ShoppingItem(id: base.ids(), householdID: home.id, name: name, quantity: quantity, unit: quantity == nil ? "" : "g",
                             recipes: fromPlan ? ["Soup", "Stew"] : [], fromPlan: fromPlan, position: position, createdAt: now, updatedAt: now)
            }
            let bread = item("bread", nil, fromPlan: false, position: 0)
            try await storage.recipes.insertShoppingItem(bread)
            let lentils = item("red lentils", 312.5, fromPlan: true, position: 0)
            try await storage.recipes.replacePlannedShoppingItems([lentils, item("carrots", 3, fromPlan: true, position: 1)], householdID: home.id)
            #expect(try await storage.recipes.shoppingItems(householdID: home.id).map(\.name) == ["red lentils", "carrots", "bread"])
            #expect(try await storage.recipes.shoppingItems(householdID: home.id).first == lentils)

            try await storage.recipes.replacePlannedShoppingItems([item("rice", 200, fromPlan: true, position: 0)], householdID: home.id)
            #expect(try await storage.recipes.shoppingItems(householdID: home.id).map(\.name) == ["rice", "bread"])

            #expect(try await storage.recipes.setShoppingItemChecked(id: bread.id, householdID: other.id, checked: true, at: now) == false)
            #expect(try await storage.recipes.deleteShoppingItem(id: bread.id, householdID: other.id) == false)
            #expect(try await storage.recipes.setShoppingItemChecked(id: bread.id, householdID: home.id, checked: true, at: now))
            #expect(try await storage.recipes.shoppingItems(householdID: other.id).isEmpty)
            #expect(try await storage.recipes.deleteCheckedShoppingItems(householdID: home.id) == 1)
            #expect(try await storage.recipes.shoppingItems(householdID: home.id).map(\.name) == ["rice"])
        }
    }
}
