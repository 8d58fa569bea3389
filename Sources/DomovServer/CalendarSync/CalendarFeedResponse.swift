import Crypto
import DomovCore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// How every iCalendar feed answers (planner, chores, name days): with an ETag of its content
/// and the Last-Modified of when that content first appeared, 304 to a conditional request
/// that already has it, and HEAD as GET without the body. Calendar apps and feed readers poll
/// every few minutes; a 304 spares them the whole file.
///
/// The text is never held whole (issue 23: memory per request is bounded): a first pass over
/// the calendar's pieces hashes and measures it, and the answer writes them again in chunks of
/// `chunkBytes`. A household's feed of years of events was its text three times over before
/// (the answer, its copy for the ETag, and the buffer sent).
struct CalendarFeedResponse {
    /// The feed's text, a piece at a time (each piece ends a line), given to `emit` in order; it is
    /// called once to hash and measure the text and once more to write it, and must give the
    /// same text both times (the planner's feed reads its items a page at a time each time).
    typealias Pieces = @Sendable (_ emit: (String) async throws -> Void) async throws -> Void

    /// The feed's name in `feed_versions`: "planner/{feed id}", "chores/{feed id}", "name-days/{user id}".
    var key: String
    var pieces: Pieces
    var fileName: String

    init(key: String, fileName: String, pieces: @escaping Pieces) {
        self.key = key
        self.pieces = pieces
        self.fileName = fileName
    }

    /// A feed whose calendar is built whole (chores, name days: a household's or a person's few).
    init(key: String, calendar: ICalComponent, fileName: String) {
        self.init(key: key, fileName: fileName) { emit in
            for piece in calendar.serializedPieces { try await emit(piece) }
        }
    }

    /// Bytes per write of the answer; a piece (one event) larger than this goes out whole.
    static let chunkBytes = 64 << 10

    func response(to request: Request, services: DomovServices) async throws -> Response {
        let (etag, length) = try await Self.measure(pieces)
        let changedAt = try await services.calendarFeeds.changedAt(key: key, etag: etag)
        // HTTP dates have whole seconds; so does the comparison with If-Modified-Since.
        let lastModified = Date(timeIntervalSince1970: changedAt.timeIntervalSince1970.rounded(.down))
        var headers: HTTPFields = [:]
        headers[.eTag] = etag
        headers[.lastModified] = CalendarFeedController.httpDate(lastModified)
        headers[.cacheControl] = "private, max-age=300"
        if Self.notModified(request.headers, etag: etag, lastModified: lastModified) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "text/calendar; charset=utf-8"
        headers[.contentDisposition] = "inline; filename=\"\(fileName)\""
        if request.method == .head {
            return Response(status: .ok, headers: headers, body: ResponseBody(contentLength: length) { _ in }).createHeadResponse()
        }
        let pieces = self.pieces
        let body = ResponseBody(contentLength: length) { writer in
            let written = try await Self.write(pieces, to: &writer)
            // Read a second time, the text may have changed in between (an edit landing between
            // the passes): a length other than the one announced would be a broken answer the
            // app could keep, so the connection is closed instead and the app asks again.
            guard written == length else { throw FeedChangedWhileWritten() }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }

    struct FeedChangedWhileWritten: Error {}

    /// The calendar's text in chunks of about `chunkBytes`, as it is produced.
    static func write(_ calendar: ICalComponent, to writer: inout any ResponseBodyWriter, chunkBytes: Int = chunkBytes) async throws {
        _ = try await write(
            { emit in for piece in calendar.serializedPieces { try await emit(piece) } }, to: &writer, chunkBytes: chunkBytes)
    }

    /// The text in chunks of about `chunkBytes`, as it is produced; returns its length in bytes.
    static func write(_ pieces: Pieces, to writer: inout any ResponseBodyWriter, chunkBytes: Int = chunkBytes) async throws -> Int {
        var chunk = ByteBuffer()
        var written = 0
        var output = writer
        try await pieces { piece in
            chunk.writeString(piece)
            guard chunk.readableBytes >= chunkBytes else { return }
            written += chunk.readableBytes
            try await output.write(chunk)
            chunk = ByteBuffer()
        }
        if chunk.readableBytes > 0 {
            written += chunk.readableBytes
            try await output.write(chunk)
        }
        writer = output
        return written
    }

    /// The ETag and length in bytes of the calendar's text, read piece by piece.
    static func measure(_ calendar: ICalComponent) -> (etag: String, bytes: Int) {
        var digest = StableDigest()
        var bytes = 0
        for piece in calendar.serializedPieces {
            digest.add(piece)
            bytes += piece.utf8.count
        }
        return (digest.etag, bytes)
    }

    /// The ETag and length in bytes of the text, read piece by piece.
    static func measure(_ pieces: Pieces) async throws -> (etag: String, bytes: Int) {
        var digest = StableDigest()
        var bytes = 0
        try await pieces { piece in
            digest.add(piece)
            bytes += piece.utf8.count
        }
        return (digest.etag, bytes)
    }

    /// RFC 9110 §13.2.2: If-None-Match decides when present; If-Modified-Since only without it.
    static func notModified(_ headers: HTTPFields, etag: String, lastModified: Date) -> Bool {
        if let match = headers[.ifNoneMatch] {
            return match.split(separator: ",").contains { ["*", etag, "W/" + etag].contains($0.trimmingCharacters(in: .whitespaces)) }
        }
        guard let since = headers[.ifModifiedSince].flatMap(Self.parseHTTPDate) else { return false }
        return lastModified <= since
    }

    /// The content's own hash, DTSTAMP aside: it is the time of writing, not a change.
    static func etag(of body: String) -> String {
        var digest = StableDigest()
        digest.add(body)
        return digest.etag
    }

    /// SHA-256 of the text's lines without DTSTAMP, joined by LF, fed a piece at a time (each
    /// piece ends a line): the same ETag as hashing the whole text, so feeds kept theirs.
    struct StableDigest {
        private var hasher = SHA256()
        private var first = true

        mutating func add(_ text: String) {
            for line in text.split(separator: "\r\n") where !line.hasPrefix("DTSTAMP:") {
                if !first { hasher.update(data: Data("\n".utf8)) }
                hasher.update(data: Data(line.utf8))
                first = false
            }
        }

        var etag: String {
            "\"" + hasher.finalize().prefix(16).map { String(format: "%02x", $0) }.joined() + "\""
        }
    }

    /// An IMF-fixdate ("Sun, 22 Nov 2026 07:05:00 GMT"); the obsolete forms are not worth a 304.
    static func parseHTTPDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .gmt
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
    }
}
