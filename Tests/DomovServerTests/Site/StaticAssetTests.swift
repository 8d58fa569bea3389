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

/// Versioned names: pages link to `?v=<content hash>`, kept for a year; the plain name
/// keeps working, kept for an hour.
@Suite("Static asset versions")
struct StaticAssetVersionTests {
    @Test func pagesLinkToVersionedFilesThatAreImmutable() async throws {
        try await withTestApp { _, client in
            var browser = Browser(client)
            let page = try await browser.get(SiteURL.logIn().path)
            let assets = try StaticAssets.shipped.get()
            let stylesheet = assets.versioned("/static/app.css")
            let script = assets.versioned("/static/app.js")
            #expect(stylesheet.range(of: #"^/static/app\.css\?v=[0-9a-f]{12}$"#, options: .regularExpression) != nil, "\(stylesheet)")
            #expect(page.text.contains("href=\"\(stylesheet)\""))
            #expect(page.text.contains("src=\"\(script)\""))
            #expect(page.text.contains("href=\"\(assets.versioned("/static/icons/icon.svg"))\""))

            let versioned = try await browser.get(stylesheet)
            #expect(versioned.status == .ok)
            #expect(versioned.headers[.cacheControl] == "public, max-age=31536000, immutable")
            let plain = try await browser.get("/static/app.css")
            #expect(plain.status == .ok)
            #expect(plain.headers[.cacheControl] == "public, max-age=3600")
            #expect(plain.body == versioned.body)
            let old = try await browser.get("/static/app.css?v=000000000000")
            #expect(old.status == .ok)
            #expect(old.headers[.cacheControl] == "public, max-age=3600", "an old version gets today's file, briefly")
        }
    }

    @Test func moduleFilesAreVersionedToo() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let page = try await jana.get(SiteURL.planner(.agenda(household)).path)
            let assets = try StaticAssets.shipped.get()
            #expect(page.text.contains("href=\"\(assets.versioned("/static/planner.css"))\""))
            #expect(page.text.contains("src=\"\(assets.versioned("/static/planner.js"))\""))
            #expect(!page.text.contains("\"/static/planner.js\""))
        }
    }

    @Test func stylesheetsNameTheirIconsByVersion() async throws {
        try await withTestApp { _, client in
            var browser = Browser(client)
            let css = try await browser.get("/static/app.css").text
            let bell = try StaticAssets.shipped.get().versioned("/static/icons/bell.svg")
            #expect(css.contains("url(\"icons/bell.svg?v=\(bell.split(separator: "=").last!)\")"))
            let icon = try await browser.get(bell)
            #expect(icon.headers[.cacheControl] == "public, max-age=31536000, immutable")
        }
    }

    @Test func aVersionFollowsTheContent() {
        let a = StaticAssets.versioningReferences(
            in: #"a { --icon: url("icons/x.svg"); } b { background: url("data:image/png;base64,AA"); }"#, of: "/app.css", assets: [:])
        #expect(a.contains(#"url("icons/x.svg")"#), "an unknown file is left as it is")
        #expect(a.contains(#"url("data:image/png;base64,AA")"#))
        #expect(StaticAssets.versioned("/static/nope.css") == "/static/nope.css")
        #expect(StaticAssets.versioned("/manifest.webmanifest") == "/manifest.webmanifest")
    }
}
