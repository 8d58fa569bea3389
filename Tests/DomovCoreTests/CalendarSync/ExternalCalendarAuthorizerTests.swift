import DomovCore
import DomovTesting
import Foundation
import Synchronization
import Testing

/// The token rules of OAuth calendar accounts: how long an access token is trusted, when it is
/// renewed, and what a refusal of the refresh token does to the account.
@Suite("ExternalCalendarAuthorizer")
struct ExternalCalendarAuthorizerTests {
    let clock = FrozenClock()

    @Test func anAccessTokenLastsWhatTheEndpointSaidWithinBounds() {
        let now = clock.now
        #expect(OAuthAccessToken.issued("a", expiresIn: 1_800, at: now).expiresAt == now.addingTimeInterval(1_800))
        // Missing, zero or negative: Google's hour. A year: not believed past a day.
        #expect(OAuthAccessToken.issued("a", expiresIn: nil, at: now).expiresAt == now.addingTimeInterval(3_600))
        #expect(OAuthAccessToken.issued("a", expiresIn: 0, at: now).expiresAt == now.addingTimeInterval(3_600))
        #expect(OAuthAccessToken.issued("a", expiresIn: -5, at: now).expiresAt == now.addingTimeInterval(3_600))
        #expect(OAuthAccessToken.issued("a", expiresIn: 31_536_000, at: now).expiresAt == now.addingTimeInterval(86_400))
    }

    @Test func aTokenCloseToItsEndIsRenewedFirst() {
        let now = clock.now
        let token = OAuthAccessToken(value: "a", expiresAt: now.addingTimeInterval(3_600))
        #expect(token.isUsable(at: now))
        #expect(token.isUsable(at: now.addingTimeInterval(3_600 - OAuthAccessToken.renewalMargin - 1)))
        #expect(!token.isUsable(at: now.addingTimeInterval(3_600 - OAuthAccessToken.renewalMargin)))
        #expect(!token.isUsable(at: now.addingTimeInterval(4_000)))
    }

    @Test func theKindOfSignInIsStoredAsACode() {
        #expect(ExternalAccountAuthentication.password.code == "password")
        #expect(ExternalAccountAuthentication.oauth(provider: "google").code == "oauth:google")
        #expect(ExternalAccountAuthentication(code: "oauth:google") == .oauth(provider: "google"))
        #expect(ExternalAccountAuthentication(code: "password") == .password)
        #expect(ExternalAccountAuthentication(code: "oauth:") == nil)
        #expect(ExternalAccountAuthentication(code: "kerberos") == nil)
        #expect(ExternalCalendarProblem(code: ExternalCalendarProblem.reconnect.code) == .reconnect)
    }

    @Test func aPasswordAccountSendsItsPassword() async throws {
        let refresher = CountingRefresher(clock)
        var account = try makeAccount(.password, secret: "app-heslo")
        let credentials = try await authorizer(refresher).credentials(&account)
        #expect(credentials.password == "app-heslo" && credentials.bearerToken == nil)
        #expect(refresher.calls == 0)
    }

    @Test func anOAuthAccountRenewsOnlyWhenItsTokenIsMissingExpiringOrRefused() async throws {
        let refresher = CountingRefresher(clock)
        let authorizer = authorizer(refresher)
        var account = try makeAccount(.oauth(provider: "google"), secret: "refresh-1")

        // No token in memory yet: one is asked for with the refresh token.
        #expect(try await authorizer.credentials(&account).bearerToken == "access-1")
        #expect(refresher.calls == 1 && refresher.lastRefreshToken == "refresh-1")
        // Still good: sent as it is.
        clock.advance(by: 1_000)
        #expect(try await authorizer.credentials(&account).bearerToken == "access-1")
        #expect(refresher.calls == 1)
        // Within the margin of its hour: renewed.
        clock.advance(by: 3_600 - 1_000 - OAuthAccessToken.renewalMargin)
        #expect(try await authorizer.credentials(&account).bearerToken == "access-2")
        #expect(refresher.calls == 2)
        // The server refused it (a 401): renewed although it has time left.
        #expect(try await authorizer.credentials(&account, forceRefresh: true).bearerToken == "access-3")
        #expect(refresher.calls == 3)
        // Nothing but the sealed refresh token is on the account.
        #expect(account.sealedPassword == "sealed:refresh-1")
    }

