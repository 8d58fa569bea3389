import DomovCore
import Foundation
import Hummingbird
import HTTPTypes
import NIOCore

/// The CSS, JavaScript, icons and manifest, read once from the bundle into memory: they are
/// small, and serving from memory keeps pages fast and needs no file lookups per request.
struct StaticAssets: Sendable {
    struct Asset: Sendable {
        let body: ByteBuffer
        let contentType: String
        let etag: String
    }

    private let assets: [String: Asset]

    /// An icon painted in the text colour by the stylesheet (a CSS mask over the SVG file),
    /// so it follows light and dark without a copy per theme.
    static func icon(_ name: String) -> HTML {
        "<span class=\"icon icon-\(name)\" aria-hidden=\"true\"></span>"
    }

    static func load() throws -> StaticAssets {
        guard let root = Bundle.module.resourceURL?.appendingPathComponent("Static") else {
            throw StaticAssetsError()
        }
        var assets: [String: Asset] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let data = try Data(contentsOf: url)
            let relative = String(url.path.dropFirst(root.path.count))
            var hasher = Hasher()
            hasher.combine(data)
            assets[relative] = Asset(
                body: ByteBuffer(bytes: data), contentType: Self.contentType(url.pathExtension),
                etag: "\"\(String(UInt(bitPattern: hasher.finalize()), radix: 36))\""
            )
        }
        return StaticAssets(assets: assets)
    }

    /// Answers a path below Static/, or nil.
    func response(for relativePath: String, request: Request, cacheControl: String) -> Response? {
        guard let asset = assets[relativePath] else { return nil }
        var headers: HTTPFields = [:]
        headers[.contentType] = asset.contentType
        headers[.eTag] = asset.etag
        headers[.cacheControl] = cacheControl
        if request.headers[.ifNoneMatch] == asset.etag {
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: asset.body))
    }

    private static func contentType(_ pathExtension: String) -> String {
        switch pathExtension {
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "html": "text/html; charset=utf-8"
        case "webmanifest": "application/manifest+json"
        case "json": "application/json"
        default: "application/octet-stream"
        }
    }
}

struct StaticAssetsError: Error, CustomStringConvertible {
    var description: String { "The static assets are missing from the resource bundle." }
}
