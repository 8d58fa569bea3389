import DomovCore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// GET (and HEAD) /feeds/{token}.ics: a household's planner as iCalendar for apps that subscribe by URL.
/// The token is the only credential (calendar apps cannot sign in), so an unknown or revoked
/// one is a plain 404.
struct CalendarFeedController {
    let services: DomovServices

    /// How far back a feed reaches; series are always included whole.
    static let history: TimeInterval = 366 * 86_400

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        router.get(SiteURL.Route.calendarFeed, use: feed)
        router.head(SiteURL.Route.calendarFeed, use: feed)
    }

    @Sendable func feed(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let file = context.parameters.get("file") ?? ""
        guard file.hasSuffix(".ics"),
            let found = try await services.calendarFeeds.feed(token: SecretToken(value: String(file.dropLast(4))))
        else { throw DomainError.notFound }
        let (feed, owner) = found
        let now = services.clock.now()
        var query = PlannerQuery(
            householdID: feed.householdID, viewerID: owner.id,
            window: DateInterval(start: now.addingTimeInterval(-Self.history), end: PlannerExpansion.endOfTime))
        query.includeDone = true
        let categories = try await services.planner.categories(in: feed.householdID, for: owner)
        let household = try await services.households.household(feed.householdID, for: owner).0
        let t = Localizer(language: owner.preferences.language ?? .english)
        // Read a page at a time by the planner, twice (once for the ETag, once to write): a
        // household's years of items are never held at once (issue 23).
        let planner = services.planner
        let pages = try await planner.feed(query, for: owner)
        let name = household.name
        return try await CalendarFeedResponse(key: "planner/\(feed.id)", fileName: "domov.ics") { emit in
            // Meetings name their authors as organizers, as the objects apps sync do (the planner
            // looks them up).
            let writer = PlannerCalendarWriter(localizer: t, categories: categories, now: now)
            try await planner.writeFeed(pages, named: name, writer: writer, emit)
        }.response(to: request, services: services)
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