    @Test func aRotatedRefreshTokenReplacesTheSealedOne() async throws {
        let refresher = CountingRefresher(clock, rotates: true)
        var account = try makeAccount(.oauth(provider: "google"), secret: "refresh-1")
        _ = try await authorizer(refresher).credentials(&account)
        #expect(account.sealedPassword == "sealed:refresh-next")
    }

    @Test func aRevokedGrantAsksTheUserToReconnect() async throws {
        let account = try makeAccount(.oauth(provider: "google"), secret: "refresh-1")
        await #expect(throws: ExternalCalendarProblem.reconnect) {
            var copy = account
            _ = try await authorizer(CountingRefresher(clock, failure: .invalidGrant)).credentials(&copy)
        }
        await #expect(throws: ExternalCalendarProblem.reconnect) {
            var copy = account
            _ = try await authorizer(CountingRefresher(clock, failure: .unknownProvider)).credentials(&copy)
        }
        await #expect(throws: ExternalCalendarProblem.reconnect) {
            var copy = account
            _ = try await ExternalCalendarAuthorizer(
                sealer: PrefixSealer(), refresher: nil, cache: OAuthAccessTokenCache(), clock: clock.wallClock
            )
            .credentials(&copy)
        }
        // A provider that is down is tried again later, as an unreachable server is.
        await #expect(throws: ExternalCalendarProblem.unreachable) {
            var copy = account
            _ = try await authorizer(CountingRefresher(clock, failure: .unavailable)).credentials(&copy)
        }
    }

    @Test func aRefreshTokenSealedWithAnotherKeyCannotBeUsed() async throws {
        var unreadable = try makeAccount(.oauth(provider: "google"), secret: "refresh-1")
        unreadable.sealedPassword = "garbage"
        let account = unreadable
        await #expect(throws: ExternalCalendarProblem.passwordUnreadable) {
            var copy = account
            _ = try await authorizer(CountingRefresher(clock)).credentials(&copy)
        }
    }

    // MARK: Helpers

    func authorizer(_ refresher: CountingRefresher) -> ExternalCalendarAuthorizer {
        ExternalCalendarAuthorizer(sealer: PrefixSealer(), refresher: refresher, cache: OAuthAccessTokenCache(), clock: clock.wallClock)
    }

    func makeAccount(_ authentication: ExternalAccountAuthentication, secret: String) throws -> ExternalCalendarAccount {
        ExternalCalendarAccount(
            id: ID(UUID()), householdID: ID(UUID()), ownerID: ID(UUID()), serverURL: "https://dav.example/", username: "jana@example.org",
            sealedPassword: try PrefixSealer().seal(secret), authentication: authentication, nextSyncAt: clock.now, createdAt: clock.now
        )
    }
}

/// Stands in for AES-GCM (in DomovOutbound): reversible, and refuses what it did not seal.
struct PrefixSealer: CredentialSealing {
    func seal(_ secret: String) throws -> String { "sealed:" + secret }
    func open(_ sealed: String) throws -> String {
        guard sealed.hasPrefix("sealed:") else { throw CocoaError(.coderReadCorrupt) }
        return String(sealed.dropFirst("sealed:".count))
    }
}

/// A token endpoint: numbered access tokens of an hour, or the failure it is told to give.
final class CountingRefresher: OAuthTokenRefreshing {
    private let state = Mutex<(calls: Int, last: String?)>((0, nil))
    let clock: WallClock
    let failure: OAuthRefreshFailure?
    let rotates: Bool

    init(_ clock: FrozenClock, failure: OAuthRefreshFailure? = nil, rotates: Bool = false) {
        self.clock = clock.wallClock
        self.failure = failure
        self.rotates = rotates
    }

    var calls: Int { state.withLock { $0.calls } }
    var lastRefreshToken: String? { state.withLock { $0.last } }

    func refresh(provider: String, refreshToken: String) async throws(OAuthRefreshFailure) -> OAuthTokens {
        let call = state.withLock { state in
            state.calls += 1
            state.last = refreshToken
            return state.calls
        }
        if let failure { throw failure }
        return OAuthTokens(
            accessToken: OAuthAccessToken(value: "access-\(call)", expiresAt: clock.now().addingTimeInterval(3_600)),
            refreshToken: rotates ? "refresh-next" : nil
        )
    }
}
