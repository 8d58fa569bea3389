import Foundation

/// An account at an external provider that signs a Domov user in. The pair issuer and
/// subject names it for good (OpenID Connect Core §5.7); the email is only shown.
public struct LinkedIdentity: Sendable, Equatable, Identifiable {
    public let id: ID<LinkedIdentity>
    public let userID: ID<User>
    /// The configured provider it came through (`google`, `mock`), for its name on the page.
    public let providerID: String
    public let issuer: String
    public let subject: String
    public let email: String?
    public let linkedAt: Date

    public init(
        id: ID<LinkedIdentity>, userID: ID<User>, providerID: String, issuer: String, subject: String, email: String?, linkedAt: Date
    ) {
        self.id = id
        self.userID = userID
        self.providerID = providerID
        self.issuer = issuer
        self.subject = subject
        self.email = email
        self.linkedAt = linkedAt
    }
}

/// Who the provider says signed in, after every check passed.
public struct ExternalIdentity: Sendable, Equatable {
    public let providerID: String
    public let issuer: String
    public let subject: String
    public let email: String?
    public let emailVerified: Bool
    public let name: String?
    /// A nickname to start from (preferred_username, else the email's local part).
    public let usernameHint: String?

    public init(
        providerID: String, issuer: String, subject: String, email: String?, emailVerified: Bool, name: String?, usernameHint: String? = nil
    ) {
        self.providerID = providerID
        self.issuer = issuer
        self.subject = subject
        self.email = email
        self.emailVerified = emailVerified
        self.name = name
        self.usernameHint = usernameHint
    }

    public init(providerID: String, claims: IDTokenClaims) {
        let fullName = claims.name ?? [claims.givenName, claims.familyName].compactMap { $0 }.joined(separator: " ")
        self.init(
            providerID: providerID, issuer: claims.issuer, subject: claims.subject, email: claims.email,
            emailVerified: claims.emailVerified, name: fullName.isEmpty ? nil : fullName,
            usernameHint: claims.preferredUsername
        )
    }
}

/// Where linked identities live.
public protocol LinkedIdentityRepository: Sendable {
    func identity(issuer: String, subject: String) async throws -> LinkedIdentity?
    func list(userID: ID<User>) async throws -> [LinkedIdentity]
    /// Throws `ExternalSignInError.linkedToAnotherAccount` when the issuer and subject are
    /// already linked (to anyone: the caller checks for "already mine" first).
    func insert(_ identity: LinkedIdentity) async throws
    /// Returns false when the user has no such identity.
    func delete(id: ID<LinkedIdentity>, userID: ID<User>) async throws -> Bool
}
