import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Return paths ("next", "back") stay on this site however a browser reads them (WHATWG URL
/// parsing: tabs and newlines dropped, leading spaces and controls stripped, a backslash read
/// as a slash), also when sent percent-encoded.
@Suite("Same-site return paths")
struct SameSitePathTests {
    static let hostile = [
        "//evil.example", "/\\evil.example", "\\\\evil.example", "\\/evil.example",
        "/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "/\u{0B}/evil.example",
        "\t//evil.example", " //evil.example", " /evil", "\u{00}/evil", "\u{1F}//evil.example",
        "/\u{7F}/evil.example", "/\u{85}/evil.example", "/\u{A0}/evil.example", "/\u{2028}/evil.example",
        "/\u{200B}/evil.example", "/\u{FEFF}/evil.example", "/\u{3000}/evil.example",
        "/%2F/evil.example", "/%2fevil.example", "/%5Cevil.example", "/%5cevil.example", "/%09/evil.example",
        "/%0A/evil.example", "/%00/evil.example", "/%252F/evil.example", "/%25252F%25252Fevil.example",
        "/%2525252F/evil.example", "/%zz", "https://evil.example", "http:evil.example", "javascript:alert(1)",
        "evil.example", "", "./evil", "%2F%2Fevil.example", "/planner\\..\\..\\evil",
        "/" + String(repeating: "a", count: SameSitePath.maximumLength),
    ]

    static let kept = [
        "/", "/households", "/planner/123/items?date=2026-03-29&view=week", "/invite/abc-DEF_123",
        "/phrasebook/search?q=%C4%8Daj", "/phrasebook/search?q=čaj", "/meals#recipe-3", "/a/b//c", "/..//evil.example",
        "/notifications?back=%2Fplanner",
    ]

    @Test(arguments: hostile) func hostilePathsAreRefused(_ path: String) {
        #expect(SiteURL.safeNext(path) == nil, "kept \(path.debugDescription)")
    }

    @Test(arguments: kept) func sameSitePathsAreKept(_ path: String) throws {
        #expect(SiteURL.safeNext(path) == path)
        // However a URL parser resolves it, the host stays this one.
        let base = try #require(URL(string: "https://domov.test/planner/"))
        if let resolved = URL(string: path, relativeTo: base) { #expect(resolved.host == "domov.test") }
    }

    @Test func aSignedInPersonIsNotSentAwayByATabbedNext() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            for encoded in [
                "/%09/evil.example", "/%0D%0A/evil.example", "%2F%5Cevil.example", "/%5C/evil.example", "%20//evil.example",
                "/%252F/evil.example", "%09//evil.example", "/%E2%80%A8/evil.example",
            ] {
                let login = try await jana.get("/login?next=\(encoded)")
                #expect(login.status == .seeOther)
                #expect(login.location == "/", "login next=\(encoded) went to \(login.location ?? "-")")
                let signUp = try await jana.get("/signup?next=\(encoded)")
                #expect(signUp.location == "/", "signup next=\(encoded) went to \(signUp.location ?? "-")")
            }
            #expect(try await jana.get("/login?next=%2Fhouseholds").location == "/households")
        }
    }

    @Test func aLogInWithAHostileNextLandsAtHome() async throws {
        try await withTestApp { _, client in
            _ = try await Browser.signedUp(client, as: .jana)
            var browser = Browser(client)
            let page = try await browser.get("/login?next=/%09/evil.example")
            #expect(page.status == .ok)
            #expect(!page.text.contains("evil.example"), "the form does not carry the hostile next")
            let response = try await browser.post(
                "/login?next=/%09/evil.example",
                [
                    ("email", TestAccount.jana.email), ("password", TestAccount.jana.password),
                ])
            #expect(response.status == .seeOther)
            #expect(response.location == "/")
        }
    }
}
