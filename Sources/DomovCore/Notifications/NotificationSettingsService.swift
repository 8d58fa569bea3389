import Foundation

/// A person's notification settings' use cases: their channels and quiet hours, the link that
/// confirms their email address, and the devices that receive their pushes. Nobody reads or
/// changes another person's.
public struct NotificationSettingsService: Sendable {
    public let settings: any NotificationSettingsRepository
    public let pushSubscriptions: any PushSubscriptionRepository
    public let deliverySettings: any DeliverySettingsRepository
    /// Counts the confirmation emails sent, in the store of failed sign-ins.
    public let attempts: any LoginAttemptRepository
    public let clock: WallClock

    public init(
        settings: any NotificationSettingsRepository, pushSubscriptions: any PushSubscriptionRepository,
        deliverySettings: any DeliverySettingsRepository, attempts: any LoginAttemptRepository, clock: WallClock
    ) {
        self.settings = settings
        self.pushSubscriptions = pushSubscriptions
        self.deliverySettings = deliverySettings
        self.attempts = attempts
        self.clock = clock
    }

    /// The person's settings; the defaults when they never saved any.
    public func settings(for user: User) async throws -> NotificationSettings {
        try await settings.settings(userID: user.id)
    }

    /// Saves the choices; the verified address is left as it is.
    public func save(_ choices: NotificationSettings, for user: User) async throws {
        try await settings.save(userID: user.id, choices, at: clock.now())
    }

    /// Whether the person may be sent another confirmation email: at most
    /// `EmailVerification.maximumEmailsPerWindow` per `throttleWindow`.
    public func maySendConfirmation(to user: User) async throws -> Bool {
        let since = clock.now().addingTimeInterval(-EmailVerification.throttleWindow)
        return try await attempts.failures(key: EmailVerification.throttleKey(user.id), since: since)
            < EmailVerification.maximumEmailsPerWindow
    }

    /// Counts a confirmation email and makes its one-time link for the person's address (older
    /// unused links stop working); returns the link's token.
    public func startConfirmation(for user: User) async throws -> SecretToken {
        let now = clock.now()
        // The attempt store counts events under a key; here the event is an email sent.
        try await attempts.recordFailure(keys: [EmailVerification.throttleKey(user.id)], at: now)
        let token = SecretToken.generate(prefix: EmailVerification.tokenPrefix)
        try await settings.createEmailVerification(
            userID: user.id, address: user.email, token: token, createdAt: now,
            expiresAt: now.addingTimeInterval(EmailVerification.lifetime)
        )
        return token
    }

    /// Uses a confirmation link once. The token is the credential: it needs nobody signed in.
    public func confirmEmail(token: SecretToken) async throws -> EmailVerificationResult {
        try await settings.consumeEmailVerification(token: token, now: clock.now())
    }

    /// Whether the admin set up a mail server, without which no email goes out.
    public func mailConfigured() async throws -> Bool {
        try await deliverySettings.mailServer() != nil
    }

    public func devices(of user: User) async throws -> [PushSubscription] {
        try await pushSubscriptions.list(userID: user.id)
    }

    /// Stores the device's subscription; the same endpoint again replaces the old one.
    public func addDevice(_ subscription: PushSubscription) async throws {
        try await pushSubscriptions.save(subscription)
    }

    /// `notFound` when the person has no device with that endpoint.
    public func removeDevice(endpoint: String, of user: User) async throws {
        guard try await pushSubscriptions.delete(endpoint: endpoint, userID: user.id) else { throw DomainError.notFound }
    }

    /// `notFound` when the person has no such device.
    public func removeDevice(_ id: ID<PushSubscription>, of user: User) async throws {
        guard try await pushSubscriptions.delete(id: id, userID: user.id) else { throw DomainError.notFound }
    }
}
