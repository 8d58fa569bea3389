import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("Household API")
struct HouseholdAPITests {
    @Test func createInviteAcceptListAndDelete() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let created = try await jana.api(.post, "/api/v1/households", json: #"{"name":"Novákovi"}"#)
            #expect(created.status == .created)
            let household = try #require(try created.jsonObject()["id"] as? String)
            #expect(try created.jsonObject()["role"] as? String == "owner")

            let invite = try await jana.api(.post, "/api/v1/households/\(household)/invites")
            #expect(invite.status == .created)
            let token = try #require(try invite.jsonObject()["token"] as? String)
            #expect((try invite.jsonObject()["url"] as? String)?.hasSuffix("/invite/\(token)") == true)

            var petr = try await Browser.signedUp(client, as: .petr)
            let accepted = try await petr.api(.post, "/api/v1/invites/\(token)/accept")
            #expect(accepted.status == .ok)
            #expect(try accepted.jsonObject()["role"] as? String == "member")
            // The owner following their own link stays owner.
            #expect(try await jana.api(.post, "/api/v1/invites/\(token)/accept").jsonObject()["role"] as? String == "owner")

            let members = try await petr.api(.get, "/api/v1/households/\(household)/members")
            #expect(members.status == .ok)
            let list = try #require(try JSONSerialization.jsonObject(with: Data(members.text.utf8)) as? [[String: Any]])
            #expect(list.compactMap { $0["nickname"] as? String } == ["jana", "petr"])

            let households = try await petr.api(.get, "/api/v1/households")
            let mine = try #require(try JSONSerialization.jsonObject(with: Data(households.text.utf8)) as? [[String: Any]])
            #expect(mine.first?["memberCount"] as? Int == 2)

            #expect(try await jana.api(.delete, "/api/v1/households/\(household)?confirmName=novákovi").status == .unprocessableContent)
            #expect(try await petr.api(.delete, "/api/v1/households/\(household)?confirmName=Novákovi").status == .forbidden)
            let deleted = try await jana.api(.delete, "/api/v1/households/\(household)?confirmName=Nov%C3%A1kovi")
            #expect(deleted.status == .noContent)
            #expect(try await petr.api(.get, "/api/v1/households/\(household)").status == .notFound)
            #expect(try await app.storage.accounts.user(email: TestAccount.petr.email)?.currentHouseholdID == nil)
        }
    }
}
