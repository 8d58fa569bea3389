import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// The API's recipe carries the details the pages and the JSON-LD export have (author,
/// category, cuisine, keywords, preparing and cooking minutes), both ways, with field errors
/// inside `details` and the answers openapi.json documents.
@Suite("Meals API: recipe details")
struct MealsAPIDetailsTests {
    static let details =
        #""details":{"author":"Ana","category":"Soup","cuisine":"Czech","keywords":["warm","vegan"," "],"prepMinutes":10,"cookMinutes":20}"#

    static func recipe(_ extra: String = "") -> String {
        #"{"name":"Lentil soup","ingredients":["200 g red lentils"],"method":["Simmer."],"preparationMinutes":30,"servings":4"#
            + (extra.isEmpty ? "" : "," + extra) + "}"
    }

    @Test func detailsAreSentReadReplacedAndKept() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let recipes = "/api/v1/households/\(h.household)/recipes"
            let created = try await h.jana.api(.post, recipes, json: Self.recipe(Self.details))
            #expect(created.status == .created, "\(created.text)")
            let id = try #require(try created.jsonObject()["id"] as? String)
            let details = try #require(try created.jsonObject()["details"] as? [String: Any])
            #expect(
                details["author"] as? String == "Ana" && details["category"] as? String == "Soup"
                    && details["cuisine"] as? String == "Czech")
            #expect(details["keywords"] as? [String] == ["warm", "vegan"], "empty keywords are left out")
            #expect(details["prepMinutes"] as? Int == 10 && details["cookMinutes"] as? Int == 20)
            // The pages and the export show what the API stored.
            let exported = try await h.jana.api(.get, "\(recipes)/\(id)/jsonld").jsonObject()
            #expect(exported["recipeCuisine"] as? String == "Czech" && exported["cookTime"] as? String == "PT20M")

            // A replace without details keeps them; with details, they are replaced.
            let kept = try await h.jana.api(.put, "\(recipes)/\(id)", json: Self.recipe())
            #expect((try kept.jsonObject()["details"] as? [String: Any])?["author"] as? String == "Ana")
            let replaced = try await h.jana.api(.put, "\(recipes)/\(id)", json: Self.recipe(#""details":{"author":"Eva"}"#))
            let now = try #require(try replaced.jsonObject()["details"] as? [String: Any])
            #expect(now["author"] as? String == "Eva" && now["cuisine"] as? String == "" && now["keywords"] as? [String] == [])
            #expect(now["prepMinutes"] is NSNull && now["cookMinutes"] is NSNull, "no minutes are null, not missing")

            // A recipe made without details has empty ones.
            let plain = try await h.jana.api(.post, recipes, json: Self.recipe())
            #expect((try plain.jsonObject()["details"] as? [String: Any])?["author"] as? String == "")
        }
    }

    @Test func badDetailsAreFieldErrorsInsideDetails() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let recipes = "/api/v1/households/\(h.household)/recipes"
            let long = String(repeating: "a", count: RecipeDetails.maximumTextLength + 1)
            let bad = try await h.jana.api(
                .post, recipes,
                json: Self.recipe(
                    #""details":{"author":"\#(long)","cuisine":"Czech\nfood","prepMinutes":0,"cookMinutes":2000}"#))
            #expect(bad.status == .unprocessableContent, "\(bad.text)")
            #expect(try bad.problemFields() == ["details.author", "details.cuisine", "details.prepMinutes", "details.cookMinutes"])
            // A value of the wrong type is a malformed body, 400, naming where.
            let wrongType = try await h.jana.api(.post, recipes, json: Self.recipe(#""details":{"prepMinutes":"soon"}"#))
            #expect(wrongType.status == .badRequest)
            #expect(wrongType.text.contains("details.prepMinutes"))

            let id = try #require(try await h.jana.api(.post, recipes, json: Self.recipe()).jsonObject()["id"] as? String)
            let badReplace = try await h.jana.api(
                .put, "\(recipes)/\(id)",
                json: Self.recipe(#""details":{"keywords":["\#(long)","\#(long)","\#(long)","\#(long)","\#(long)"]}"#))
            #expect(try badReplace.problemFields() == ["details.keywords"])
        }
    }

    @Test func openAPIDescribesTheDetails() throws {
        let json = try JSONSerialization.jsonObject(with: Data(OpenAPIController.document.readableBytesView))
        let document = try #require(json as? [String: Any])
        let schemas = try #require((document["components"] as? [String: Any])?["schemas"] as? [String: Any])
        let details = try #require((schemas["RecipeDetails"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(details.keys) == ["author", "category", "cuisine", "keywords", "prepMinutes", "cookMinutes"])
        for schema in ["Recipe", "RecipeInput", "ImportedRecipe"] {
            let properties = try #require((schemas[schema] as? [String: Any])?["properties"] as? [String: Any])
            #expect((properties["details"] as? [String: Any])?["$ref"] as? String == "#/components/schemas/RecipeDetails", "\(schema)")
        }
        // Every answer the recipe operations give is documented, as schemathesis checks.
        let paths = try #require(document["paths"] as? [String: Any])
        for (path, method) in [("/households/{household}/recipes", "post"), ("/households/{household}/recipes/{recipe}", "put")] {
            let operation = try #require((paths[path] as? [String: Any])?[method] as? [String: Any])
            let responses = Set(try #require(operation["responses"] as? [String: Any]).keys)
            #expect(responses.isSuperset(of: ["400", "401", "404", "413", "415", "422"]), "\(method) \(path)")
        }
    }
}
