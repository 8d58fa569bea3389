import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@Suite("Meals: JSON-LD import and export, photos through the API")
struct MealsTransferTests {
    /// A recipe blog's page: the Recipe inside @graph, steps in sections, times, yield, nutrition, an image list.
    static let page = #"""
        <html><head><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"x"},
        {"@type":"Recipe","name":"Chickpea &amp; Spinach Curry","description":"Quick <b>and</b> green.",
         "image":["https://blog.example/curry.jpg"],"recipeYield":["4","4 servings"],"prepTime":"PT15M","cookTime":"PT30M",
         "recipeIngredient":["1 tbsp olive oil","1 onion","400 g chickpeas","200 g spinach"],
         "recipeInstructions":[{"@type":"HowToSection","name":"Curry","itemListElement":[{"@type":"HowToStep","text":"Soften the \#
        onion."},{"@type":"HowToStep","text":"Add the rest and simmer."}]}]}]}
        </script></head><body></body></html>
        """#

    /// The same without any time: the preview shows the field to fill in.
    static var pageWithoutTime: String { page.replacingOccurrences(of: #""prepTime":"PT15M","cookTime":"PT30M","#, with: "") }

    static func json(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: ["html": text]), as: UTF8.self)
    }

    @Test func aPastedPageIsPreviewedThenSavedAndExported() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let importPath = "/meals/\(household)/recipes/import"
            #expect(try await jana.get(importPath).status == .ok)
            let empty = try await jana.postMultipart(importPath, fields: [("html", "")])
            #expect(empty.status == .unprocessableContent)
            #expect(empty.text.contains("id=\"html-error\""))
            let none = try await jana.postMultipart(importPath, fields: [("html", "<html><p>Just a blog post.</p></html>")])
            #expect(none.status == .unprocessableContent)
            #expect(none.text.contains("id=\"import-error\""))

            let preview = try await jana.postMultipart(importPath, fields: [("html", Self.page)])
            #expect(preview.status == .ok)
            #expect(preview.text.contains("id=\"import-preview-note\""))
            #expect(preview.text.contains("value=\"Chickpea &amp; Spinach Curry\""))
            #expect(preview.text.contains("value=\"45\""))
            #expect(preview.text.contains("value=\"https://blog.example/curry.jpg\""))
            #expect(preview.text.contains("Curry:\nSoften the onion.\nAdd the rest and simmer."))
            #expect(
                try await jana.get("/meals/\(household)").text.contains("Chickpea &amp; Spinach Curry") == false, "a preview saves nothing")

            let missing = try await jana.postMultipart(
                importPath, files: [(field: "file", filename: "curry.html", content: Self.pageWithoutTime)])
            #expect(missing.status == .unprocessableContent)
            #expect(missing.text.contains("id=\"preparationMinutes-error\""))
            #expect(missing.text.contains("value=\"Chickpea &amp; Spinach Curry\""))

            // Saving goes through the usual form, with what the preview filled in.
            let fields: [(String, String)] = [
                ("name", "Chickpea & Spinach Curry"), ("summary", "Quick and green."),
                ("ingredients", "1 tbsp olive oil\n1 onion\n400 g chickpeas\n200 g spinach"),
                ("method", "Soften the onion.\nAdd the rest and simmer."), ("preparationMinutes", "45"), ("servings", "4"),
                ("imageURL", "https://blog.example/curry.jpg"),
            ]
            let path = try #require(try await jana.postRecipe("/meals/\(household)/recipes", fields: fields).location)
            let detail = try await jana.get(path).text
            #expect(detail.contains("href=\"https://blog.example/curry.jpg\""))
            #expect(detail.contains("id=\"export-jsonld\""))
            #expect(!detail.contains("<img src=\"https://blog.example"), "the photo elsewhere is never loaded")

            let exported = try await jana.get(path + "/recipe.jsonld")
            #expect(exported.status == .ok)
            #expect(exported.headers[.contentType] == "application/ld+json; charset=utf-8")
            let object = try exported.jsonObject()
            #expect(object["@type"] as? String == "Recipe")
            #expect(object["name"] as? String == "Chickpea & Spinach Curry")
            #expect(object["totalTime"] as? String == "PT45M")
            #expect(object["image"] as? String == "https://blog.example/curry.jpg")
            #expect((object["url"] as? String)?.hasSuffix(path) == true)

            // The export imports back as the same recipe.
            let again = try await jana.postMultipart(
                importPath, files: [(field: "file", filename: "recipe.jsonld", content: exported.text)])
            #expect(again.status == .ok)
            #expect(again.text.contains("value=\"Chickpea &amp; Spinach Curry\""))

            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.createHousehold("Elsewhere")
            #expect(try await petr.get(importPath).status == .notFound)
            #expect(try await petr.postMultipart(importPath, fields: [("html", Self.page)]).status == .notFound)
            #expect(try await petr.get(path + "/recipe.jsonld").status == .notFound)
        }
    }

    @Test func theAPIPreviewsImportsAndExports() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let recipes = "/api/v1/households/\(h.household)/recipes"
            let preview = try await h.jana.api(.post, "\(recipes)/import-preview", json: Self.json(Self.page))
            #expect(preview.status == .ok, "\(preview.text)")
            let recipe = try #require(try preview.jsonObject()["recipe"] as? [String: Any])
            #expect(recipe["name"] as? String == "Chickpea & Spinach Curry")
            #expect(recipe["preparationMinutes"] as? Int == 45)
            #expect(recipe["method"] as? [String] == ["Curry:", "Soften the onion.", "Add the rest and simmer."])
            #expect((try preview.jsonObject()["errors"] as? [Any])?.isEmpty == true)
            let incomplete = try await h.jana.api(.post, "\(recipes)/import-preview", json: Self.json(Self.pageWithoutTime))
            let errors = try #require(try incomplete.jsonObject()["errors"] as? [[String: Any]])
            #expect(errors.map { $0["field"] as? String } == ["preparationMinutes"])
            #expect(try await h.jana.api(.post, "\(recipes)/import-preview", json: Self.json("<p>nothing</p>")).problemFields() == ["html"])
            #expect(
                try await h.jana.api(.post, "\(recipes)/import", json: Self.json(Self.pageWithoutTime)).problemFields() == [
                    "preparationMinutes"
                ])

            let created = try await h.jana.api(.post, "\(recipes)/import", json: Self.json(Self.page))
            #expect(created.status == .created, "\(created.text)")
            let id = try #require(try created.jsonObject()["id"] as? String)
            #expect(try created.jsonObject()["imageURL"] as? String == "https://blog.example/curry.jpg")
            #expect(try created.jsonObject()["nutritionEntered"] as? Bool == false)
            let exported = try await h.petr.api(.get, "\(recipes)/\(id)/jsonld")
            #expect(exported.status == .ok)
            #expect(exported.headers[.contentType] == "application/ld+json; charset=utf-8")
            #expect(try exported.jsonObject()["recipeYield"] as? String == "4")

            #expect(try await h.eva.api(.post, "\(recipes)/import-preview", json: Self.json(Self.page)).status == .notFound)
            #expect(try await h.eva.api(.post, "\(recipes)/import", json: Self.json(Self.page)).status == .notFound)
            #expect(try await h.eva.api(.get, "\(recipes)/\(id)/jsonld").status == .notFound)
        }
    }

    @Test func photosAreUploadedReplacedAndDeletedThroughTheAPI() async throws {
        try await withTestApp { app, client in
            var h = try await PlannerAPIHousehold.make(client)
            let recipes = "/api/v1/households/\(h.household)/recipes"
            let id = try #require(try await h.jana.api(.post, recipes, json: MealsAPITests.recipe).jsonObject()["id"] as? String)
            let photo = "\(recipes)/\(id)/photo"
            #expect(try await h.jana.api(.get, photo).status == .notFound)

            let notImage = try await h.jana.request(
                photo, method: .put, headers: [.contentType: "image/jpeg"], body: ByteBuffer(string: "<svg onload=alert(1)>"))
            #expect(notImage.status == .unsupportedMediaType)
            #expect(notImage.headers[.contentType] == "application/problem+json")
            let huge = try await h.jana.request(
                photo, method: .put, headers: [.contentType: "image/jpeg"],
                body: ByteBuffer(bytes: sampleJPEG + [UInt8](repeating: 0, count: RecipePhoto.maximumBytes)))
            #expect(huge.status == .contentTooLarge)
            #expect(try await h.jana.api(.get, "\(recipes)/\(id)").jsonObject()["hasPhoto"] as? Bool == false, "nothing half-saved")

            let uploaded = try await h.jana.request(
                photo, method: .put, headers: [.contentType: "application/octet-stream"], body: ByteBuffer(bytes: sampleJPEG))
            #expect(uploaded.status == .ok, "\(uploaded.text)")
            #expect(try uploaded.jsonObject()["hasPhoto"] as? Bool == true)
            #expect(try uploaded.jsonObject()["name"] as? String == "Lentil soup", "the content stays")
            let fetched = try await h.petr.api(.get, photo)
            #expect(fetched.status == .ok)
            #expect(fetched.headers[.contentType] == "image/jpeg")
            #expect(Array(fetched.body.readableBytesView) == sampleJPEG)

            let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
            #expect(
                try await h.jana.request(photo, method: .put, headers: [.contentType: "image/png"], body: ByteBuffer(bytes: png)).status
                    == .ok)
            #expect(try await h.jana.api(.get, photo).headers[.contentType] == "image/png")

            #expect(
                try await h.eva.request(photo, method: .put, headers: [.contentType: "image/png"], body: ByteBuffer(bytes: png)).status
                    == .notFound)
            #expect(try await h.eva.api(.get, photo).status == .notFound)
            #expect(try await h.eva.api(.delete, photo).status == .notFound)

            #expect(try await h.jana.api(.delete, photo).status == .noContent)
            #expect(try await h.jana.api(.get, photo).status == .notFound)
            #expect(try await h.jana.api(.delete, photo).status == .notFound)
            let recipeID = try #require(ID<Recipe>(id))
            #expect(try await app.storage.recipes.photo(recipeID: recipeID, householdID: try #require(ID<Household>(h.household))) == nil)
        }
    }
}
