import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("Meals API: computed nutrition, plans and the shopping list")
struct MealsShoppingAPITests {
    static let computed =
        #"""
        {"name":"Bowl","ingredients":["300 g chicken breast","120 g basmati rice","1 tbsp olive oil","2 eggs","salt"],"method":["Cook."],\#
        "preparationMinutes":20,"servings":2}
        """#

    @Test func nutritionIsComputedWhenNoneIsSent() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let created = try await h.jana.api(.post, "/api/v1/households/\(h.household)/recipes", json: Self.computed)
            #expect(created.status == .created, "\(created.text)")
            let json = try created.jsonObject()
            #expect(json["nutritionEntered"] as? Bool == false)
            let used = try #require(json["nutritionPerServing"] as? [String: Any])
            #expect(used["kcal"] as? Double == 531.5)
            #expect(used["protein"] as? Double == 44.3)
            #expect(used["carbohydrate"] as? Double == 48.3)
            #expect(used["fat"] as? Double == 16)
            let computed = try #require(json["computedNutrition"] as? [String: Any])
            let matched = try #require(computed["matched"] as? [[String: Any]])
            #expect(matched.map { $0["food"] as? String } == ["chicken-breast", "basmati-rice", "olive-oil", "egg"])
            #expect(matched[2]["grams"] as? Double == 13.8)
            let unmatched = try #require(computed["unmatched"] as? [[String: Any]])
            #expect(unmatched.map { $0["reason"] as? String } == ["no-quantity"])
            #expect(unmatched.map { $0["negligible"] as? Bool } == [true])
            #expect(computed["complete"] as? Bool == true)
            #expect(computed["countedShare"] as? Double == 1)
        }
    }

    @Test func plansBuildASharedList() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let recipes = "/api/v1/households/\(h.household)/recipes"
            let list = "/api/v1/households/\(h.household)/shopping-list"
            let id = try #require(try await h.jana.api(.post, recipes, json: Self.computed).jsonObject()["id"] as? String)
            let badPlan = try await h.jana.api(.post, "\(recipes)/\(id)/plan", json: #"{"date":"someday","servings":0}"#)
            #expect(badPlan.status == .unprocessableContent)
            #expect(try badPlan.problemFields() == ["servings"])
            let badDate = try await h.jana.api(.post, "\(recipes)/\(id)/plan", json: #"{"date":"someday"}"#)
            #expect(try badDate.problemFields() == ["date"])
            let planned = try await h.jana.api(.post, "\(recipes)/\(id)/plan", json: #"{"date":"2026-11-23","time":"12:00","servings":4}"#)
            #expect(planned.status == .created, "\(planned.text)")
            #expect(try planned.jsonObject()["servings"] as? Int == 4)

            let bad = try await h.jana.api(.post, "\(list)/build", json: #"{"from":"2026-11-30","to":"2026-11-01"}"#)
            #expect(bad.status == .unprocessableContent)
            #expect(try bad.problemFields() == ["to"])
            let built = try await h.petr.api(.post, "\(list)/build", json: #"{"from":"2026-11-23","to":"2026-11-23"}"#)
            #expect(built.status == .ok, "\(built.text)")
            #expect(try built.jsonObject()["plannedRecipes"] as? Int == 1)
            let items = try #require(try built.jsonObject()["items"] as? [[String: Any]])
            #expect(
                items.map { $0["text"] as? String } == ["600 g chicken breast", "240 g basmati rice", "2 tbsp olive oil", "4 eggs", "salt"])

            let milk = try await h.jana.api(.post, "\(list)/items", json: #"{"text":"2 l milk"}"#)
            #expect(milk.status == .created)
            let milkID = try #require(try milk.jsonObject()["id"] as? String)
            #expect(try milk.jsonObject()["quantity"] as? Double == 2)
            #expect(try await h.jana.api(.post, "\(list)/items", json: #"{"text":""}"#).problemFields() == ["item"])
            let ticked = try await h.petr.api(.put, "\(list)/items/\(milkID)", json: #"{"checked":true}"#)
            #expect(try ticked.jsonObject()["checked"] as? Bool == true)
            #expect(try await h.petr.api(.put, "\(list)/items/\(milkID)", json: #"{}"#).problemFields() == ["checked"])

            #expect(try await h.eva.api(.get, list).status == .notFound)
            #expect(try await h.eva.api(.post, "\(list)/build", json: #"{"from":"2026-11-23","to":"2026-11-23"}"#).status == .notFound)
            #expect(try await h.eva.api(.post, "\(list)/items", json: #"{"text":"x"}"#).status == .notFound)
            #expect(try await h.eva.api(.put, "\(list)/items/\(milkID)", json: #"{"checked":false}"#).status == .notFound)
            #expect(try await h.eva.api(.delete, "\(list)/items/\(milkID)").status == .notFound)
            #expect(try await h.eva.api(.post, "\(list)/clear").status == .notFound)
            #expect(try await h.eva.api(.post, "\(recipes)/\(id)/plan", json: #"{"date":"2026-11-23"}"#).status == .notFound)
            #expect(
                try await h.eva.api(
                    .put, "/api/v1/households/\(h.evasHousehold)/shopping-list/items/\(milkID)", json: #"{"checked":false}"#
                ).status == .notFound)

            #expect(try await h.jana.api(.post, "\(list)/clear").jsonObject()["removed"] as? Int == 1)
            let first = try #require(items.first?["id"] as? String)
            #expect(try await h.jana.api(.delete, "\(list)/items/\(first)").status == .noContent)
            #expect(try await h.jana.api(.delete, "\(list)/items/\(first)").status == .notFound)
            let left = try #require(try await h.jana.api(.get, list).jsonObject()["items"] as? [[String: Any]])
            #expect(left.count == 4)
        }
    }

    @Test func aRecipePlannedEveryMondayIsBoughtForEachMondayOfTheRange() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let recipes = "/api/v1/households/\(h.household)/recipes"
            let id = try #require(try await h.jana.api(.post, recipes, json: Self.computed).jsonObject()["id"] as? String)
            let planned = try await h.jana.api(.post, "\(recipes)/\(id)/plan", json: #"{"date":"2026-11-23","time":"12:00","servings":4}"#)
            let itemID = try #require(try planned.jsonObject()["plannerItemId"] as? String)
            // The planned event made to repeat every Monday in the planner.
            let item = "\(h.planner)/items/\(itemID)"
            let zone = try #require(try await h.jana.api(.get, item).jsonObject()["timeZone"] as? String)
            let repeated = try await h.jana.api(
                .put, item,
                json: """
                    {"kind":"event","title":"Bowl","category":"family","timeZone":"\(zone)","start":"2026-11-23T12:00","durationMinutes":20,
                     "recurrence":{"frequency":"weekly","weekdays":["MO"]}}
                    """)
            #expect(repeated.status == .ok, "\(repeated.text)")

            // 23 and 30 November, 7 December: three Mondays, each for 4 servings (twice the recipe's 2).
            let built = try await h.petr.api(
                .post, "/api/v1/households/\(h.household)/shopping-list/build", json: #"{"from":"2026-11-23","to":"2026-12-13"}"#)
            #expect(built.status == .ok, "\(built.text)")
            #expect(try built.jsonObject()["plannedRecipes"] as? Int == 3)
            let items = try #require(try built.jsonObject()["items"] as? [[String: Any]])
            #expect(
                items.map { $0["text"] as? String } == [
                    "1800 g chicken breast", "720 g basmati rice", "6 tbsp olive oil", "12 eggs", "salt",
                ])
            #expect(items.first?["quantity"] as? Double == 1800)

            // A range that starts on a Tuesday holds two Mondays.
            let shorter = try await h.jana.api(
                .post, "/api/v1/households/\(h.household)/shopping-list/build", json: #"{"from":"2026-11-24","to":"2026-12-10"}"#)
            #expect(try shorter.jsonObject()["plannedRecipes"] as? Int == 2)
            let fewer = try #require(try shorter.jsonObject()["items"] as? [[String: Any]])
            #expect(fewer.first?["text"] as? String == "1200 g chicken breast")
        }
    }
}
