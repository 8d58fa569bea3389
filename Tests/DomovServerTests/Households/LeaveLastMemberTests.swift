import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Leaving as the household's last member deletes it, so it asks what "Delete household" asks:
/// the name typed again, after saying what goes with it.
@Suite("Leaving a household as its last member")
struct LeaveLastMemberTests {
    @Test func theLastMemberTypesTheNameBeforeTheHouseholdIsDeleted() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Cottage")

            let page = try await jana.get("/households/\(household)")
            let form = try #require(HTMLScraper.element(id: "leave-household-form", in: page.text))
            #expect(form.contains("name=\"leave_confirm_name\""))
            #expect(page.text.contains("id=\"leave-deletes\""))
            #expect(page.text.contains("leaving deletes it"))
            #expect(PageIDTests.duplicateIDs(in: page.text).isEmpty, "\(PageIDTests.duplicateIDs(in: page.text))")

            let unconfirmed = try await jana.post("/households/\(household)/leave")
            #expect(unconfirmed.status == .unprocessableContent)
            #expect(try await app.storage.households.members(householdID: household).count == 1)
            let wrong = try await jana.post("/households/\(household)/leave", [("leave_confirm_name", "Cotage")])
            #expect(wrong.status == .unprocessableContent)
            #expect(wrong.text.contains("id=\"leave_confirm_name-error\""))

            let confirmed = try await jana.post("/households/\(household)/leave", [("leave_confirm_name", "Cottage")])
            #expect(confirmed.status == .seeOther)
            #expect(try await jana.get("/households/\(household)").status == .notFound)
        }
    }

    @Test func aMemberWhoIsNotTheLastLeavesWithoutTypingAnything() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Shared")
            let token = try await jana.createInvite(household)
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.acceptInvite(token)

            let page = try await petr.get("/households/\(household)")
            #expect(!page.text.contains("leave_confirm_name"))
            let left = try await petr.post("/households/\(household)/leave")
            #expect(left.status == .seeOther)
            #expect(try await app.storage.households.members(householdID: household).count == 1)
        }
    }
}
