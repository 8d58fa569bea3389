/// Inputs Web Push cannot use. These are found before anything is sent.
public enum WebPushError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A key that cannot be decoded or is not on P-256.
    case invalidKey(String)
    /// The subscription's p256dh or auth secret is unusable: the subscription should be deleted.
    case invalidSubscription(String)
    case invalidEndpoint(String)
    /// The VAPID subject must be a `mailto:` or `https:` URI.
    case invalidSubject(String)
    /// The plaintext does not fit one 4096-byte record.
    case payloadTooLarge(size: Int, limit: Int)

    public var description: String {
        switch self {
        case .invalidKey(let detail): return "invalid key: \(detail)"
        case .invalidSubscription(let detail): return "invalid subscription: \(detail)"
        case .invalidEndpoint(let endpoint): return "invalid push endpoint: \(endpoint)"
        case .invalidSubject(let subject): return "VAPID subject must be mailto: or https: (\(subject))"
        case .payloadTooLarge(let size, let limit): return "payload of \(size) bytes exceeds \(limit)"
        }
    }
}
