import DomovCore
import DomovOutbound
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("External sign-in routes")
struct ExternalSignInRouteTests {
    /// Starts at the log-in page's button and returns where the provider was asked to send the browser back.
    func begin(_ browser: inout Browser) async throws -> AuthorizationRedirect {
        let page = try await browser.get("/login")
        #expect(page.text.contains("Sign in with Mock ID"))
        let start = try await browser.get("/auth/mock")
        #expect(start.status == .seeOther)
        #expect(start.location?.hasPrefix("\(FakeProvider.issuer)/authorize?") == true)
        #expect(start.setCookie(named: "domov_signin")?.value.isEmpty == false)
        return try AuthorizationRedirect(start.location)
    }

    func callback(_ browser: inout Browser, state: String, code: String = "the-code") async throws -> TestResponse {
        try await browser.get("/auth/mock/callback?code=\(code)&state=\(state)")
    }

    @Test func newPersonSignsUpThroughTheProviderAndComesBack() async throws {
        let provider = try FakeProvider()
        try await withSignInApp(provider) { app, client in
            var browser = Browser(client)
            let redirect = try await begin(&browser)
            #expect(redirect.query["code_challenge_method"] == "S256" && redirect.query["client_id"] == FakeProvider.clientID)
            #expect(redirect.query["redirect_uri"]?.hasSuffix("/auth/mock/callback") == true)
            #expect(redirect.query["scope"] == "openid email profile")
            provider.willIssue(FakeProvider.claims(subject: "s-1", email: "nova@example.org", nonce: redirect.nonce, now: app.clock.now))
            let response = try await callback(&browser, state: redirect.state)
            #expect(response.status == .seeOther && response.location == "/")
            #expect(browser.sessionToken != nil)
            let sent = Dictionary(provider.tokenRequests[0], uniquingKeysWith: { a, _ in a })
            #expect(sent["code"] == "the-code" && sent["client_secret"] == "s3cret")
            #expect(PKCE(verifier: sent["code_verifier"] ?? "").challenge == redirect.query["code_challenge"])

            let user = try #require(try await app.storage.accounts.user(email: "nova@example.org"))
            #expect(user.displayName == "Nová Osoba")
            let settings = try await browser.get("/settings")
            #expect(settings.text.contains("linked as nova@example.org"))

            // The same callback again is a replay: the state was used up.
            #expect(try await callback(&browser, state: redirect.state).status == .badRequest)

            // Signing out and in again finds the linked identity.
            _ = try await browser.post("/logout")
            let again = try await begin(&browser)
            provider.willIssue(FakeProvider.claims(subject: "s-1", email: "nova@example.org", nonce: again.nonce, now: app.clock.now))
            #expect(try await callback(&browser, state: again.state).status == .seeOther)
            #expect(try await app.storage.accounts.count() == 1)

            // The only way into a password-less account cannot be unlinked.
            let identity = try #require(try await app.storage.linkedIdentities.list(userID: user.id).first)
            let refused = try await browser.post("/settings/sign-in/unlink/\(identity.id)")
            #expect(refused.status == .conflict)
            #expect(refused.text.contains("only way to sign in"))

            // A password set without a current one (there is none) makes unlinking possible,
            // and the password then signs in.
            #expect(settings.text.contains("id=\"no-password\""))
            let password = try await browser.post(
                "/settings/password",
                [
                    ("current_password", ""), ("new_password", "a brand new password"), ("confirm_password", "a brand new password"),
                ])
            #expect(password.status == .seeOther)
            #expect(try await browser.post("/settings/sign-in/unlink/\(identity.id)").status == .seeOther)
            var other = Browser(client)
            #expect(try await other.logIn(email: "nova@example.org", password: "a brand new password").status == .seeOther)
        }
    }

    /// An account without a password confirms its deletion with its email address instead.
    @Test func aPasswordLessAccountIsDeletedByTypingItsEmail() async throws {
        let provider = try FakeProvider()
        try await withSignInApp(provider) { app, client in
            var browser = Browser(client)
            let redirect = try await begin(&browser)
            provider.willIssue(FakeProvider.claims(subject: "s-2", email: "nova@example.org", nonce: redirect.nonce, now: app.clock.now))
            #expect(try await callback(&browser, state: redirect.state).status == .seeOther)
            #expect(try await browser.get("/settings").text.contains("Your email address, to confirm"))
            let wrong = try await browser.post("/settings/delete-account", [("password", "")])
            #expect(wrong.status == .unprocessableContent)
            #expect(try await app.storage.accounts.count() == 1)
            #expect(try await browser.post("/settings/delete-account", [("password", " Nova@example.org ")]).status == .seeOther)
            #expect(try await app.storage.accounts.count() == 0)
        }
    }

