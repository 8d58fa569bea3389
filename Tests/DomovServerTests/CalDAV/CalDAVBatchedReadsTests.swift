import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Listings and REPORTs over more objects than one read holds (`CalDAVExchange.objectsPerRead`)
/// answer every object, in order, with its text where asked (issue 23: memory per request is
/// bounded, so texts are read a batch at a time and a listing of ETags reads none).
@Suite("CalDAV reads in batches")
struct CalDAVBatchedReadsTests {
    typealias App = CalDAVTests.CalendarApp

    static let count = CalDAVExchange.objectsPerRead * 2 + 5

    static func uid(_ index: Int) -> String { String(format: "batch-%03d@test", index) }

    static func hrefs(in text: String) -> [String] {
        text.matches(of: /<d:href>([^<]+\.ics)<\/d:href>/).map { String($0.1) }
    }

    @Test func everyObjectIsListedAndReportedWithItsText() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            var calendarApp = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let collection = calendarApp.collection(household)
            for index in 0..<Self.count {
                let put = try await calendarApp.send(
                    .put, collection + "\(index).ics", body: UsageLimitRoutesTests.event(Self.uid(index), title: "Batch \(index)"),
                    headers: [.contentType: "text/calendar"])
                #expect(put.status == .created)
            }
            let all = (0..<Self.count).map { collection + "\($0).ics" }

            // A listing of ETags: every object, and the storage listing it comes from reads no text.
            let listed = try await calendarApp.send(
                .propfind, collection, body: #"<d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>"#,
                headers: [.depth: "1"])
            #expect(Set(Self.hrefs(in: listed.text)) == Set(all))
            let stored = try await app.storage.planner.storedObjectListing(
                calendarUIDs: nil, householdID: household, viewerID: try #require(ID<User>(calendarApp.userID)))
            #expect(stored.count == Self.count && stored.allSatisfy { $0.text.isEmpty && $0.etag.hasPrefix("\"") })

            let query =
                #"<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>"#
                + #"<c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"/></c:comp-filter></c:filter></c:calendar-query>"#
            let queried = try await calendarApp.send(.report, collection, body: query, headers: [.depth: "1"])
            #expect(Self.hrefs(in: queried.text).count == Self.count)
            #expect(queried.text.matches(of: /BEGIN:VEVENT/).count == Self.count, "every object with its text")
            #expect(queried.text.contains("SUMMARY:Batch \(Self.count - 1)"))

            let sync =
                #"<d:sync-collection xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:sync-token/><d:sync-level>1</d:sync-level>"#
                + #"<d:prop><d:getetag/><c:calendar-data/></d:prop></d:sync-collection>"#
            let synced = try await calendarApp.send(.report, collection, body: sync)
            #expect(Set(Self.hrefs(in: synced.text)) == Set(all))
            #expect(synced.text.matches(of: /BEGIN:VEVENT/).count == Self.count)

            let multiget =
                #"""
                <c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>
                """#
                + (all + [collection + "missing.ics"]).map { "<d:href>\($0)</d:href>" }.joined() + "</c:calendar-multiget>"
            let got = try await calendarApp.send(.report, collection, body: multiget)
            #expect(Self.hrefs(in: got.text) == all + [collection + "missing.ics"], "in the order asked")
            #expect(got.text.matches(of: /BEGIN:VEVENT/).count == Self.count)
            #expect(got.text.contains("404 Not Found"))
        }
    }
}
