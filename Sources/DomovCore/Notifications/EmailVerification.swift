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

    /// At most this many confirmation emails per person per `throttleWindow`: the button must
    /// not let anyone turn Domov into a mail cannon against their own (unverified) address.
    public static let maximumEmailsPerWindow = 5
    public static let throttleWindow: TimeInterval = 3600

    /// The key the sent emails are counted under, in the same store as failed sign-ins.
    public static func throttleKey(_ userID: ID<User>) -> String { "email-verification:\(userID)" }
}
