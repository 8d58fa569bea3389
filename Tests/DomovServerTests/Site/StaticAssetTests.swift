@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import NIOCore
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("Static assets")
struct StaticAssetTests {
    @Test(arguments: [
        ("/static/app.css", "text/css"),
        ("/static/app.js", "text/javascript"),
        ("/sw.js", "text/javascript"),
        ("/manifest.webmanifest", "application/manifest+json"),
        ("/static/icons/icon.svg", "image/svg+xml"),
        ("/static/icons/icon-192.png", "image/png"),
    ])
    func servedWithTheirContentType(path: String, contentType: String) async throws {
        try await withTestApp { _, client in
            var browser = Browser(client)
            let response = try await browser.get(path)
            #expect(response.status == .ok)
            #expect(response.contentType?.hasPrefix(contentType) == true, "\(path): \(response.contentType ?? "none")")
            #expect(response.body.readableBytes > 0)
        }
    }

    @Test func manifestIsJSONAndTheServiceWorkerIsNeverCached() async throws {
        try await withTestApp { _, client in
            var browser = Browser(client)
            let manifest = try await browser.get("/manifest.webmanifest")
            #expect(try manifest.jsonObject()["name"] != nil)
            let worker = try await browser.get("/sw.js")
            #expect(worker.headers[.cacheControl] == "no-cache")
        }
    }

    @Test func unchangedAssetsAnswer304() async throws {
        try await withTestApp { _, client in
            var browser = Browser(client)
            let first = try await browser.get("/static/app.css")
            let etag = try #require(first.headers[.eTag])
            let again = try await browser.get("/static/app.css", headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
        }
    }

    @Test func missingAssetsAre404() async throws {
        try await withTestApp { _, client async throws in
            var browser = Browser(client)
            #expect(try await browser.get("/static/nope.css").status == .notFound)
            #expect(try await browser.get("/static/../Package.swift").status == .notFound)
        }
    }
}
