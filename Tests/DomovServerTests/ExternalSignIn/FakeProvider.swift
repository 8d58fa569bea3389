import DomovCore
import DomovOutbound
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization

/// An OpenID provider answering in process: discovery, keys, and a token endpoint that
/// returns the ID token the test asks for. `unreachable` makes every request fail as a
/// refused connection does.
final class FakeProvider: SignInTransport, Sendable {
    static let issuer = "https://id.example.org"
    static let clientID = "domov-test"
    let key: TestSigningKey
    /// Same key id, different key: what a forger would sign with.
    let impostor: TestSigningKey
    private let state = Mutex<(claims: [String: any Sendable], unreachable: Bool, forged: Bool, tokenRequests: [[(String, String)]])>(
        ([:], false, false, []))

    init() throws {
        key = try TestSigningKey()
        impostor = try TestSigningKey()
    }

    var forged: Bool {
        get { state.withLock { $0.forged } }
        set { state.withLock { $0.forged = newValue } }
    }

    var unreachable: Bool {
        get { state.withLock { $0.unreachable } }
        set { state.withLock { $0.unreachable = newValue } }
    }

    var tokenRequests: [[(String, String)]] { state.withLock { $0.tokenRequests } }

    /// What the next ID token says; `nonce` is filled in by the test from the authorization URL.
    func willIssue(_ claims: [String: any Sendable]) {
        state.withLock { $0.claims = claims }
    }

    func get(_ url: URL, bearer: String?) async throws -> SignInHTTPResponse {
        if unreachable { throw URLError(.cannotConnectToHost) }
        switch url.path {
        case "/.well-known/openid-configuration":
            return SignInHTTPResponse(
                status: 200,
                body: Data(
                    """
                    {"issuer":"\(Self.issuer)","authorization_endpoint":"\(Self.issuer)/authorize","token_endpoint":"\(Self.issuer)/token",\
                    "jwks_uri":"\(Self.issuer)/jwks","response_types_supported":["code"]}
                    """.utf8))
        case "/jwks": return SignInHTTPResponse(status: 200, body: key.jwks)
        default: return SignInHTTPResponse(status: 404, body: Data())
        }
    }

    /// Refresh tokens, for connecting calendars: the one the code exchange gives (nil: none, as
    /// for sign-in), whether it was revoked, and how many access tokens a refresh made.
    private let grants = Mutex<(refreshToken: String?, revoked: Bool, refreshes: Int)>((nil, false, 0))

    func issuesRefreshToken(_ token: String?) {
        grants.withLock { $0.refreshToken = token }
    }

    /// The user took Domov's access away: the refresh token gets `invalid_grant`.
    func revokeGrant() {
        grants.withLock { $0.revoked = true }
    }

    var refreshes: Int { grants.withLock { $0.refreshes } }

    func postForm(_ url: URL, fields: [(String, String)], authorization: String?) async throws -> SignInHTTPResponse {
        if unreachable { throw URLError(.timedOut) }
        let (claims, forged) = state.withLock { state in
            state.tokenRequests.append(fields + (authorization.map { [("authorization", $0)] } ?? []))
            return (state.claims, state.forged)
        }
        let sent = Dictionary(fields, uniquingKeysWith: { a, _ in a })
        if sent["grant_type"] == "refresh_token" {
            let answer = grants.withLock { grants -> String? in
                guard !grants.revoked, let token = grants.refreshToken, token == sent["refresh_token"] else { return nil }
                grants.refreshes += 1
                return "at-\(grants.refreshes + 1)"
            }
            guard let access = answer else { return SignInHTTPResponse(status: 400, body: Data(#"{"error":"invalid_grant"}"#.utf8)) }
            return SignInHTTPResponse(
                status: 200, body: Data(#"{"access_token":"\#(access)","token_type":"Bearer","expires_in":3600}"#.utf8))
        }
        let token = try (forged ? impostor : key).sign(claims)
        let refresh = grants.withLock { $0.refreshToken }.map { #","refresh_token":"\#($0)","expires_in":3600"# } ?? ""
        return SignInHTTPResponse(
            status: 200, body: Data(#"{"access_token":"at","token_type":"Bearer","id_token":"\#(token)"\#(refresh)}"#.utf8))
    }

    /// Standard claims for a person, valid now.
    static func claims(subject: String, email: String, nonce: String, now: Date, name: String = "Nová Osoba") -> [String: any Sendable] {
        [
            "iss": issuer, "sub": subject, "aud": clientID, "exp": Int(now.timeIntervalSince1970) + 300,
            "iat": Int(now.timeIntervalSince1970), "nonce": nonce, "email": email, "email_verified": true, "name": name,
        ]
    }
}

/// Like `withTestApp`, with the fake provider configured as "mock" and reached through it.
func withSignInApp(
    _ provider: FakeProvider,
    _ body: @escaping @Sendable (TestApp, any TestClientProtocol) async throws -> Void
) async throws {
    let environment = try await TestApp.make { config in
        config.signInProviders = [
            SignInProvider(
                id: "mock", displayName: "Mock ID", issuer: FakeProvider.issuer, clientID: FakeProvider.clientID, clientSecret: "s3cret"
            )
        ]
    }
    do {
        var dependencies = AppDependencies(
            storage: environment.storage, clock: environment.clock.wallClock, ids: environment.ids,
            logger: TestLogger.make("sign-in-test"), runsBackgroundJobs: false
        )
        dependencies.signInTransport = provider
        let app = try buildApplication(config: environment.config, dependencies: dependencies)
        try await app.test(.router) { client in try await body(environment, client) }
        await environment.close()
    } catch {
        await environment.close()
        throw error
    }
}

/// The state and nonce that the redirect to the provider carries.
struct AuthorizationRedirect {
    let state: String
    let nonce: String
    let query: [String: String]

    init(_ location: String?) throws {
        let items = URLComponents(string: location ?? "")?.queryItems ?? []
        query = Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { a, _ in a })
        state = query["state"] ?? ""
        nonce = query["nonce"] ?? ""
    }
}
