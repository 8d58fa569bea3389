import CompressNIO
import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// Text answers go out gzip-compressed to clients that accept it, as the same bytes once
/// decompressed, with `Vary: Accept-Encoding` and a tag of their own (RFC 9110 §8.8.3).
@Suite("Compressed answers")
struct ResponseCompressionTests {
    static let gzip: HTTPFields = [.acceptEncoding: "gzip, deflate, br"]

    static func gunzip(_ body: ByteBuffer) throws -> String {
        var compressed = body
        return String(buffer: try compressed.decompress(with: .gzip))
    }

    static func stylesheetPath(_ client: any TestClientProtocol) async throws -> String {
        var browser = Browser(client)
        let page = try await browser.get(SiteURL.logIn().path)
        return String(try #require(page.text.firstMatch(of: /href="(\/static\/app\.css\?v=[^"]+)"/)?.1))
    }

    @Test func textTypesAreKnownWhateverTheirCaseAndParameters() {
        for type in [
            "text/html; charset=utf-8", "Text/Calendar;charset=UTF-8", " application/json ", "application/problem+json",
            "application/xml; charset=utf-8", "image/svg+xml", "APPLICATION/JAVASCRIPT",
        ] {
            #expect(ResponseCompressionMiddleware<DomovRequestContext>.isText(type), "\(type)")
        }
        for type in [nil, "", "image/png", "application/octet-stream", "application/jsonx", "font/woff2"] {
            #expect(!ResponseCompressionMiddleware<DomovRequestContext>.isText(type), "\(type ?? "nil")")
        }
    }

    @Test func aPageAndAStylesheetAreTheSameBytesOnceDecompressed() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await jana.createHousehold("Doma")
            for path in ["/", try await Self.stylesheetPath(client)] {
                let plain = try await jana.get(path)
                let compressed = try await jana.get(path, headers: Self.gzip)
                #expect(plain.status == .ok && compressed.status == .ok)
                #expect(plain.headers[.contentEncoding] == nil)
                #expect(compressed.headers[.contentEncoding] == "gzip", "\(path)")
                #expect(compressed.headers[.contentLength] == nil, "the compressed length is not the page's")
                #expect(
                    compressed.body.readableBytes < plain.body.readableBytes / 2,
                    "\(path): \(compressed.body.readableBytes) of \(plain.body.readableBytes)")
                #expect(try Self.gunzip(compressed.body) == plain.text, "\(path)")
                #expect(plain.headers[values: .vary].contains("Accept-Encoding"), "\(path): the plain answer varies too")
                #expect(compressed.headers[values: .vary].contains("Accept-Encoding"))
            }
        }
    }

    @Test func noCompressionWhenTheClientDoesNotAcceptIt() async throws {
        try await withTestApp { _, client in
            let path = try await Self.stylesheetPath(client)
            var browser = Browser(client)
            for field in ["gzip;q=0", "identity", "br", "deflate, gzip; q=0.0"] {
                let answer = try await browser.get(path, headers: [.acceptEncoding: field])
                #expect(answer.headers[.contentEncoding] == nil, "\(field)")
                #expect(answer.headers[.contentLength] == String(answer.body.readableBytes))
            }
            #expect(ResponseCompressionMiddleware<DomovRequestContext>.acceptsGzip("GZIP;q=0.5"))
            #expect(ResponseCompressionMiddleware<DomovRequestContext>.acceptsGzip("*"))
            #expect(!ResponseCompressionMiddleware<DomovRequestContext>.acceptsGzip(nil))
        }
    }

    @Test func theCompressedVariantHasItsOwnTagAndConditionalRequestsStillWork() async throws {
        try await withTestApp { _, client in
            let path = try await Self.stylesheetPath(client)
            var browser = Browser(client)
            let plain = try await browser.get(path)
            let compressed = try await browser.get(path, headers: Self.gzip)
            let plainTag = try #require(plain.headers[.eTag])
            let compressedTag = try #require(compressed.headers[.eTag])
            #expect(compressedTag != plainTag, "a strong tag names one representation")
            #expect(compressedTag == String(plainTag.dropLast()) + "-gzip\"")

            var headers = Self.gzip
            headers[.ifNoneMatch] = compressedTag
            let again = try await browser.get(path, headers: headers)
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            #expect(again.headers[.eTag] == compressedTag)
            #expect(again.headers[.contentEncoding] == nil)
            #expect(again.headers[values: .vary].contains("Accept-Encoding"))

            // The plain tag still answers 304 to its own client.
            let plainAgain = try await browser.get(path, headers: [.ifNoneMatch: plainTag])
            #expect(plainAgain.status == .notModified)
            #expect(plainAgain.headers[.eTag] == plainTag)
            // A tag that names neither is a full answer.
            headers[.ifNoneMatch] = "\"other-gzip\""
            #expect(try await browser.get(path, headers: headers).status == .ok)
        }
    }

    @Test func smallAnswersAreNotCompressed() async throws {
        try await withTestApp { _, client in
            var browser = Browser(client)
            // /healthz answers a few bytes: not worth a gzip header.
            let small = try await browser.get("/healthz", headers: Self.gzip)
            #expect(small.status == .ok)
            #expect(small.body.readableBytes < ResponseCompressionMiddleware<DomovRequestContext>.minimumBytes)
            #expect(small.headers[.contentEncoding] == nil)
        }
    }

    @Test func aStreamedFeedStaysStreamedAndDecompressesToTheSameCalendar() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            var app = try await CalDAVTests.CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            try await CalendarFeedStreamingTests.putLongEvents(&app, household)
            // The calendar app's own object keeps its tag and identity: getetag must match it.
            let object = try await app.send(.get, app.collection(household) + "long-0.ics", headers: Self.gzip)
            #expect(object.headers[.contentEncoding] == nil)

            let path = try CalendarFeedTests.feedPath(from: try await jana.post("/planner/\(household)/feeds", [("name", "Google")]).text)
            var reader = Browser(client)
            let plain = try await reader.get(path)
            let compressed = try await reader.get(path, headers: Self.gzip)
            #expect(compressed.headers[.contentEncoding] == "gzip")
            #expect(try Self.gunzip(compressed.body) == plain.text)
            let compressedTag = try #require(compressed.headers[.eTag])
            var headers = Self.gzip
            headers[.ifNoneMatch] = compressedTag
            #expect(try await reader.get(path, headers: headers).status == .notModified)
            // HEAD says what GET would, without a body, and is not compressed.
            let head = try await reader.request(path, method: .head, headers: Self.gzip)
            #expect(head.status == .ok)
            #expect(head.headers[.contentEncoding] == nil)
            #expect(head.body.readableBytes == 0)
        }
    }

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

    @Test func theGzipWriterWritesAsItIsGivenNotAllAtTheEnd() async throws {
        let writes = Writes()
        var writer = try GzipBodyWriter(parent: CollectingWriter(writes: writes))
        var whole = ""
        var generator = SystemRandomNumberGenerator()
        for index in 0..<8 {
            // Text zlib cannot shrink much, so each 64 KiB piece gives bytes back at once.
            let piece =
                "\(index):" + (0..<(64 << 10)).map { _ in String(UnicodeScalar(UInt8.random(in: 97...122, using: &generator))) }.joined()
            whole += piece
            try await writer.write(ByteBuffer(string: piece))
        }
        let writtenBeforeFinish = writes.chunks.count
        try await writer.finish(nil)
        #expect(writes.finished)
        #expect(writtenBeforeFinish >= 4, "\(writtenBeforeFinish) writes before the end")
        var joined = ByteBuffer()
        for var chunk in writes.chunks { joined.writeBuffer(&chunk) }
        #expect(try Self.gunzip(joined) == whole)
    }
}
