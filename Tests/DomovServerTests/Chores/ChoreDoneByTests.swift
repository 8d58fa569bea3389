import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Complete and Renew record who did it ("Done by", the person pressing unless they pick
/// someone else), and a rotation in turn continues after whoever that was.
@Suite("Chore done by")
struct ChoreDoneByTests {
    @Test func renewingForSomeoneElseRecordsThemAndTheTurnPassesOnFromThem() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let token = try await jana.createInvite(household)
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.acceptInvite(token)
            var eva = try await Browser.signedUp(client, as: .eva)
            _ = try await eva.acceptInvite(try await jana.createInvite(household))
            let id = { (account: TestAccount) in try #require(try await app.storage.accounts.user(email: account.email)).id }
            let janaID = try await id(.jana), petrID = try await id(.petr), evaID = try await id(.eva)
            let room = try await ChoresPagesTests.createRoom(&jana, household, "Kitchen")
            var fields = ChoresPagesTests.choreFields(room: room, name: "Dishes").filter { $0.0 != "rotation" }
            fields += [("rotation", "round-robin")] + [janaID, petrID, evaID].map { ("rotation_members", $0.description) }
            let chore = try #require(
                try await jana.post("/chores/\(household)/chores", fields).location?.split(separator: "?").first.map(String.init))
            let choreID = try #require(ID<Chore>(String(chore.split(separator: "/").last!)))
            #expect(try await app.storage.chores.chore(id: choreID)?.assigneeID == janaID, "the first in turn starts")

            // The form offers the household's members, the person pressing chosen.
            let page = try await petr.get(chore).text
            let select = try #require(HTMLScraper.element(id: "done_by", in: page))
            #expect(select.contains("<option value=\"\(petrID)\" selected>"))
            #expect(select.contains("<option value=\"\(janaID)\">") && select.contains("<option value=\"\(evaID)\">"))

            // Jana's turn, but Petr did it and Jana records it: Petr in the history, Eva next (after Petr).
            #expect(try await jana.post("\(chore)/complete", [("done_by", petrID.description), ("note", "")]).status == .seeOther)
            var stored = try #require(try await app.storage.chores.chore(id: choreID))
            #expect(stored.assigneeID == evaID)
            #expect(try await app.storage.chores.completions(choreID: choreID, limit: 5).map(\.userID) == [petrID])
            #expect(try await jana.get(chore).text.contains("Petr"))
            // Left as it is, "done by" is whoever pressed: Eva did her turn, Jana is next.
            #expect(try await eva.post("\(chore)/complete").status == .seeOther)
            stored = try #require(try await app.storage.chores.chore(id: choreID))
            #expect(stored.assigneeID == janaID)
            #expect(try await app.storage.chores.completions(choreID: choreID, limit: 5).map(\.userID) == [evaID, petrID])

            // Someone outside the household is refused beside the field, and nothing is recorded.
            let stranger = try await jana.post("\(chore)/complete", [("done_by", UUID().uuidString)])
            #expect(stranger.status == .unprocessableContent)
            #expect(stranger.text.contains("id=\"done_by-error\""))
            #expect(try await app.storage.chores.completions(choreID: choreID, limit: 5).count == 2)
        }
    }

    @Test func theAPIRecordsWhoDidItToo() async throws {
        try await withTestApp { app, client in
            var h = try await PlannerAPIHousehold.make(client)
            let base = "/api/v1/households/\(h.household)/chores"
            let room = try await h.jana.api(.post, "\(base)/rooms", json: #"{"name":"Kuchyň","type":"kitchen"}"#)
            let roomID = try #require(try room.jsonObject()["id"] as? String)
            let created = try await h.jana.api(
                .post, "\(base)/items",
                json: """
                    {"roomId":"\(roomID)","name":"Nádobí","kind":"recurring","interval":{"value":1,"unit":"days"}}
                    """)
            let choreID = try #require(try created.jsonObject()["id"] as? String)
            let renewed = try await h.jana.api(.post, "\(base)/items/\(choreID)/complete", json: #"{"memberId":"\#(h.petrID)"}"#)
            #expect(renewed.status == .ok, "\(renewed.text)")
            let history = try await h.jana.api(.get, "\(base)/items/\(choreID)/history")
            #expect(history.text.contains("\"memberId\":\"\(h.petrID)\""), "\(history.text)")
            let stranger = try await h.jana.api(.post, "\(base)/items/\(choreID)/complete", json: #"{"memberId":"\#(UUID().uuidString)"}"#)
            #expect(stranger.status == .unprocessableContent)
            #expect(stranger.text.contains("memberId"))
            #expect(try await app.storage.chores.completions(choreID: try #require(ID<Chore>(choreID)), limit: 5).count == 1)
        }
    }
}
