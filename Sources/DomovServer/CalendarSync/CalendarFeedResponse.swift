import Crypto
import DomovCore
import DomovStorage
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
    /// The feed's name in `feed_versions`: "planner/{feed id}", "chores/{feed id}", "name-days/{user id}".
    var key: String
    var calendar: ICalComponent
    var fileName: String

    /// Bytes per write of the answer; a piece (one event) larger than this goes out whole.
    static let chunkBytes = 64 << 10

    func response(to request: Request, services: DomovServices) async throws -> Response {
        let (etag, length) = Self.measure(calendar)
        let changedAt = try await services.storage.feedVersions.changedAt(key: key, etag: etag, now: services.clock.now())
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
        let calendar = self.calendar
        let body = ResponseBody(contentLength: length) { writer in
            try await Self.write(calendar, to: &writer)
            try await writer.finish(nil)
        }
        let response = Response(status: .ok, headers: headers, body: body)
        return request.method == .head ? response.createHeadResponse() : response
    }

    /// The calendar's text in chunks of about `chunkBytes`, as it is produced.
    static func write(_ calendar: ICalComponent, to writer: inout any ResponseBodyWriter, chunkBytes: Int = chunkBytes) async throws {
        var chunk = ByteBuffer()
        for piece in calendar.serializedPieces {
            chunk.writeString(piece)
            guard chunk.readableBytes >= chunkBytes else { continue }
            try await writer.write(chunk)
            chunk = ByteBuffer()
        }
        if chunk.readableBytes > 0 { try await writer.write(chunk) }
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
