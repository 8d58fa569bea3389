import DomovCore
import DomovOutbound
import Foundation

/// A sign-in on its way through a provider, remembered by its `state` until the callback.
struct PendingSignIn: Sendable, Codable {
    enum Intent: Sendable, Equatable, Codable {
        case signIn
        /// Linking from the settings of this signed-in user.
        case link(ID<User>)
    }

    let providerID: String
    let nonce: String
    let pkce: PKCE
    let intent: Intent
    let next: String?
    /// The browser's IANA zone, for an account this sign-in makes (nil without JavaScript).
    var timeZone: String? = nil
}

/// An identity waiting for its account owner's password before it is linked.
struct PendingLink: Sendable, Codable {
    let identity: StoredIdentity
    let userID: ID<User>
    let email: String
    let next: String?

    init(identity: ExternalIdentity, userID: ID<User>, email: String, next: String?) {
        self.identity = StoredIdentity(identity)
        self.userID = userID
        self.email = email
        self.next = next
    }

    /// `ExternalIdentity` as it is kept between the callback and the password.
    struct StoredIdentity: Sendable, Codable {
        let providerID: String
        let issuer: String
        let subject: String
        let email: String?
        let emailVerified: Bool
        let name: String?
        let usernameHint: String?

        init(_ identity: ExternalIdentity) {
            providerID = identity.providerID
            issuer = identity.issuer
            subject = identity.subject
            email = identity.email
            emailVerified = identity.emailVerified
            name = identity.name
            usernameHint = identity.usernameHint
        }

        var identity: ExternalIdentity {
            ExternalIdentity(
                providerID: providerID, issuer: issuer, subject: subject, email: email, emailVerified: emailVerified,
                name: name, usernameHint: usernameHint
            )
        }
    }
}

/// Short-lived entries, each usable once: a replayed callback finds nothing. Kept in the
/// database (`SignInFlowRepository`), so the provider's callback may land on any process that
/// shares it; the session cleanup job deletes the ones abandoned.
struct PendingStore<Value: Codable & Sendable>: Sendable {
    let flows: any SignInFlowRepository
    /// Tells the sorts of entry apart in the one table.
    let kind: String
    let clock: WallClock
    let lifetime: TimeInterval

    init(flows: any SignInFlowRepository, kind: String, clock: WallClock, lifetime: TimeInterval = 600) {
        self.flows = flows
        self.kind = kind
        self.clock = clock
        self.lifetime = lifetime
    }

    func put(_ value: Value, key: String) async throws {
        let now = clock.now()
        let payload = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        try await flows.put(
            SecretToken(value: key), kind: kind, payload: payload, createdAt: now, expiresAt: now.addingTimeInterval(lifetime))
    }

    /// The value, removed; nil when unknown, used or expired.
    func take(_ key: String) async throws -> Value? {
        try await flows.take(SecretToken(value: key), kind: kind, now: clock.now()).flatMap(Self.decode)
    }

    func peek(_ key: String) async throws -> Value? {
        try await flows.peek(SecretToken(value: key), kind: kind, now: clock.now()).flatMap(Self.decode)
    }

    /// An entry written by another version that this one cannot read counts as expired.
    private static func decode(_ payload: String) -> Value? {
        try? JSONDecoder().decode(Value.self, from: Data(payload.utf8))
    }
}
