import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Sends text answers gzip-compressed to clients that accept it (a page of the planner is a
/// sixth of its size compressed). It works on the answer's body, never in the channel:
/// swift-nio-extras' `HTTPResponseCompressor` as a channel handler crashed the process on an
/// answer it had seen no request for (the fuzz suite found it), while a middleware only ever
/// sees the answer to the request it was handed.
///
/// A body written in pieces (the calendar feeds' 64 KiB chunks) stays written in pieces: each
/// piece goes through one zlib stream and out as soon as zlib gives bytes back, so memory per
/// request stays bounded as before.
///
/// ETags (RFC 9110 §8.8.3): the compressed variant is another representation, so its strong
/// tag differs: `"…-gzip"` inside the quotes. A conditional request naming that tag is handed
/// to the routes with the tag they know, and a 304 answers with the tag the client sent.
/// Answers under /dav keep their tag and are not compressed when they carry one: calendar apps
/// compare it with the `getetag` of PROPFIND and REPORT, and a different one would make them
/// fetch every object again on each sync (their multistatus answers, without a tag, are compressed).
struct ResponseCompressionMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Below this a compressed answer saves less than its own gzip header and a round of zlib costs.
    static var minimumBytes: Int { 1024 }
    static var etagSuffix: String { "-gzip" }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let acceptsGzip = Self.acceptsGzip(request.headers[.acceptEncoding])
        let conditional = Self.withoutVariantTags(request)
        var response = try await next(conditional ?? request, context)
        guard Self.varies(response) else { return response }
        Self.addVary(to: &response)
        if response.status == .notModified {
            if conditional != nil, let etag = response.headers[.eTag], Self.named(Self.variantTag(etag), in: request.headers) {
                response.headers[.eTag] = Self.variantTag(etag)
            }
            return response
        }
        guard acceptsGzip, Self.compressible(response, request: request) else { return response }
        if let etag = response.headers[.eTag] { response.headers[.eTag] = Self.variantTag(etag) }
        response.headers[.contentEncoding] = "gzip"
        let body = response.body
        // Setting a body without a length takes the Content-Length away: the compressed length
        // is known only once written, so the answer goes out chunked.
        response.body = ResponseBody { writer in
            let gzip = try GzipBodyWriter(parent: writer)
            try await body.write(gzip)
        }
        return response
    }

    /// True when Accept-Encoding names gzip (or *) without `q=0` (RFC 9110 §12.5.3).
    static func acceptsGzip(_ field: String?) -> Bool {
        guard let field else { return false }
        for entry in field.split(separator: ",") {
            let parts = entry.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first, coding == "gzip" || coding == "x-gzip" || coding == "*" else { continue }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0
        }
        return false
    }

    /// Text the browser reads: pages, styles, scripts, JSON, SVG, XML (CalDAV's multistatus) and iCalendar.
    static func isText(_ contentType: String?) -> Bool {
        guard let type = contentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return type.hasPrefix("text/") || type.hasSuffix("+json") || type.hasSuffix("+xml")
            || ["application/json", "application/xml", "application/javascript", "image/svg+xml"].contains(type)
    }

    /// Whether the answer depends on Accept-Encoding at all: text answers and their 304s.
    private static func varies(_ response: Response) -> Bool {
        response.status == .notModified || isText(response.headers[.contentType])
    }

    private static func compressible(_ response: Response, request: Request) -> Bool {
        guard request.method != .head, response.status != .noContent, response.status != .partialContent,
            response.status.code >= 200,
            response.headers[.contentEncoding] == nil, response.headers[.contentRange] == nil
        else { return false }
        if response.headers[.eTag] != nil, request.uri.path == "/dav" || request.uri.path.hasPrefix("/dav/") { return false }
        // A body of unknown length (written as produced) is worth compressing: it is a feed or a report.
        return (response.body.contentLength ?? .max) >= minimumBytes
    }

    private static func addVary(to response: inout Response) {
        let present = response.headers[values: .vary]
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard !present.contains("accept-encoding"), !present.contains("*") else { return }
        response.headers.append(HTTPField(name: .vary, value: "Accept-Encoding"))
    }

    /// `"abc"` → `"abc-gzip"`, `W/"abc"` → `W/"abc-gzip"`; anything else as it is.
    static func variantTag(_ etag: String) -> String {
        guard etag.hasSuffix("\""), !etag.hasSuffix(etagSuffix + "\"") else { return etag }
        return String(etag.dropLast()) + etagSuffix + "\""
    }

    /// `"abc-gzip"` → `"abc"`; anything else as it is.
    static func baseTag(_ etag: String) -> String {
        guard etag.hasSuffix(etagSuffix + "\"") else { return etag }
        return String(etag.dropLast(etagSuffix.count + 1)) + "\""
    }

    /// The request with the variant tags of If-None-Match and If-Match turned into the routes'
    /// own tags, or nil when it names none.
    static func withoutVariantTags(_ request: Request) -> Request? {
        var head = request.head
        var changed = false
        for name in [HTTPField.Name.ifNoneMatch, .ifMatch] {
            guard let field = request.headers[name], field.contains(etagSuffix + "\"") else { continue }
            head.headerFields[name] = field.split(separator: ",")
                .map { baseTag($0.trimmingCharacters(in: .whitespaces)) }
                .joined(separator: ", ")
            changed = true
        }
        return changed ? Request(head: head, body: request.body) : nil
    }

    private static func named(_ etag: String, in headers: HTTPFields) -> Bool {
        (headers[.ifNoneMatch] ?? "").split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == etag }
    }
}

/// Writes what it is given through one gzip stream to the writer under it.
struct GzipBodyWriter: ResponseBodyWriter {
    var parent: any ResponseBodyWriter
    private let compressor: ZlibCompressor

    init(parent: any ResponseBodyWriter) throws {
        self.parent = parent
        self.compressor = try ZlibCompressor(algorithm: .gzip)
    }

    mutating func write(_ buffer: ByteBuffer) async throws {
        var input = buffer
        guard input.readableBytes > 0 else { return }
        let output = try deflate(&input, flush: .no)
        if output.readableBytes > 0 { try await parent.write(output) }
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
        var empty = ByteBuffer()
        let output = try deflate(&empty, flush: .finish)
        if output.readableBytes > 0 { try await parent.write(output) }
        try await parent.finish(trailingHeaders)
    }

    /// Everything zlib gives back for this input; it says `bufferOverflow` while it has more.
    private func deflate(_ input: inout ByteBuffer, flush: CompressNIOFlush) throws -> ByteBuffer {
        var output = ByteBuffer()
        while true {
            output.reserveCapacity(minimumWritableBytes: max(compressor.maxSize(from: input), 4096))
            do {
                try compressor.deflate(from: &input, to: &output, flush: flush)
                if flush == .finish || input.readableBytes == 0 { return output }
            } catch let error as CompressNIOError where error == .bufferOverflow {
                continue
            }
        }
    }
}
