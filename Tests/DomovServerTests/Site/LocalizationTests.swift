import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("Language of the pages")
struct LocalizationTests {
    @Test(arguments: [
        ("cs", Language.czech), ("cs-CZ,cs;q=0.9,en;q=0.8", .czech), ("en-GB", .english), ("de", .english),
        ("cs;q=0.1, en", .english),
    ])
    func acceptLanguagePicksThePageLanguage(header: String, expected: Language) async throws {
        try await withTestApp { _, client in
            var browser = Browser(client, headers: [.acceptLanguage: header])
            let page = try await browser.get("/login")
            #expect(page.status == .ok)
            #expect(page.text.contains("<html lang=\"\(expected.rawValue)\""))
            #expect(page.text.contains(Texts.html(.logIn, expected)))
        }
    }

    @Test func czechFieldErrorsAndProblems() async throws {
        try await withTestApp { _, client in
            var browser = Browser(client, headers: [.acceptLanguage: "cs"])
            try await browser.get("/signup")
            let response = try await browser.post(
                "/signup", [("email", "nope"), ("display_name", "Jana"), ("nickname", "jana"), ("password", "dlouhé heslo")])
            #expect(response.status == .unprocessableContent)
            #expect(HTMLScraper.element(id: "email-error", in: response.text) == Texts.html(.fieldProblem(.invalidEmail), .czech))

            let api = try await browser.api(.post, "/api/v1/session", json: "{}")
            let problem = try api.json(ProblemDocument.self)
            #expect(problem.title == Texts.plain(.errorInvalidInput, .czech))
            #expect(problem.errors?.first?.message == Texts.plain(.fieldProblem(.required), .czech))
        }
    }

    @Test func theUsersChoiceWinsOverTheBrowser() async throws {
        try await withTestApp { app, client in
            var browser = try await Browser.signedUp(client, as: .jana, headers: [.acceptLanguage: "en"])
            #expect(try await browser.get("/settings").text.contains("<html lang=\"en\""))
            let saved = try await browser.post(
                "/settings/preferences",
                [
                    ("language", "cs"), ("appearance", "dark"), ("time_zone", "Europe/Prague"),
                ])
            #expect(saved.status == .seeOther)
            let page = try await browser.get("/settings")
            #expect(page.text.contains("<html lang=\"cs\""))
            #expect(page.text.contains(Texts.html(.settings, .czech)))
            let stored = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            #expect(stored.preferences == UserPreferences(language: .czech, appearance: .dark, timeZoneIdentifier: "Europe/Prague"))
        }
    }

    /// Signing up from a Czech browser makes a Czech account: its settings say Czech, and what
    /// Domov writes without a browser (e-mails, feeds) is Czech too. A browser asking for a
    /// language Domov does not speak makes an account that follows the browser.
    @Test(arguments: [("cs-CZ,cs;q=0.9,en;q=0.8", Language.czech), ("en-GB,en;q=0.9", .english), ("de-DE", nil)])
    func signingUpKeepsTheBrowsersLanguage(header: String, expected: Language?) async throws {
        try await withTestApp { app, client in
            var browser = try await Browser.signedUp(client, as: .jana, headers: [.acceptLanguage: header])
            let stored = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            #expect(stored.preferences.language == expected)
            // The language menu of the settings shows it chosen ("Automatic" when none is).
            let settings = try await browser.get("/settings").text
            let chosen = Language.allCases.filter { settings.contains("<option value=\"\($0.rawValue)\" selected>") }
            #expect(chosen == (expected.map { [$0] } ?? []))
        }
    }

    @Test func czechSpeakersWithoutATimeZoneGetPrague() async throws {
        try await withTestApp { app, client in
            var browser = Browser(client, headers: [.acceptLanguage: "cs"])
            try await browser.get("/signup")
            let fields = TestAccount.jana.signUpFields.filter { $0.0 != "time_zone" } + [("time_zone", "Nowhere/Special")]
            #expect(try await browser.post("/signup", fields).status == .seeOther)
            #expect(try await app.storage.accounts.user(email: TestAccount.jana.email)?.preferences.timeZoneIdentifier == "Europe/Prague")
        }
    }

    /// The formatters are kept per language, zone and style, and shared between threads.
    @Test func datesFollowTheReadersLanguageAndZone() async throws {
        let date = Date(timeIntervalSince1970: 1_795_000_000) // 2026-11-18 11:06:40 UTC
        let english = Localizer(language: .english)
        let czech = Localizer(language: .czech)
        let prague = try #require(TimeZone(identifier: "Europe/Prague"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        #expect(english.dateTime(date, in: prague).contains("12:06"))
        #expect(english.dateTime(date, in: newYork).contains("06:06"))
        #expect(english.dateTime(date, in: prague).contains("Nov"))
        #expect(czech.dateTime(date, in: prague).contains("12:06") && !czech.dateTime(date, in: prague).contains("Nov"))
        #expect(!english.date(date, in: prague).contains("12:06"))
        #expect(english.date(date, in: prague) == english.date(date, in: newYork))
        let expected = english.dateTime(date, in: prague)
        let results = await withTaskGroup(of: String.self) { group in
            for index in 0..<200 {
                group.addTask { index % 2 == 0 ? english.dateTime(date, in: prague) : czech.dateTime(date, in: newYork) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(results) == [expected, czech.dateTime(date, in: newYork)])
    }
}
