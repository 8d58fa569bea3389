import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// /api/v1/households/{household}/chores with the frozen clock (2025-01-15T09:30:00Z).
@Suite("Chores API")
struct ChoresAPITests {
    @Test func roomsChoresCompletionsAndTheOverview() async throws {
        try await withTestApp { app, client in
            var h = try await PlannerAPIHousehold.make(client)
            let base = "/api/v1/households/\(h.household)/chores"
            let room = try await h.jana.api(.post, "\(base)/rooms", json: #"{"name":"Kuchyň","type":"kitchen"}"#)
            #expect(room.status == .created)
            let roomID = try #require(try room.jsonObject()["id"] as? String)
            #expect(try room.jsonObject()["mine"] as? Bool == true)
            #expect(try await h.jana.api(.post, "\(base)/rooms", json: #"{"name":"KUCHYŇ","type":"kitchen"}"#).status == .conflict)

            let created = try await h.jana.api(
                .post, "\(base)/items",
                json: """
                    {"roomId":"\(roomID)","name":"Nádobí","kind":"recurring","start":"2025-01-15T09:30:00Z",
                     "interval":{"value":100,"unit":"minutes"},"assigneeId":"\(h.petrID)",
                     "rotation":{"mode":"round-robin","members":["\(h.petrID)"]}}
                    """)
            #expect(created.status == .created, "\(created.text)")
            let chore = try created.jsonObject()
            let choreID = try #require(chore["id"] as? String)
            #expect(chore["status"] as? String == "ok")
            #expect(chore["due"] as? String == "2025-01-15T11:10:00Z")
            #expect(chore["criticalAt"] as? String == "2025-01-15T10:50:00Z")
            #expect(chore["secondsRemaining"] as? Int == 6000)

            app.clock.advance(by: 80 * 60)
            #expect(try await h.petr.api(.get, "\(base)/items/\(choreID)").jsonObject()["status"] as? String == "critical")
            // Petr does not have the room in My rooms: his overview is empty until he asks for all rooms.
            let petrsOverview = try await h.petr.api(.get, "\(base)/overview").jsonObject()
            #expect((petrsOverview["urgent"] as? [Any])?.isEmpty == true)
            #expect(try await h.petr.api(.put, "\(base)/rooms/\(roomID)/mine").status == .noContent)
            #expect((try await h.petr.api(.get, "\(base)/overview").jsonObject()["urgent"] as? [Any])?.count == 1)

            let renewed = try await h.petr.api(.post, "\(base)/items/\(choreID)/complete", json: #"{"note":"hotovo"}"#)
            #expect(renewed.status == .ok)
            #expect(try renewed.jsonObject()["status"] as? String == "ok")
            #expect(try renewed.jsonObject()["start"] as? String == "2025-01-15T10:50:00Z")
            let history = try await h.jana.api(.get, "\(base)/items/\(choreID)/history").jsonArray()
            #expect(history.map { $0["note"] as? String } == ["hotovo"])
            let stats = try await h.jana.api(.get, "\(base)/overview?rooms=all").jsonObject()["completionsLast30Days"] as? [[String: Any]]
            #expect(stats?.first { $0["memberId"] as? String == h.petrID }?["completions"] as? Int == 1)
            let undone = try await h.jana.api(.post, "\(base)/items/\(choreID)/undo")
            #expect(try undone.jsonObject()["status"] as? String == "critical")
            #expect(try await h.jana.api(.get, "\(base)/items?room=\(roomID)").jsonArray().count == 1)

            // The assignment changes on its own; a stranger can neither be assigned nor assign.
            let janaID = try #require(try await h.jana.api(.get, "/api/v1/me").jsonObject()["id"] as? String)
            let evaID = try #require(try await h.eva.api(.get, "/api/v1/me").jsonObject()["id"] as? String)
            let assigned = try await h.jana.api(
                .put, "\(base)/items/\(choreID)/assignment",
                json: """
                    {"assigneeId":"\(janaID)","rotation":{"mode":"least-done","members":["\(janaID)","\(h.petrID)"]}}
                    """)
            #expect(assigned.status == .ok, "\(assigned.text)")
            #expect(try assigned.jsonObject()["assigneeId"] as? String == janaID)
            #expect((try assigned.jsonObject()["rotation"] as? [String: Any])?["mode"] as? String == "least-done")
            let refused = try await h.jana.api(.put, "\(base)/items/\(choreID)/assignment", json: #"{"assigneeId":"\#(evaID)"}"#)
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("assigneeId"), "\(refused.text)")
            #expect(try await h.jana.api(.get, "\(base)/items/\(choreID)").jsonObject()["assigneeId"] as? String == janaID, "nothing saved")
            #expect(
                try await h.eva.api(.put, "\(base)/items/\(choreID)/assignment", json: #"{"assigneeId":"\#(evaID)"}"#).status == .notFound)
            let cleared = try await h.jana.api(.put, "\(base)/items/\(choreID)/assignment", json: "{}")
            #expect(try cleared.jsonObject()["assigneeId"] == nil || cleared.jsonObject()["assigneeId"] is NSNull)

            // An edit replaces what the chore is; the history stays, and bad input saves nothing.
            let edited = try await h.jana.api(
                .put, "\(base)/items/\(choreID)",
                json: """
                    {"roomId":"\(roomID)","name":"Nádobí a \
                    linka","kind":"once","start":"2025-01-15T11:00:00Z","end":"2025-01-15T12:00:00Z"}
                    """)
            #expect(edited.status == .ok, "\(edited.text)")
            #expect(try edited.jsonObject()["name"] as? String == "Nádobí a linka")
            #expect(try edited.jsonObject()["due"] as? String == "2025-01-15T12:00:00Z")
            #expect(try await h.jana.api(.get, "\(base)/items/\(choreID)/history").jsonArray().isEmpty, "the renewal was undone above")
            let badEdit = try await h.jana.api(
                .put, "\(base)/items/\(choreID)", json: #"{"roomId":"\#(roomID)","name":"","kind":"once","end":"nonsense"}"#)
            #expect(badEdit.status == .unprocessableContent)
            #expect(badEdit.text.contains("\"end\""), "\(badEdit.text)")
            #expect(try await h.jana.api(.get, "\(base)/items/\(choreID)").jsonObject()["name"] as? String == "Nádobí a linka")
            #expect(try await h.eva.api(.put, "\(base)/items/\(choreID)", json: #"{"name":"x"}"#).status == .notFound)

            // Strangers: 404 for everything.
            for (method, path) in [
                (HTTPRequest.Method.get, "\(base)/rooms"), (.get, "\(base)/items/\(choreID)"), (.post, "\(base)/items/\(choreID)/complete"),
                (.delete, "\(base)/rooms/\(roomID)"), (.get, "\(base)/overview"),
            ] {
                #expect(try await h.eva.api(method, path).status == .notFound, "\(method) \(path)")
            }
            #expect(try await h.jana.api(.delete, "\(base)/items/\(choreID)").status == .noContent)
            #expect(try await h.jana.api(.delete, "\(base)/rooms/\(roomID)").status == .noContent)
            #expect(try await h.jana.api(.get, "\(base)/rooms").jsonArray().isEmpty)
        }
    }

    @Test func badInputNamesTheFieldsAndSavesNothing() async throws {
        try await withTestApp { app, client in
            var h = try await PlannerAPIHousehold.make(client)
            let base = "/api/v1/households/\(h.household)/chores"
            let roomID = try #require(
                try await h.jana.api(.post, "\(base)/rooms", json: #"{"name":"Koupelna","type":"bathroom"}"#).jsonObject()["id"] as? String)
            let evasBase = "/api/v1/households/\(h.evasHousehold)/chores"
            let cases: [(String, String, Set<String>)] = [
                (base + "/rooms", #"{"name":"Sklep","type":"cellar"}"#, ["type"]),
                (
                    base + "/items",
                    #"{"roomId":"\#(roomID)","name":"X","kind":"once","start":"2025-01-15T10:00:00Z","end":"2025-01-15T10:01:59Z"}"#,
                    ["end"]
                ),
                (
                    base + "/items", #"{"roomId":"\#(roomID)","name":"X","kind":"recurring","interval":{"value":0,"unit":"days"}}"#,
                    ["interval.value"]
                ),
                (
                    base + "/items", #"{"roomId":"\#(roomID)","name":"X","kind":"recurring","interval":{"value":-1,"unit":"days"}}"#,
                    ["interval.value"]
                ),
                (
                    base + "/items",
                    #"{"roomId":"\#(roomID)","name":"X","kind":"recurring","interval":{"value":6,"unit":"weeks"},"start":"yesterday"}"#,
                    ["start"]
                ),
                (
                    base + "/items", #"{"roomId":"\#(roomID)","name":"X","kind":"recurring","interval":{"value":1828,"unit":"days"}}"#,
                    ["interval.value"]
                ),
                (
                    evasBase + "/items", #"{"roomId":"\#(roomID)","name":"X","kind":"recurring","interval":{"value":1,"unit":"days"}}"#,
                    ["roomId"]
                ),
            ]
            for (path, json, fields) in cases {
                var browser = path.hasPrefix(evasBase) ? h.eva : h.jana
                let response = try await browser.api(.post, path, json: json)
                #expect(response.status == .unprocessableContent, "\(json): \(response.text)")
                let named = Set(((try? response.jsonObject()["errors"] as? [[String: Any]]) ?? []).compactMap { $0["field"] as? String })
                #expect(named == fields, "\(json)")
            }
            _ = h
            #expect(try await app.storage.chores.chores(householdID: try #require(ID<Household>(h.household)), roomID: nil).isEmpty)
        }
    }
}
