import Foundation

/// Where accounts live. Each method is atomic: it either does all it says or nothing.
public protocol AccountRepository: Sendable {
    /// Stores a new user. The first user on the server becomes admin in the same transaction.
    /// Throws `ValidationFailure` with `.emailTaken` or `.nicknameTaken` on a duplicate.
    func create(_ user: NewUser) async throws -> User
    func user(id: ID<User>) async throws -> User?
    /// Several accounts in one lookup (the notification dispatcher's batch); missing ones are left out.
    func users(ids: [ID<User>]) async throws -> [ID<User>: User]
    func user(email: String) async throws -> User?
    func passwordHash(userID: ID<User>) async throws -> String?
    func updatePasswordHash(userID: ID<User>, hash: String) async throws
    func updatePreferences(userID: ID<User>, preferences: UserPreferences) async throws
    func updateProfile(userID: ID<User>, displayName: String, nickname: String) async throws
    func setDisabled(userID: ID<User>, disabled: Bool) async throws
    func setCurrentHousehold(userID: ID<User>, householdID: ID<Household>?) async throws
    /// Deletes the account, its sessions and app passwords, and every household where it is the
    /// only member. In shared households the longest-standing other member becomes owner.
    func delete(userID: ID<User>) async throws
    func count() async throws -> Int
}

/// Browser sessions, kept in the database so they survive restarts and are shared
/// between server processes.
public protocol SessionRepository: Sendable {
    func create(token: SecretToken, userID: ID<User>, createdAt: Date, expiresAt: Date) async throws
    /// The signed-in user of a live session of an enabled account, with the current household
    /// they are still a member of, in one lookup: every page needs both. Nil for no live session.
    func signedIn(token: SecretToken, now: Date) async throws -> SignedIn?
    func delete(token: SecretToken) async throws
    /// Signs the user out everywhere, except, optionally, the session in use.
    func deleteAll(userID: ID<User>, except token: SecretToken?) async throws
    func deleteExpired(now: Date) async throws
}

extension SessionRepository {
    public func user(token: SecretToken, now: Date) async throws -> User? {
        try await signedIn(token: token, now: now)?.user
    }
}

public protocol AppPasswordRepository: Sendable {
    func create(id: ID<AppPassword>, userID: ID<User>, name: String, token: SecretToken, createdAt: Date) async throws -> AppPassword
    func list(userID: ID<User>) async throws -> [AppPassword]
    /// Returns false when there was no such app password of that user.
    func revoke(id: ID<AppPassword>, userID: ID<User>) async throws -> Bool
    /// The owner of a valid token of an enabled account, recording when it was used.
    func user(token: SecretToken, now: Date) async throws -> User?
}

public protocol LoginAttemptRepository: Sendable {
    func failures(key: String, since: Date) async throws -> Int
    func recordFailure(keys: [String], at: Date) async throws
    func clear(key: String) async throws
}

public protocol SiteSettingsRepository: Sendable {
    func load() async throws -> SiteSettings
    func save(_ settings: SiteSettings) async throws
}
