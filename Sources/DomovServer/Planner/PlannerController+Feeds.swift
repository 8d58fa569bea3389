import DomovCore
import Foundation
import Hummingbird

/// Subscription addresses for calendar apps (the feed itself is CalendarFeedController's).
extension PlannerController {
    @Sendable func feeds(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let feeds = try await services.calendarFeeds.feeds(in: scope.frame.householdID, for: scope.user)
        return .html(PlannerFeedsPage(frame: scope.frame, feeds: feeds, setup: setup(request, context, scope)).render())
    }

    @Sendable func createFeed(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let householdID = scope.frame.householdID
        do {
            let token = try await services.calendarFeeds.create(
                named: context.form[PlannerFeedsPage.Field.name], in: householdID, by: scope.user)
            let feeds = try await services.calendarFeeds.feeds(in: householdID, for: scope.user)
            var page = PlannerFeedsPage(frame: scope.frame, feeds: feeds, setup: setup(request, context, scope))
            page.newFeedURL = services.absoluteURL(.calendarFeed(token: token.value), requestHost: request.head.authority)
            return .html(page.render(), status: .created)
        } catch let failure as ValidationFailure {
            let feeds = try await services.calendarFeeds.feeds(in: householdID, for: scope.user)
            let page = PlannerFeedsPage(
                frame: scope.frame, feeds: feeds, setup: setup(request, context, scope), values: context.form, failure: failure,
                failedForm: "feed-form")
            return .html(page.render(), status: .unprocessableContent)
        }
    }

    @Sendable func revokeFeed(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        guard let id = ID<CalendarFeed>(context.parameters.get("feed") ?? "") else { throw DomainError.notFound }
        try await services.calendarFeeds.revoke(id, by: scope.user)
        return .redirect(to: .planner(.feeds(scope.frame.householdID)))
    }

    func setup(_ request: Request, _ context: HouseholdRequestContext, _ scope: Scope) -> CalendarSetupSection {
        services.calendarSetup(request, context, user: scope.user, onSettingsPage: false)
    }
}
