import Foundation

/// A short-lived OAuth 2.0 access token and when it stops being good. Never stored: it is
/// kept in memory only, and a new one is asked for with the account's refresh token.
public struct OAuthAccessToken: Sendable, Equatable {
    public var value: String
    public var expiresAt: Date

    public init(value: String, expiresAt: Date) {
        self.value = value
        self.expiresAt = expiresAt
    }

    /// When the token endpoint does not say (`expires_in` is only RECOMMENDED, RFC 6749 §5.1),
    /// an hour, Google's lifetime; a longer promise is not believed either.
    public static let defaultLifetime: TimeInterval = 3_600
    public static let longestLifetime: TimeInterval = 86_400
    /// A token this close to its end is renewed first: a sync of many calendars takes a while,
    /// and the server's clock may run ahead of ours.
    public static let renewalMargin: TimeInterval = 120

    /// A token issued at `now` with the endpoint's `expires_in` (seconds).
    public static func issued(_ value: String, expiresIn: Int?, at now: Date) -> OAuthAccessToken {
        let lifetime = expiresIn.map { TimeInterval($0) }.flatMap { $0 > 0 ? min($0, longestLifetime) : nil } ?? defaultLifetime
        return OAuthAccessToken(value: value, expiresAt: now.addingTimeInterval(lifetime))
    }

    /// Whether to send it as it is at `now`, or renew it first.
    public func isUsable(at now: Date) -> Bool {
        now < expiresAt.addingTimeInterval(-Self.renewalMargin)
    }
}

/// What a token endpoint answered: an access token, and a new refresh token when the provider
/// rotates them (the old one is then void).
public struct OAuthTokens: Sendable, Equatable {
    public var accessToken: OAuthAccessToken
    public var refreshToken: String?

    public init(accessToken: OAuthAccessToken, refreshToken: String?) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
    }
}

/// Why renewing an access token failed.
public enum OAuthRefreshFailure: Error, Sendable, Equatable {
    /// `invalid_grant` (RFC 6749 §5.2): the refresh token was revoked or has expired. Asking
    /// again will not help; the user must connect again.
    case invalidGrant
    /// No answer from the provider, or one that cannot be used; the next sync tries again.
    case unavailable
    /// The provider the account was connected with is no longer configured on this server.
    case unknownProvider
}

/// Renews access tokens at a provider's token endpoint (grant_type=refresh_token).
public protocol OAuthTokenRefreshing: Sendable {
    func refresh(provider: String, refreshToken: String) async throws(OAuthRefreshFailure) -> OAuthTokens
}

/// Access tokens of this process, by account. Lost on restart, which costs one refresh.
public actor OAuthAccessTokenCache {
    private var tokens: [ID<ExternalCalendarAccount>: OAuthAccessToken] = [:]

    public init() {}

    /// The account's token if it is still good at `now`.
    public func usable(for account: ID<ExternalCalendarAccount>, at now: Date) -> OAuthAccessToken? {
        guard let token = tokens[account], token.isUsable(at: now) else { return nil }
        return token
    }

    public func store(_ token: OAuthAccessToken, for account: ID<ExternalCalendarAccount>) {
        tokens[account] = token
    }

    public func forget(_ account: ID<ExternalCalendarAccount>) {
        tokens[account] = nil
    }
}