    @Test func matchingEmailAsksForThePasswordBeforeLinking() async throws {
        let provider = try FakeProvider()
        try await withSignInApp(provider) { app, client in
            _ = try await Browser.signedUp(client, as: .jana)
            var browser = Browser(client)
            let redirect = try await begin(&browser)
            provider.willIssue(
                FakeProvider.claims(subject: "g-9", email: TestAccount.jana.email, nonce: redirect.nonce, now: app.clock.now))
            let page = try await callback(&browser, state: redirect.state)
            #expect(page.status == .ok)
            #expect(page.text.contains("already exists") && browser.sessionToken == nil)
            let jana = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            #expect(try await app.storage.linkedIdentities.list(userID: jana.id).isEmpty)

            #expect(try await browser.post("/auth/link", [("password", "wrong password")]).status == .unauthorized)
            let linked = try await browser.post("/auth/link", [("password", TestAccount.jana.password)])
            #expect(linked.status == .seeOther && browser.sessionToken != nil)
            #expect(try await app.storage.linkedIdentities.list(userID: jana.id).map(\.subject) == ["g-9"])

            // Unlinking is allowed: Jana still has her password.
            let identity = try #require(try await app.storage.linkedIdentities.list(userID: jana.id).first)
            #expect(try await browser.post("/settings/sign-in/unlink/\(identity.id)").status == .seeOther)
            #expect(try await app.storage.linkedIdentities.list(userID: jana.id).isEmpty)
        }
    }

    @Test func signedInUserLinksFromSettings() async throws {
        let provider = try FakeProvider()
        try await withSignInApp(provider) { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            #expect(try await jana.get("/settings").text.contains("Link Mock ID"))
            let start = try await jana.post("/settings/sign-in/link/mock")
            let redirect = try AuthorizationRedirect(start.location)
            provider.willIssue(FakeProvider.claims(subject: "w-1", email: "work@example.com", nonce: redirect.nonce, now: app.clock.now))
            let done = try await jana.get("/auth/mock/callback?code=c&state=\(redirect.state)")
            #expect(done.location == "/settings?linked=mock")
            #expect(try await jana.get("/settings?linked=mock").text.contains("Mock ID is now linked"))
        }
    }

    @Test func providerRefusalIsAClearPage() async throws {
        let provider = try FakeProvider()
        try await withSignInApp(provider) { _, client in
            var browser = Browser(client)
            let redirect = try await begin(&browser)
            let refused = try await browser.get("/auth/mock/callback?error=access_denied&state=\(redirect.state)")
            #expect(refused.status == .forbidden)
            #expect(refused.text.contains("access was denied"))
            // Without a state too (the refusal changes nothing), and the flow is over.
            let bare = try await browser.get("/auth/mock/callback?error=access_denied")
            #expect(bare.status == .forbidden)
            #expect(try await callback(&browser, state: redirect.state).status == .badRequest)
        }
    }

    @Test func forgedOrStaleStateIsRefused() async throws {
        let provider = try FakeProvider()
        try await withSignInApp(provider) { app, client in
            var browser = Browser(client)
            _ = try await begin(&browser)
            let forged = try await callback(&browser, state: "not-the-state")
            #expect(forged.status == .badRequest && forged.text.contains("does not belong to this browser"))

            var stranger = Browser(client)
            let redirect = try await begin(&browser)
            #expect(try await callback(&stranger, state: redirect.state).status == .badRequest, "another browser, no cookie")

            let late = try await begin(&browser)
            app.clock.advance(by: 11 * 60)
            let expired = try await callback(&browser, state: late.state)
            #expect(expired.status == .badRequest && expired.text.contains("took too long"))
            #expect(provider.tokenRequests.isEmpty, "no code was exchanged")
        }
    }

    @Test func unreachableProviderIsAClearPage() async throws {
        let provider = try FakeProvider()
        try await withSignInApp(provider) { app, client in
            var browser = Browser(client)
            provider.unreachable = true
            let start = try await browser.get("/auth/mock")
            #expect(start.status == .badGateway && start.text.contains("cannot be reached"))
            provider.unreachable = false
            let redirect = try await begin(&browser)
            provider.unreachable = true
            provider.willIssue(FakeProvider.claims(subject: "s", email: "a@example.org", nonce: redirect.nonce, now: app.clock.now))
            let callback = try await callback(&browser, state: redirect.state)
            #expect(callback.status == .badGateway)
        }
    }

    @Test(arguments: ["audience", "expired", "nonce", "signature"])
    func invalidTokenIsRefused(_ flaw: String) async throws {
        let provider = try FakeProvider()
        try await withSignInApp(provider) { app, client in
            var browser = Browser(client)
            let redirect = try await begin(&browser)
            var claims = FakeProvider.claims(subject: "s", email: "a@example.org", nonce: redirect.nonce, now: app.clock.now)
            switch flaw {
            case "audience": claims["aud"] = "someone-else"
            case "expired": claims["exp"] = Int(app.clock.now.timeIntervalSince1970) - 3600
            case "nonce": claims["nonce"] = "replayed"
            default: provider.forged = true
            }
            provider.willIssue(claims)
            let response = try await callback(&browser, state: redirect.state)
            #expect(response.status == .unauthorized)
            #expect(response.text.contains("did not pass"))
            #expect(try await app.storage.accounts.count() == 0)
        }
    }

    @Test func unknownProviderIs404() async throws {
        let provider = try FakeProvider()
        try await withSignInApp(provider) { _, client in
            var browser = Browser(client)
            let start = try await browser.get("/auth/nope")
            let callback = try await browser.get("/auth/nope/callback?code=x&state=y")
            #expect(start.status == .notFound && callback.status == .notFound)
        }
    }
}
