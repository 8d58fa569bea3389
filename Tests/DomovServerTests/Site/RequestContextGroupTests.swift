import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// A household's routes take the person and the household from their route group's context:
/// someone signed out is sent to log in (a page) or answered 401 (the API), and an identifier
/// that cannot name a household is the same 404 as a stranger's household, before any handler runs.
@Suite("Signed-in and household request contexts")
struct RequestContextGroupTests {
    static let malformed = "not-a-household"

    @Test func aSignedOutPersonIsSentToLogInFromAHouseholdPage() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Cottage")
            var stranger = Browser(client)
            let page = try await stranger.get("/planner/\(household)")
            #expect(page.status == .seeOther)
            #expect(page.location == "/login?next=/planner/\(household)")
            // Signed out, the identifier is not even looked at.
            let malformed = try await stranger.get("/planner/\(Self.malformed)")
            #expect(malformed.status == .seeOther)
        }
    }

    @Test func aMalformedHouseholdInAPageAddressIsNotFound() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await jana.createHousehold("Cottage")
            #expect(try await jana.get("/planner/\(Self.malformed)").status == .notFound)
            #expect(try await jana.get("/households/\(Self.malformed)").status == .notFound)
        }
    }

    @Test func theAPIAnswersASignedOutRequestWith401AndAMalformedHouseholdWith404() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Cottage")
            var stranger = Browser(client)
            #expect(try await stranger.api(.get, "/api/v1/households/\(household)/chores/rooms").status == .unauthorized)
            #expect(try await jana.api(.get, "/api/v1/households/\(household)/chores/rooms").status == .ok)
            #expect(try await jana.api(.get, "/api/v1/households/\(Self.malformed)/chores/rooms").status == .notFound)
        }
    }
}
