import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The details of issue 20 for meals through the router: the household's order of the shopping
/// list's groups, an import page's own faults and the recipe's source details, and the warning
/// about the seed's muscle-gain rule with the recognised rule offered in its place.
@Suite("Meals pages: group order, import details, energy rule")
struct MealsDetailsPagesTests {
    /// The ids of the list's groups, in page order.
    static func aisles(_ page: String) -> [String] {
        page.matches(of: /<h3 class="shopping-aisle-title" id="aisle-([a-z]+)">/).map { String($0.output.1) }
    }

    @Test func theHouseholdsOrderOfGroupsIsTheListsForEveryMember() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let shopping = "/meals/\(household)/shopping"
            _ = try await jana.get(shopping)
            for item in ["milk", "mrkve", "unicorn dust"] { _ = try await jana.post(shopping + "/items", [("item", item)]) }
            let before = try await jana.get(shopping).text
            #expect(Self.aisles(before) == ["produce", "dairy", "other"])
            #expect(before.contains("<details class=\"card aisle-order\" id=\"aisle-order\">"), "closed until used")

            let moved = try await jana.post(shopping + "/aisles", [("move", "dairy:up")])
            #expect(moved.location == shopping + "?ordering=1#aisle-order")
            _ = try await jana.post(shopping + "/aisles", [("move", "dairy:up")])
            _ = try await jana.post(shopping + "/aisles", [("move", "other:up")])
            let after = try await jana.get(shopping + "?ordering=1").text
            #expect(Self.aisles(after) == ["dairy", "produce", "other"])
            #expect(after.contains("id=\"aisle-order\" open"))
            // The first group cannot move up, the last (spices, since other moved above it) not down.
            #expect(
                after.contains(
                    """
                    value=\"dairy:up\" class=\"button secondary aisle-move\" aria-label=\"Move “Dairy and eggs” up\" \
                    title=\"Move “Dairy and eggs” up\" disabled
                    """
                ))
            #expect(
                after.contains(
                    """
                    value=\"spices:down\" class=\"button secondary aisle-move\" aria-label=\"Move “Spices and herbs” down\" \
                    title=\"Move “Spices and herbs” down\" disabled
                    """
                ))
            #expect(!after.contains("Move “Other” down\" disabled"))

            // Another member sees the same order, in Czech.
            let token = try await jana.createInvite(household)
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.acceptInvite(token)
            _ = try await petr.post("/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "UTC")])
            let czech = try await petr.get(shopping).text
            #expect(Self.aisles(czech) == ["dairy", "produce", "other"])
            #expect(czech.contains("Posunout „Mléčné výrobky a vejce“ níž"))

            for bad in ["dairy:sideways", "fish:up", "", "dairy"] {
                #expect(try await jana.post(shopping + "/aisles", [("move", bad)]).status == .unprocessableContent, "\(bad)")
            }
            var eva = try await Browser.signedUp(client, as: .eva)
            _ = try await eva.createHousehold("Elsewhere")
            #expect(try await eva.post(shopping + "/aisles", [("move", "dairy:down")]).status == .notFound)
            #expect(Self.aisles(try await jana.get(shopping).text) == ["dairy", "produce", "other"])
        }
    }

    @Test func anImportSaysWhatIsWrongWithThePageItself() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let importPath = "/meals/\(household)/recipes/import"
            _ = try await jana.get(importPath)
            let none = try await jana.postMultipart(importPath, fields: [("html", "<html><p>Just a blog post.</p></html>")])
            #expect(none.status == .unprocessableContent)
            #expect(none.text.contains("No schema.org Recipe in this page."))
            #expect(!none.text.contains("not valid JSON"))
            let broken = try await jana.postMultipart(
                importPath, fields: [("html", #"<script type="application/ld+json">{"@type":"Recipe" "name":"Soup"}</script>"#)])
            #expect(broken.status == .unprocessableContent)
            #expect(broken.text.contains("The page&#39;s recipe data is not valid JSON."))
            #expect(!broken.text.contains("No schema.org Recipe"))

            _ = try await jana.post("/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "UTC")])
            _ = try await jana.get(importPath)
            let czech = try await jana.postMultipart(
                importPath, fields: [("html", #"<script type="application/ld+json">{"@type":"Recipe" "name":"Soup"}</script>"#)])
            #expect(czech.text.contains("Data receptu na stránce nejsou platný JSON."))
        }
    }

    @Test func theSourcesDetailsArePreviewedSavedShownAndExported() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let importPath = "/meals/\(household)/recipes/import"
            _ = try await jana.get(importPath)
            let page = MealsTransferTests.page.replacingOccurrences(
                of: #""prepTime":"PT15M","#,
                with:
                    #"""
                    "prepTime":"PT15M","author":{"@type":"Person","name":"Ana"},"recipeCategory":"Main course","recipeCuisine":"Indian",\#
                    "keywords":"curry, vegan",
                    """#
            )
            let preview = try await jana.postMultipart(importPath, fields: [("html", page)])
            #expect(preview.status == .ok)
            for (field, value) in [
                ("author", "Ana"), ("category", "Main course"), ("cuisine", "Indian"), ("keywords", "curry, vegan"), ("prepMinutes", "15"),
                ("cookMinutes", "30"),
            ] {
                #expect(preview.text.contains("name=\"\(field)\"") && preview.text.contains("value=\"\(value)\""), "\(field)")
            }

            var fields = Browser.recipeFields
            fields += [
                ("author", "Ana"), ("category", "Main course"), ("cuisine", "Indian"), ("keywords", "curry, vegan"), ("prepMinutes", "15"),
                ("cookMinutes", "30"),
            ]
            let path = try #require(try await jana.postRecipe("/meals/\(household)/recipes", fields: fields).location)
            let detail = try await jana.get(path).text
            #expect(detail.contains("id=\"recipe-times\">Preparing: 15 min · Cooking: 30 min</p>"))
            #expect(detail.contains("By Ana"))
            #expect(detail.contains("Main course · Indian"))
            #expect(detail.contains("<li>curry</li><li>vegan</li>"))

            let exported = try await jana.get(path + "/recipe.jsonld").jsonObject()
            #expect((exported["author"] as? [String: Any])?["name"] as? String == "Ana")
            #expect(exported["recipeCategory"] as? String == "Main course")
            #expect(exported["recipeCuisine"] as? String == "Indian")
            #expect(exported["keywords"] as? String == "curry, vegan")
            #expect(exported["prepTime"] as? String == "PT15M")
            #expect(exported["cookTime"] as? String == "PT30M")

            // The edit form holds them, so an edit keeps them; a bad time is a field error.
            let edit = try await jana.get(path + "/edit").text
            #expect(edit.contains("value=\"curry, vegan\""))
            var bad = fields.filter { $0.0 != "cookMinutes" }
            bad.append(("cookMinutes", "forever"))
            let refused = try await jana.postRecipe(path, fields: bad)
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("id=\"cookMinutes-error\""))
        }
    }

    @Test func theSeedsMuscleGainRuleIsWarnedAboutAndTheRecognisedRuleOffered() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let myMeal = "/meals/\(household)/my-meal"
            _ = try await jana.get(myMeal)
            let man: [(String, String)] = [
                ("sex", "male"), ("weight", "80"), ("height", "180"), ("age", "30"), ("goal", "muscle-gain"),
                ("equation", "harris-benedict"),
            ]
            #expect(try await jana.post(myMeal, man + [("activity", "moderate")]).status == .seeOther)
            #expect(!(try await jana.get(myMeal).text.contains("id=\"seed-rule-warning\"")), "× 2 is more than × 1.8")

            #expect(try await jana.post(myMeal, man + [("activity", "heavy")]).status == .seeOther)
            let warned = try await jana.get(myMeal).text
            let warning = try #require(warned.range(of: "id=\"seed-rule-warning\"").map { String(warned[$0.upperBound...].prefix(700)) })
            // 1864.5 × 2 = 3729 kcal against 1864.5 × 2.1 = 3916 kcal.
            #expect(
                warning.contains("muscle gain gives you less energy than weight loss: 3729 kcal a day (basal rate × 2) against 3916 kcal"))
            #expect(warning.contains("choose “Activity-based” under Energy rule"))
            #expect(warned.contains("name=\"energyRule\" value=\"activity-based\""))

            #expect(try await jana.post(myMeal, man + [("activity", "heavy"), ("energyRule", "activity-based")]).status == .seeOther)
            let alternative = try await jana.get(myMeal).text
            #expect(!alternative.contains("id=\"seed-rule-warning\""))
            // 1864.5 × 2.1 × 1.1 = 4307.1 kcal a day.
            #expect(alternative.contains("Daily energy for muscle gain: basal rate × activity factor, plus 10 %"))
            #expect(alternative.contains("4307.1 kcal"))
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            #expect(try await app.storage.recipes.personalData(userID: user.id)?.energyRule == .activityBased)
            #expect(try await jana.post(myMeal, man + [("activity", "heavy"), ("energyRule", "more")]).status == .unprocessableContent)

            _ = try await jana.post("/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "UTC")])
            _ = try await jana.get(myMeal)
            _ = try await jana.post(myMeal, man + [("activity", "heavy"), ("energyRule", "seed")])
            let czech = try await jana.get(myMeal).text
            #expect(czech.contains("dostanete při nabírání svalů méně energie než při hubnutí: 3729 kcal denně"))
        }
    }
}
