import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The header switches a person in two households from one to the other in one step, with a
/// plain form that works without JavaScript, and brings them back to the module they were in.
@Suite("Switching households from the header")
struct HouseholdSwitcherTests {
    @Test func theHeaderOffersTheOtherHouseholdAndSwitchesBackToTheSameModule() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let flat = try await jana.createHousehold("Flat in Brno")
            let cottage = try await jana.createHousehold("Cottage")
            _ = try await jana.post("/households/\(flat)/switch")

            let planner = try await jana.get("/planner/\(flat)")
            let menu = try #require(HTMLScraper.element(id: "household-menu", in: planner.text), "no household menu in the header")
            #expect(menu.contains("action=\"/households/\(cottage)/switch\""))
            #expect(menu.contains("name=\"next\" value=\"/planner\""))
            #expect(!menu.contains("/households/\(flat)/switch"), "the current household is not offered as a switch")
            #expect(menu.contains("name=\"_csrf\""))

            let switched = try await jana.post("/households/\(cottage)/switch", [("next", "/planner")])
            #expect(switched.status == .seeOther)
            #expect(switched.location == "/planner")
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            #expect(user.currentHouseholdID == cottage)
            let home = try await jana.get("/")
            #expect(home.text.contains("<span id=\"current-household\">Cottage</span>"))

            // A way back that leaves the site is not followed.
            let elsewhere = try await jana.post("/households/\(flat)/switch", [("next", "//evil.example/")])
            #expect(elsewhere.location == "/households/\(flat)")
        }
    }

    @Test func withOneHouseholdTheNameIsAPlainLink() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let only = try await jana.createHousehold("Only home")
            let home = try await jana.get("/")
            #expect(HTMLScraper.element(id: "household-menu", in: home.text) == nil)
            #expect(home.text.contains("<a href=\"/households/\(only)\"><span class=\"visually-hidden\">"))
        }
    }

    @Test func anErrorPageKeepsTheHeadersHousehold() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await jana.createHousehold("Flat in Brno")
            let missing = try await jana.get("/households/\(UUID().uuidString.lowercased())")
            #expect(missing.status == .notFound)
            #expect(missing.text.contains("<span id=\"current-household\">Flat in Brno</span>"))
        }
    }
}
