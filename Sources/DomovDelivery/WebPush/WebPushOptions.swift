/// How urgently the push service should deliver (RFC 8030 section 5.3); low urgency lets a
/// phone wait for a better moment and save battery.
public enum WebPushUrgency: String, Sendable, Hashable, CaseIterable {
    case veryLow = "very-low"
    case low
    case normal
    case high
}

/// A Topic (RFC 8030 section 5.4): a newer message with the same topic replaces an undelivered
/// older one. At most 32 characters of the base64url alphabet.
public struct WebPushTopic: Sendable, Hashable {
    public let value: String

    public init?(_ value: String) {
        let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        guard !value.isEmpty, value.count <= 32, value.allSatisfy(alphabet.contains) else { return nil }
        self.value = value
    }
}

public struct WebPushOptions: Sendable, Hashable {
    /// Seconds the push service keeps an undelivered message; 0 means deliver now or never.
    public var ttl: Int
    public var urgency: WebPushUrgency
    public var topic: WebPushTopic?

    public init(ttl: Int = 24 * 60 * 60, urgency: WebPushUrgency = .normal, topic: WebPushTopic? = nil) {
        self.ttl = max(0, ttl)
        self.urgency = urgency
        self.topic = topic
    }
}
