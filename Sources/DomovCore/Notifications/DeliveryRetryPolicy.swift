import Foundation

/// When a failed delivery is tried again: exponential backoff from `initialDelay`, doubling up to
/// `maximumDelay`, and given up after `maximumAttempts` tries in all.
public struct DeliveryRetryPolicy: Sendable, Equatable {
    public var initialDelay: TimeInterval
    public var maximumDelay: TimeInterval
    public var maximumAttempts: Int

    /// 30 s, 1 min, 2 min, 4 min, 8 min: six tries over about a quarter of an hour, which rides out
    /// a mail server's restart without sending a reminder long after it mattered.
    public init(initialDelay: TimeInterval = 30, maximumDelay: TimeInterval = 3600, maximumAttempts: Int = 6) {
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.maximumAttempts = maximumAttempts
    }

    /// After `attempts` failed tries: when to try again, or nil to give up. A service's own
    /// Retry-After wins when it asks for longer.
    public func nextAttempt(after attempts: Int, now: Date, retryAfter: TimeInterval? = nil) -> Date? {
        guard attempts < maximumAttempts else { return nil }
        let backoff = min(maximumDelay, initialDelay * pow(2, Double(max(0, attempts - 1))))
        return now.addingTimeInterval(max(backoff, min(retryAfter ?? 0, maximumDelay)))
    }
}
