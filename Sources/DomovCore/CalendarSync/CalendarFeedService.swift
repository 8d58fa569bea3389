import Foundation

/// Subscription addresses' use cases: a person's feeds of a household (made, listed and revoked
/// by them alone), who reads a feed by its token, and when a feed's content last changed.
public struct CalendarFeedService: Sendable {
    public let feeds: any CalendarFeedRepository
    public let versions: any FeedVersionRepository
    public let households: any HouseholdRepository
    public let accounts: any AccountRepository
    public let clock: WallClock
    public let ids: IDGenerator

    public init(
        feeds: any CalendarFeedRepository, versions: any FeedVersionRepository, households: any HouseholdRepository,
        accounts: any AccountRepository, clock: WallClock, ids: IDGenerator
    ) {
        self.feeds = feeds
        self.versions = versions
        self.households = households
        self.accounts = accounts
        self.clock = clock
        self.ids = ids
    }

    /// The person's feeds of the household, newest first.
    public func feeds(in householdID: ID<Household>, for user: User) async throws -> [CalendarFeed] {
        try await households.requireMember(householdID, user)
        return try await feeds.feeds(householdID: householdID, userID: user.id)
    }

    /// Makes a feed and returns its token, which is stored only as a hash: the address is shown
    /// once. The name is checked as a form field (`name`).
    public func create(named rawName: String, in householdID: ID<Household>, by user: User) async throws -> SecretToken {
        try await households.requireMember(householdID, user)
        let name = try ValidationFailure.checking {
            try TextRules.requiredText(rawName, field: "name", maximumLength: CalendarFeed.nameMaximumLength)
        }
        let feed = CalendarFeed(id: ids(), householdID: householdID, userID: user.id, name: name, createdAt: clock.now())
        let token = SecretToken.generate(prefix: CalendarFeed.tokenPrefix)
        try await feeds.create(feed, token: token)
        return token
    }

    /// `notFound` when the feed is not the person's.
    public func revoke(_ id: ID<CalendarFeed>, by user: User) async throws {
        guard try await feeds.revoke(id: id, userID: user.id) else { throw DomainError.notFound }
    }

    /// The feed behind a token and its owner, while they are still a member of its household.
    /// The token is the credential: calendar apps cannot sign in.
    public func feed(token: SecretToken) async throws -> (feed: CalendarFeed, owner: User)? {
        guard let feed = try await feeds.feed(token: token), let owner = try await accounts.user(id: feed.userID) else { return nil }
        return (feed, owner)
    }

    /// When the feed named `key` first had content `etag` (now, when the content is new).
    public func changedAt(key: String, etag: String) async throws -> Date {
        try await versions.changedAt(key: key, etag: etag, now: clock.now())
    }
}
