import Foundation

/// One browser or home-screen app that agreed to receive push messages for a person.
public struct PushSubscription: Sendable, Equatable {
    public let id: ID<PushSubscription>
    public let userID: ID<User>
    /// The push service's URL for this device; unique, as the browser hands out one per subscription.
    public let endpoint: String
    /// The device's P-256 public key and auth secret, base64url, for encrypting to it (RFC 8291).
    public let p256dh: String
    public let auth: String
    /// Which device it is, as the person would recognise it ("Firefox on Linux").
    public let label: String
    public let createdAt: Date
    public var lastSuccessAt: Date?

    public static let labelMaximumLength = 100

    public init(
        id: ID<PushSubscription>, userID: ID<User>, endpoint: String, p256dh: String, auth: String, label: String,
        createdAt: Date, lastSuccessAt: Date? = nil
    ) {
        self.id = id
        self.userID = userID
        self.endpoint = endpoint
        self.p256dh = p256dh
        self.auth = auth
        self.label = label
        self.createdAt = createdAt
        self.lastSuccessAt = lastSuccessAt
    }
}
