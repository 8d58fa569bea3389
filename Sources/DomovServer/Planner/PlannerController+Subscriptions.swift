import DomovCore
import DomovOutbound
import Foundation
import Hummingbird
import Logging

/// Subscribed calendars on the Calendars tab: added (and fetched at once, so a wrong address
/// shows its problem right away), refreshed on demand, removed. Their owner's alone.
extension PlannerController {
    var subscriptionService: CalendarSubscriptionService { services.calendarSubscriptions }

    var subscriptionJob: CalendarSubscriptionJob {
        CalendarSubscriptionJob.make(services: services, logger: Logger(label: "domov.subscriptions"))
    }

    @Sendable func subscribe(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        do {
            let subscription = try await subscriptionService.subscribe(
                name: context.form[PlannerSubscriptionsSection.Field.name], color: context.form[PlannerSubscriptionsSection.Field.color],
                url: context.form[PlannerSubscriptionsSection.Field.url], in: scope.frame.householdID,
                by: scope.user
            )
            try await subscriptionJob.refresh(subscription)
            return .redirect(to: .planner(.calendars(scope.frame.householdID)))
        } catch let failure as ValidationFailure {
            var page = try await calendarsPage(scope)
            (page.subscriptionValues, page.subscriptionFailure) = (context.form, failure)
            return .html(page.render(), status: .unprocessableContent)
        }
    }

    @Sendable func refreshSubscription(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let subscription = try await subscriptionService.subscription(
            try Self.subscriptionID(context), in: scope.frame.householdID, for: scope.user)
        try await subscriptionJob.refresh(subscription)
        return .redirect(to: .planner(.calendars(scope.frame.householdID)))
    }

    @Sendable func unsubscribe(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        try await subscriptionService.unsubscribe(try Self.subscriptionID(context), in: scope.frame.householdID, by: scope.user)
        return .redirect(to: .planner(.calendars(scope.frame.householdID)))
    }

    static func subscriptionID(_ context: some RequestContext) throws -> ID<CalendarSubscription> {
        guard let id = ID<CalendarSubscription>(context.parameters.get("subscription") ?? "") else { throw DomainError.notFound }
        return id
    }
}
