import Foundation

/// Sign-ins on their way through a provider (state, nonce, PKCE verifier, where to go after),
/// and identities waiting for a password before they are linked. They are kept in the database,
/// not in one process's memory, so that the provider's callback may reach any `domov serve`
/// sharing it. Each entry is good for a short while and for one use only.
///
/// Entries are found by a random token (the OAuth `state`, a cookie's value); only its SHA-256
/// is stored. `kind` keeps the two sorts of entry apart; the payload is the server's to read.
public protocol SignInFlowRepository: Sendable {
    func put(_ token: SecretToken, kind: String, payload: String, createdAt: Date, expiresAt: Date) async throws
    /// The payload, deleted in the same statement: of two callbacks with one state, only one
    /// gets it. Nil when unknown, already used, of another kind, or expired at `now`.
    func take(_ token: SecretToken, kind: String, now: Date) async throws -> String?
    /// The payload, left in place; nil as for `take`.
    func peek(_ token: SecretToken, kind: String, now: Date) async throws -> String?
    /// Deletes the entries expired at `now`; answers how many.
    @discardableResult
    func deleteExpired(now: Date) async throws -> Int
}
