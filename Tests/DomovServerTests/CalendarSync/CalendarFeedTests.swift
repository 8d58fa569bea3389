import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// A subscription address serves the household's planner as iCalendar that parses back, with
/// its zones, and answers 304 when nothing changed; revoked or foreign addresses are 404.
@Suite("Calendar feeds")
struct CalendarFeedTests {
    static func feedPath(from page: String) throws -> String {
        let url = try #require(page.firstMatch(of: /id="feed-url" type="text" readonly value="([^"]+)"/)?.1)
        return String(try #require(URL(string: String(url))?.path))
    }

    @Test func aFeedServesTheHouseholdsItemsAndItsOwnersPrivateOnes() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.post(
                "/planner/\(household)/items",
                [
                    ("kind", "meeting"), ("title", "Family meeting; agenda, snacks"), ("notes", "Bring ~ plans\r\nand cake"),
                    ("start_date", "2025-03-24"), ("start_time", "18:00"), ("end_time", "19:00"), ("time_zone", "Europe/Prague"),
                    ("repeat_frequency", "weekly"), ("reminders", "15"), ("location", "Kitchen"),
                ])
            _ = try await jana.post(
                "/planner/\(household)/items",
                [
                    ("kind", "todo"), ("title", "Secret gift"), ("start_date", "2025-03-30"), ("private", "on"),
                ])
            let created = try await jana.post("/planner/\(household)/feeds", [("name", "Google")])
            #expect(created.status == .created)
            let path = try Self.feedPath(from: created.text)
            #expect(path.hasPrefix("/feeds/domovfeed_") && path.hasSuffix(".ics"))

            // The feed needs no session: calendar apps have none.
            let anonymous = Browser(client)
            var reader = anonymous
            let feed = try await reader.get(path)
            #expect(feed.status == .ok)
            #expect(feed.headers[.contentType] == "text/calendar; charset=utf-8")
            let etag = try #require(feed.headers[.eTag])
            #expect(feed.headers[.lastModified] != nil)
            let calendar = try ICalComponent.parse(feed.text)
            #expect(calendar.components(named: "VTIMEZONE").first?.property("TZID")?.value == "Europe/Prague")
            let event = try #require(calendar.components(named: "VEVENT").first)
            #expect(event.property("SUMMARY")?.text == "Family meeting; agenda, snacks")
            #expect(event.property("DESCRIPTION")?.text == "Bring ~ plans\nand cake")
            #expect(event.property("RRULE")?.value.hasPrefix("FREQ=WEEKLY") == true)
            #expect(event.property("DTSTART")?.parameter("TZID") == "Europe/Prague")
            #expect(event.property("DTSTART")?.value == "20250324T180000")
            #expect(event.components(named: "VALARM").first?.property("TRIGGER")?.value == "-PT15M")
            let todo = try #require(calendar.components(named: "VTODO").first)
            #expect(todo.property("SUMMARY")?.text == "Secret gift")
            #expect(todo.property("DUE")?.value == "20250330")

            var again = anonymous
            #expect(try await again.get(path, headers: [.ifNoneMatch: etag]).status == .notModified)

            // Petr joins: his own feed shows the shared meeting but not Jana's private to-do.
            let token = try await jana.createInvite(household)
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.acceptInvite(token)
            let petrPath = try Self.feedPath(from: try await petr.post("/planner/\(household)/feeds", [("name", "Phone")]).text)
            var petrReader = anonymous
            let petrFeed = try await petrReader.get(petrPath).text
            #expect(petrFeed.contains("Family meeting"))
            #expect(!petrFeed.contains("Secret gift"))

            // Leaving the household ends what his address shows.
            _ = try await petr.post("/households/\(household)/leave")
            var afterLeaving = anonymous
            #expect(try await afterLeaving.get(petrPath).status == .notFound)
        }
    }

    @Test func aRevokedOrUnknownAddressIs404() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let path = try Self.feedPath(from: try await jana.post("/planner/\(household)/feeds", [("name", "Outlook")]).text)
            let janaID = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email)).id
            let feed = try #require(try await app.storage.calendarFeeds.feeds(householdID: household, userID: janaID).first)
            var petr = try await Browser.signedUp(client, as: .petr)
            #expect(try await petr.post("/planner/\(household)/feeds/\(feed.id)/revoke").status == .notFound)
            #expect(try await jana.post("/planner/\(household)/feeds/\(feed.id)/revoke").status == .seeOther)
            var reader = Browser(client)
            #expect(try await reader.get(path).status == .notFound)
            #expect(try await reader.get("/feeds/domovfeed_nonsense.ics").status == .notFound)
            #expect(try await jana.post("/planner/\(household)/feeds", [("name", "")]).status == .unprocessableContent)
        }
    }
}
