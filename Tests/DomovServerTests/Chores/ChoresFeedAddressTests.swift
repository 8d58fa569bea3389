import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The chores overview makes the chores calendar's own address and shows it once, ready to
/// copy, as the planner shows its subscription addresses; the address answers with the feed.
@Suite("Chores feed address")
struct ChoresFeedAddressTests {
    @Test func theOverviewMakesAnAddressThatServesTheChoresCalendar() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let room = try await ChoresPagesTests.createRoom(&jana, household, "Kitchen")
            _ = try await jana.post("/chores/\(household)/chores", ChoresPagesTests.choreFields(room: room, name: "Floor"))
            let overview = try await jana.get("/chores/\(household)/overview").text
            #expect(
                overview.contains("<form id=\"chores-feed-form\" class=\"stack\" method=\"post\" action=\"/chores/\(household)/feeds\""))
            #expect(overview.contains("href=\"/planner/\(household)/feeds\""), "where the addresses are revoked")

            let made = try await jana.post("/chores/\(household)/feeds")
            #expect(made.status == .created)
            let field = try #require(HTMLScraper.input(id: "chores-feed-url", in: made.text))
            #expect(field["readonly"] != nil && field["type"] == "text")
            #expect(made.text.contains("data-copy-target=\"#chores-feed-url\""))
            let address = try #require(field["value"])
            let path = try #require(address.range(of: "/feeds/").map { String(address[$0.lowerBound...]) })
            #expect(address.hasPrefix("http") && path.hasPrefix("/feeds/\(CalendarFeed.tokenPrefix)") && path.hasSuffix("/chores.ics"))

            // The address works, for anyone holding it (calendar apps send no cookie).
            var calendarApp = Browser(client)
            let feed = try await calendarApp.get(path)
            #expect(feed.status == .ok)
            #expect(feed.contentType == "text/calendar; charset=utf-8")
            #expect(feed.text.contains("SUMMARY:Floor"))
            // It is listed with the planner's addresses, under the chores calendar's name, to revoke.
            let janaID = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email)).id
            #expect(try await app.storage.calendarFeeds.feeds(householdID: household, userID: janaID).map(\.name) == ["Chores calendar"])
            // Shown once: the overview does not show it again.
            #expect(!(try await jana.get("/chores/\(household)/overview").text.contains(path)))
        }
    }
}
