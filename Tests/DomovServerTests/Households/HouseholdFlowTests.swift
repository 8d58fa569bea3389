import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("Households in the browser")
struct HouseholdFlowTests {
    @Test func createInviteAcceptAndBothAreListed() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Domov Nováků")
            let page = try await jana.get("/households/\(household)")
            #expect(page.status == .ok)
            #expect(page.text.contains("Domov Nováků"))
            #expect(try await jana.memberNicknames(household) == ["jana"])

            let token = try await jana.createInvite(household)
            #expect(token.count >= 43)

            var petr = try await Browser.signedUp(client, as: .petr)
            let invitation = try await petr.get("/invite/\(token)")
            #expect(invitation.text.contains("Domov Nováků"))
            let joined = try await petr.post("/invite/\(token)")
            #expect(joined.status == .seeOther)
            #expect(joined.location == "/households/\(household)")

            #expect(try await petr.memberNicknames(household) == ["jana", "petr"])
            #expect(try await jana.memberNicknames(household) == ["jana", "petr"])
            let petrUser = try #require(try await app.storage.accounts.user(email: TestAccount.petr.email))
            #expect(petrUser.currentHouseholdID == household)

            // Accepting again changes nothing.
            #expect(try await petr.post("/invite/\(token)").status == .seeOther)
            #expect(try await app.storage.households.members(householdID: household).count == 2)
        }
    }

    @Test func outsidersGet404ForThePageTheMembersAPIAndDelete() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Private")
            var eva = try await Browser.signedUp(client, as: .eva)

            let page = try await eva.get("/households/\(household)")
            #expect(page.status == .notFound)
            #expect(!page.text.contains("Private"))

            let members = try await eva.api(.get, "/api/v1/households/\(household)/members")
            #expect(members.status == .notFound)
            #expect(members.contentType == "application/problem+json")

            let webDelete = try await eva.post("/households/\(household)/delete", [("confirm_name", "Private")])
            #expect(webDelete.status == .notFound)
            let apiDelete = try await eva.api(.delete, "/api/v1/households/\(household)?confirmName=Private")
            #expect(apiDelete.status == .notFound)
            #expect(try await eva.post("/households/\(household)/invites").status == .notFound)
            #expect(try await eva.post("/households/\(household)/switch").status == .notFound)

            // A stranger's guess of a malformed ID answers the same.
            #expect(try await eva.get("/households/not-an-id").status == .notFound)

            #expect(try await jana.memberNicknames(household) == ["jana"])
            #expect(try await app.storage.households.members(householdID: household).count == 1)
        }
    }

    @Test func membersMayNotDeleteOrInvite() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Shared")
            let token = try await jana.createInvite(household)
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.acceptInvite(token)

            #expect(try await petr.post("/households/\(household)/delete", [("confirm_name", "Shared")]).status == .forbidden)
            #expect(try await petr.post("/households/\(household)/invites").status == .forbidden)
            #expect(try await app.storage.households.members(householdID: household).count == 2)
        }
    }

    @Test func deletingNeedsTheExactName() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Chata u lesa")
            try await jana.get("/households/\(household)")

            for wrong in ["", "chata u lesa", "Chata"] {
                let response = try await jana.post("/households/\(household)/delete", [("confirm_name", wrong)])
                #expect(response.status == .unprocessableContent, "confirming with \"\(wrong)\"")
                #expect(HTMLScraper.input(id: "confirm_name", in: response.text)?["aria-invalid"] == "true")
                #expect(
                    HTMLScraper.element(id: "confirm_name-error", in: response.text) == Texts.html(.fieldProblem(.confirmationMismatch)))
            }
            #expect(try await jana.get("/households/\(household)").status == .ok)

            let deleted = try await jana.post("/households/\(household)/delete", [("confirm_name", " Chata u lesa ")])
            #expect(deleted.status == .seeOther)
            #expect(deleted.location == "/households")
            #expect(try await jana.get("/households/\(household)").status == .notFound)
            #expect(try await app.storage.accounts.user(email: TestAccount.jana.email)?.currentHouseholdID == nil)
        }
    }

    @Test func householdNamesAreValidatedAndUniquePerPerson() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await jana.createHousehold("Home")
            let taken = try await jana.post("/households", [("name", "HOME")])
            #expect(taken.status == .conflict)
            #expect(HTMLScraper.element(id: "name-error", in: taken.text) == Texts.html(.fieldProblem(.nameTaken)))
            let empty = try await jana.post("/households", [("name", "  ")])
            #expect(empty.status == .unprocessableContent)
            #expect(HTMLScraper.element(id: "name-error", in: empty.text) == Texts.html(.fieldProblem(.required)))

            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.createHousehold("Home")
        }
    }

    @Test func invitationsExpireAfterAWeek() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let token = try await jana.createInvite(household)
            app.clock.advance(by: Invite.lifetime)
            var petr = try await Browser.signedUp(client, as: .petr)
            #expect(try await petr.get("/invite/\(token)").status == .gone)
            #expect(try await petr.post("/invite/\(token)").status == .gone)
            #expect(try await petr.get("/invite/not-a-token").status == .notFound)
            #expect(try await app.storage.households.members(householdID: household).count == 1)
        }
    }
}
