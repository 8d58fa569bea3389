import DomovCore
import DomovStorage
import Foundation
import Hummingbird

/// Subscription addresses for calendar apps (the feed itself is CalendarFeedController's).
extension PlannerController {
    @Sendable func feeds(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let feeds = try await services.storage.calendarFeeds.feeds(householdID: scope.frame.householdID, userID: scope.user.id)
        return .html(PlannerFeedsPage(frame: scope.frame, feeds: feeds, setup: setup(request, context, scope)).render())
    }

    @Sendable func createFeed(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let householdID = scope.frame.householdID
        do {
            let name = try ValidationFailure.checking {
                try TextRules.requiredText(context.form["name"], field: "name", maximumLength: CalendarFeed.nameMaximumLength)
            }
            let feed = CalendarFeed(
                id: services.ids(), householdID: householdID, userID: scope.user.id, name: name, createdAt: services.clock.now())
            let token = SecretToken.generate(prefix: CalendarFeed.tokenPrefix)
            try await services.storage.calendarFeeds.create(feed, token: token)
            let feeds = try await services.storage.calendarFeeds.feeds(householdID: householdID, userID: scope.user.id)
            var page = PlannerFeedsPage(frame: scope.frame, feeds: feeds, setup: setup(request, context, scope))
            page.newFeedURL = services.absoluteURL(.calendarFeed(token: token.value), requestHost: request.head.authority)
            return .html(page.render(), status: .created)
        } catch let failure as ValidationFailure {
            let feeds = try await services.storage.calendarFeeds.feeds(householdID: householdID, userID: scope.user.id)
            let page = PlannerFeedsPage(
                frame: scope.frame, feeds: feeds, setup: setup(request, context, scope), values: context.form, failure: failure,
                failedForm: "feed-form")
            return .html(page.render(), status: .unprocessableContent)
        }
    }

    @Sendable func revokeFeed(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        guard let id = ID<CalendarFeed>(context.parameters.get("feed") ?? ""),
            try await services.storage.calendarFeeds.revoke(id: id, userID: scope.user.id)
        else { throw DomainError.notFound }
        return .redirect(to: .planner(.feeds(scope.frame.householdID)))
    }

    func setup(_ request: Request, _ context: HouseholdRequestContext, _ scope: Scope) -> CalendarSetupSection {
        services.calendarSetup(request, context, user: scope.user, onSettingsPage: false)
    }
}
