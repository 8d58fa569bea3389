import Foundation

/// Limits password guessing: a few failures per account, a few more per client address,
/// within a sliding window. Counting happens in storage so that several server
/// processes share one budget.
public struct LoginThrottle: Sendable {
    public var window: TimeInterval
    public var maximumFailuresPerAccount: Int
    public var maximumFailuresPerAddress: Int

    public init(window: TimeInterval = 15 * 60, maximumFailuresPerAccount: Int = 5, maximumFailuresPerAddress: Int = 20) {
        self.window = window
        self.maximumFailuresPerAccount = maximumFailuresPerAccount
        self.maximumFailuresPerAddress = maximumFailuresPerAddress
    }

    public static func accountKey(_ email: String) -> String { "account:\(email.lowercased())" }
    public static func addressKey(_ address: String) -> String { "address:\(address)" }

    /// Whether another attempt may be made, given the failures counted in the window.
    public func allows(accountFailures: Int, addressFailures: Int) -> Bool {
        accountFailures < maximumFailuresPerAccount && addressFailures < maximumFailuresPerAddress
    }

    public var retryAfterSeconds: Int { Int(window) }
}
