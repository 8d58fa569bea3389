import Foundation

/// Subscribed calendars' use cases: each is its owner's alone, so anyone else gets `notFound`,
/// members of its household included.
public struct CalendarSubscriptionService: Sendable {
    public let subscriptions: any CalendarSubscriptionRepository
    public let households: any HouseholdRepository
    public let clock: WallClock
    public let ids: IDGenerator

    public init(subscriptions: any CalendarSubscriptionRepository, households: any HouseholdRepository, clock: WallClock, ids: IDGenerator)
    {
        self.subscriptions = subscriptions
        self.households = households
        self.clock = clock
        self.ids = ids
    }

    /// The user's subscriptions in the household, by name.
    public func subscriptions(in householdID: ID<Household>, for user: User) async throws -> [CalendarSubscription] {
        try await households.requireMember(householdID, user)
        return try await subscriptions.subscriptions(ownerID: user.id, householdID: householdID)
    }

    public func subscription(_ id: ID<CalendarSubscription>, in householdID: ID<Household>, for user: User) async throws
        -> CalendarSubscription
    {
        try await households.requireMember(householdID, user)
        guard let subscription = try await subscriptions.subscription(id: id), subscription.ownerID == user.id,
            subscription.householdID == householdID
        else { throw DomainError.notFound }
        return subscription
    }

    /// Adds a subscription, due for its first refresh at once.
    public func subscribe(name: String, color: String, url: String, in householdID: ID<Household>, by user: User) async throws
        -> CalendarSubscription
    {
        try await households.requireMember(householdID, user)
        let valid = try CalendarSubscription.validated(name: name, color: color, url: url)
        if try await subscriptions.subscriptions(ownerID: user.id, householdID: nil).count >= CalendarSubscription.maximumPerUser {
            throw ValidationFailure("url", .tooMany(maximum: CalendarSubscription.maximumPerUser))
        }
        let now = clock.now()
        let subscription = CalendarSubscription(
            id: ids(), householdID: householdID, ownerID: user.id, name: valid.name, color: valid.color, url: valid.url,
            nextRefreshAt: now, createdAt: now
        )
        try await subscriptions.create(subscription)
        return subscription
    }

    /// Renames or recolours it; a new address starts afresh (its validators and events were another feed's).
    @discardableResult
    public func update(
        _ id: ID<CalendarSubscription>, name: String, color: String, url: String, in householdID: ID<Household>, by user: User
    ) async throws -> CalendarSubscription {
        var subscription = try await subscription(id, in: householdID, for: user)
        let valid = try CalendarSubscription.validated(name: name, color: color, url: url)
        subscription.name = valid.name
        subscription.color = valid.color
        if valid.url != subscription.url {
            subscription.url = valid.url
            subscription.etag = nil
            subscription.lastModified = nil
            subscription.calendarText = ""
            subscription.lastSuccessAt = nil
            subscription.problem = nil
            subscription.nextRefreshAt = clock.now()
        }
        try await subscriptions.update(subscription)
        return subscription
    }

    public func unsubscribe(_ id: ID<CalendarSubscription>, in householdID: ID<Household>, by user: User) async throws {
        _ = try await subscription(id, in: householdID, for: user)
        guard try await subscriptions.delete(id: id) else { throw DomainError.notFound }
    }

    /// The events of the user's subscriptions in the household that overlap the window.
    public func events(in householdID: ID<Household>, window: DateInterval, for user: User, floatingZone: TimeZone) async throws
        -> [SubscribedEvent]
    {
        try await subscriptions(in: householdID, for: user)
            .flatMap { SubscribedEvent.occurrences(of: $0, in: window, floatingZone: floatingZone) }
            .sorted { ($0.start, $0.title) < ($1.start, $1.title) }
    }

    // MARK: Refreshing

    /// Up to `limit` subscriptions due for a refresh now, for the background job.
    public func dueForRefresh(limit: Int) async throws -> [CalendarSubscription] {
        try await subscriptions.due(at: clock.now(), limit: limit)
    }

    /// Saves what a fetch came to (`CalendarSubscriptionRefresh`) and returns the subscription as saved.
    public func recordRefresh(_ outcome: CalendarFetchOutcome, of subscription: CalendarSubscription) async throws -> CalendarSubscription {
        let updated = CalendarSubscriptionRefresh.applying(outcome, to: subscription, at: clock.now())
        try await subscriptions.update(updated)
        return updated
    }
}
