import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("API authentication")
struct APIAuthenticationTests {
    static let janaLogIn = #"{"email":"jana@example.org","password":"correct horse jana"}"#

    @Test func sessionLogInSetsTheCookieAndReturnsTheUser() async throws {
        try await withTestApp { _, client in
            _ = try await Browser.signedUp(client, as: .jana)
            var api = Browser(client)
            let response = try await api.api(.post, "/api/v1/session", json: Self.janaLogIn)
            #expect(response.status == .ok)
            #expect(response.contentType == "application/json")
            let body = try response.jsonObject()
            #expect(body["nickname"] as? String == "jana")
            #expect(body["email"] as? String == "jana@example.org")
            #expect(body["isAdmin"] as? Bool == true)
            #expect(response.setCookie(named: Browser.sessionCookie)?.isHttpOnly == true)

            let me = try await api.api(.get, "/api/v1/me")
            #expect(me.status == .ok)
            #expect(try me.jsonObject()["nickname"] as? String == "jana")

            #expect(try await api.api(.delete, "/api/v1/session").status == .noContent)
            #expect(try await api.api(.get, "/api/v1/me").status == .unauthorized)
        }
    }

    @Test func wrongPasswordIsA401Problem() async throws {
        try await withTestApp { _, client in
            _ = try await Browser.signedUp(client, as: .jana)
            var api = Browser(client)
            let response = try await api.api(.post, "/api/v1/session", json: #"{"email":"jana@example.org","password":"nope nope"}"#)
            #expect(response.status == .unauthorized)
            #expect(response.contentType == "application/problem+json")
            let problem = try response.json(ProblemDocument.self)
            #expect(problem.status == 401)
            #expect(problem.title == Texts.plain(.errorUnauthenticated))
            #expect(api.sessionToken == nil)
        }
    }

    @Test func appPasswordWorksAsABearerTokenUntilRevoked() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let created = try await jana.api(.post, "/api/v1/app-passwords", json: #"{"name":"Phone calendar"}"#)
            #expect(created.status == .created)
            let body = try created.jsonObject()
            let token = try #require(body["token"] as? String)
            let id = try #require(body["id"] as? String)
            #expect(token.hasPrefix(AppPassword.tokenPrefix))
            #expect(body["name"] as? String == "Phone calendar")

            // A client with nothing but the token.
            var phone = Browser(client)
            let me = try await phone.api(.get, "/api/v1/me", bearer: token)
            #expect(me.status == .ok)
            #expect(try me.jsonObject()["nickname"] as? String == "jana")
            #expect(me.setCookie(named: Browser.csrfCookie) == nil, "API clients get no browser cookies")

            // The token is shown once; listing never repeats it.
            let list = try await jana.api(.get, "/api/v1/app-passwords")
            let listed = try #require(try JSONSerialization.jsonObject(with: Data(list.text.utf8)) as? [[String: Any]])
            #expect(listed.count == 1)
            #expect(listed.first?["token"] == nil)
            #expect(listed.first?["lastUsedAt"] as? String != nil)

            #expect(try await jana.api(.delete, "/api/v1/app-passwords/\(id)").status == .noContent)
            #expect(try await phone.api(.get, "/api/v1/me", bearer: token).status == .unauthorized)
        }
    }

    @Test func wrongBearerTokenIsA401Problem() async throws {
        try await withTestApp { _, client in
            _ = try await Browser.signedUp(client, as: .jana)
            var api = Browser(client)
            let response = try await api.api(.get, "/api/v1/me", bearer: "domov_this-is-not-a-token")
            #expect(response.status == .unauthorized)
            #expect(response.contentType == "application/problem+json")
            #expect(response.headers[.wwwAuthenticate]?.lowercased().hasPrefix("bearer") == true)
            #expect(try response.json(ProblemDocument.self).status == 401)
        }
    }

    @Test func apiAnswers401InsteadOfRedirecting() async throws {
        try await withTestApp { _, client in
            var api = Browser(client)
            let response = try await api.api(.get, "/api/v1/households")
            #expect(response.status == .unauthorized)
            #expect(response.contentType == "application/problem+json")
            #expect(response.location == nil)
        }
    }

    @Test func anotherUsersAppPasswordCannotBeRevoked() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let created = try await jana.api(.post, "/api/v1/app-passwords", json: #"{"name":"Phone"}"#)
            let id = try #require(try created.jsonObject()["id"] as? String)
            let token = try #require(try created.jsonObject()["token"] as? String)
            var petr = try await Browser.signedUp(client, as: .petr)
            #expect(try await petr.api(.delete, "/api/v1/app-passwords/\(id)").status == .notFound)
            #expect(try await petr.api(.delete, "/api/v1/app-passwords/not-an-id").status == .notFound)
            var phone = Browser(client)
            #expect(try await phone.api(.get, "/api/v1/me", bearer: token).status == .ok)
        }
    }
}
