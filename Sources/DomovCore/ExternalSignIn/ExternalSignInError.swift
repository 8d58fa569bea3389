import Foundation

/// Why signing in through an external provider did not work. Each case has its own message
/// on the page; none of them is a server error.
public enum ExternalSignInError: Error, Sendable, Equatable {
    /// No such provider is configured on this server.
    case unknownProvider
    /// The provider sent the person back with an error, usually `access_denied` when they said no.
    case providerRefused(code: String)
    /// The callback's state is not the one this browser started with (a forged or replayed link).
    case stateMismatch
    /// The sign-in took too long, or was already used.
    case stateExpired
    /// The provider could not be reached (connection refused, timeout, DNS).
    case providerUnreachable
    /// The provider answered, but not as OpenID Connect says it must (bad JSON, HTTP error).
    case providerError
    /// The ID token failed a check; the reason is for the log and the message.
    case invalidToken(InvalidTokenReason)
    /// The provider did not give a verified email address, which a new account needs.
    case emailNotVerified
    /// This identity already belongs to another Domov account.
    case linkedToAnotherAccount
    /// Unlinking would leave the account without any way to sign in.
    case lastSignInMethod
}

/// The ID token checks of OpenID Connect Core §3.1.3.7, one case per rule.
public enum InvalidTokenReason: String, Sendable, Equatable {
    case malformed
    case unsupportedAlgorithm
    case unknownKey
    case badSignature
    case wrongIssuer
    case wrongAudience
    case expired
    case issuedInFuture
    case nonceMismatch
    case missingSubject
}
