import Foundation

/// A person with an account on this Domov server.
public struct User: Sendable, Equatable {
    public let id: ID<User>
    public var email: String
    public var displayName: String
    public var nickname: String
    public var isAdmin: Bool
    public var isDisabled: Bool
    public var preferences: UserPreferences
    /// The household the user's pages show; nil when they belong to none or it was deleted.
    public var currentHouseholdID: ID<Household>?
    public let createdAt: Date

    public init(
        id: ID<User>, email: String, displayName: String, nickname: String,
        isAdmin: Bool, isDisabled: Bool, preferences: UserPreferences,
        currentHouseholdID: ID<Household>?, createdAt: Date
    ) {
        self.id = id
        self.email = email
        self.displayName = displayName
        self.nickname = nickname
        self.isAdmin = isAdmin
        self.isDisabled = isDisabled
        self.preferences = preferences
        self.currentHouseholdID = currentHouseholdID
        self.createdAt = createdAt
    }
}

/// What sign-up stores, after validation.
public struct NewUser: Sendable, Equatable {
    public let id: ID<User>
    public let email: String
    public let displayName: String
    public let nickname: String
    public let passwordHash: String
    public let preferences: UserPreferences
    public let createdAt: Date
    /// Set by `domov user create --admin`; the first account is an admin regardless.
    public let requestsAdmin: Bool

    public init(
        id: ID<User>, email: String, displayName: String, nickname: String, passwordHash: String,
        preferences: UserPreferences, createdAt: Date, requestsAdmin: Bool = false
    ) {
        self.id = id
        self.email = email
        self.displayName = displayName
        self.nickname = nickname
        self.passwordHash = passwordHash
        self.preferences = preferences
        self.createdAt = createdAt
        self.requestsAdmin = requestsAdmin
    }
}
