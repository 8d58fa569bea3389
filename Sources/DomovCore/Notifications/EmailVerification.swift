import Foundation

/// What following an email verification link did.
public enum EmailVerificationResult: Sendable, Equatable {
    case verified(userID: ID<User>, address: String)
    /// The link is older than `EmailVerification.lifetime`.
    case expired
    /// The link was used already, or never existed (a newer link replaces older ones).
    case unusable
}

public enum EmailVerification {
    /// How long a verification link works.
    public static let lifetime: TimeInterval = 24 * 3600
    public static let tokenPrefix = "dv_"
}
