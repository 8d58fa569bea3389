@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOHTTPCompression
import Testing

/// gzip on the wire: compression happens in the channel, so these tests run the real server
/// on a loopback port (the router framework would skip the channel) and unzip with
/// swift-nio-extras' decompressor.
@Suite("Response compression")
struct ResponseCompressionTests {
    static let gzip: HTTPFields = [.acceptEncoding: "gzip, deflate, br"]

    /// The body as the client meant it, through NIOHTTP1's response decompressor.
    static func gunzip(_ response: TestResponse) throws -> ByteBuffer {
        let channel = EmbeddedChannel(handler: NIOHTTPResponseDecompressor(limit: .none))
        var headers = HTTPHeaders()
        for field in response.headers where field.name != .transferEncoding { headers.add(name: field.name.rawName, value: field.value) }
        headers.replaceOrAdd(name: "content-length", value: String(response.body.readableBytes))
        try channel.writeInbound(HTTPClientResponsePart.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers)))
        try channel.writeInbound(HTTPClientResponsePart.body(response.body))
        try channel.writeInbound(HTTPClientResponsePart.end(nil))
        var body = ByteBuffer()
        while let part = try channel.readInbound(as: HTTPClientResponsePart.self) {
            if case .body(var chunk) = part { body.writeBuffer(&chunk) }
        }
        _ = try channel.finish()
        return body
    }

    @Test func stylesheetsAreGzippedForClientsThatAcceptItAndPlainForOthers() async throws {
        try await ConnectionLimitsTests.withLiveApp { _, client in
            let plain = try await client.executeRequest(uri: "/static/app.css", method: .get, headers: [:], body: nil)
            #expect(plain.headers[.contentEncoding] == nil)
            #expect(plain.headers[.vary]?.lowercased().contains("accept-encoding") == true, "a cache must keep both kinds apart")
            #expect(plain.body.readableBytes > ResponseCompression.minimumSize)

            let zipped = try await client.executeRequest(uri: "/static/app.css", method: .get, headers: Self.gzip, body: nil)
            #expect(zipped.status == .ok)
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(zipped.headers[.vary]?.lowercased().contains("accept-encoding") == true)
            #expect(zipped.body.readableBytes < plain.body.readableBytes / 2)
            #expect(try Self.gunzip(zipped) == plain.body)
        }
    }

    @Test func pagesJSONAndScriptsAreGzipped() async throws {
        try await ConnectionLimitsTests.withLiveApp { _, client in
            for (path, type) in [("/login", "text/html"), ("/api/v1/openapi.json", "application/json"), ("/static/planner.js", "text/javascript")] {
                let zipped = try await client.executeRequest(uri: path, method: .get, headers: Self.gzip, body: nil)
                #expect(zipped.status == .ok, "\(path)")
                #expect(zipped.headers[.contentType]?.hasPrefix(type) == true, "\(path)")
                #expect(zipped.headers[.contentEncoding] == "gzip", "\(path)")
                let text = String(buffer: try Self.gunzip(zipped))
                #expect(path != "/login" || (text.lowercased().hasPrefix("<!doctype html>") && text.contains("</html>")), "\(path)")
                #expect(path != "/api/v1/openapi.json" || (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil)
            }
        }
    }

    @Test func imagesSmallAnswersAndHeadRequestsAreLeftAlone() async throws {
        try await ConnectionLimitsTests.withLiveApp { _, client in
            let png = try await client.executeRequest(uri: "/static/icons/icon-192.png", method: .get, headers: Self.gzip, body: nil)
            #expect(png.status == .ok)
            #expect(png.headers[.contentEncoding] == nil, "a PNG is compressed already")
            #expect(png.headers[.vary] == nil)

            let manifest = try await client.executeRequest(uri: "/manifest.webmanifest", method: .get, headers: Self.gzip, body: nil)
            #expect(manifest.body.readableBytes < ResponseCompression.minimumSize)
            #expect(manifest.headers[.contentEncoding] == nil, "too small to gain")
            #expect(manifest.headers[.vary] == "Accept-Encoding", "a larger one of its type would be")

            // The static files answer GET only; the HEAD gets the (HTML) not-found page's head.
            let head = try await client.executeRequest(uri: "/static/app.css", method: .head, headers: Self.gzip, body: nil)
            #expect(head.headers[.contentEncoding] == nil)
            #expect(head.body.readableBytes == 0)
            // The connection is still in step: a HEAD answer with a stray gzip trailer would
            // be read as the start of the next answer.
            let after = try await client.executeRequest(uri: "/static/app.css", method: .get, headers: Self.gzip, body: nil)
            #expect(after.status == .ok)
            #expect(after.headers[.contentEncoding] == "gzip")
        }
    }

    @Test func gzipIsChosenOverDeflateAndStarMeansGzip() async throws {
        try await ConnectionLimitsTests.withLiveApp { _, client in
            for accepted in ["deflate, gzip", "gzip;q=0.5, deflate;q=1", "*", "br, *"] {
                let zipped = try await client.executeRequest(uri: "/static/app.css", method: .get, headers: [.acceptEncoding: accepted], body: nil)
                #expect(zipped.headers[.contentEncoding] == "gzip", "\(accepted)")
            }
            let deflateOnly = try await client.executeRequest(uri: "/static/app.css", method: .get, headers: [.acceptEncoding: "deflate"], body: nil)
            #expect(deflateOnly.headers[.contentEncoding] == nil, "gzip only")
        }
    }

    @Test func clientsThatRefuseGzipGetItPlain() async throws {
        try await ConnectionLimitsTests.withLiveApp { _, client in
            let refused = try await client.executeRequest(uri: "/static/app.css", method: .get, headers: [.acceptEncoding: "gzip;q=0, identity"], body: nil)
            #expect(refused.headers[.contentEncoding] == nil)
            #expect(String(buffer: refused.body).contains("--accent"))
        }
    }

    @Test(arguments: [
        ("text/html; charset=utf-8", true), ("text/css", true), ("text/javascript; charset=utf-8", true),
        ("application/json", true), ("application/problem+json", true), ("application/xml; charset=utf-8", true),
        ("image/svg+xml", true), ("image/png", false), ("text/event-stream", false), ("text/calendar; charset=utf-8", false),
        ("application/x-apple-aspen-config", false),
    ])
    func compressibleTypes(contentType: String, compressible: Bool) {
        #expect(ResponseCompression.isCompressible(contentType: contentType) == compressible)
    }

    @Test func streamsWithoutALengthAreNotCompressed() {
        var head = HTTPResponseHead(version: .http1_1, status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"])
        #expect(ResponseCompression.shouldCompress(&head, true) == .doNotCompress)
        #expect(head.headers[canonicalForm: "vary"] == ["Accept-Encoding"])
        head.headers.add(name: "Content-Length", value: "5000")
        #expect(ResponseCompression.shouldCompress(&head, false) == .doNotCompress)
        #expect(head.headers["content-length"] == ["5000"], "kept for a client that takes it plain")
        #expect(head.headers[canonicalForm: "vary"] == ["Accept-Encoding"], "added once")
        #expect(ResponseCompression.shouldCompress(&head, true) == .compressIfPossible)
        #expect(head.headers["content-length"].isEmpty, "the compressed length is not known yet")
    }
}
