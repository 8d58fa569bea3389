import DomovCore
import Foundation
import Testing

@Suite("Nutrition from ingredients")
struct NutritionEstimateTests {
    static func lines(_ text: String) -> [RecipeIngredient] {
        text.split(separator: "\n").map { RecipeIngredientLine.parse(String($0)) }
    }

    /// Chicken 300 g: 360 kcal, 67.5 P, 0 C, 7.86 F. Rice 120 g: 438, 8.556, 95.94, 0.792.
    /// Olive oil 1 tbsp = 15 ml × 0.92 = 13.8 g: 121.992 kcal, 13.8 F. Two eggs = 100 g: 143, 12.56, 0.72, 9.51.
    /// Whole: 1062.992 kcal, 88.616 P, 96.66 C, 31.962 F; per serving of two: 531.5, 44.3, 48.3, 16.0.
    @Test func perServingIsHandComputed() {
        let estimate = NutritionEstimate(
            ingredients: Self.lines(
                "300 g chicken breast\n120 g basmati rice\n1 tbsp olive oil\n2 eggs\nsalt\n1 handful unicorn dust\n2 slices feta"),
            servings: 2
        )
        #expect(estimate.perServing == Nutrition(kcal: 531.5, protein: 44.3, carbohydrate: 48.3, fat: 16.0))
        #expect(estimate.matches.map(\.food.key) == ["chicken-breast", "basmati-rice", "olive-oil", "egg"])
        #expect(estimate.matches.map(\.grams) == [300, 120, 13.8, 100])
        #expect(estimate.unmatched.map(\.ingredient.name) == ["salt", "unicorn dust", "feta"])
        #expect(estimate.unmatched.map(\.reason) == [.noQuantity, .unknownFood, .unknownUnit])
    }

    @Test func unitsTurnIntoGrams() {
        let estimate = NutritionEstimate(
            ingredients: Self.lines(
                """
                0,5 kg potato\n1 l milk\n2 tsp dried oregano\n1/2 lemon\n2 dl water\n1 pinch cinnamon\n2 cloves garlic\n1 handful spinach\n\
                1 bunch parsley
                """
            ),
            servings: 1
        )
        // 500 g; 1000 ml × 1.03; 2 × 1 g; half of 58 g; 200 ml; 0.4 g; 2 × 3 g; 30 g; 4 × 15 g.
        #expect(estimate.matches.map(\.grams) == [500, 1030, 2, 29, 200, 0.4, 6, 30, 60])
        #expect(estimate.unmatched.isEmpty)
        // Milk: 1030 g × 50 kcal / 100 g = 515 kcal.
        #expect(estimate.matches[1].food.per100g.kcal * estimate.matches[1].grams / 100 == 515)
    }

    @Test func namesMatchInTheSingularWithoutLeadingWordsAndNotes() {
        let estimate = NutritionEstimate(
            ingredients: Self.lines(
                """
                2 red peppers\n300 g lean minced beef\n200 g chicken breast, diced\n1 tsp pepper\n3 tomatoes\n4 peppers\n1 kg brambory\n\
                100 g Kuřecí prsa
                """
            ),
            servings: 1
        )
        #expect(
            estimate.matches.map(\.food.key) == [
                "sweet-pepper", "minced-beef", "chicken-breast", "black-pepper", "tomato", "sweet-pepper", "potato", "chicken-breast",
            ])
        #expect(estimate.matches[0].grams == 238)
    }

    @Test func emptyNutritionFieldsAreComputedTypedOnesOverride() throws {
        var input = RecipeInput(
            name: "Bowl", ingredients: "300 g chicken breast\n120 g basmati rice\n1 tbsp olive oil\n2 eggs\nsalt",
            method: "Cook.", preparationMinutes: "20", servings: "2"
        )
        let computed = try input.validated()
        #expect(!computed.nutritionEntered)
        #expect(computed.nutritionPerServing == Nutrition(kcal: 531.5, protein: 44.3, carbohydrate: 48.3, fat: 16.0))

        input.kcal = "600"
        let entered = try input.validated()
        #expect(entered.nutritionEntered)
        #expect(entered.nutritionPerServing == Nutrition(kcal: 600, protein: 0, carbohydrate: 0, fat: 0))
    }

    @Test func everyStarterIngredientWithAQuantityIsMatched() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../Sources/DomovServer/Resources/starter-recipes.json")
        let starters = try StarterRecipe.collection(from: Data(contentsOf: url))
        #expect(starters.count >= 30)
        for starter in starters {
            let estimate = NutritionEstimate(ingredients: starter.ingredients.map(RecipeIngredientLine.parse), servings: starter.servings)
            #expect(estimate.unmatched.allSatisfy { $0.reason == .noQuantity }, "\(starter.key): \(estimate.unmatched)")
            #expect(estimate.perServing.kcal > 0)
        }
    }
}
