import DomovCore
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
        router.get(ChoresURL.Route.feed, use: feed)
        router.head(ChoresURL.Route.feed, use: feed)
    }

    @Sendable func feed(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let token = context.parameters.get("file") ?? ""
        guard let found = try await services.calendarFeeds.feed(token: SecretToken(value: token)) else { throw DomainError.notFound }
        let (feed, owner) = found
        let household = try await services.households.household(feed.householdID, for: owner).0
        let t = Localizer(language: owner.preferences.language ?? .english)
        let name = "\(household.name): \(t(.chores(.moduleTitle)))"
        let householdID = feed.householdID
        let now = services.clock.now()
        // Read a page of chores at a time, twice (once for the ETag, once to write): a
        // household's chores are never held at once (issue 23).
        let chores = services.chores
        return try await CalendarFeedResponse(key: "chores/\(feed.id)", fileName: "domov-chores.ics") { emit in
            try await chores.writeFeed(in: householdID, named: name, for: owner, now: now, emit)
        }.response(to: request, services: services)
    }
}
