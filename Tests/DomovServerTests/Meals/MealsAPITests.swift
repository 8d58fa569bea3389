import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("Meals API")
struct MealsAPITests {
    static let recipe =
        #"""
        {"name":"Lentil soup","summary":"Warm.","ingredients":["200 g red lentils","1/2 lemon"],"method":["Simmer."],\#
        "preparationMinutes":30,"servings":4,"kcal":260,"protein":15,"carbohydrate":38,"fat":5}
        """#

    @Test func recipesAreCreatedListedLikedUpdatedAndDeleted() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let recipes = "/api/v1/households/\(h.household)/recipes"
            let created = try await h.jana.api(.post, recipes, json: Self.recipe)
            #expect(created.status == .created, "\(created.text)")
            let id = try #require(try created.jsonObject()["id"] as? String)
            let ingredients = try #require(try created.jsonObject()["ingredients"] as? [[String: Any]])
            #expect(ingredients.first?["quantity"] as? Double == 200)
            #expect(ingredients.last?["text"] as? String == "0.5 lemon")

            let list = try await h.petr.api(.get, "\(recipes)?q=lentil&sort=likes")
            #expect(list.status == .ok)
            let names = try #require(try list.jsonObject()["recipes"] as? [[String: Any]]).map { $0["name"] as? String }
            #expect(names.contains("Lentil soup"))

            let like = try await h.petr.api(.post, "\(recipes)/\(id)/like")
            #expect(try like.jsonObject()["count"] as? Int == 1)
            #expect(try like.jsonObject()["liked"] as? Bool == true)
            #expect(try await h.jana.api(.get, "\(recipes)/\(id)").jsonObject()["likes"] as? Int == 1)

            let updated = try await h.jana.api(
                .put, "\(recipes)/\(id)", json: Self.recipe.replacingOccurrences(of: "Lentil soup", with: "Red lentil soup"))
            #expect(try updated.jsonObject()["name"] as? String == "Red lentil soup")
            #expect(try await h.jana.api(.delete, "\(recipes)/\(id)").status == .noContent)
            #expect(try await h.jana.api(.get, "\(recipes)/\(id)").status == .notFound)
        }
    }

    @Test func badInputIs422AndStrangersGet404() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let recipes = "/api/v1/households/\(h.household)/recipes"
            let bad = try await h.jana.api(.post, recipes, json: #"{"name":"","preparationMinutes":0,"servings":500,"kcal":-1}"#)
            #expect(bad.status == .unprocessableContent)
            #expect(try bad.problemFields() == ["name", "ingredients", "method", "preparationMinutes", "servings", "kcal"])
            #expect(try await h.jana.api(.get, "\(recipes)?maxMinutes=0&sort=best").status == .unprocessableContent)

            let id = try #require(try await h.jana.api(.post, recipes, json: Self.recipe).jsonObject()["id"] as? String)
            #expect(try await h.eva.api(.get, recipes).status == .notFound)
            #expect(try await h.eva.api(.get, "\(recipes)/\(id)").status == .notFound)
            #expect(try await h.eva.api(.post, "\(recipes)/\(id)/like").status == .notFound)
            #expect(try await h.eva.api(.delete, "\(recipes)/\(id)").status == .notFound)
            #expect(try await h.eva.api(.put, "\(recipes)/\(id)", json: Self.recipe).status == .notFound)
            #expect(try await h.eva.api(.get, "\(recipes)/fitting").status == .notFound)
            // Eva's own household's recipes cannot reach Jana's recipe either.
            #expect(try await h.eva.api(.get, "/api/v1/households/\(h.evasHousehold)/recipes/\(id)").status == .notFound)
        }
    }

    @Test func personalDataAndTheIdealMeal() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            #expect(try await h.jana.api(.get, "/api/v1/me/personal-data").status == .notFound)
            #expect(try await h.jana.api(.get, "/api/v1/me/ideal-meal").status == .notFound)
            let bad = try await h.jana.api(
                .put, "/api/v1/me/personal-data", json: #"{"sex":"male","weight":301,"height":99,"age":101,"activity":"none"}"#)
            #expect(bad.status == .unprocessableContent)
            #expect(try bad.problemFields() == ["weight", "height", "age", "goal"])

            let saved = try await h.jana.api(
                .put, "/api/v1/me/personal-data",
                json: #"{"sex":"male","weight":80,"height":180,"age":30,"activity":"heavy","goal":"weight-loss"}"#)
            #expect(saved.status == .ok, "\(saved.text)")
            let meal = try await h.jana.api(.get, "/api/v1/me/ideal-meal").jsonObject()
            // Man 80 kg, 180 cm, 30: 1864.545 × 2.1 = 3915.5445 a day; 783.1 kcal a meal.
            #expect(meal["basalRate"] as? Double == 1864.5)
            #expect(meal["dailyEnergy"] as? Double == 3915.5)
            #expect(meal["mealEnergy"] as? Double == 783.1)
            let portions = try #require(meal["portions"] as? [[String: Any]])
            #expect(portions.map { $0["food"] as? String } == ["chicken-breast", "basmati-rice", "olive-oil", "vegetables"])
            let fitting = try await h.jana.api(.get, "/api/v1/households/\(h.household)/recipes/fitting")
            #expect(fitting.status == .ok)
        }
    }
}
