import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// What someone new meets first: the home page before a household, and Settings when a form
/// comes back with problems.
@Suite("First impression pages")
struct FirstImpressionPagesTests {
    @Test func withoutAHouseholdMakingOneComesBeforeTheModules() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let home = try await jana.get("/").text
            let firstSteps = try #require(home.range(of: "id=\"get-started\""))
            let modules = try #require(home.range(of: "id=\"modules-heading\""))
            #expect(firstSteps.lowerBound < modules.lowerBound)
            #expect(home.contains("<form id=\"home-household-create-form\""))
            #expect(home.contains(Texts.html(.joinByInvitation)))

            // The form there makes the household as the Households page's does.
            let created = try await jana.post("/households", [("name", "Domov Nováků")])
            #expect(created.location?.hasPrefix("/households/") == true)
            let after = try await jana.get("/").text
            #expect(!after.contains("id=\"get-started\""))
            #expect(after.contains("Domov Nováků"))
        }
    }

    /// Settings has seven forms: the problem shows once, in the form that was sent, with a link
    /// to each field that needs fixing, and takes the focus.
    @Test func aSettingsFormErrorShowsOnceBesideItsFormWithLinksToItsFields() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await jana.get("/settings")
            let response = try await jana.post("/settings/profile", [("display_name", ""), ("nickname", "")])
            #expect(response.status == .unprocessableContent)
            let page = response.text
            #expect(page.components(separatedBy: Texts.html(.formHasErrors)).count == 2, "the summary once")
            #expect(page.components(separatedBy: "data-form-errors").count == 2)
            let form = try #require(page.range(of: "<form id=\"profile-form\""))
            let summary = try #require(page.range(of: "id=\"profile-form-errors\""))
            let fields = try #require(page.range(of: "<label for=\"display_name\""))
            #expect(form.lowerBound < summary.lowerBound && summary.lowerBound < fields.lowerBound, "at the top of the profile form")
            #expect(page.contains("<a href=\"#display_name\">\(Texts.html(.displayName)): "))
            #expect(page.contains("<a href=\"#nickname\">\(Texts.html(.nickname)): "))
            #expect(page.contains("tabindex=\"-1\" autofocus data-form-errors"))
            // The other forms keep their own values and show no problems.
            #expect(page.components(separatedBy: "class=\"field-error\"").count == 3, "one per invalid field")
        }
    }

    @Test func aFailedPasswordChangeLeavesTheProfileFormAlone() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await jana.get("/settings")
            let response = try await jana.post(
                "/settings/password", [("current_password", "wrong one"), ("new_password", "x"), ("confirm_password", "y")])
            #expect(response.status == .unprocessableContent)
            let page = response.text
            #expect(page.components(separatedBy: "data-form-errors").count == 2)
            let summary = try #require(page.range(of: "id=\"password-form-errors\""))
            let passwordForm = try #require(page.range(of: "<form id=\"password-form\""))
            #expect(passwordForm.lowerBound < summary.lowerBound)
            #expect(page.contains("value=\"\(HTML.escaped(TestAccount.jana.displayName))\""), "the profile form shows the stored name")
        }
    }
}
