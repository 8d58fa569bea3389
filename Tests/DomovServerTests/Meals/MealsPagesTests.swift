import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@Suite("Meals pages")
struct MealsPagesTests {
    @Test func theStarterCollectionLoadsAndIsValid() throws {
        let starters = try StarterRecipes.load()
        #expect(starters.count >= 30)
        #expect(Set(starters.map(\.key)).count == starters.count)
        #expect(starters.allSatisfy { $0.kcal > 0 && !$0.ingredients.isEmpty && !$0.method.isEmpty })
    }

    @Test func theFirstVisitSeedsTheStartersTenAPage() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            #expect(try await jana.get("/meals").location == "/meals/\(household)")
            let first = try await jana.get("/meals/\(household)")
            #expect(first.status == .ok)
            #expect(first.text.components(separatedBy: "class=\"recipe-card\"").count - 1 == 10)
            #expect(first.text.contains("rel=\"next\""))
            let count = StarterRecipes.shipped.count
            #expect(first.text.contains("\(count) recipes"))
            let last = try await jana.get("/meals/\(household)?page=\((count + 9) / 10)")
            #expect(last.text.components(separatedBy: "class=\"recipe-card\"").count - 1 == count - (count - 1) / 10 * 10)
            // Seeding again on demand adds nothing twice.
            let again = try await jana.post("/meals/\(household)/starters")
            #expect(again.location == "/meals/\(household)?added=0")
            #expect(
                try await app.storage.recipes.recipes(
                    matching: RecipeQuery(
                        householdID: household,
                        viewerID: try #require(try await app.storage.accounts.user(email: TestAccount.jana.email)).id)
                ).total == count)
        }
    }

    @Test func searchFilterAndSort() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.get("/meals/\(household)")
            let lentil = try await jana.get("/meals/\(household)?q=lentil")
            #expect(lentil.text.contains("Red lentil soup"))
            #expect(!lentil.text.contains("Greek salad"))
            let salmon = try await jana.get("/meals/\(household)?ingredient=salmon")
            #expect(salmon.text.contains("Baked salmon"))
            #expect(!salmon.text.contains("Red lentil soup"))
            let quick = try await jana.get("/meals/\(household)?max=5&sort=time")
            #expect(quick.text.contains("Greek yoghurt parfait"))
            #expect(!quick.text.contains("Chicken soup"))
            let none = try await jana.get("/meals/\(household)?q=zzzz")
            #expect(none.text.contains("id=\"no-recipes\""))
            #expect(try await jana.get("/meals/\(household)?max=abc&sort=nonsense&page=-4").status == .ok)
        }
    }

    @Test func aRecipeIsCreatedWithAPhotoEditedScaledAndDeleted() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.get("/meals/\(household)/recipes/new")
            let created = try await jana.postRecipe("/meals/\(household)/recipes", fields: Browser.recipeFields, photo: sampleJPEG)
            #expect(created.status == .seeOther, "\(created.text.prefix(500))")
            let path = try #require(created.location)
            let page = try await jana.get(path)
            #expect(page.text.contains("Chicken &lt;rice&gt; bowl"))
            #expect(page.text.contains("300 g chicken breast"))
            let photoPath = try #require(
                page.text.range(of: "/photo/[0-9a-f]{64}", options: .regularExpression).map { path + String(page.text[$0]) })
            let photo = try await jana.get(photoPath)
            #expect(photo.status == .ok)
            #expect(photo.contentType == "image/jpeg")
            #expect(Array(photo.body.readableBytesView) == sampleJPEG)
            #expect(photo.headers[.cacheControl] == "private, max-age=31536000, immutable")
            let etag = try #require(photo.headers[.eTag])
            #expect(try await jana.get(photoPath, headers: [.ifNoneMatch: etag]).status == .notModified)

            let scaled = try await jana.get(path + "?servings=4")
            #expect(scaled.text.contains("600 g chicken breast"))
            #expect(scaled.text.contains("240 g basmati rice"))

            var edited = Browser.recipeFields
            edited[0] = ("name", "Chicken bowl")
            edited.append(("remove_photo", "on"))
            _ = try await jana.get(path + "/edit")
            #expect(try await jana.postRecipe(path, fields: edited).status == .seeOther)
            let after = try await jana.get(path)
            #expect(after.text.contains("Chicken bowl"))
            #expect(after.text.contains("recipe-photo--placeholder"))
            #expect(try await jana.get(photoPath).status == .notFound)

            #expect(try await jana.get(path + "/delete").status == .ok)
            #expect(try await jana.post(path + "/delete").location == "/meals/\(household)?did=recipe-deleted")
            #expect(try await jana.get(path).status == .notFound)
            let recipeID = try #require(ID<Recipe>(String(path.split(separator: "/").last ?? "")))
            #expect(try await app.storage.recipes.photo(recipeID: recipeID, householdID: household) == nil)
        }
    }

    @Test func badInputAndBadPhotosSaveNothing() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.get("/meals/\(household)/recipes/new")
            let invalid = try await jana.postRecipe(
                "/meals/\(household)/recipes",
                fields: [("name", ""), ("ingredients", ""), ("method", "x"), ("preparationMinutes", "0"), ("servings", "2")])
            #expect(invalid.status == .unprocessableContent)
            #expect(invalid.text.contains("id=\"name-error\""))
            #expect(invalid.text.contains("id=\"ingredients-error\""))
            #expect(invalid.text.contains("id=\"preparationMinutes-error\""))

            let notImage = try await jana.postRecipe(
                "/meals/\(household)/recipes", fields: Browser.recipeFields, photo: Array("<svg onload=alert(1)>".utf8))
            #expect(notImage.status == .unsupportedMediaType)
            #expect(notImage.text.contains("id=\"photo-error\""))
            #expect(notImage.text.contains("Chicken &lt;rice&gt; bowl"), "the form keeps what was typed")

            let huge = try await jana.postRecipe(
                "/meals/\(household)/recipes", fields: Browser.recipeFields,
                photo: sampleJPEG + [UInt8](repeating: 0, count: RecipePhoto.maximumBytes))
            #expect(huge.status == .contentTooLarge)
            #expect(huge.text.contains("id=\"photo-error\""))

            #expect(try await app.storage.recipes.allRecipes(householdID: household, limit: 100).isEmpty)
        }
    }

    @Test func likesToggleByFormAndByScript() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.get("/meals/\(household)/recipes/new")
            let path = try #require(try await jana.postRecipe("/meals/\(household)/recipes", fields: Browser.recipeFields).location)
            let liked = try await jana.post(path + "/like", [("next", "/meals/\(household)?sort=likes")])
            #expect(liked.location == "/meals/\(household)?sort=likes")
            let list = try await jana.get("/meals/\(household)?sort=likes")
            #expect(list.text.contains("aria-pressed=\"true\""))
            #expect(list.text.contains("1 like"))
            let unliked = try await jana.post(path + "/like", [], headers: [.accept: "application/json"])
            #expect(unliked.status == .ok)
            let json = try unliked.jsonObject()
            #expect(json["count"] as? Int == 0)
            #expect(json["liked"] as? Bool == false)
            #expect(try await jana.post(path + "/like", [("next", "https://evil.example/")]).location == path)
        }
    }

    @Test func strangersGet404ForEverything() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.get("/meals/\(household)/recipes/new")
            let path = try #require(
                try await jana.postRecipe("/meals/\(household)/recipes", fields: Browser.recipeFields, photo: sampleJPEG).location)
            let detail = try await jana.get(path).text
            let photoPath = try #require(
                detail.range(of: "/photo/[0-9a-f]{64}", options: .regularExpression).map { path + String(detail[$0]) })
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.createHousehold("Elsewhere")
            for get in [
                "/meals/\(household)", path, path + "/edit", path + "/delete", photoPath, "/meals/\(household)/my-meal",
                "/meals/\(household)/recipes/new",
            ] {
                #expect(try await petr.get(get).status == .notFound, "GET \(get)")
            }
            for post in [path, path + "/like", path + "/delete", "/meals/\(household)/starters", "/meals/\(household)/recipes"] {
                #expect(try await petr.post(post, Browser.recipeFields).status == .notFound, "POST \(post)")
            }
            #expect(try await jana.get(path).status == .ok)
        }
    }

    @Test func personalDataComputesTheIdealMeal() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let myMeal = "/meals/\(household)/my-meal"
            _ = try await jana.get("/meals/\(household)")
            #expect(try await jana.get(myMeal).text.contains("id=\"no-meal\""))
            let bad = try await jana.post(
                myMeal, [("sex", "female"), ("weight", "500"), ("height", "99"), ("age", "14"), ("activity", "none"), ("goal", "")])
            #expect(bad.status == .unprocessableContent)
            for field in ["weight", "height", "age", "goal"] { #expect(bad.text.contains("id=\"\(field)-error\""), "\(field)") }
            #expect(bad.text.contains("Enter a number from 20 to 300."))
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            #expect(try await app.storage.recipes.personalData(userID: user.id) == nil)

            let saved = try await jana.post(
                myMeal,
                [
                    ("sex", "female"), ("weight", "60"), ("height", "165"), ("age", "30"), ("activity", "none"), ("goal", "weight-loss"),
                    ("equation", "harris-benedict"),
                ])
            #expect(saved.location == myMeal + "?saved=1")
            let page = try await jana.get(myMeal)
            // Woman 60 kg, 165 cm, 30: BMR 1393.8 kcal × 1.4 = 1951.3; / 5 = 390.3 kcal.
            #expect(page.text.contains("1393.8 kcal"))
            #expect(page.text.contains("1951.3 kcal"))
            #expect(page.text.contains("390.3 kcal"))
            #expect(page.text.contains("data-food=\"chicken-breast\">144 g"))
            #expect(page.text.contains("id=\"how-calculated\""))
            #expect(page.text.contains("id=\"fitting-recipes\""))
            #expect(try await app.storage.recipes.personalData(userID: user.id)?.weightKg == 60)
        }
    }

    @Test func aRecipeIsPlannedOnADay() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.get("/meals/\(household)/recipes/new")
            let path = try #require(try await jana.postRecipe("/meals/\(household)/recipes", fields: Browser.recipeFields).location)
            #expect(try await jana.get(path).text.contains("id=\"plan-form\""))
            let bad = try await jana.post(path + "/plan", [("plan_date", "not a day"), ("plan_time", "18:00")])
            #expect(bad.status == .unprocessableContent)
            #expect(bad.text.contains("id=\"plan_date-error\""))
            let planned = try await jana.post(path + "/plan", [("plan_date", "2025-01-20"), ("plan_time", "18:30")])
            let item = try #require(planned.location)
            #expect(item.hasPrefix("/planner/\(household)/items/"))
            let page = try await jana.get(item)
            #expect(page.text.contains("Chicken &lt;rice&gt; bowl"))
            #expect(page.text.contains("300 g chicken breast"))
        }
    }
}
