import DomovCore
import DomovOutbound
import Foundation
import Hummingbird
import Logging

/// /api/v1/households/{household}/planner/subscriptions: the caller's subscribed calendars,
/// and /subscribed-events: their events in a window, read-only.
extension PlannerAPIController {
    private var subscriptionService: CalendarSubscriptionService { services.calendarSubscriptions }

    private var subscriptionJob: CalendarSubscriptionJob {
        CalendarSubscriptionJob.make(services: services, logger: Logger(label: "domov.subscriptions"))
    }

    @Sendable func subscriptions(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        return try .json(
            try await subscriptionService.subscriptions(in: context.householdID, for: user).map(CalendarSubscriptionResource.init)
        )
    }

    /// Subscribes and fetches at once; the answer says how that went (`problem`).
    @Sendable func subscribe(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        var request = request
        let body = try await request.decodeJSON(as: CalendarSubscriptionRequest.self, context: context)
        let created = try await subscriptionService.subscribe(
            name: body.name ?? "", color: body.color ?? "", url: body.url ?? "", in: householdID, by: user)
        let fetched = try await subscriptionJob.refresh(created)
        return try .json(CalendarSubscriptionResource(fetched), status: .created)
    }

    @Sendable func refreshSubscription(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let subscription = try await subscriptionService.subscription(
            try Self.subscriptionID(context), in: context.householdID, for: user)
        return try .json(CalendarSubscriptionResource(try await subscriptionJob.refresh(subscription)))
    }

    @Sendable func unsubscribe(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        try await subscriptionService.unsubscribe(try Self.subscriptionID(context), in: context.householdID, by: user)
        return Response(status: .noContent)
    }

    /// `from` and `to` as for the item list; events of every subscription of the caller's.
    @Sendable func subscribedEvents(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let query = try PlannerListQuery(request.uri.queryParameters)
        guard let window = query.window else { throw ValidationFailure("from", .required) }
        let events = try await subscriptionService.events(
            in: context.householdID, window: window, for: user, floatingZone: user.preferences.timeZone)
        return try .json(events.map(SubscribedEventResource.init))
    }

    static func subscriptionID(_ context: some RequestContext) throws -> ID<CalendarSubscription> {
        guard let id = ID<CalendarSubscription>(context.parameters.get("subscription") ?? "") else { throw DomainError.notFound }
        return id
    }
}

struct CalendarSubscriptionResource: Encodable, Sendable {
    let id: String
    let name: String
    let color: String
    let url: String
    let lastSuccessAt: Date?
    let lastAttemptAt: Date?
    /// Why the last refresh failed: "unreachable", "status:404", "not-icalendar", "too-large", "private-address"; null after a good one.
    let problem: String?
    let nextRefreshAt: Date

    init(_ subscription: CalendarSubscription) {
        id = subscription.id.description
        name = subscription.name
        color = subscription.color
        url = subscription.url
        lastSuccessAt = subscription.lastSuccessAt
        lastAttemptAt = subscription.lastAttemptAt
        problem = subscription.problem?.code
        nextRefreshAt = subscription.nextRefreshAt
    }
}

struct CalendarSubscriptionRequest: Decodable, Sendable {
    let name: String?
    let color: String?
    let url: String?
}

struct SubscribedEventResource: Encodable, Sendable {
    let subscriptionId: String
    let uid: String
    let title: String
    let location: String
    let startsAt: Date
    let endsAt: Date
    let allDay: Bool

    init(_ event: SubscribedEvent) {
        subscriptionId = event.subscriptionID.description
        uid = event.uid
        title = event.title
        location = event.location
        startsAt = event.start
        endsAt = event.end
        allDay = event.isAllDay
    }
}
