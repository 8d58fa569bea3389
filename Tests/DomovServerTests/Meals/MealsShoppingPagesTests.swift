import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("Meals pages: computed nutrition and the shopping list")
struct MealsShoppingPagesTests {
    /// The recipe form without nutrition values: chicken 300 g and rice 120 g for two, with 10 g of
    /// something unknown (under 3 % of the weight) and salt.
    static var computedFields: [(String, String)] {
        fields(ingredients: "300 g chicken breast\r\n120 g basmati rice\r\nsalt\r\n10 g unicorn dust")
    }

    static func fields(ingredients: String) -> [(String, String)] {
        Browser.recipeFields.filter { !["kcal", "protein", "carbohydrate", "fat"].contains($0.0) }
            .map { $0.0 == "ingredients" ? ($0.0, ingredients) : $0 }
    }

    @Test func emptyNutritionIsComputedAndUnmatchedLinesAreShown() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.get("/meals/\(household)/recipes/new")
            let path = try #require(try await jana.postRecipe("/meals/\(household)/recipes", fields: Self.computedFields).location)
            let detail = try await jana.get(path).text
            // (360 + 438) / 2 = 399 kcal; protein (67.5 + 8.556) / 2 = 38.0; fat (7.86 + 0.792) / 2 = 4.3.
            #expect(detail.contains("id=\"nutrition-used\""))
            #expect(detail.contains("<dd>399</dd>"))
            #expect(detail.contains("<dd>4.3</dd>"))
            #expect(detail.contains("Computed from the ingredients. The counted lines make up 97 % of the recipe by weight."))
            #expect(!detail.contains("id=\"nutrition-incomplete\""))
            let unmatched = try #require(
                detail.range(of: "id=\"nutrition-unmatched\"").map { String(detail[$0.upperBound...].prefix(400)) }?
                    .components(separatedBy: "</ul>").first)
            #expect(unmatched.contains("10 g unicorn dust: not in the ingredient table"))
            #expect(!unmatched.contains("salt"))
            let negligible = try #require(
                detail.range(of: "id=\"nutrition-negligible\"").map { String(detail[$0.upperBound...].prefix(200)) })
            #expect(negligible.contains("<li>salt</li>"))
            #expect(detail.contains("Values per 100 g from USDA FoodData Central (SR Legacy), rounded; piece weights from USDA portions"))
            // Where the values come from is said in the reader's language, the database by its own name.
            _ = try await jana.post("/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "UTC")])
            #expect(try await jana.get(path).text.contains("Hodnoty na 100 g podle USDA FoodData Central (SR Legacy), zaokrouhlené"))

            // Typed values override; the computed ones are still shown beside them.
            _ = try await jana.get(path + "/edit")
            #expect(try await jana.postRecipe(path, fields: Browser.recipeFields).status == .seeOther)
            let typed = try await jana.get(path).text
            #expect(typed.contains("<dd>520</dd>"))
            #expect(typed.contains("id=\"nutrition-computed\""))
            let id = try #require(ID<Recipe>(String(path.split(separator: "/").last ?? "")))
            #expect(try await app.storage.recipes.recipe(id: id, householdID: household)?.nutritionEntered == true)
        }
    }

    /// Counted lines that are too little of the recipe: no total, a warning naming the lines that
    /// were not counted, and nothing for the meal ranking or the export.
    @Test func incompleteNutritionIsSaidAndNamesTheUncountedLines() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.get("/meals/\(household)/recipes/new")
            let fields = Self.fields(ingredients: "300 g chicken breast\r\n400 ml dragon tears\r\n2 unicorns\r\nsalt")
            let path = try #require(try await jana.postRecipe("/meals/\(household)/recipes", fields: fields).location)
            let detail = try await jana.get(path).text
            #expect(!detail.contains("id=\"nutrition-used\""))
            let warning = try #require(detail.range(of: "id=\"nutrition-incomplete\"").map { String(detail[$0.upperBound...].prefix(900)) })
            #expect(warning.contains("Nutrition is incomplete."))
            #expect(warning.contains("Some lines cannot be weighed"))
            #expect(warning.contains("<li>400 ml dragon tears: not in the ingredient table</li>"))
            #expect(warning.contains("<li>2 unicorns: not in the ingredient table</li>"))
            #expect(!warning.contains("chicken breast:"))
            let id = try #require(ID<Recipe>(String(path.split(separator: "/").last ?? "")))
            #expect(try await app.storage.recipes.recipe(id: id, householdID: household)?.nutritionPerServing == .zero)
            let export = try await jana.get(path + "/recipe.jsonld").text
            #expect(!export.contains("NutritionInformation"))

            // In Czech, with the share when every line can be weighed.
            _ = try await jana.post("/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "UTC")])
            _ = try await jana.get(path + "/edit")
            let czech = Self.fields(ingredients: "300 g kuřecích prsou\r\n400 ml dračích slz\r\nsůl")
            #expect(try await jana.postRecipe(path, fields: czech).status == .seeOther)
            let page = try await jana.get(path).text
            let varování = try #require(page.range(of: "id=\"nutrition-incomplete\"").map { String(page[$0.upperBound...].prefix(900)) })
            #expect(varování.contains("Nutriční hodnoty jsou neúplné."))
            #expect(varování.contains("Započítané řádky tvoří jen 42 % hmotnosti receptu"))
            #expect(varování.contains("<li>400 ml dračích slz: není v tabulce surovin</li>"))
        }
    }

    @Test func plannedRecipesMakeASharedListToTickOff() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.get("/meals/\(household)/recipes/new")
            let path = try #require(try await jana.postRecipe("/meals/\(household)/recipes", fields: Browser.recipeFields).location)
            _ = try await jana.get(path)
            #expect(
                try await jana.post(path + "/plan", [("plan_date", "2026-11-23"), ("plan_time", "18:00"), ("plan_servings", "500")]).status
                    == .unprocessableContent)
            #expect(
                try await jana.post(path + "/plan", [("plan_date", "2026-11-23"), ("plan_time", "18:00"), ("plan_servings", "4")]).status
                    == .seeOther)
            #expect(
                try await jana.post(path + "/plan", [("plan_date", "2026-11-24"), ("plan_time", "12:00"), ("plan_servings", "2")]).status
                    == .seeOther)
            #expect(try await jana.post(path + "/plan", [("plan_date", "2026-12-24"), ("plan_time", "12:00")]).status == .seeOther)

            let shopping = "/meals/\(household)/shopping"
            let empty = try await jana.get(shopping)
            #expect(empty.text.contains("id=\"shopping-empty\""))
            let bad = try await jana.post(shopping + "/build", [("from", "2026-11-24"), ("to", "2026-11-01")])
            #expect(bad.status == .unprocessableContent)
            #expect(bad.text.contains("id=\"to-error\""))
            let built = try await jana.post(shopping + "/build", [("from", "2026-11-23"), ("to", "2026-11-29")])
            #expect(built.location == shopping + "?built=3&recipes=2")
            // 4 + 2 servings of a recipe for 2: three times 300 g chicken and 120 g rice.
            let list = try await jana.get(built.location ?? shopping).text
            #expect(list.contains("3 items from 2 planned recipes."))
            #expect(list.contains("900 g chicken breast"))
            #expect(list.contains("360 g basmati rice"))
            #expect(list.contains("for Chicken &lt;rice&gt; bowl"))

            let added = try await jana.post(shopping + "/items", [("item", "2 l milk")])
            #expect(added.location == shopping)
            #expect(try await jana.post(shopping + "/items", [("item", " ")]).status == .unprocessableContent)
            var petr = try await Browser.signedUp(client, as: .petr)
            // Grouped by aisle in the shop's order: meat, dairy, grains, spices.
            let rows = try await jana.get(shopping).text.matches(of: /data-item-id="([0-9a-f-]{36})"[\s\S]*?class="shopping-text">([^<]*)/)
                .map { (id: String($0.output.1), text: String($0.output.2).trimmingCharacters(in: .whitespaces)) }
            #expect(rows.map(\.text) == ["900 g chicken breast", "2 l milk", "360 g basmati rice", "salt"])
            let itemIDs = rows.map(\.id)
            #expect(itemIDs.count == 4)
            // meals.js asks for JSON and ticks in place; a plain form (above and below) is redirected.
            let inPlace = try await jana.post(
                shopping + "/items/\(itemIDs[2])/check", [("checked", "on")], headers: [.accept: "application/json"])
            #expect(inPlace.status == .ok)
            #expect(try inPlace.jsonObject()["checked"] as? Bool == true)
            #expect(try inPlace.jsonObject()["label"] as? String == "Put 360 g basmati rice back on the list")
            #expect(try inPlace.jsonObject()["anyChecked"] as? Bool == true)
            let untick = try await jana.post(
                shopping + "/items/\(itemIDs[2])/check", [("checked", "off")], headers: [.accept: "application/json"])
            #expect(try untick.jsonObject()["anyChecked"] as? Bool == false)
            #expect(try untick.jsonObject()["label"] as? String == "Tick off 360 g basmati rice")
            #expect(try await jana.get(shopping).text.contains("id=\"shopping-clear-form\" hidden"))
            #expect(try await jana.post(shopping + "/items/\(itemIDs[1])/check", [("checked", "on")]).status == .seeOther)
            let ticked = try await jana.get(shopping).text
            #expect(ticked.contains("aria-pressed=\"true\" aria-label=\"Put 2 l milk back on the list\""))

            // Building again keeps what was ticked and the hand-added item.
            #expect(try await jana.post(shopping + "/items/\(itemIDs[0])/check", [("checked", "on")]).status == .seeOther)
            _ = try await jana.post(shopping + "/build", [("from", "2026-11-23"), ("to", "2026-11-23")])
            let rebuilt = try await jana.get(shopping).text
            #expect(rebuilt.contains("600 g chicken breast"))
            #expect(rebuilt.contains("aria-label=\"Put 600 g chicken breast back on the list\""))
            #expect(rebuilt.contains("aria-label=\"Remove 2 l milk\""))

            #expect(try await jana.post(shopping + "/clear", []).status == .seeOther)
            let cleared = try await jana.get(shopping).text
            #expect(!cleared.contains("aria-label=\"Remove 2 l milk\""))
            #expect(!cleared.contains("600 g chicken breast"))
            #expect(cleared.contains("240 g basmati rice"))

            _ = try await petr.createHousehold("Elsewhere")
            #expect(try await petr.get(shopping).status == .notFound)
            for post in ["/build", "/items", "/items/\(itemIDs[2])/check", "/items/\(itemIDs[2])/delete", "/clear"] {
                #expect(
                    try await petr.post(shopping + post, [("from", "2026-11-23"), ("to", "2026-11-23"), ("item", "x")]).status == .notFound,
                    "POST \(post)")
            }
        }
    }

    @Test func theListIsInCzech() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.post("/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "UTC")])
            let page = try await jana.get("/meals/\(household)/shopping")
            #expect(page.status == .ok)
            #expect(page.text.contains("Nákupní seznam"))
        }
    }
}
