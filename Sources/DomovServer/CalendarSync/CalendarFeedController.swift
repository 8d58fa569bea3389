import Crypto
import DomovCore
import DomovStorage
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// GET /feeds/{token}.ics: a household's planner as iCalendar for apps that subscribe by URL.
/// The token is the only credential (calendar apps cannot sign in), so an unknown or revoked
/// one is a plain 404.
struct CalendarFeedController {
    let services: DomovServices

    /// How far back a feed reaches; series are always included whole.
    static let history: TimeInterval = 366 * 86_400

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        router.get("feeds/:file", use: feed)
    }

    @Sendable func feed(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let file = context.parameters.get("file") ?? ""
        guard file.hasSuffix(".ics"), let feed = try await services.storage.calendarFeeds.feed(token: SecretToken(value: String(file.dropLast(4)))),
              let owner = try await services.storage.accounts.user(id: feed.userID)
        else { throw DomainError.notFound }
        let now = services.clock.now()
        var query = PlannerQuery(householdID: feed.householdID, viewerID: owner.id, window: DateInterval(start: now.addingTimeInterval(-Self.history), end: PlannerExpansion.endOfTime))
        query.includeDone = true
        let items = try await services.storage.planner.items(matching: query)
        let categories = try await services.storage.planner.categories(householdID: feed.householdID)
        let household = try await services.households.household(feed.householdID, for: owner).0
        let t = Localizer(language: owner.preferences.language ?? .english)
        let writer = PlannerCalendarWriter(localizer: t, categories: categories, now: now)
        let body = writer.calendar(named: household.name, items: items).serialized()
        // The ETag is the content's own hash (DTSTAMP aside), so an unchanged calendar answers 304.
        let stable = body.split(separator: "\r\n").filter { !$0.hasPrefix("DTSTAMP:") }.joined(separator: "\n")
        let etag = "\"" + SHA256.hash(data: Data(stable.utf8)).prefix(16).map { String($0, radix: 16).leftPadded(2) }.joined() + "\""
        let lastModified = items.map(\.updatedAt).max() ?? feed.createdAt
        var headers: HTTPFields = [:]
        headers[.eTag] = etag
        headers[.lastModified] = Self.httpDate(lastModified)
        headers[.cacheControl] = "private, max-age=300"
        if request.headers[.ifNoneMatch]?.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag }) == true {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "text/calendar; charset=utf-8"
        headers[.contentDisposition] = "inline; filename=\"domov.ics\""
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    /// RFC 9110 IMF-fixdate: "Sun, 22 Nov 2026 07:05:00 GMT".
    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .gmt
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
