import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("HTML escaping of user data")
struct HTMLEscapingTests {
    static let script = "<script>alert(1)</script>"
    static let escapedScript = "&lt;script&gt;alert(1)&lt;/script&gt;"

    @Test func displayNameIsEscapedOnEveryPageThatShowsIt() async throws {
        try await withTestApp { _, client in
            var account = TestAccount.jana
            account.displayName = Self.script
            var browser = try await Browser.signedUp(client, as: account)
            let household = try await browser.createHousehold("Home")
            for path in ["/", "/settings", "/households/\(household)"] {
                let page = try await browser.get(path)
                #expect(page.status == .ok)
                #expect(page.text.contains(Self.escapedScript), "\(path) shows the name, escaped")
                #expect(!page.text.contains(Self.script), "\(path) never shows it raw")
            }
        }
    }

    @Test func householdNameCannotBreakOutOfAttributes() async throws {
        try await withTestApp { _, client in
            var browser = try await Browser.signedUp(client, as: .jana)
            let name = #"Home" onmouseover="alert(1)"#
            let household = try await browser.createHousehold(name)
            let page = try await browser.get("/households/\(household)")
            #expect(!page.text.contains(#"" onmouseover=""#))
            #expect(page.text.contains("Home&quot; onmouseover=&quot;alert(1)"))
            #expect(HTMLScraper.input(id: "name", in: page.text)?["value"] == name, "the rename field holds the name intact")
        }
    }

    @Test func rejectedInputIsEscapedWhenShownAgain() async throws {
        try await withTestApp { _, client in
            var browser = Browser(client)
            try await browser.get("/signup")
            let typed = #""><script>alert(1)</script>"#
            let response = try await browser.post("/signup", [("email", typed), ("nickname", "x")])
            #expect(response.status == .unprocessableContent)
            #expect(!response.text.contains(Self.script))
            #expect(HTMLScraper.input(id: "email", in: response.text)?["value"] == typed)
        }
    }
}
