import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Synchronization
import Testing

/// REPORT answers are written as they are produced (issue 23: memory per request is bounded):
/// the multistatus opening, each batch of responses as its texts are read, then the closing. The
/// bytes are those the answer built whole had.
@Suite("CalDAV streamed REPORT answers")
struct CalDAVStreamedReportTests {
    typealias App = CalDAVTests.CalendarApp

    static let count = CalDAVExchange.objectsPerRead * 3 + 5

    /// An event whose description needs escaping in XML, long enough that the answer is many batches.
    static func event(_ index: Int) -> String {
        let description = String(repeating: "Krmení <kočky> & \"psa\" ", count: 150)
        return "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tests//EN\r\nBEGIN:VEVENT\r\nUID:\(uid(index))\r\nDTSTAMP:20260301T120000Z\r\n"
            + """
            DTSTART:20260323T180000Z\r\nDTEND:20260323T190000Z\r\nSUMMARY:Stream \(index)\r\nDESCRIPTION:\(description)\r\n\
            END:VEVENT\r\nEND:VCALENDAR\r\n
            """
    }

    static func uid(_ index: Int) -> String { String(format: "stream-%03d@test", index) }

    static let query =
        #"<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>"#
        + #"<c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"/></c:comp-filter></c:filter></c:calendar-query>"#

    static let sync =
        #"<d:sync-collection xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:sync-token/><d:sync-level>1</d:sync-level>"#
        + #"<d:prop><d:getetag/><c:calendar-data/></d:prop></d:sync-collection>"#

    /// Fills a calendar with `count` events named by their UIDs, so hrefs sort as UIDs do.
    static func filledCalendar(_ client: any TestClientProtocol) async throws -> (app: App, collection: String) {
        var jana = try await Browser.signedUp(client, as: .jana)
        let household = try await jana.createHousehold("Doma")
        var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
        let collection = app.collection(household)
        for index in 0..<count {
            let put = try await app.send(
                .put, collection + "\(uid(index)).ics", body: event(index), headers: [.contentType: "text/calendar"])
            #expect(put.status == .created)
        }
        return (app, collection)
    }

    @Test func aLargeCalendarQueryArrivesWholeAndAsTheAnswerBuiltWholeWas() async throws {
        try await withTestApp { _, client in
            var (app, collection) = try await Self.filledCalendar(client)
            // The answer built whole, as the REPORT made it before: every object's ETag and
            // text (as GET gives them) in UID order, through the same multistatus writer.
            var whole = DAVMultistatus()
            for index in 0..<Self.count {
                let href = collection + "\(Self.uid(index)).ics"
                let got = try await app.send(.get, href)
                let etag = try #require(got.headers[.eTag])
                whole.add(href: href, found: [(.getETag, DAVXML.escape(etag)), (.calendarData, DAVXML.escape(got.text))])
            }

            let answer = try await app.send(.report, collection, body: Self.query, headers: [.depth: "1"])
            #expect(answer.status.code == 207)
            #expect(answer.headers[.contentType] == "application/xml; charset=utf-8")
            #expect(answer.text.utf8.count > 400_000, "many batches of texts")
            #expect(answer.text == whole.xml)
        }
    }

    @Test func theWriterHoldsAtMostOneBatchOfResponses() async throws {
        try await withTestApp { _, client in
            var (app, collection) = try await Self.filledCalendar(client)
            let taken = Mutex<[Int]>([])
            let observer: @Sendable (Int) -> Void = { responses in taken.withLock { $0.append(responses) } }
            for body in [Self.query, Self.sync] {
                taken.withLock { $0 = [] }
                let answer = try await DAVMultistatus.$takeObserver.withValue(observer) {
                    try await app.send(.report, collection, body: body, headers: [.depth: "1"])
                }
                #expect(answer.status.code == 207)
                #expect(answer.text.matches(of: /BEGIN:VEVENT/).count == Self.count)
                let counts = taken.withLock { $0 }
                // Every response handed over, none kept past a batch.
                #expect(counts.reduce(0, +) == Self.count, "\(counts)")
                #expect(counts.count >= Self.count / CalDAVExchange.objectsPerRead, "\(counts)")
                #expect(counts.allSatisfy { $0 <= CalDAVExchange.objectsPerRead }, "\(counts)")
            }
        }
    }
}
