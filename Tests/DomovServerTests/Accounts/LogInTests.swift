import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("Logging in and out")
struct LogInTests {
    @Test func wrongPasswordOrUnknownEmailAnswer401Alike() async throws {
        try await withTestApp { _, client in
            _ = try await Browser.signedUp(client, as: .jana)
            var browser = Browser(client)
            let wrongPassword = try await browser.logIn(email: TestAccount.jana.email, password: "not the password")
            #expect(wrongPassword.status == .unauthorized)
            #expect(wrongPassword.text.contains(Texts.html(.wrongCredentials)))
            #expect(HTMLScraper.input(id: "email", in: wrongPassword.text)?["value"] == TestAccount.jana.email)
            #expect(browser.sessionToken == nil)

            let unknown = try await browser.logIn(email: "nobody@example.org", password: "not the password")
            #expect(unknown.status == .unauthorized)
            #expect(unknown.text.contains(Texts.html(.wrongCredentials)))
        }
    }

    @Test func rightPasswordStartsASessionWhateverTheEmailCase() async throws {
        try await withTestApp { _, client in
            _ = try await Browser.signedUp(client, as: .jana)
            var browser = Browser(client)
            let response = try await browser.logIn(email: "  JANA@Example.org ", password: TestAccount.jana.password)
            #expect(response.status == .seeOther)
            #expect(response.location == "/")
            #expect(response.setCookie(named: Browser.sessionCookie)?.isHttpOnly == true)
            #expect(try await browser.get("/settings").status == .ok)
        }
    }

    @Test func fiveFailuresThenTooManyRequestsUntilTheWindowPasses() async throws {
        try await withTestApp { app, client in
            _ = try await Browser.signedUp(client, as: .jana)
            var browser = Browser(client)
            for attempt in 1...5 {
                let response = try await browser.logIn(email: TestAccount.jana.email, password: "guess \(attempt)")
                #expect(response.status == .unauthorized, "attempt \(attempt)")
            }
            // Even the right password is refused now: the account is throttled, not the guess judged.
            let throttled = try await browser.logIn(email: TestAccount.jana.email, password: TestAccount.jana.password)
            #expect(throttled.status == .tooManyRequests)
            #expect(throttled.headers[.retryAfter] == "900")
            #expect(throttled.text.contains(Texts.html(.errorRateLimited)))
            #expect(browser.sessionToken == nil)

            // The API shares the budget.
            let api = try await browser.api(.post, "/api/v1/session", json: #"{"email":"jana@example.org","password":"x"}"#)
            #expect(api.status == .tooManyRequests)
            #expect(api.headers[.retryAfter] == "900")

            app.clock.advance(by: 15 * 60 + 1)
            let later = try await browser.logIn(email: TestAccount.jana.email, password: TestAccount.jana.password)
            #expect(later.status == .seeOther)
        }
    }

    @Test func nextIsFollowedOnlyWithinTheSite() async throws {
        try await withTestApp { _, client in
            _ = try await Browser.signedUp(client, as: .jana)
            for (next, expected) in [
                ("/households", "/households"), ("//evil.example/x", "/"), ("https://evil.example", "/"), ("/\\evil.example", "/"),
            ] {
                var browser = Browser(client)
                try await browser.get("/login")
                let path = "/login?next=" + FormEncoding.escape(next)
                let response = try await browser.post(path, [("email", TestAccount.jana.email), ("password", TestAccount.jana.password)])
                #expect(response.location == expected, "next=\(next)")
            }
        }
    }

    @Test func signedOutPagesRedirectToLogInAndComeBack() async throws {
        try await withTestApp { _, client in
            var browser = Browser(client)
            let response = try await browser.get("/settings")
            #expect(response.status == .seeOther)
            #expect(response.location == "/login?next=/settings")
        }
    }

    @Test func logOutEndsTheSessionForGood() async throws {
        try await withTestApp { _, client in
            var browser = try await Browser.signedUp(client, as: .jana)
            let oldSession = try #require(browser.sessionToken)
            let response = try await browser.post("/logout")
            #expect(response.status == .seeOther)
            #expect(response.location == "/login")
            #expect(response.setCookie(named: Browser.sessionCookie)?.attributes["max-age"] == "0")
            #expect(browser.sessionToken == nil)
            #expect(try await browser.get("/settings").status == .seeOther)

            // Replaying the old cookie does not bring the session back.
            browser.cookies[Browser.sessionCookie] = oldSession
            #expect(try await browser.get("/settings").status == .seeOther)
        }
    }

    @Test func sessionsExpireAfterThirtyDaysOfClockTime() async throws {
        try await withTestApp { app, client in
            var browser = try await Browser.signedUp(client, as: .jana)
            app.clock.advance(by: 30 * 24 * 3600 - 1)
            #expect(try await browser.get("/settings").status == .ok)
            app.clock.advance(by: 1)
            let expired = try await browser.get("/settings")
            #expect(expired.status == .seeOther)
            #expect(expired.location == "/login?next=/settings")
        }
    }
}
