import DomovCore
import Foundation
import Testing

@Suite("Recipes in JSON-LD")
struct RecipeJSONLDTests {
    @Test func aWordPressGraphWithSectionsTimesAndNutrition() throws {
        let input = try RecipeJSONLDImport.recipe(fromHTML: RecipeJSONLDSamples.wordpressGraph)
        #expect(input.name == "Chickpea & Spinach Curry")
        #expect(input.summary == "A weeknight curry with lots of spinach – ready in 45 minutes.")
        #expect(
            input.ingredients.split(separator: "\n") == [
                "1 tbsp olive oil", "1 onion, chopped", "2 cloves garlic", "0.5 tsp ground cumin", "1.5 cups vegetable stock",
                "400 g chickpeas", "200 g spinach",
            ])
        #expect(
            input.method.split(separator: "\n") == [
                "Base:", "Warm the oil and soften the onion.", "Add the garlic & cumin.",
                "Curry:", "Pour in the stock, add the chickpeas and simmer 20 minutes.", "Stir in the spinach until it wilts.",
            ])
        #expect(input.preparationMinutes == "45")
        #expect(input.servings == "4")
        #expect([input.kcal, input.protein, input.carbohydrate, input.fat] == ["360", "13", "40.5", "16"])
        #expect(input.imageURL == "https://greenpan.example/wp-content/uploads/curry-1x1.jpg")
        let draft = try input.validated()
        #expect(draft.nutritionEntered)
        #expect(draft.ingredients[3] == RecipeIngredient(quantity: 0.5, unit: "tsp", name: "ground cumin"))
    }

    @Test func aTopLevelArrayWithAnImageObject() throws {
        let input = try RecipeJSONLDImport.recipe(fromHTML: RecipeJSONLDSamples.bigSiteArray)
        #expect(input.name == "Red Lentil Soup")
        #expect(input.preparationMinutes == "65")
        #expect(input.servings == "6")
        #expect(input.method == "Rinse the lentils.\nSimmer everything for 25 minutes, then blend.")
        #expect(input.imageURL == "https://img.bigrecipes.example/lentil-soup.jpg")
        #expect(!input.entersNutrition)
        let draft = try input.validated()
        #expect(!draft.nutritionEntered)
        #expect(draft.nutritionPerServing.kcal > 0)
    }

    @Test func htmlInstructionsAndAMissingTimeGiveAFieldError() throws {
        let input = try RecipeJSONLDImport.recipe(fromHTML: RecipeJSONLDSamples.smallSiteHTMLInstructions)
        #expect(input.name == "Overnight oats")
        #expect(input.servings == "2")
        #expect(input.ingredients == "80 g rolled oats\n250 ml milk\n1 banana")
        #expect(input.method == "Mix the oats and milk.\nLeave overnight.\nTop with banana.")
        #expect(input.imageURL == "", "only http(s) links are kept")
        #expect(throws: ValidationFailure([FieldError("preparationMinutes", .required)])) { try input.validated() }
    }

    @Test func pagesWithoutARecipeAreRefused() {
        #expect(throws: RecipeJSONLDImport.Failure.noRecipe) { try RecipeJSONLDImport.recipe(fromHTML: RecipeJSONLDSamples.noRecipe) }
        #expect(throws: RecipeJSONLDImport.Failure.noRecipe) { try RecipeJSONLDImport.recipe(fromHTML: "just text") }
        #expect(throws: RecipeJSONLDImport.Failure.noRecipe) {
            try RecipeJSONLDImport.recipe(fromHTML: "<script type=\"application/ld+json\">")
        }
    }

    @Test func durations() {
        #expect(ISODuration.minutes("PT1H30M") == 90)
        #expect(ISODuration.minutes("P0DT0H20M") == 20)
        #expect(ISODuration.minutes("PT0.5H") == 30)
        #expect(ISODuration.minutes("P1D") == 1440)
        #expect(ISODuration.minutes("pt45m") == 45)
        #expect(ISODuration.minutes("PT90S") == 2)
        for bad in ["", "P", "PT", "45 minutes", "P1M", "PT1H30", "PTM", "PT-5M"] {
            #expect(ISODuration.minutes(bad) == nil, "\(bad)")
        }
        #expect(ISODuration.format(minutes: 45) == "PT45M")
        #expect(ISODuration.format(minutes: 120) == "PT2H")
        #expect(ISODuration.format(minutes: 95) == "PT1H35M")
    }

    @Test func anExportImportsBackTheSame() throws {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let recipe = Recipe(
            id: ID(UUID()), householdID: ID(UUID()), authorID: nil, name: "Mac & \"cheese\"", summary: "Creamy.",
            ingredients: ["200 g pasta", "0.5 l milk", "salt"].map(RecipeIngredientLine.parse),
            method: ["Boil.", "Stir in 2/3 of the cheese."],
            preparationMinutes: 95, servings: 3, nutritionPerServing: Nutrition(kcal: 480.5, protein: 20, carbohydrate: 60, fat: 15.2),
            imageURL: "https://example.org/mac.jpg", createdAt: now, updatedAt: now
        )
        let data = RecipeJSONLDExport(recipe, url: "https://domov.example/meals/x/recipes/y", photoURL: nil).json()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["@context"] as? String == "https://schema.org")
        #expect(object["@type"] as? String == "Recipe")
        #expect(object["totalTime"] as? String == "PT1H35M")
        #expect(object["image"] as? String == "https://example.org/mac.jpg")
        let page = "<script type=\"application/ld+json\">" + String(decoding: data, as: UTF8.self) + "</script>"
        let back = try RecipeJSONLDImport.recipe(fromHTML: page)
        #expect(back.name == recipe.name)
        #expect(back.summary == "Creamy.")
        #expect(back.ingredients == "200 g pasta\n0.5 l milk\nsalt")
        #expect(back.method == "Boil.\nStir in 2/3 of the cheese.")
        #expect(back.preparationMinutes == "95")
        #expect(back.servings == "3")
        #expect([back.kcal, back.protein, back.carbohydrate, back.fat] == ["480.5", "20", "60", "15.2"])
        #expect(back.imageURL == "https://example.org/mac.jpg")
    }
}
