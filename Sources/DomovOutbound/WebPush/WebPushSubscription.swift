import Foundation

/// What a browser's `PushManager.subscribe()` hands over (`PushSubscription.toJSON()`).
public struct WebPushSubscription: Sendable, Hashable, Codable {
    public var endpoint: String
    /// The user agent's P-256 public key, base64url, uncompressed (65 bytes).
    public var p256dh: String
    /// The 16-byte authentication secret, base64url.
    public var auth: String

    public init(endpoint: String, p256dh: String, auth: String) {
        self.endpoint = endpoint
        self.p256dh = p256dh
        self.auth = auth
    }
}
