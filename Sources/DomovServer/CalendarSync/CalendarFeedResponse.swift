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
struct CalendarFeedResponse {
    /// The feed's name in `feed_versions`: "planner/{feed id}", "chores/{feed id}", "name-days/{user id}".
    var key: String
    var body: String
    var fileName: String

    func response(to request: Request, services: DomovServices) async throws -> Response {
        let etag = Self.etag(of: body)
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
        let response = Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
        return request.method == .head ? response.createHeadResponse() : response
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
        let stable = body.split(separator: "\r\n").filter { !$0.hasPrefix("DTSTAMP:") }.joined(separator: "\n")
        return "\"" + SHA256.hash(data: Data(stable.utf8)).prefix(16).map { String(format: "%02x", $0) }.joined() + "\""
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
