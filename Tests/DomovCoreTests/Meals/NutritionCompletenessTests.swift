import DomovCore
import Foundation
import Testing

/// A computed sum stands as the recipe's nutrition only when the counted lines make up most of the
/// recipe by weight; otherwise the recipe is not ranked, not exported with nutrition, not stored with it.
@Suite("Incomplete nutrition")
struct NutritionCompletenessTests {
    static func estimate(_ lines: String, servings: Int = 1) -> NutritionEstimate {
        NutritionEstimate(ingredients: lines.split(separator: "\n").map { RecipeIngredientLine.parse(String($0)) }, servings: servings)
    }

    static func recipe(_ lines: String, entered: Nutrition? = nil) -> Recipe {
        Recipe(
            id: ID(UUID()), householdID: ID(UUID()), authorID: nil, name: lines, summary: "",
            ingredients: lines.split(separator: "\n").map { RecipeIngredientLine.parse(String($0)) }, method: ["Cook."],
            preparationMinutes: 10, servings: 1, nutritionPerServing: entered ?? .zero, nutritionEntered: entered != nil,
            createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0)
        )
    }

    @Test func countedLinesMustBeMostOfTheWeight() {
        // 400 of 500 g counted: exactly 80 %.
        let enough = Self.estimate("400 g kuřecích prsou\n100 g dračího ovoce")
        #expect(enough.countedShare == 0.8)
        #expect(enough.isComplete)
        #expect(enough.missing.map(\.ingredient.name) == ["dračího ovoce"])
        // 300 of 500 g: 60 %.
        let tooLittle = Self.estimate("300 g chicken breast\n200 ml unicorn tears")
        #expect(tooLittle.countedShare == 0.6)
        #expect(!tooLittle.isComplete)
    }

    @Test func aLineThatCannotBeWeighedMakesItIncomplete() {
        let estimate = Self.estimate("500 g brambor\n2 jednorožci\n3 slices feta")
        #expect(estimate.countedShare == nil)
        #expect(!estimate.isComplete)
        #expect(estimate.missing.map(\.reason) == [.unknownFood, .unknownUnit])
        // The same without a weight and not a seasoning: "olej na smažení" is not negligible.
        #expect(!Self.estimate("500 g brambor\nolej na smažení").isComplete)
    }

    @Test func seasoningsToTasteAndPinchesAreNegligible() {
        let estimate = Self.estimate(
            """
            500 g brambor\nsůl\npepř\nmajoránka\nsalt to taste\nšpetka muškátového květu\nšpetka tajného koření\nzelená nať \
            na ozdobu\nvoda
            """
        )
        #expect(estimate.isComplete)
        #expect(estimate.countedShare == 1)
        #expect(estimate.missing.isEmpty)
        #expect(estimate.unmatched.allSatisfy { $0.isNegligible })
        #expect(estimate.matches.map(\.food.key) == ["potato", "nutmeg"])
    }

    @Test func nothingCountedIsNotComplete() {
        #expect(!Self.estimate("sůl").isComplete)
        #expect(!Self.estimate("2 jednorožci").isComplete)
    }

    @Test func savingAnIncompleteRecipeStoresNoComputedValues() throws {
        let input = RecipeInput(
            name: "Polévka", ingredients: "300 g kuřecích prsou\n400 g dračího ovoce", method: "Uvařit.", preparationMinutes: "30",
            servings: "2")
        let draft = try input.validated()
        #expect(!draft.nutritionEntered)
        #expect(draft.nutritionPerServing == .zero)

        var complete = input
        complete.ingredients = "300 g kuřecích prsou\n20 g dračího ovoce"
        // 300 g × 120 kcal / 100 g ÷ 2 servings.
        #expect(try complete.validated().nutritionPerServing.kcal == 180)
    }

    @Test func dependableNutritionIsTypedOrCompleteOnly() {
        #expect(Self.recipe("300 g chicken breast\n200 ml unicorn tears").dependableNutritionPerServing == nil)
        #expect(Self.recipe("300 g chicken breast\nsalt").dependableNutritionPerServing?.kcal == 360)
        let typed = Nutrition(kcal: 500, protein: 30, carbohydrate: 50, fat: 15)
        #expect(Self.recipe("2 unicorns", entered: typed).dependableNutritionPerServing == typed)
    }

    @Test func recipesThatFitSkipIncompleteTotals() {
        let targets = Nutrition(kcal: 180, protein: 34, carbohydrate: 0, fat: 4)
        // Counted alone, the chicken of the incomplete recipe would be the closest fit.
        let incomplete = Self.recipe("150 g chicken breast\n2 unicorns")
        let complete = Self.recipe("200 g chicken breast\nsalt")
        let ranked = RecipeFit.ranked([incomplete, complete], for: targets, limit: 10)
        #expect(ranked.map(\.recipe.id) == [complete.id])
        #expect(ranked.first?.nutrition.kcal == 240)
    }

    @Test func theExportSkipsIncompleteTotals() throws {
        func nutrition(_ recipe: Recipe) throws -> Any? {
            let json =
                try JSONSerialization.jsonObject(with: RecipeJSONLDExport(recipe, url: "https://domov.example/r", photoURL: nil).json())
                as? [String: Any]
            return json?["nutrition"]
        }
        #expect(try nutrition(Self.recipe("150 g chicken breast\n2 unicorns")) == nil)
        let exported = try #require(try nutrition(Self.recipe("200 g chicken breast\nsalt")) as? [String: Any])
        #expect(exported["calories"] as? String == "240 kcal")
    }
}
