import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The starter collection in the household's language, each recipe with its drawing, scaled as a
/// cook writes it, and planned into the planner with a link back and the scaled ingredients.
@Suite("Meals pages: starters, pictures and planned meals")
struct MealsStartersTests {
    @Test func everyStarterHasItsOwnDrawing() throws {
        let pictures = try RecipePictures.load()
        let starters = try StarterRecipes.load()
        for starter in starters {
            let svg = try #require(pictures[starter.picture], "\(starter.key): \(starter.picture)")
            #expect(
                svg.hasPrefix("<svg aria-hidden=\"true\" focusable=\"false\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 160 120\">")
            )
            #expect(svg.utf8.count < 4096, "\(starter.picture)")
            // The CSP allows no inline styles; colours are presentation attributes and meals.css classes.
            #expect(!svg.contains("style"), "\(starter.picture)")
            #expect(!svg.contains("<script"), "\(starter.picture)")
        }
        #expect(Set(pictures.keys) == Set(starters.map(\.picture)), "every drawing is used")
        #expect(pictures.count >= 15)
    }

    @Test func aHouseholdGetsTheStartersInTheLanguageOfWhoeverOpensTheRecipes() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await jana.post(
                "/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "Europe/Prague")])
            let czechHome = try await jana.createHousehold("Doma")
            let czech = try await jana.get("/meals/\(czechHome)?q=čočky").text
            #expect(czech.contains("Polévka z červené čočky"))
            #expect(czech.contains("recipe-photo--drawn"))
            #expect(czech.contains("aria-label=\"Kresba: Polévka z červené čočky\""))
            #expect(!czech.contains("recipe-photo--placeholder"))

            var petr = try await Browser.signedUp(client, as: .petr)
            let englishHome = try await petr.createHousehold("Home")
            let english = try await petr.get("/meals/\(englishHome)?q=lentil").text
            #expect(english.contains("Red lentil soup"))
            #expect(english.contains("aria-label=\"Drawing of Red lentil soup\""))

            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            let recipes = try await app.storage.recipes.allRecipes(householdID: czechHome, limit: 100)
            #expect(recipes.count == StarterRecipes.shipped.count)
            #expect(recipes.allSatisfy { $0.writtenLanguage == .czech })
            // The Czech recipe scaled from 4 to 10 servings: plurals, the decimal comma, a fraction kept.
            let soup = try #require(recipes.first { $0.starterKey == "lentil-soup" })
            let scaled = try await jana.get("/meals/\(czechHome)/recipes/\(soup.id)?servings=10").text
            let ingredients = try #require(HTMLScraper.element(id: "ingredients", in: scaled))
            #expect(ingredients.contains("<li>500 g červené čočky</li>"))
            #expect(ingredients.contains("<li>5 mrkví</li>"))
            #expect(ingredients.contains("<li>5 stroužků česneku</li>"))
            #expect(ingredients.contains("<li>2,5 l zeleninového vývaru</li>"))
            #expect(ingredients.contains("<li>2,5 lžíce olivového oleje</li>"))
            #expect(ingredients.contains("<li>1 ¼ citronu</li>"))
            #expect(
                try await app.storage.recipes.recipes(matching: RecipeQuery(householdID: czechHome, viewerID: user.id)).total
                    == StarterRecipes.shipped.count)
        }
    }

    @Test func aPlannedMealsEventLinksToTheRecipeAndListsTheScaledIngredients() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.get("/meals/\(household)/recipes/new")
            let path = try #require(try await jana.postRecipe("/meals/\(household)/recipes", fields: Browser.recipeFields).location)
            _ = try await jana.get(path)
            let planned = try await jana.post(
                path + "/plan", [("plan_date", "2026-11-23"), ("plan_time", "18:00"), ("plan_servings", "5")])
            let itemPath = try #require(planned.location)
            let notes = try #require(HTMLScraper.element(id: "item-notes", in: try await jana.get(itemPath).text))
            #expect(
                notes.range(of: "<a href=\"http[^\"]*\(path)\" rel=\"noopener noreferrer nofollow\">", options: .regularExpression) != nil,
                "\(notes)")
            #expect(notes.contains("Ingredients for 5 servings:"))
            #expect(notes.contains("- 750 g chicken breast"))
            #expect(notes.contains("- 300 g basmati rice"))
            #expect(notes.contains("- salt"))

            // A Czech reader plans a Czech recipe: the heading in Czech, the lines as a Czech cook writes them.
            _ = try await jana.post("/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "UTC")])
            var fields = Browser.recipeFields
            fields[2] = ("ingredients", "1 mrkev\r\n½ lžičky soli\r\n500 ml mléka")
            _ = try await jana.get("/meals/\(household)/recipes/new")
            let czechPath = try #require(try await jana.postRecipe("/meals/\(household)/recipes", fields: fields).location)
            _ = try await jana.get(czechPath)
            let czechItem = try #require(
                try await jana.post(czechPath + "/plan", [("plan_date", "2026-11-24"), ("plan_time", "12:00"), ("plan_servings", "6")])
                    .location)
            let czechNotes = try #require(HTMLScraper.element(id: "item-notes", in: try await jana.get(czechItem).text))
            #expect(czechNotes.contains("Recept: <a href=\"http"))
            #expect(czechNotes.contains("Suroviny na 6 porcí:"))
            #expect(czechNotes.contains("- 3 mrkve"))
            #expect(czechNotes.contains("- 1 ½ lžičky soli"))
            #expect(czechNotes.contains("- 1,5 l mléka"))
            _ = app
        }
    }
}
