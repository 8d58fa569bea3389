import Foundation

/// Deliveries through push and email. Every method is one transaction.
public protocol DeliveryRepository: OutboxRepository where Message == Delivery {
    /// Stores new deliveries; one whose idempotency key exists already is skipped, so a notice
    /// dispatched twice (after a crash) still makes one delivery per channel and destination.
    func enqueue(_ deliveries: [Delivery]) async throws
    /// The same, for deliveries the caller sends next from memory: those due by `now` are stored
    /// leased to it until `now + lease` (as `claimDue` would lease them), so no other process
    /// takes them and nothing is read back. Returns the ids of those leased; a delivery skipped
    /// for its idempotency key is not among them.
    func enqueueClaimed(_ deliveries: [Delivery], now: Date, lease: TimeInterval) async throws -> Set<ID<Delivery>>
    /// Records these claimed deliveries as sent at `date`, each with one attempt more than it had:
    /// one statement for a batch's successes.
    func markSent(_ ids: [ID<Delivery>], at date: Date) async throws
    /// The notice's deliveries, for tests and the API.
    func deliveries(noticeID: ID<Notice>) async throws -> [Delivery]
    /// The latest failed deliveries, newest first, for the admin's log.
    func recentFailures(limit: Int) async throws -> [Delivery]
}

public protocol PushSubscriptionRepository: Sendable {
    /// Stores a subscription. The same endpoint again (the device subscribed anew, perhaps for
    /// another account) replaces the old row.
    func save(_ subscription: PushSubscription) async throws
    func subscription(id: ID<PushSubscription>) async throws -> PushSubscription?
    func list(userID: ID<User>) async throws -> [PushSubscription]
    /// Which of these users have at least one subscription, with them.
    func list(userIDs: [ID<User>]) async throws -> [ID<User>: [PushSubscription]]
    /// False when the user has no such subscription.
    func delete(id: ID<PushSubscription>, userID: ID<User>) async throws -> Bool
    func delete(endpoint: String, userID: ID<User>) async throws -> Bool
    /// The push service said the subscription is gone (404/410).
    func delete(id: ID<PushSubscription>) async throws
    func recordSuccess(id: ID<PushSubscription>, at date: Date) async throws
    /// The same for several subscriptions at once (a batch of pushes).
    func recordSuccess(ids: [ID<PushSubscription>], at date: Date) async throws
}

public protocol NotificationSettingsRepository: Sendable {
    /// The person's settings; the defaults when they never saved any.
    func settings(userID: ID<User>) async throws -> NotificationSettings
    /// Settings of several people at once (the dispatcher's batch); absent ones are defaults.
    func settings(userIDs: [ID<User>]) async throws -> [ID<User>: NotificationSettings]
    /// Saves the choices; the verified address is left as it is.
    func save(userID: ID<User>, _ settings: NotificationSettings, at date: Date) async throws

    /// Records a new link for the address (only its hash); older unused links of the user stop working.
    func createEmailVerification(userID: ID<User>, address: String, token: SecretToken, createdAt: Date, expiresAt: Date) async throws
    /// Uses a link once: a valid one marks its address verified.
    func consumeEmailVerification(token: SecretToken, now: Date) async throws -> EmailVerificationResult
}

/// Server-wide delivery settings: the Web Push key pair and the outgoing mail server.
public protocol DeliverySettingsRepository: Sendable {
    /// The stored VAPID private key; the first caller stores `generate()`'s, and every process
    /// then reads that one (a second process starting at the same moment does not overwrite it).
    func vapidPrivateKey(generate: @Sendable () -> String) async throws -> String
    func mailServer() async throws -> MailServerSettings?
    /// Nil removes the settings: no email is sent.
    func saveMailServer(_ settings: MailServerSettings?) async throws
}
