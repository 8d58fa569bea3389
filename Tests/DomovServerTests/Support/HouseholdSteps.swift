import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Steps several household tests share, each done through the web forms as a person would.
extension Browser {
    /// Creates a household and returns its ID, read from the redirect to its page.
    mutating func createHousehold(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> ID<Household> {
        try await get(SiteURL.households.path)
        let response = try await post(SiteURL.households.path, [("name", name)])
        #expect(response.status == .seeOther, sourceLocation: sourceLocation)
        let location = try #require(response.location, sourceLocation: sourceLocation)
        return try #require(ID<Household>(String(location.dropFirst("/households/".count))), sourceLocation: sourceLocation)
    }

    /// Makes an invitation link on the household page and returns its token.
    mutating func createInvite(_ household: ID<Household>, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        try await get(SiteURL.household(household).path)
        let response = try await post(SiteURL.householdInvites(household).path)
        #expect(response.status == .created, sourceLocation: sourceLocation)
        let link = try #require(HTMLScraper.input(id: "invite-link", in: response.text)?["value"], sourceLocation: sourceLocation)
        let path = try #require(URL(string: link)?.path, sourceLocation: sourceLocation)
        #expect(path.hasPrefix("/invite/"), sourceLocation: sourceLocation)
        return String(path.dropFirst("/invite/".count))
    }

    /// Opens an invitation and joins.
    mutating func acceptInvite(_ token: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> TestResponse {
        let page = try await get(SiteURL.invite(token: token).path)
        #expect(page.status == .ok, sourceLocation: sourceLocation)
        return try await post(SiteURL.invite(token: token).path)
    }

    /// Nicknames in the household page's member list.
    mutating func memberNicknames(_ household: ID<Household>) async throws -> [String] {
        let page = try await get(SiteURL.household(household).path)
        guard let list = HTMLScraper.element(id: "member-list", in: page.text) else { return [] }
        return list.matches(of: /<span class="nickname">([^<]*)<\/span>/).map { HTMLScraper.unescape(String($0.output.1)) }
    }
}
