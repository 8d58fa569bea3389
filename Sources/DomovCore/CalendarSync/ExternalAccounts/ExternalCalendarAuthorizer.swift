import Foundation

/// Gives the credentials to reach an account's server: its app password, or for an OAuth
/// account a fresh access token, renewed with the sealed refresh token when the one in memory
/// is missing, about to expire, or was just refused (`forceRefresh`).
public struct ExternalCalendarAuthorizer: Sendable {
    public let sealer: any CredentialSealing
    /// Nil on a server without OAuth providers: OAuth accounts then need reconnecting.
    public let refresher: (any OAuthTokenRefreshing)?
    public let cache: OAuthAccessTokenCache
    public let clock: WallClock

    public init(sealer: any CredentialSealing, refresher: (any OAuthTokenRefreshing)?, cache: OAuthAccessTokenCache, clock: WallClock) {
        self.sealer = sealer
        self.refresher = refresher
        self.cache = cache
        self.clock = clock
    }

    /// - Parameter account: its sealed refresh token is replaced when the provider rotates it;
    ///   the caller saves the account.
    public func credentials(_ account: inout ExternalCalendarAccount, forceRefresh: Bool = false) async throws(ExternalCalendarProblem)
        -> ExternalCredentials
    {
        guard let secret = try? sealer.open(account.sealedPassword) else { throw .passwordUnreadable }
        guard let provider = account.authentication.provider else {
            return ExternalCredentials(url: account.serverURL, username: account.username, password: secret)
        }
        let now = clock.now()
        if !forceRefresh, let token = await cache.usable(for: account.id, at: now) {
            return ExternalCredentials(url: account.serverURL, username: account.username, bearerToken: token.value)
        }
        await cache.forget(account.id)
        guard let refresher else { throw .reconnect }
        let tokens: OAuthTokens
        do {
            tokens = try await refresher.refresh(provider: provider, refreshToken: secret)
        } catch .invalidGrant, .unknownProvider {
            throw .reconnect
        } catch {
            throw .unreachable
        }
        if let rotated = tokens.refreshToken, rotated != secret, let sealed = try? sealer.seal(rotated) {
            account.sealedPassword = sealed
        }
        await cache.store(tokens.accessToken, for: account.id)
        return ExternalCredentials(url: account.serverURL, username: account.username, bearerToken: tokens.accessToken.value)
    }
}
