import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// Feeds answer as HTTP caches and calendar apps expect: HEAD like GET without the body,
/// If-Modified-Since with 304 until the content changes (a deletion too), and meetings carry
/// their organizer.
@Suite("Calendar feed validators and organizers")
struct CalendarFeedValidatorTests {
    static let meeting: [(String, String)] = [
        ("kind", "meeting"), ("title", "Schůze výboru"), ("start_date", "2025-03-24"), ("start_time", "18:00"), ("end_time", "19:00"),
        ("time_zone", "Europe/Prague"), ("attendee_emails", "host@example.org"), ("repeat_frequency", "none"),
    ]

    @Test func headAndIfModifiedSinceAnswerWithoutTheBodyUntilSomethingChanges() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let created = try await jana.post("/planner/\(household)/items", Self.meeting)
            let itemPath = try #require(created.location)
            _ = try await jana.post(
                "/planner/\(household)/items", [("kind", "todo"), ("title", "Koupit mléko"), ("start_date", "2025-03-25")])
            let path = try CalendarFeedTests.feedPath(from: try await jana.post("/planner/\(household)/feeds", [("name", "Google")]).text)

            var reader = Browser(client)
            let full = try await reader.get(path)
            #expect(full.status == .ok)
            let lastModified = try #require(full.headers[.lastModified])
            let etag = try #require(full.headers[.eTag])
            let head = try await reader.request(path, method: .head)
            #expect(head.status == .ok && head.body.readableBytes == 0)
            #expect(head.headers[.eTag] == etag && head.headers[.lastModified] == lastModified)
            #expect(head.headers[.contentType] == "text/calendar; charset=utf-8")
            #expect(head.headers[.contentLength] == String(full.body.readableBytes))

            app.clock.advance(by: 3600)
            let unchanged = try await reader.get(path, headers: [.ifModifiedSince: lastModified])
            #expect(unchanged.status == .notModified && unchanged.body.readableBytes == 0)
            #expect(unchanged.headers[.lastModified] == lastModified, "the time it changed, not the time it was read")
            #expect(try await reader.request(path, method: .head, headers: [.ifModifiedSince: lastModified]).status == .notModified)
            // If-None-Match decides when both come (RFC 9110 §13.2.2).
            #expect(try await reader.get(path, headers: [.ifModifiedSince: lastModified, .ifNoneMatch: "\"other\""]).status == .ok)

            // Deleting the meeting leaves no newer updatedAt behind, yet the feed did change.
            #expect(try await jana.post(itemPath + "/delete").status == .seeOther)
            let changed = try await reader.get(path, headers: [.ifModifiedSince: lastModified])
            #expect(changed.status == .ok)
            #expect(!changed.text.contains("Schůze výboru"))
            let newer = try #require(changed.headers[.lastModified].flatMap(CalendarFeedResponse.parseHTTPDate))
            #expect(newer > (try #require(CalendarFeedResponse.parseHTTPDate(lastModified))))
            #expect(try await reader.get(path, headers: [.ifModifiedSince: changed.headers[.lastModified]!]).status == .notModified)

            // The chores and name-day feeds answer HEAD too.
            let chores = path.replacingOccurrences(of: ".ics", with: "/chores.ics")
            #expect(try await reader.get(chores).status == .ok)
            let choresHead = try await reader.request(chores, method: .head)
            #expect(choresHead.status == .ok && choresHead.body.readableBytes == 0 && choresHead.headers[.eTag] != nil)
        }
    }

    @Test func meetingsMadeInDomovNameTheirAuthorAsOrganizer() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.post("/planner/\(household)/items", Self.meeting)
            _ = try await jana.post(
                "/planner/\(household)/items",
                [
                    ("kind", "event"), ("title", "Koncert"), ("start_date", "2025-03-26"), ("start_time", "19:00"), ("end_time", "21:00"),
                    ("time_zone", "Europe/Prague"), ("repeat_frequency", "none"),
                ])
            let path = try CalendarFeedTests.feedPath(from: try await jana.post("/planner/\(household)/feeds", [("name", "Google")]).text)
            var reader = Browser(client)
            let calendar = try ICalComponent.parse(try await reader.get(path).text)
            let events = calendar.components(named: "VEVENT")
            let meeting = try #require(events.first { $0.property("SUMMARY")?.text == "Schůze výboru" })
            let organizer = try #require(meeting.property("ORGANIZER"))
            #expect(organizer.value == "mailto:\(TestAccount.jana.email)")
            #expect(organizer.parameter("CN") == TestAccount.jana.displayName)
            #expect(meeting.properties(named: "ORGANIZER").count == 1)
            #expect(events.first { $0.property("SUMMARY")?.text == "Koncert" }?.property("ORGANIZER") == nil, "not a meeting")

            // The stored object apps sync carries it too.
            var appBrowser = jana
            var davApp = try await CalDAVTests.CalendarApp.connect(client, &appBrowser, email: TestAccount.jana.email)
            let listing = try await davApp.send(.propfind, davApp.collection(household), headers: [.depth: "1"]).text
            let hrefs = listing.matches(of: /<d:href>([^<]+\.ics)<\/d:href>/).map { String($0.1) }
            var stored: [String] = []
            for href in hrefs { stored.append(try await davApp.send(.get, href).text) }
            let text = try #require(stored.first { $0.contains("Schůze výboru") })
            let object = try #require(try ICalComponent.parse(text).components(named: "VEVENT").first)
            #expect(object.property("ORGANIZER")?.value == "mailto:\(TestAccount.jana.email)", "\(text)")
            #expect(object.property("ORGANIZER")?.parameter("CN") == TestAccount.jana.displayName)
        }
    }
}
