import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// On a page with several forms, a failure shows once: one error summary, in the form that was
/// sent (as on Settings), not one in every form of the page.
@Suite("Form errors shown once")
struct FormErrorShownOnceTests {
    /// The ids of the page's error summaries, in page order.
    static func summaries(_ page: String) -> [String] {
        page.matches(of: /<div class="notice error form-errors" id="([^"]+)"/).map { String($0.1) }
    }

    @Test func theHouseholdPageShowsTheFailureOnlyBesideTheSentForm() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let delete = try await jana.post("/households/\(household)/delete", [("confirm_name", "Not home")])
            #expect(delete.status == .unprocessableContent)
            #expect(Self.summaries(delete.text) == ["delete-household-form-errors"])

            let rename = try await jana.post("/households/\(household)/rename", [("name", "")])
            #expect(rename.status == .unprocessableContent)
            #expect(Self.summaries(rename.text) == ["rename-household-form-errors"])

            let leave = try await jana.post("/households/\(household)/leave", [("leave_confirm_name", "Nope")])
            #expect(leave.status == .unprocessableContent)
            #expect(Self.summaries(leave.text) == ["leave-household-form-errors"])
        }
    }

    @Test func theChorePageShowsTheFailureOnlyBesideTheSentForm() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let room = try await ChoresPagesTests.createRoom(&jana, household, "Kitchen")
            let chore = try #require(
                try await jana.post("/chores/\(household)/chores", ChoresPagesTests.choreFields(room: room, name: "Dishes"))
                    .location?.split(separator: "?").first.map(String.init))
            let done = try await jana.post("\(chore)/complete", [("done_by", UUID().uuidString)])
            #expect(done.status == .unprocessableContent)
            #expect(Self.summaries(done.text) == ["complete-form-errors"])

            let assign = try await jana.post("\(chore)/assign", [("assignee", UUID().uuidString), ("rotation", "none")])
            #expect(assign.status == .unprocessableContent)
            #expect(Self.summaries(assign.text) == ["assign-form-errors"])
        }
    }

    @Test func theFeedsPageShowsTheFailureOnlyBesideTheSentForm() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            #expect(try await jana.post("/planner/\(household)/feeds", [("name", "Phone")]).status == .created)
            let failed = try await jana.post("/planner/\(household)/feeds", [("name", "")])
            #expect(failed.status == .unprocessableContent)
            #expect(Self.summaries(failed.text) == ["feed-form-errors"], "not in the revoke and import forms too")
        }
    }
}
