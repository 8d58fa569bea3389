import DomovCore
import Foundation
import Testing

@Suite("Shopping list from planned recipes")
struct ShoppingListBuilderTests {
    static func recipe(_ name: String, servings: Int, _ lines: [String]) -> Recipe {
        let now = Date(timeIntervalSince1970: 0)
        return Recipe(
            id: ID(UUID()), householdID: ID(UUID()), authorID: nil, name: name, summary: "",
            ingredients: lines.map(RecipeIngredientLine.parse),
            method: ["Cook."], preparationMinutes: 10, servings: servings, nutritionPerServing: .zero, createdAt: now, updatedAt: now
        )
    }

    @Test func sameIngredientInTheSameUnitIsSummedAfterScaling() {
        let day = LocalDate(year: 2026, month: 11, day: 23)!
        let soup = Self.recipe("Soup", servings: 4, ["200 g red lentils", "2 carrots", "salt", "1 l water"])
        let stew = Self.recipe("Stew", servings: 2, ["100 g Red Lentils", "1 carrot", "Salt", "500 ml water"])
        // Soup for 6 (× 1.5): 300 g lentils, 3 carrots, 1.5 l water. Stew for 2 as written.
        let lines = ShoppingListBuilder.lines(from: [
            PlannedRecipe(recipe: soup, servings: 6, day: day), PlannedRecipe(recipe: stew, servings: 2, day: day),
        ])
        #expect(lines.map(\.name) == ["red lentils", "carrots", "salt", "water", "carrot", "water"])
        #expect(lines.map(\.quantity) == [400, 3, nil, 1.5, 1, 500])
        #expect(lines.map(\.unit) == ["g", "", "", "l", "", "ml"])
        #expect(lines[0].recipes == ["Soup", "Stew"])
        #expect(lines[2].recipes == ["Soup", "Stew"])
        #expect(lines[3].recipes == ["Soup"])
    }

    @Test func theSameRecipeTwiceAddsUp() {
        let day = LocalDate(year: 2026, month: 11, day: 23)!
        let oats = Self.recipe("Oats", servings: 1, ["60 g rolled oats", "1/3 banana"])
        let lines = ShoppingListBuilder.lines(from: [
            PlannedRecipe(recipe: oats, servings: 1, day: day), PlannedRecipe(recipe: oats, servings: 2, day: day.adding(days: 1)),
        ])
        #expect(lines.map(\.quantity) == [180, 1])
        #expect(lines[0].recipes == ["Oats"])
    }

    @Test func rangesAreCheckedFieldByField() {
        #expect(throws: ValidationFailure([FieldError("from", .required), FieldError("to", .invalidDate)])) {
            try ShoppingRange(from: " ", to: "2026-13-01")
        }
        #expect(throws: ValidationFailure([FieldError("to", .endBeforeStart)])) {
            try ShoppingRange(from: "2026-11-23", to: "2026-11-22")
        }
        #expect(throws: ValidationFailure([FieldError("to", .outOfRange(minimum: 1, maximum: 62))])) {
            try ShoppingRange(from: "2026-01-01", to: "2026-03-05")
        }
        let range = try? ShoppingRange(from: "2026-11-23", to: "2026-11-29")
        #expect(range?.contains(LocalDate(year: 2026, month: 11, day: 29)!) == true)
        #expect(range?.contains(LocalDate(year: 2026, month: 11, day: 30)!) == false)
    }
}
