import Crypto
import DomovCore
import Foundation
import Hummingbird
import HTTPTypes
import NIOCore

/// The CSS, JavaScript, icons and manifest, read once from the bundle into memory: they are
/// small, and serving from memory keeps pages fast and needs no file lookups per request.
///
/// Each file has a version, the start of its content's SHA-256, computed when the files are
/// read. Pages link to `/static/app.css?v=<version>`, which browsers may keep for a year
/// without asking again (a new release links to a new version); the plain name keeps
/// working with a short lifetime, for the offline page, the manifest and old pages.
struct StaticAssets: Sendable {
    struct Asset: Sendable {
        let body: ByteBuffer
        let contentType: String
        let etag: String
        let version: String
    }

    private let assets: [String: Asset]

    /// What versioned files answer with.
    static let immutableCacheControl = "public, max-age=31536000, immutable"
    /// What the plain names answer with.
    static let shortCacheControl = "public, max-age=3600"

    /// The shipped files, read at start-up (the first page or router to ask): the bundle does
    /// not change while the process runs, and links need the versions before any request.
    static let shipped: Result<StaticAssets, StaticAssetsError> = Result { () throws(StaticAssetsError) in try load() }

    /// An icon painted in the text colour by the stylesheet (a CSS mask over the SVG file),
    /// so it follows light and dark without a copy per theme.
    static func icon(_ name: String) -> HTML {
        "<span class=\"icon icon-\(name)\" aria-hidden=\"true\"></span>"
    }

    /// `/static/app.css` → `/static/app.css?v=1a2b3c4d5e6f`; a path that names no shipped
    /// file is left as it is.
    static func versioned(_ path: String) -> String {
        guard case .success(let assets) = shipped else { return path }
        return assets.versioned(path)
    }

    func versioned(_ path: String) -> String {
        guard path.hasPrefix(Self.prefix), let asset = assets[String(path.dropFirst(Self.prefix.count - 1))] else { return path }
        return path + "?v=" + asset.version
    }

    static let prefix = "/static/"

    static func load() throws(StaticAssetsError) -> StaticAssets {
        guard let root = Bundle.module.resourceURL?.appendingPathComponent("Static") else { throw StaticAssetsError() }
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            guard let data = try? Data(contentsOf: url) else { throw StaticAssetsError() }
            files[String(url.path.dropFirst(root.path.count))] = data
        }
        var assets: [String: Asset] = [:]
        // Stylesheets last: the icons they name get their versions first.
        for (path, data) in files where !path.hasSuffix(".css") {
            assets[path] = Asset(path: path, data: data)
        }
        for (path, data) in files where path.hasSuffix(".css") {
            let text = Self.versioningReferences(in: String(decoding: data, as: UTF8.self), of: path, assets: assets)
            assets[path] = Asset(path: path, data: Data(text.utf8))
        }
        return StaticAssets(assets: assets)
    }

    /// `url("icons/bell.svg")` in a stylesheet becomes `url("icons/bell.svg?v=…")`, so the
    /// icons are kept as long as the stylesheet that names them.
    static func versioningReferences(in css: String, of path: String, assets: [String: Asset]) -> String {
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        var output = ""
        var rest = Substring(css)
        while let start = rest.range(of: "url(\"") {
            output += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let reference = String(rest[..<end])
            let resolved = "/" + (folder.isEmpty ? "" : folder + "/") + reference
            output += reference
            if !reference.contains(":"), !reference.contains("?"), let asset = assets[resolved] {
                output += "?v=" + asset.version
            }
            rest = rest[end...]
        }
        return output + rest
    }

    /// Answers a path below Static/, or nil. The version the link asked for decides the
    /// lifetime: the current one is immutable, none (or an old one) is kept briefly.
    func response(for relativePath: String, request: Request, cacheControl: String) -> Response? {
        guard let asset = assets[relativePath] else { return nil }
        var headers: HTTPFields = [:]
        headers[.contentType] = asset.contentType
        headers[.eTag] = asset.etag
        let asked = request.uri.queryParameters["v"].map(String.init)
        headers[.cacheControl] = asked == asset.version ? Self.immutableCacheControl : cacheControl
        if request.headers[.ifNoneMatch] == asset.etag {
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: asset.body))
    }

    fileprivate static func contentType(_ pathExtension: String) -> String {
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

private extension StaticAssets.Asset {
    init(path: String, data: Data) {
        let digest = SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
        let version = String(digest.prefix(12))
        self.init(
            body: ByteBuffer(bytes: data), contentType: StaticAssets.contentType((path as NSString).pathExtension),
            // The same bytes give the same tag on every server and after every restart.
            etag: "\"\(version)\"", version: version
        )
    }
}

struct StaticAssetsError: Error, CustomStringConvertible {
    var description: String { "The static assets are missing from the resource bundle." }
}
