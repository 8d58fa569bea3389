import DomovCore
import DomovOutbound
import Foundation

/// Connecting a calendar account through an OAuth provider: Google, whose CalDAV endpoint takes
/// bearer tokens only. The admin's `google` sign-in provider (client ID, secret, issuer) serves
/// the connection too, so there is one client to register; the CalDAV address is Google's
/// unless configured otherwise.
struct CalendarConnection: Sendable {
    let provider: SignInProvider
    /// `{email}` stands for the connected account's address.
    let calDAVURL: String

    static let providerID = "google"
    /// Read and write access to all the user's calendars, which CalDAV needs.
    static let calendarScope = "https://www.googleapis.com/auth/calendar"
    /// `openid email` tells which account was connected, for its label.
    static let scopes = ["openid", "email", calendarScope]
    /// `access_type=offline` asks for a refresh token; `prompt=consent` asks for it again
    /// when the user had allowed Domov before (Google gives one only on consent).
    static let authorizationParameters = [("access_type", "offline"), ("prompt", "consent")]

    /// Nil when the admin has not set up the `google` provider.
    init?(config: DomovConfig) {
        guard let provider = config.signInProviders.first(where: { $0.id == Self.providerID }), provider.kind == .openIDConnect else {
            return nil
        }
        self.provider = provider
        self.calDAVURL = config.googleCalDAVURL
    }

    /// Where the calendars of the account with this address are found.
    func serverURL(email: String) -> String {
        let segment =
            email.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? email
        return calDAVURL.replacingOccurrences(of: "{email}", with: segment)
    }
}

/// A calendar connection on its way through the provider, remembered by its `state` until
/// the callback, and bound to the session's user and the household it was started in.
struct PendingCalendarConnect: Sendable, Codable {
    let providerID: String
    let nonce: String
    let pkce: PKCE
    let userID: ID<User>
    let householdID: ID<Household>
}

/// Renews OAuth accounts' access tokens at their provider's token endpoint, with the client
/// the sign-in configuration holds.
struct ProviderTokenRefresher: OAuthTokenRefreshing {
    let providers: [SignInProvider]
    let client: SignInClient
    let clock: WallClock

    func refresh(provider id: String, refreshToken: String) async throws(OAuthRefreshFailure) -> OAuthTokens {
        guard let provider = providers.first(where: { $0.id == id }) else { throw .unknownProvider }
        let tokens = try await client.refresh(provider: provider, refreshToken: refreshToken)
        guard let access = tokens.accessToken else { throw .unavailable }
        return OAuthTokens(accessToken: .issued(access, expiresIn: tokens.expiresIn, at: clock.now()), refreshToken: tokens.refreshToken)
    }
}
