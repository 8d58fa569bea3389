import Foundation

/// What happens when a provider vouches for someone: sign in, ask for the password to
/// link, or make a new account. Also linking and unlinking from the settings.
public struct ExternalSignInService: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// The identity was linked already.
        case signedIn(User)
        /// A new account was made for a new person.
        case created(User)
        /// An account with the verified email exists. It is not taken over on the provider's
        /// word alone: its owner signs in with the password once to link.
        case passwordNeededToLink(User)
    }

    public let identities: any LinkedIdentityRepository
    public let accounts: any AccountRepository
    public let siteSettings: any SiteSettingsRepository
    public let clock: WallClock
    public let ids: IDGenerator

    public init(
        identities: any LinkedIdentityRepository, accounts: any AccountRepository,
        siteSettings: any SiteSettingsRepository, clock: WallClock, ids: IDGenerator
    ) {
        self.identities = identities
        self.accounts = accounts
        self.siteSettings = siteSettings
        self.clock = clock
        self.ids = ids
    }

    /// Accounts made through a provider have no password; the stored hash is empty and
    /// matches nothing.
    public static let noPassword = ""

    public func signIn(_ identity: ExternalIdentity, preferences: UserPreferences) async throws -> Outcome {
        if let linked = try await identities.identity(issuer: identity.issuer, subject: identity.subject) {
            guard let user = try await accounts.user(id: linked.userID), !user.isDisabled else { throw DomainError.unauthenticated }
            return .signedIn(user)
        }
        guard identity.emailVerified, let rawEmail = identity.email, let email = try? AccountRules.email(rawEmail) else {
            throw ExternalSignInError.emailNotVerified
        }
        if let existing = try await accounts.user(email: email) {
            return .passwordNeededToLink(existing)
        }
        if try await SignUpOpening.current(accounts: accounts, siteSettings: siteSettings) == .invitedOnly {
            throw DomainError.signUpClosed
        }
        let user = try await createAccount(email: email, identity: identity, preferences: preferences)
        do {
            try await link(identity, to: user)
        } catch {
            try? await accounts.delete(userID: user.id)
            throw error
        }
        return .created(user)
    }

    /// Links to a signed-in user; linking the same identity again changes nothing.
    public func link(_ identity: ExternalIdentity, to user: User) async throws {
        if let existing = try await identities.identity(issuer: identity.issuer, subject: identity.subject) {
            guard existing.userID == user.id else { throw ExternalSignInError.linkedToAnotherAccount }
            return
        }
        try await identities.insert(
            LinkedIdentity(
                id: ids(), userID: user.id, providerID: identity.providerID, issuer: identity.issuer,
                subject: identity.subject, email: identity.email, linkedAt: clock.now()
            ))
    }

    /// Refuses to remove the last way into an account that has no password.
    public func unlink(_ id: ID<LinkedIdentity>, from user: User) async throws {
        let linked = try await identities.list(userID: user.id)
        guard linked.contains(where: { $0.id == id }) else { throw DomainError.notFound }
        if try await !hasPassword(user), linked.count <= 1 { throw ExternalSignInError.lastSignInMethod }
        _ = try await identities.delete(id: id, userID: user.id)
    }

    /// The provider identities the person signs in with.
    public func linkedIdentities(of user: User) async throws -> [LinkedIdentity] {
        try await identities.list(userID: user.id)
    }

    public func hasPassword(_ user: User) async throws -> Bool {
        guard let hash = try await accounts.passwordHash(userID: user.id) else { return false }
        return hash != Self.noPassword
    }

    private func createAccount(email: String, identity: ExternalIdentity, preferences: UserPreferences) async throws -> User {
        let localPart = String(email.prefix { $0 != "@" })
        let name = (try? AccountRules.displayName(identity.name ?? "")) ?? String(localPart.prefix(AccountRules.displayNameMaximumLength))
        let base = Self.nicknameBase(identity.usernameHint ?? localPart)
        for attempt in 0..<20 {
            let suffix = attempt == 0 ? "" : String(attempt + 1)
            let nickname = String(base.prefix(AccountRules.nicknameLengths.upperBound - suffix.count)) + suffix
            do {
                return try await accounts.create(
                    NewUser(
                        id: ids(), email: email, displayName: name, nickname: nickname,
                        passwordHash: Self.noPassword, preferences: preferences, createdAt: clock.now()
                    ))
            } catch let failure as ValidationFailure where failure.problem(for: "nickname") != nil {
                continue
            }
        }
        throw ValidationFailure("nickname", .nicknameTaken)
    }

    /// The characters a nickname allows, at least two of them.
    static func nicknameBase(_ hint: String) -> String {
        let kept = String(hint.filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" })
        return kept.count >= AccountRules.nicknameLengths.lowerBound ? kept : kept + "user"
    }
}
