import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("CSRF protection of forms")
struct CSRFTests {
    @Test func formWithoutTheTokenIsRefusedAndChangesNothing() async throws {
        try await withTestApp { app, client in
            var browser = try await Browser.signedUp(client, as: .jana)
            let response = try await browser.postForm("/households", [("name", "Sneaky")])
            #expect(response.status == .forbidden)
            #expect(response.text.contains(Texts.html(.errorCSRF)))
            #expect(try await memberships(app, of: .jana).isEmpty)
        }
    }

    @Test func formWithAWrongTokenIsRefusedAndChangesNothing() async throws {
        try await withTestApp { app, client in
            var browser = try await Browser.signedUp(client, as: .jana)
            let forged = SecretToken.generate().value
            #expect(try await browser.postForm("/households", [("_csrf", forged), ("name", "Sneaky")]).status == .forbidden)
            #expect(try await browser.postForm("/households", [("_csrf", ""), ("name", "Sneaky")]).status == .forbidden)
            #expect(try await memberships(app, of: .jana).isEmpty)
        }
    }

    /// A forged page may know a token but cannot set the HttpOnly cookie it must match.
    @Test func tokenWithoutItsCookieIsRefused() async throws {
        try await withTestApp { app, client in
            var browser = try await Browser.signedUp(client, as: .jana)
            try await browser.get("/households")
            let token = try #require(browser.csrfField)
            browser.cookies[Browser.csrfCookie] = nil
            #expect(try await browser.postForm("/households", [("_csrf", token), ("name", "Sneaky")]).status == .forbidden)
            #expect(try await memberships(app, of: .jana).isEmpty)
        }
    }

    @Test func signUpAndLogInNeedTheTokenToo() async throws {
        try await withTestApp { app, client in
            var browser = Browser(client)
            #expect(try await browser.postForm("/signup", TestAccount.jana.signUpFields).status == .forbidden)
            #expect(try await app.storage.accounts.count() == 0)
            _ = try await Browser.signedUp(client, as: .jana)
            var other = Browser(client)
            let response = try await other.postForm("/login", [("email", TestAccount.jana.email), ("password", TestAccount.jana.password)])
            #expect(response.status == .forbidden)
            #expect(other.sessionToken == nil)
        }
    }

    @Test func theSameFormWithTheTokenWorks() async throws {
        try await withTestApp { app, client in
            var browser = try await Browser.signedUp(client, as: .jana)
            try await browser.get("/households")
            let token = try #require(browser.csrfField)
            #expect(try await browser.postForm("/households", [("_csrf", token), ("name", "Home")]).status == .seeOther)
            #expect(try await memberships(app, of: .jana).map(\.household.name) == ["Home"])
        }
    }

    private func memberships(_ app: TestApp, of account: TestAccount) async throws -> [HouseholdMembership] {
        let user = try #require(try await app.storage.accounts.user(email: account.email))
        return try await app.storage.households.memberships(userID: user.id)
    }
}
