import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// A private item says so with a badge, as markup: never as the text of a tag.
@Suite("Planner private badge")
struct PlannerPrivateBadgeTests {
    @Test func aPrivateItemShowsTheBadgeOnItsPageAndInTheAgenda() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"
            let fields = PlannerPagesTests.eventFields(title: "Dentist") + [("private", "on")]
            let itemPath = try #require(try await jana.post("\(planner)/items", fields).location)
            let label = Texts.plain(.planner(.privateItem))

            let page = try await jana.get(itemPath).text
            #expect(page.contains("<span class=\"badge private-badge\">\(label)</span>"))
            #expect(!page.contains("&lt;span"), "no markup shown as text")

            let agenda = try await jana.get(planner).text
            #expect(agenda.contains("<span class=\"badge\">\(label)</span>"))
            #expect(!agenda.contains("&lt;span"))
        }
    }
}
