import DomovCore
import DomovStorage
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// GET (and HEAD) /feeds/{token}/chores.ics: the household's due chores for calendar apps. It reuses the
/// planner's subscription tokens (Planner → Calendar apps): the same person and household, a
/// second file. An unknown or revoked token is a plain 404.
struct ChoresFeedController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        // The same parameter name as the planner feed's "feeds/:file": the router allows one per level.
        router.get("feeds/:file/chores.ics", use: feed)
        router.head("feeds/:file/chores.ics", use: feed)
    }

    @Sendable func feed(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let token = context.parameters.get("file") ?? ""
        guard let feed = try await services.storage.calendarFeeds.feed(token: SecretToken(value: token)),
              let owner = try await services.storage.accounts.user(id: feed.userID)
        else { throw DomainError.notFound }
        let household = try await services.households.household(feed.householdID, for: owner).0
        let chores = try await services.chores.chores(in: feed.householdID, for: owner)
        let rooms = try await services.chores.rooms(in: feed.householdID, for: owner)
        let t = Localizer(language: owner.preferences.language ?? .english)
        let calendar = ChoreCalendar.calendar(
            named: "\(household.name): \(t(.chores(.moduleTitle)))", chores: chores,
            rooms: Dictionary(uniqueKeysWithValues: rooms.map { ($0.id, $0) }), now: services.clock.now()
        )
        return try await CalendarFeedResponse(key: "chores/\(feed.id)", calendar: calendar, fileName: "domov-chores.ics")
            .response(to: request, services: services)
    }
}
