import DomovCore
import DomovStorage
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// GET (and HEAD) /name-days/feeds/{token}.ics: the person's saved name days for calendar apps that
/// subscribe by URL. The token is the only credential, so an unknown or stopped one is a 404.
struct NameDayFeedController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        router.get("name-days/feeds/:file", use: feed)
        router.head("name-days/feeds/:file", use: feed)
    }

    @Sendable func feed(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let file = context.parameters.get("file") ?? ""
        guard file.hasSuffix(".ics"),
              let userID = try await services.nameDays.feedOwnerID(token: SecretToken(value: String(file.dropLast(4)))),
              let owner = try await services.storage.accounts.user(id: userID)
        else { throw DomainError.notFound }
        let t = Localizer(language: owner.preferences.language ?? .english)
        let writer = NameDayFeedWriter(
            catalog: services.nameDays.catalog, calendarName: t(.nameDays(.moduleTitle)),
            summary: { t(.nameDays(.feedEventSummary($0.title))) }, now: services.clock.now()
        )
        let calendar = writer.calendar(try await services.nameDays.reminders(for: owner))
        return try await CalendarFeedResponse(key: "name-days/\(owner.id)", calendar: calendar, fileName: "name-days.ics").response(to: request, services: services)
    }
}
