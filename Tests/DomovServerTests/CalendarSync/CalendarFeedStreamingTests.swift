import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// Feeds are written as they are produced (issue 23: memory per request is bounded): the
/// answer goes out in chunks of at most `CalendarFeedResponse.chunkBytes` and one event, never
/// as one buffer of the whole text, and it is the same text, length and ETag as before.
@Suite("Calendar feeds streamed")
struct CalendarFeedStreamingTests {
    /// Keeps what a response body writes, write by write.
    final class Writes: @unchecked Sendable {
        var chunks: [ByteBuffer] = []
        var finished = false
    }

    struct CollectingWriter: ResponseBodyWriter {
        let writes: Writes
        mutating func write(_ buffer: ByteBuffer) async throws { writes.chunks.append(buffer) }
        consuming func finish(_ trailingHeaders: HTTPFields?) async throws { writes.finished = true }
    }

    static func calendar(events: Int, description: String = "Úklid kuchyně") throws -> ICalComponent {
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tests//EN\r\n"
        for index in 0..<events {
            text +=
                "BEGIN:VEVENT\r\nUID:stream-\(index)@test\r\nDTSTAMP:20260301T120000Z\r\nDTSTART:20260323T180000Z\r\n"
                + "SUMMARY:Událost \(index)\r\nDESCRIPTION:\(description)\r\nEND:VEVENT\r\n"
        }
        return try ICalComponent.parse(text + "END:VCALENDAR\r\n")
    }

    @Test func aLargeFeedIsWrittenInChunksThatMakeUpTheWholeText() async throws {
        let calendar = try Self.calendar(events: 3_000)
        let whole = calendar.serialized()
        #expect(whole.utf8.count > 4 * CalendarFeedResponse.chunkBytes)
        let writes = Writes()
        var writer: any ResponseBodyWriter = CollectingWriter(writes: writes)
        try await CalendarFeedResponse.write(calendar, to: &writer)

        #expect(writes.chunks.count >= 4, "\(writes.chunks.count) writes")
        let largestEvent = calendar.components.map { $0.serialized().utf8.count }.max() ?? 0
        #expect(writes.chunks.allSatisfy { $0.readableBytes < CalendarFeedResponse.chunkBytes + largestEvent })
        var joined = ByteBuffer()
        for var chunk in writes.chunks { joined.writeBuffer(&chunk) }
        #expect(String(buffer: joined) == whole)

        let measured = CalendarFeedResponse.measure(calendar)
        #expect(measured.bytes == whole.utf8.count)
        #expect(measured.etag == CalendarFeedResponse.etag(of: whole), "the ETag of the pieces is the whole text's")
    }

    @Test func anEventLargerThanAChunkGoesOutWhole() async throws {
        let calendar = try Self.calendar(events: 3, description: String(repeating: "a", count: 200_000))
        let writes = Writes()
        var writer: any ResponseBodyWriter = CollectingWriter(writes: writes)
        try await CalendarFeedResponse.write(calendar, to: &writer)
        // The header goes with the first event, each other event alone, and the closing line last.
        #expect(writes.chunks.count == 4, "\(writes.chunks.map(\.readableBytes))")
        #expect(
            String(
                buffer: writes.chunks.reduce(into: ByteBuffer()) {
                    var c = $1; $0.writeBuffer(&c)
                }) == calendar.serialized())
    }

    /// Four events with notes of about 40 kB each, long-0.ics to long-3.ics: a feed of them is
    /// long enough to be streamed and compressed.
    static func putLongEvents(_ app: inout CalDAVTests.CalendarApp, _ household: ID<Household>) async throws {
        let notes = String(repeating: "Poznámky k události. ", count: 2_000)
        for index in 0..<4 {
            let event = UsageLimitRoutesTests.event("long-\(index)@test", title: "Dlouhá \(index)")
                .replacingOccurrences(of: "END:VEVENT", with: "DESCRIPTION:\(notes)\r\nEND:VEVENT")
            let put = try await app.send(
                .put, app.collection(household) + "long-\(index).ics", body: event, headers: [.contentType: "text/calendar"])
            #expect(put.status == .created)
        }
    }

    @Test func thePlannerFeedOfManyLongEventsIsServedStreamedWithItsLength() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            var app = try await CalDAVTests.CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            try await Self.putLongEvents(&app, household)
            let path = try CalendarFeedTests.feedPath(from: try await jana.post("/planner/\(household)/feeds", [("name", "Google")]).text)

            var reader = Browser(client)
            let feed = try await reader.get(path)
            #expect(feed.status == .ok)
            #expect(feed.body.readableBytes > CalendarFeedResponse.chunkBytes, "more than one chunk")
            #expect(feed.headers[.contentLength] == String(feed.body.readableBytes))
            #expect(feed.headers[.eTag] == CalendarFeedResponse.etag(of: feed.text))
            let calendar = try ICalComponent.parse(feed.text)
            #expect(calendar.components(named: "VEVENT").count == 4)
            #expect(try await reader.get(path, headers: [.ifNoneMatch: try #require(feed.headers[.eTag])]).status == .notModified)
        }
    }
}
