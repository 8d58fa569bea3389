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
        // Checked byte by byte: every push message has a topic.
        guard !value.isEmpty, value.utf8.count <= 32, value.utf8.allSatisfy(Self.isURLSafeBase64) else { return nil }
        self.value = value
    }

    private static func isURLSafeBase64(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
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
