import DomovCore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// GET (and HEAD) /name-days/feeds/{token}.ics: the person's saved name days for calendar apps that
/// subscribe by URL. The token is the only credential, so an unknown or stopped one is a 404.
struct NameDayFeedController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        router.get(NameDayURL.Route.feedFile, use: feed)
        router.head(NameDayURL.Route.feedFile, use: feed)
    }

    @Sendable func feed(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let file = context.parameters.get("file") ?? ""
        guard file.hasSuffix(".ics"),
            let userID = try await services.nameDays.feedOwnerID(token: SecretToken(value: String(file.dropLast(4)))),
            let owner = try await services.accounts.user(userID)
        else { throw DomainError.notFound }
        let t = Localizer(language: owner.preferences.language ?? .english)
        let writer = NameDayFeedWriter(
            catalog: services.nameDays.catalog, calendarName: t(.nameDays(.moduleTitle)),
            summary: { t(.nameDays(.feedEventSummary($0.title))) }, now: services.clock.now()
        )
        // Read a page of reminders at a time, twice (once for the ETag, once to write): a
        // person's saved name days are never held at once (issue 23).
        let nameDays = services.nameDays
        return try await CalendarFeedResponse(key: "name-days/\(owner.id)", fileName: "name-days.ics") { emit in
            try await nameDays.writeFeed(for: owner, writer: writer, emit)
        }.response(to: request, services: services)
    }
}
