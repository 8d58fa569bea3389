import DomovCore
import DomovOutbound
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import Testing

/// Subscribed calendars through the router and the refresh job: added on the Calendars tab,
/// fetched with conditional GET, shown read-only in the planner's views, problems shown on the
/// subscription (never a 500), and nobody else's business.
@Suite("Planner subscriptions")
struct PlannerSubscriptionTests {
    /// Answers like a calendar server would, and remembers what it was asked.
    struct Unreachable: Error {}

    final class FakeFetcher: DocumentFetching, @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [Result<FetchedDocument, any Error>] = []
        private(set) var requests: [[String: String]] = []

        func answer(_ document: FetchedDocument) {
            lock.lock()
            answers.append(.success(document))
            lock.unlock()
        }

        func get(_ url: String, headers: [(name: String, value: String)], maximumBytes: Int) async throws -> FetchedDocument {
            try take(headers).get()
        }

        private func take(_ headers: [(name: String, value: String)]) -> Result<FetchedDocument, any Error> {
            lock.lock()
            defer { lock.unlock() }
            requests.append(Dictionary(headers.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 }))
            return answers.isEmpty ? .failure(Unreachable()) : answers.removeFirst()
        }
    }

    static let feed = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Test//EN\r
        BEGIN:VEVENT\r
        UID:swim@test\r
        DTSTART:20250120T090000Z\r
        DTEND:20250120T100000Z\r
        SUMMARY:Plavání <s dětmi>\r
        RRULE:FREQ=DAILY;COUNT=3\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    @Test func aSubscriptionIsFetchedConditionallyAndShownReadOnly() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"
            let bad = try await jana.post(
                "\(planner)/subscriptions", [("name", ""), ("url", "ftp://example.org/x.ics"), ("color", "#dc2626")])
            #expect(bad.status == .unprocessableContent && bad.text.contains("aria-invalid"))
            #expect(!(try await jana.get("\(planner)/calendars").text.contains("id=\"subscription-")), "nothing saved")

            // A loopback address is refused by default (no request is made): the page says why (no 500).
            let added = try await jana.post(
                "\(planner)/subscriptions", [("name", "Bazén"), ("url", "http://127.0.0.1:1/bazen.ics"), ("color", "#0891b2")])
            #expect(added.status == .seeOther)
            let page = try await jana.get("\(planner)/calendars")
            #expect(
                page.status == .ok && page.text.contains("Bazén") && page.text.contains("on a private network")
                    && page.text.contains("Not fetched yet"))
            let subscriptionID = try #require(page.text.firstMatch(of: /id="subscription-([0-9a-f-]+)"/)?.1)
            let storedID = try #require(ID<CalendarSubscription>(String(subscriptionID)))
            let subscription = try #require(try await app.storage.calendarSubscriptions.subscription(id: storedID))

            let fetcher = FakeFetcher()
            let job = CalendarSubscriptionJob(
                subscriptions: app.services().calendarSubscriptions, fetcher: fetcher, logger: Logger(label: "test"))
            fetcher.answer(FetchedDocument(status: 200, body: Self.feed, etag: "\"v1\"", lastModified: "Mon, 13 Jan 2025 08:00:00 GMT"))
            let fetched = try await job.refresh(subscription)
            #expect(fetched.problem == nil && fetcher.requests.last?["If-None-Match"] == nil)

            let week = try await jana.get("\(planner)/week/2025-01-20").text
            #expect(week.contains("Plavání &lt;s dětmi&gt;") && week.contains("Bazén (subscribed, read-only)"))
            #expect(week.components(separatedBy: "subscribed-entry").count - 1 == 3, "a daily series of three, expanded")
            #expect(!week.contains("swim@test"), "no link to edit or delete it")
            #expect(try await jana.get("\(planner)/month/2025-01").text.contains("Plavání"))
            let agenda = try await jana.get(planner).text
            #expect(
                agenda.contains("Mon, 20 Jan 2025") && agenda.contains("Plavání"), "the agenda lists the next two weeks among its days")

            // Due an hour later: the job sends the validators; 304 keeps the events.
            app.clock.advance(by: CalendarSubscription.refreshInterval)
            fetcher.answer(FetchedDocument(status: 304))
            #expect(try await job.runOnce() == 1)
            #expect(
                fetcher.requests.last?["If-None-Match"] == "\"v1\""
                    && fetcher.requests.last?["If-Modified-Since"] == "Mon, 13 Jan 2025 08:00:00 GMT")
            #expect(try await jana.get("\(planner)/week/2025-01-20").text.contains("Plavání"))
            #expect(try await job.runOnce() == 0, "not due again for an hour")

            // Revoked (404), then not a calendar: the problem is shown, the last good events stay.
            // (The page's "Refresh now" runs the same refresh with the live fetcher; the interop suite covers it.)
            fetcher.answer(FetchedDocument(status: 404))
            try await job.refresh(try #require(try await app.storage.calendarSubscriptions.subscription(id: storedID)))
            #expect(try await jana.get("\(planner)/calendars").text.contains("404"))
            #expect(try await jana.get("\(planner)/week/2025-01-20").text.contains("Plavání"))
            fetcher.answer(FetchedDocument(status: 200, body: "<html>login</html>"))
            try await job.refresh(try #require(try await app.storage.calendarSubscriptions.subscription(id: storedID)))
            let failed = try await jana.get("\(planner)/calendars").text
            #expect(failed.contains("does not serve an iCalendar") && failed.contains("Last refreshed"))

            // Not Petr's: another member and a stranger get 404 and see none of it.
            let invite = try await jana.createInvite(household)
            var petr = try await Browser.signedUp(client, as: .petr)
            #expect(try await petr.acceptInvite(invite).status == .seeOther)
            var eva = try await Browser.signedUp(client, as: .eva)
            for path in ["\(planner)/subscriptions/\(subscriptionID)/refresh", "\(planner)/subscriptions/\(subscriptionID)/delete"] {
                #expect(try await petr.post(path).status == .notFound)
                #expect(try await eva.post(path).status == .notFound)
            }
            #expect(!(try await petr.get("\(planner)/week/2025-01-20").text.contains("Plavání")))
            #expect(!(try await petr.get("\(planner)/calendars").text.contains("Bazén")))

            #expect(try await jana.post("\(planner)/subscriptions/\(subscriptionID)/delete").status == .seeOther)
            #expect(!(try await jana.get("\(planner)/week/2025-01-20").text.contains("Plavání")))
        }
    }
}
