import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// A household for planner API tests: Jana owns it, Petr is a member, Eva is someone else
/// with a household of her own.
struct PlannerAPIHousehold {
    var jana: Browser
    var petr: Browser
    var eva: Browser
    let household: String
    let evasHousehold: String
    let petrID: String

    var planner: String { "/api/v1/households/\(household)/planner" }

    static func make(_ client: any TestClientProtocol) async throws -> PlannerAPIHousehold {
        var jana = try await Browser.signedUp(client, as: .jana)
        var petr = try await Browser.signedUp(client, as: .petr)
        var eva = try await Browser.signedUp(client, as: .eva)
        let household = try #require(
            try await jana.api(.post, "/api/v1/households", json: #"{"name":"Novákovi"}"#).jsonObject()["id"] as? String)
        let token = try #require(try await jana.api(.post, "/api/v1/households/\(household)/invites").jsonObject()["token"] as? String)
        #expect(try await petr.api(.post, "/api/v1/invites/\(token)/accept").status == .ok)
        let petrID = try #require(try await petr.api(.get, "/api/v1/me").jsonObject()["id"] as? String)
        let evas = try #require(
            try await eva.api(.post, "/api/v1/households", json: #"{"name":"Svobodovi"}"#).jsonObject()["id"] as? String)
        return PlannerAPIHousehold(jana: jana, petr: petr, eva: eva, household: household, evasHousehold: evas, petrID: petrID)
    }
}

extension TestResponse {
    /// A body that is a JSON array of objects.
    func jsonArray() throws -> [[String: Any]] {
        (try JSONSerialization.jsonObject(with: Data(body.readableBytesView)) as? [[String: Any]]) ?? []
    }

    /// The fields a 422 names, in order.
    func problemFields() throws -> [String] {
        try json(ProblemDocument.self).errors?.map(\.field) ?? []
    }
}

extension Browser {
    /// Creates an item through the API and returns its JSON; fails the test unless it was created.
    mutating func createItem(_ household: String, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> [String: Any]
    {
        let response = try await api(.post, "/api/v1/households/\(household)/planner/items", json: json)
        #expect(response.status == .created, "\(response.text)", sourceLocation: sourceLocation)
        return try response.jsonObject()
    }

    /// Occurrences in a window, as `[(title, start)]` with the local start.
    mutating func window(_ household: String, from: String, to: String, extra: String = "") async throws -> [(String, String)] {
        let response = try await api(.get, "/api/v1/households/\(household)/planner/items?from=\(from)&to=\(to)\(extra)")
        #expect(response.status == .ok, "\(response.text)")
        return try response.jsonArray().map { (($0["item"] as? [String: Any])?["title"] as? String ?? "", $0["start"] as? String ?? "") }
    }
}
