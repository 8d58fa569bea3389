import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// Fuzzing the /api/v1 request bodies through their routes: Foundation's JSONDecoder reads
/// them, and what follows is Domov's (the NUL check, each request's conversion to the domain's
/// input and its validation). Mutations of real bodies, sent by a signed-in member to every
/// route that takes one, must each get an answer below 500: 2xx, or a problem document with a
/// 4xx. `DOMOV_FUZZ_INPUTS=100000 swift test --filter JSONBodyFuzzTests` for a full run
/// (a request each, so slower than the parsers' own fuzzing).
@Suite("JSON body fuzzing")
struct JSONBodyFuzzTests {
    /// A route that takes a JSON body and a real body for it.
    struct Target {
        let method: HTTPRequest.Method
        let path: String
        let body: String
    }

    static func targets(_ h: String, recipe: String, chore: String, room: String, item: String, member: String) -> [Target] {
        let base = "/api/v1/households/\(h)"
        let recipeBody =
            #"""
            {"name":"Bowl","summary":"Rychlé.","ingredients":["300 g chicken breast","½ tsp salt","1 1/2 cups rice"],"method":["Cook."],\#
            "preparationMinutes":20,"servings":2,"kcal":500,"imageURL":"https://example.org/a.jpg","details":{"author":"Jana",\#
            "keywords":"rychlé, levné","prepMinutes":5,"cookMinutes":15}}
            """#
        let choreBody =
            #"""
            {"roomId":"\#(room)","name":"Nádobí","description":"Myčka","kind":"recurring","start":"2026-01-15T11:00:00Z",\#
            "interval":{"value":2,"unit":"days"},"timeZone":"Europe/Prague","rotation":{"mode":"least-done","members":["\#(member)"]}}
            """#
        let itemBody =
            #"""
            {"kind":"event","title":"Plavání","timeZone":"Europe/Prague","start":"2026-03-09T18:00","durationMinutes":60,\#
            "recurrence":{"frequency":"weekly","interval":2,"days":["mo","we"],"until":"2026-12-31"},"category":"new",\#
            "newCategoryName":"Sport","reminderMinutes":[15,1440]}
            """#
        return [
            Target(method: .post, path: "/api/v1/app-passwords", body: #"{"name":"Telefon"}"#),
            Target(method: .post, path: "/api/v1/households", body: #"{"name":"Chata"}"#),
            Target(method: .post, path: "\(base)/planner/items", body: itemBody),
            Target(
                method: .put, path: "\(base)/planner/items/\(item)",
                body:
                    #"""
                    {"kind":"task","title":"Koš","due":"2026-03-10","recurrence":{"frequency":"monthly","anchor":"weekday"},"private":true}
                    """#
            ),
            Target(
                method: .post, path: "\(base)/planner/items/\(item)/answer", body: #"{"answer":"accepted","occurrence":"2026-03-09T18:00"}"#
            ),
            Target(method: .post, path: "\(base)/planner/categories", body: ##"{"name":"Zahrada","color":"#16A34A"}"##),
            Target(method: .post, path: "\(base)/planner/calendars", body: ##"{"name":"Sport","color":"#FF2968"}"##),
            Target(
                method: .post, path: "\(base)/planner/subscriptions",
                body: #"{"url":"https://example.org/feed.ics","name":"Svátky","refreshMinutes":60}"#),
            Target(method: .post, path: "\(base)/chores/rooms", body: #"{"name":"Kuchyň","type":"kitchen"}"#),
            Target(method: .post, path: "\(base)/chores/items", body: choreBody),
            Target(
                method: .put, path: "\(base)/chores/items/\(chore)/assignment",
                body: #"{"assigneeId":"\#(member)","rotation":{"mode":"fixed","members":[]}}"#),
            Target(method: .post, path: "\(base)/chores/items/\(chore)/complete", body: #"{"note":"hotovo","memberId":"\#(member)"}"#),
            Target(
                method: .put, path: "/api/v1/notification-settings",
                body: #"{"push":false,"defaultReminderMinutes":60,"quietHours":{"start":"22:30","end":"06:00"}}"#),
            Target(method: .put, path: "/api/v1/name-days/settings", body: #"{"calendars":["cs","sk"]}"#),
            Target(method: .post, path: "/api/v1/name-days/reminders", body: #"{"name":"Honza","person":"Děda","time":"08:30"}"#),
            Target(method: .post, path: "\(base)/recipes", body: recipeBody),
            Target(method: .put, path: "\(base)/recipes/\(recipe)", body: recipeBody),
            Target(method: .post, path: "\(base)/recipes/\(recipe)/plan", body: #"{"date":"2026-11-23","time":"12:00","servings":4}"#),
            Target(
                method: .put, path: "/api/v1/me/personal-data",
                body: #"{"sex":"female","weight":60.5,"height":170,"age":30,"activity":"light","goal":"weight-loss"}"#),
            Target(method: .post, path: "\(base)/shopping-list/build", body: #"{"from":"2026-11-23","to":"2026-12-13"}"#),
            Target(method: .post, path: "\(base)/shopping-list/items", body: #"{"text":"2 l milk","checked":false}"#),
            Target(
                method: .post, path: "\(base)/recipes/import-preview",
                body: #"{"html":"{\"@type\":\"Recipe\",\"name\":\"Oats\",\"recipeIngredient\":[\"80 g oats\"],\"totalTime\":\"PT5M\"}"}"#),
            Target(
                method: .put, path: "/api/v1/phrasebook/packs/en-neoslavonic/favourites/please",
                body: #"{"choices":{"1":"accusative:water","2":"dative:brother","3":"junk"}}"#),
            Target(
                method: .post, path: "\(base)/phrasebook/packs/en-neoslavonic/own/words",
                body: #"{"form":"accusative","source":"the cat","target":"kota","gender":"masculine","pattern":"brat","lemma":"kot"}"#),
            Target(
                method: .post, path: "\(base)/phrasebook/packs/en-neoslavonic/own/phrases",
                body: #"{"source":"Feed |1|.","target":"Nakrmi |1|.","slots":{"1":["accusative"]}}"#),
            Target(method: .post, path: "/api/v1/session", body: #"{"email":"jana@example.org","password":"wrong horse"}"#),
        ]
    }

    static let dictionary = [
        "{", "}", "[", "]", "\"", ":", ",", "null", "true", "false", "{}", "[]", "\"\"", "1e999", "-1e999", "1e-999", "1.5", "-0", "0x10",
        "9223372036854775808", "-9223372036854775809", "18446744073709551616", "\\u0000", "\\ud800", "\\udfff", "\\\"", "\\\\", "\\n",
        "\\/",
        "2026-02-30", "2026-13-01", "9999-12-31T23:59:59Z", "0000-01-01", "T25:61", "P1D", "Europe/Nowhere", "../", "%00", "😀", "ř",
        #""frequency":"secondly""#, #""interval":2147483648"#, #""until":"#, #""count":"#, #""days":["#, #""members":["#,
    ]

    @Test func mutatedBodiesGetAnAnswerBelow500() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let base = "/api/v1/households/\(h.household)"
            let recipe = try #require(
                try await h.jana.api(.post, "\(base)/recipes", json: MealsShoppingAPITests.computed).jsonObject()["id"] as? String)
            let room = try #require(
                try await h.jana.api(.post, "\(base)/chores/rooms", json: #"{"name":"Kuchyň","type":"kitchen"}"#).jsonObject()["id"]
                    as? String)
            let chore = try #require(
                try await h.jana.api(
                    .post, "\(base)/chores/items",
                    json:
                        #"""
                        {"roomId":"\#(room)","name":"Nádobí","kind":"recurring","start":"2025-01-15T09:30:00Z","interval":{"value":100,\#
                        "unit":"minutes"}}
                        """#
                ).jsonObject()["id"] as? String)
            let item = try #require(
                try await h.jana.createItem(h.household, #"{"title":"Plavání","start":"2026-03-09T18:00","durationMinutes":60}"#)["id"]
                    as? String)
            let targets = Self.targets(h.household, recipe: recipe, chore: chore, room: room, item: item, member: h.petrID)
            var statuses: [Int: Int] = [:]
            let inputs = FuzzInputs(corpus: targets.map(\.body), dictionary: Self.dictionary, count: FuzzInputs.count(default: 300))
            for (index, input) in inputs.enumerated() {
                // Each body goes to each route in turn: a chore's body to the recipes is bad input too.
                let target = targets[index % targets.count]
                let response = try await h.jana.request(
                    target.path, method: target.method, headers: [.contentType: "application/json"], body: ByteBuffer(bytes: input)
                )
                statuses[Int(response.status.code), default: 0] += 1
                #expect(
                    response.status.code < 500,
                    "\(target.method) \(target.path) \(String(decoding: input, as: UTF8.self)): \(response.text.prefix(300))")
                if response.status.code >= 400 {
                    #expect(response.contentType == "application/problem+json", "\(target.path): \(response.status)")
                }
            }
            // The session route signs in: the member's own session still works afterwards.
            #expect(try await h.jana.api(.get, "/api/v1/me").status == .ok)
            #expect(statuses.keys.contains { $0 < 300 } && statuses.keys.contains { $0 >= 400 })
            FuzzInputs.report(
                "mutated API bodies: \(inputs.count) requests to \(targets.count) routes, statuses \(statuses.sorted { $0.key < $1.key })")
        }
    }
}
