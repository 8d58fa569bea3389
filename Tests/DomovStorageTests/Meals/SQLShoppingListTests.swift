import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLRecipeRepository: plans and the shopping list")
struct SQLShoppingListTests {
    @Test(arguments: TestDatabase.allConfigured())
    func plansComeBackWithTheirEventAndGoWithIt(_ database: TestDatabase) async throws {
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
            try await storage.recipes.savePlan(
                MealPlan(plannerItemID: event.id, householdID: home.id, recipeID: recipe.id, servings: 4, createdAt: base.clock.now))
            let stored = try #require(try await storage.recipes.recipe(id: recipe.id, householdID: home.id))
            let window = DateInterval(start: start.addingTimeInterval(-86_400), end: start.addingTimeInterval(86_400))
            let planned = try await storage.recipes.plannedRecipeItems(householdID: home.id, window: window)
            #expect(
                planned == [
                    PlannedRecipeItem(recipe: stored, servings: 4, item: try #require(try await storage.planner.item(id: event.id)))
                ])
            // A window before it, and another household: nothing. (Items that started up to the
            // longest an item may last before a window come, for the expansion to cut.)
            #expect(
                try await storage.recipes.plannedRecipeItems(
                    householdID: home.id,
                    window: DateInterval(
                        start: start.addingTimeInterval(-86_400 * 4), end: start.addingTimeInterval(-86_400 * 3))
                ).isEmpty)
            let other = try await base.household("Other", owner: jana)
            #expect(try await storage.recipes.plannedRecipeItems(householdID: other.id, window: window).isEmpty)

            try await storage.planner.write(PlannerBatch(deletes: [event.id]))
            #expect(try await storage.recipes.plannedRecipeItems(householdID: home.id, window: window).isEmpty)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aRepeatingPlanComesWithItsEditedOccurrences(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let base = StorageFixtures(storage: storage)
            let jana = try await base.user("jana")
            let home = try await base.household("Home", owner: jana)
            let recipe = SQLRecipeRepositoryTests.recipe(base, "Oats", in: home)
            try await storage.recipes.insert(recipe, photo: nil)
            let prague = TimeZone(identifier: "Europe/Prague")!
            // Every Monday at 7:00 from 2 March 2026, one started long before the window.
            let first = LocalDate(year: 2026, month: 3, day: 2)!.startOfDay(in: prague).addingTimeInterval(7 * 3600)
            let series = PlannerItem(
                id: base.ids(), householdID: home.id, authorID: jana.id, kind: .event, title: "Oats", timeZoneIdentifier: "Europe/Prague",
                when: .timed(start: first, minutes: 10), recurrenceRule: "FREQ=WEEKLY;BYDAY=MO", calendarUID: "oats@domov",
                createdAt: base.clock.now, updatedAt: base.clock.now
            )
            // The occurrence of 20 April moved to Tuesday the 21st.
            let april20 = LocalDate(year: 2026, month: 4, day: 20)!.startOfDay(in: prague).addingTimeInterval(7 * 3600)
            let moved = PlannerItem(
                id: base.ids(), householdID: home.id, authorID: jana.id, kind: .event, title: "Oats", timeZoneIdentifier: "Europe/Prague",
                when: .timed(start: april20.addingTimeInterval(86_400), minutes: 10),
                override: PlannerOverride(seriesID: series.id, originalStart: april20), calendarUID: "oats@domov",
                createdAt: base.clock.now, updatedAt: base.clock.now
            )
            try await storage.planner.write(PlannerBatch(inserts: [series, moved]))
            try await storage.recipes.savePlan(
                MealPlan(plannerItemID: series.id, householdID: home.id, recipeID: recipe.id, servings: 2, createdAt: base.clock.now))

            let range = ShoppingRange(first: LocalDate(year: 2026, month: 4, day: 13)!, last: LocalDate(year: 2026, month: 4, day: 30)!)
            let items = try await storage.recipes.plannedRecipeItems(householdID: home.id, window: ShoppingListBuilder.window(for: range))
            #expect(Set(items.map(\.item.id)) == [series.id, moved.id])
            #expect(items.allSatisfy { $0.servings == 2 && $0.recipe.id == recipe.id })
            // Mondays 13 and 27 April, and the 20th's occurrence on the 21st.
            #expect(
                ShoppingListBuilder.plannedRecipes(from: items, in: range).map(\.day.isoString) == [
                    "2026-04-13", "2026-04-21", "2026-04-27",
                ])

            // "This and following" from 27 April: the later half is a new series, and stays planned.
            let april27 = april20.addingTimeInterval(7 * 86_400)
            var earlier = series
            earlier.recurrenceRule = "FREQ=WEEKLY;BYDAY=MO;UNTIL=20260426T000000Z"
            let later = PlannerItem(
                id: base.ids(), householdID: home.id, authorID: jana.id, kind: .event, title: "Oats", timeZoneIdentifier: "Europe/Prague",
                when: .timed(start: april27.addingTimeInterval(3600), minutes: 10), recurrenceRule: "FREQ=WEEKLY;BYDAY=MO",
                calendarUID: "oats-later@domov", createdAt: base.clock.now, updatedAt: base.clock.now
            )
            var split = PlannerBatch(inserts: [later], updates: [earlier])
            split.continuations[later.id] = series.id
            try await storage.planner.write(split)
            let afterSplit = try await storage.recipes.plannedRecipeItems(
                householdID: home.id, window: ShoppingListBuilder.window(for: range))
            #expect(Set(afterSplit.map(\.item.id)) == [series.id, moved.id, later.id])
            #expect(afterSplit.allSatisfy { $0.servings == 2 && $0.recipe.id == recipe.id })
            #expect(
                ShoppingListBuilder.plannedRecipes(from: afterSplit, in: range).map(\.day.isoString) == [
                    "2026-04-13", "2026-04-21", "2026-04-27",
                ])
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
                ShoppingItem(
                    id: base.ids(), householdID: home.id, name: name, quantity: quantity, unit: quantity == nil ? "" : "g",
                    recipes: fromPlan ? ["Soup", "Stew"] : [], fromPlan: fromPlan, position: position, createdAt: now, updatedAt: now)
            }
            let bread = item("bread", nil, fromPlan: false, position: 0)
            try await storage.recipes.insertShoppingItem(bread)
            let lentils = item("red lentils", 312.5, fromPlan: true, position: 0)
            try await storage.recipes.replacePlannedShoppingItems(
                [lentils, item("carrots", 3, fromPlan: true, position: 1)], householdID: home.id)
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
