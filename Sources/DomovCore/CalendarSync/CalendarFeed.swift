import Foundation

/// A secret address of one household's planner as an iCalendar file, for apps that subscribe
/// by URL (Google Calendar "From URL", Outlook "Subscribe from web"). Whoever has the address
/// can read the calendar, so it is shown once, stored only as a hash, and can be revoked.
/// It includes its owner's private items, as the owner's planner shows them.
public struct CalendarFeed: Sendable, Equatable {
    public let id: ID<CalendarFeed>
    public let householdID: ID<Household>
    public let userID: ID<User>
    public let name: String
    public let createdAt: Date

    public init(id: ID<CalendarFeed>, householdID: ID<Household>, userID: ID<User>, name: String, createdAt: Date) {
        self.id = id
        self.householdID = householdID
        self.userID = userID
        self.name = name
        self.createdAt = createdAt
    }

    public static let nameMaximumLength = 100
    /// Feed tokens carry their own prefix, so a leaked one is recognizable.
    public static let tokenPrefix = "domovfeed_"
}

/// Where feeds live. Every method is one transaction.
public protocol CalendarFeedRepository: Sendable {
    func create(_ feed: CalendarFeed, token: SecretToken) async throws
    /// The user's feeds of the household, newest first.
    func feeds(householdID: ID<Household>, userID: ID<User>) async throws -> [CalendarFeed]
    /// False when the feed is not the user's.
    func revoke(id: ID<CalendarFeed>, userID: ID<User>) async throws -> Bool
    /// The feed behind a token, while its owner is still a member of its household.
    func feed(token: SecretToken) async throws -> CalendarFeed?
}
