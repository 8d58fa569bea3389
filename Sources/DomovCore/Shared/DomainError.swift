/// Failures of the domain that are not about a single input field.
/// The server maps each to one HTTP status in one place.
public enum DomainError: Error, Equatable, Sendable {
    /// The thing does not exist, or the caller may not see it. Both answer the same,
    /// so nobody can probe for another household's data.
    case notFound
    /// Signed in, but the role does not allow this (for example a member removing the owner).
    case forbidden
    /// Not signed in, or the credentials are wrong.
    case unauthenticated
    /// Too many attempts; try again after this many seconds.
    case rateLimited(retryAfterSeconds: Int)
    /// Sign-up is closed; an invitation is needed.
    case signUpClosed
    /// The invitation link has expired or was already used.
    case inviteExpired
}
