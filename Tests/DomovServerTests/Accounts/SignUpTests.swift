import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("Sign-up form")
struct SignUpTests {
    @Test func pageHandsOutAMatchingCSRFFieldAndCookie() async throws {
        try await withTestApp { _, client in
            var browser = Browser(client)
            let page = try await browser.get("/signup")
            #expect(page.status == .ok)
            #expect(page.contentType == "text/html; charset=utf-8")
            let field = try #require(page.csrfField)
            let cookie = try #require(page.setCookie(named: Browser.csrfCookie))
            #expect(cookie.value == field)
            #expect(field.count >= 32)
            #expect(cookie.isHttpOnly)
            #expect(cookie.sameSite?.lowercased() == "lax")
            // The next page keeps the same token instead of minting a new one.
            let again = try await browser.get("/signup")
            #expect(again.csrfField == field)
            #expect(again.setCookie(named: Browser.csrfCookie) == nil)
        }
    }

    @Test func signingUpStartsASessionInAnHttpOnlyLaxCookie() async throws {
        try await withTestApp { app, client in
            var browser = Browser(client)
            let response = try await browser.signUp(.jana)
            #expect(response.status == .seeOther)
            #expect(response.location == "/")
            let session = try #require(response.setCookie(named: Browser.sessionCookie))
            #expect(!session.value.isEmpty)
            #expect(session.isHttpOnly)
            #expect(session.sameSite?.lowercased() == "lax")
            #expect(session.attributes["path"] == "/")
            #expect(session.attributes["max-age"] == String(30 * 24 * 3600))
            #expect(!session.isSecure, "plain http in tests; Secure comes with an https public URL")

            let home = try await browser.get("/")
            #expect(home.status == .ok)
            #expect(home.text.contains(TestAccount.jana.displayName))

            let stored = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            #expect(stored.isAdmin, "the first account is the admin")
            #expect(stored.preferences.timeZoneIdentifier == "Europe/Prague")
            #expect(stored.createdAt == app.clock.now)
            #expect(try await app.storage.accounts.passwordHash(userID: stored.id)?.hasPrefix("$2b$04$") == true)
        }
    }

    @Test func behindHTTPSCookiesAreSecureAndLinksUseThePublicURL() async throws {
        try await withTestApp(configure: { $0.publicURL = URL(string: "https://domov.example.org") }) { _, client in
            var browser = Browser(client)
            let page = try await browser.get("/signup")
            #expect(page.setCookie(named: Browser.csrfCookie)?.isSecure == true)
            let response = try await browser.post("/signup", TestAccount.jana.signUpFields)
            #expect(response.setCookie(named: Browser.sessionCookie)?.isSecure == true)

            let household = try await browser.createHousehold("Home")
            let invite = try await browser.post("/households/\(household)/invites")
            let link = try #require(HTMLScraper.input(id: "invite-link", in: invite.text)?["value"])
            #expect(link.hasPrefix("https://domov.example.org/invite/"))
        }
    }

    @Test func secondAccountIsNotAdmin() async throws {
        try await withTestApp { app, client in
            _ = try await Browser.signedUp(client, as: .jana)
            _ = try await Browser.signedUp(client, as: .petr)
            #expect(try await app.storage.accounts.user(email: TestAccount.petr.email)?.isAdmin == false)
        }
    }

    @Test func invalidFieldsAnswer422WithEachMessageBesideItsField() async throws {
        try await withTestApp { app, client in
            var browser = Browser(client)
            try await browser.get("/signup")
            let response = try await browser.post(
                "/signup",
                [
                    ("email", "not-an-email"), ("display_name", "Jana"), ("nickname", "jana"), ("password", "short"),
                ])
            #expect(response.status == .unprocessableContent)
            let html = response.text
            for (field, problem) in [("email", FieldProblem.invalidEmail), ("password", .tooShort(minimum: 8))] {
                let input = try #require(HTMLScraper.input(id: field, in: html))
                #expect(input["aria-invalid"] == "true", "\(field) is marked invalid")
                #expect(input["aria-describedby"]?.split(separator: " ").contains("\(field)-error") == true)
                #expect(HTMLScraper.element(id: "\(field)-error", in: html) == Texts.html(.fieldProblem(problem)))
            }
            #expect(HTMLScraper.input(id: "nickname", in: html)?["aria-invalid"] == nil)
            #expect(HTMLScraper.input(id: "email", in: html)?["value"] == "not-an-email", "what was typed is kept")
            #expect(HTMLScraper.input(id: "password", in: html)?["value"] == "", "passwords are never sent back")
            #expect(response.setCookie(named: Browser.sessionCookie) == nil)
            #expect(try await app.storage.accounts.count() == 0)
        }
    }

    @Test func emptyFormMarksEveryField() async throws {
        try await withTestApp { app, client in
            var browser = Browser(client)
            let response = try await browser.post("/signup", [])
            #expect(response.status == .unprocessableContent)
            for field in ["email", "display_name", "nickname", "password"] {
                #expect(HTMLScraper.input(id: field, in: response.text)?["aria-invalid"] == "true", "\(field)")
                #expect(HTMLScraper.element(id: "\(field)-error", in: response.text) == Texts.html(.fieldProblem(.required)))
            }
            #expect(try await app.storage.accounts.count() == 0)
        }
    }

    @Test func takenNicknameAnswers409AndWritesNothing() async throws {
        try await withTestApp { app, client in
            _ = try await Browser.signedUp(client, as: .jana)
            var other = Browser(client)
            var copycat = TestAccount("JANA")
            copycat.email = "someone.else@example.org"
            let response = try await other.signUp(copycat)
            #expect(response.status == .conflict)
            #expect(HTMLScraper.input(id: "nickname", in: response.text)?["aria-invalid"] == "true")
            #expect(HTMLScraper.element(id: "nickname-error", in: response.text) == Texts.html(.fieldProblem(.nicknameTaken)))
            #expect(other.sessionToken == nil)
            #expect(try await app.storage.accounts.count() == 1)
            #expect(try await app.storage.accounts.user(email: copycat.email) == nil)
        }
    }

    @Test func takenEmailAnswers409() async throws {
        try await withTestApp { app, client in
            _ = try await Browser.signedUp(client, as: .jana)
            var other = Browser(client)
            var copycat = TestAccount("someone")
            copycat.email = "JANA@example.org"
            let response = try await other.signUp(copycat)
            #expect(response.status == .conflict)
            #expect(HTMLScraper.element(id: "email-error", in: response.text) == Texts.html(.fieldProblem(.emailTaken)))
            #expect(try await app.storage.accounts.count() == 1)
        }
    }

    @Test func closedSignUpTurnsStrangersAwayButLetsInvitedPeopleIn() async throws {
        try await withTestApp { app, client in
            var admin = try await Browser.signedUp(client, as: .jana)
            let household = try await admin.createHousehold("Novákovi")
            let token = try await admin.createInvite(household)
            try await admin.get("/admin")
            #expect(try await admin.post("/admin/settings", []).status == .seeOther)
            #expect(try await app.storage.siteSettings.load().openSignUp == false)

            var stranger = Browser(client)
            let refused = try await stranger.signUp(.petr)
            #expect(refused.status == .forbidden)
            #expect(try await app.storage.accounts.count() == 1)

            var invited = Browser(client)
            let accepted = try await invited.signUp(.eva, next: "/invite/\(token)")
            #expect(accepted.status == .seeOther)
            #expect(accepted.location == "/invite/\(token)")
            #expect(try await invited.acceptInvite(token).location == "/households/\(household)")
            #expect(try await invited.memberNicknames(household) == ["eva", "jana"])
        }
    }
}
