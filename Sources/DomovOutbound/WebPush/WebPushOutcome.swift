/// What became of one push, in the terms a scheduler acts on.
public enum WebPushOutcome: Sendable, Hashable {
    /// 201 or 202: the push service took the message.
    case delivered(status: Int)
    /// 404 or 410: the subscription has expired or was withdrawn; delete it.
    case subscriptionGone(status: Int)
    /// 413 from the push service, or `nil` when the payload was refused before sending
    /// (more than `WebPushPayloadEncryptor.maximumPayloadSize`). Do not retry as it is.
    case payloadTooLarge(status: Int?)
    /// 429 or 5xx: try again later, not before `retryAfter` seconds when the service said so.
    case retryLater(status: Int, retryAfter: Double?)
    /// Any other 4xx (bad VAPID token, malformed request): the body explains.
    case rejected(status: Int, reason: String)
    /// The subscription's keys or endpoint are unusable: delete it.
    case invalidSubscription(reason: String)
    /// No HTTP answer: connection refused, TLS failure, timeout. Retry later.
    case transportFailure(reason: String)
    /// Not sent: the endpoint is not https:// or its host is on a loopback or private network,
    /// which `OutboundAddressPolicy` does not let Domov reach. Not retried.
    case refusedEndpoint(reason: String)

    /// True when the subscription should be removed from storage.
    public var subscriptionShouldBeDeleted: Bool {
        switch self {
        case .subscriptionGone, .invalidSubscription: return true
        default: return false
        }
    }

    /// True when sending the same message again later may succeed.
    public var isRetryable: Bool {
        switch self {
        case .retryLater, .transportFailure: return true
        default: return false
        }
    }
}
