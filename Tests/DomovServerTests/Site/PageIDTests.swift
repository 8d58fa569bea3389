import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// An id names one element: a label's `for`, an error link's `#fragment` and a screen reader's
/// description all find the first of two and miss the second. Every main page is checked.
@Suite("Unique ids on pages")
struct PageIDTests {
    /// The ids the page gives more than once.
    static func duplicateIDs(in html: String) -> [String] {
        var seen: Set<String> = [], repeated: [String] = []
        let pattern = /\sid="([^"]*)"/
        for match in html.matches(of: pattern) {
            let id = String(match.output.1)
            if !seen.insert(id).inserted, !repeated.contains(id) { repeated.append(id) }
        }
        return repeated
    }

    @Test func theHelperFindsARepeatedIDAndIgnoresDataAttributes() {
        #expect(Self.duplicateIDs(in: #"<p id="a"></p><p data-id="a"></p><i id="b"></i>"#).isEmpty)
        #expect(Self.duplicateIDs(in: #"<p id="a"></p><form><input id="a"></form>"#) == ["a"])
    }

    @Test func noMainPageGivesAnIDTwice() async throws {
        try await withTestApp { _, client in
            var signedOut = Browser(client)
            for path in ["/login", "/signup"] {
                let page = try await signedOut.get(path)
                #expect(Self.duplicateIDs(in: page.text).isEmpty, "\(path): \(Self.duplicateIDs(in: page.text))")
            }
            var jana = try await Browser.signedUp(client, as: .jana)
            let home = try await jana.get("/")
            #expect(Self.duplicateIDs(in: home.text).isEmpty, "/ without a household: \(Self.duplicateIDs(in: home.text))")
            let household = try await jana.createHousehold("Home")
            let paths = [
                "/", "/settings", "/households", "/households/\(household)",
                "/planner/\(household)", "/planner/\(household)/calendars",
                "/chores", "/meals", "/name-days", "/notifications",
            ]
            for path in paths {
                let page = try await jana.get(path)
                #expect(Self.duplicateIDs(in: page.text).isEmpty, "\(path) (\(page.status)): \(Self.duplicateIDs(in: page.text))")
            }
        }
    }
}
