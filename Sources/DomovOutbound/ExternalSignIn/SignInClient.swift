import DomovCore
import Foundation
import Logging
import Synchronization

/// Talks to providers: discovery (cached), the authorization URL, the code exchange and
/// the ID token's checks. Every failure is an `ExternalSignInError`.
public final class SignInClient: Sendable {
    let transport: any SignInTransport
    let clock: WallClock
    let logger: Logger
    /// Discovery documents and key sets change rarely; an hour keeps key rotation working
    /// (an unknown `kid` refetches at once).
    private let cache = Mutex<[URL: (data: Data, expires: Date)]>([:])
    static let cacheLifetime: TimeInterval = 3600

    public init(transport: any SignInTransport, clock: WallClock, logger: Logger) {
        self.transport = transport
        self.clock = clock
        self.logger = logger
    }

    public func configuration(for provider: SignInProvider) async throws(ExternalSignInError) -> OpenIDConfiguration {
        if let fixed = provider.fixedConfiguration { return fixed }
        guard let url = OpenIDConfiguration.discoveryURL(issuer: provider.issuer) else { throw .providerError }
        let data = try await cachedGet(url, refresh: false)
        return try OpenIDConfiguration.decode(data, expectedIssuer: provider.issuer)
    }

    /// - Parameters:
    ///   - scopes: the provider's sign-in scopes unless given (connecting a calendar asks for more).
    ///   - extra: further parameters, e.g. Google's `access_type=offline`.
    public func authorizationURL(
        for provider: SignInProvider, configuration: OpenIDConfiguration, redirectURI: String, state: String, nonce: String, pkce: PKCE,
        scopes: [String]? = nil, extra: [(String, String)] = []
    ) -> URL? {
        var components = URLComponents(url: configuration.authorizationEndpoint, resolvingAgainstBaseURL: false)
        var items = components?.queryItems ?? []
        items += [
            URLQueryItem(name: "response_type", value: "code"),
            URLQueryItem(name: "client_id", value: provider.clientID),
            URLQueryItem(name: "redirect_uri", value: redirectURI),
            URLQueryItem(name: "scope", value: (scopes ?? provider.scopes).joined(separator: " ")),
            URLQueryItem(name: "state", value: state),
            URLQueryItem(name: "code_challenge", value: pkce.challenge),
            URLQueryItem(name: "code_challenge_method", value: PKCE.method),
        ]
        if provider.kind == .openIDConnect { items.append(URLQueryItem(name: "nonce", value: nonce)) }
        items += extra.map { URLQueryItem(name: $0.0, value: $0.1) }
        components?.queryItems = items
        // URLComponents leaves '+' alone, which form decoding on the other side reads as a space.
        let query = components?.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        components?.percentEncodedQuery = query
        return components?.url
    }

    /// Exchanges the code and returns the person the provider vouches for.
    public func identity(
        for provider: SignInProvider, code: String, redirectURI: String, nonce: String, pkce: PKCE
    ) async throws(ExternalSignInError) -> ExternalIdentity {
        try await exchange(for: provider, code: code, redirectURI: redirectURI, nonce: nonce, pkce: pkce).identity
    }

    /// Exchanges the code (RFC 6749 §4.1.3 with the PKCE verifier) and checks who it is for.
    public func exchange(
        for provider: SignInProvider, code: String, redirectURI: String, nonce: String, pkce: PKCE
    ) async throws(ExternalSignInError) -> (identity: ExternalIdentity, tokens: TokenResponse) {
        let configuration = try await configuration(for: provider)
        let fields = [
            ("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirectURI), ("code_verifier", pkce.verifier),
        ]
        let tokens = try await tokenRequest(provider, configuration, fields)
        return (try await identity(tokens, provider: provider, configuration: configuration, nonce: nonce), tokens)
    }

    /// Asks the token endpoint for a new access token (RFC 6749 §6).
    public func refresh(provider: SignInProvider, refreshToken: String) async throws(OAuthRefreshFailure) -> TokenResponse {
        let configuration: OpenIDConfiguration
        do {
            configuration = try await self.configuration(for: provider)
        } catch {
            throw .unavailable
        }
        // client_secret_basic here: the one method RFC 6749 §2.3.1 makes every server support,
        // and the only one some (authlib's refresh grant) take for refreshing.
        var fields = [("grant_type", "refresh_token"), ("refresh_token", refreshToken)]
        var authorization: String?
        if provider.clientSecret.isEmpty {
            fields.append(("client_id", provider.clientID))
        } else {
            let credentials =
                LiveSignInTransport.percentEncoded(provider.clientID) + ":" + LiveSignInTransport.percentEncoded(provider.clientSecret)
            authorization = "Basic " + Data(credentials.utf8).base64EncodedString()
        }
        let response: SignInHTTPResponse
        do {
            response = try await send { [fields] in
                try await self.transport.postForm(configuration.tokenEndpoint, fields: fields, authorization: authorization)
            }
        } catch {
            throw .unavailable
        }
        if let tokens = try? JSONDecoder().decode(TokenResponse.self, from: response.body), (200..<300).contains(response.status),
            tokens.accessToken?.isEmpty == false
        {
            return tokens
        }
        let error = (try? JSONDecoder().decode(TokenError.self, from: response.body))?.error
        logger.warning(
            "Token endpoint refused the refresh token",
            metadata: ["provider": "\(provider.id)", "status": "\(response.status)", "error": "\(error ?? "")"])
        throw error == "invalid_grant" ? .invalidGrant : .unavailable
    }

    /// client_secret_post: the one client authentication Google, Microsoft, Facebook and
    /// typical self-hosted issuers all accept.
    private func clientFields(_ provider: SignInProvider, _ fields: [(String, String)]) -> [(String, String)] {
        var fields = fields + [("client_id", provider.clientID)]
        if !provider.clientSecret.isEmpty { fields.append(("client_secret", provider.clientSecret)) }
        return fields
    }

    private func tokenRequest(
        _ provider: SignInProvider, _ configuration: OpenIDConfiguration, _ fields: [(String, String)]
    ) async throws(ExternalSignInError) -> TokenResponse {
        let response = try await send {
            try await self.transport.postForm(configuration.tokenEndpoint, fields: self.clientFields(provider, fields))
        }
        guard (200..<300).contains(response.status),
            let tokens = try? JSONDecoder().decode(TokenResponse.self, from: response.body)
        else {
            logger.warning("Token endpoint refused the code", metadata: ["provider": "\(provider.id)", "status": "\(response.status)"])
            throw .providerError
        }
        return tokens
    }

    private func identity(
        _ tokens: TokenResponse, provider: SignInProvider, configuration: OpenIDConfiguration, nonce: String
    ) async throws(ExternalSignInError) -> ExternalIdentity {
        switch provider.kind {
        case .openIDConnect:
            guard let idToken = tokens.idToken else { throw .invalidToken(.malformed) }
            return try await verify(idToken, provider: provider, configuration: configuration, nonce: nonce)
        case .facebook:
            return try await facebookIdentity(provider: provider, configuration: configuration, accessToken: tokens.accessToken)
        }
    }

    func verify(
        _ compact: String, provider: SignInProvider, configuration: OpenIDConfiguration, nonce: String
    ) async throws(ExternalSignInError) -> ExternalIdentity {
        let token = try JSONWebToken(compact: compact)
        guard let jwksURI = configuration.jwksURI else { throw .providerError }
        do throws(ExternalSignInError) {
            try decodeKeys(try await cachedGet(jwksURI, refresh: false)).verify(token)
        } catch .invalidToken(.unknownKey) {
            try decodeKeys(try await cachedGet(jwksURI, refresh: true)).verify(token)
        }
        let claims = try token.claims()
        try IDTokenRules.check(
            claims, issuer: { IssuerMatch.matches($0, expected: configuration.issuer) },
            clientID: provider.clientID, nonce: nonce, now: clock.now()
        )
        return ExternalIdentity(providerID: provider.id, claims: claims)
    }

    /// Facebook's web login gives an access token only; `/me` says who it belongs to. The
    /// addresses Facebook returns are confirmed ones, so they count as verified.
    private func facebookIdentity(
        provider: SignInProvider, configuration: OpenIDConfiguration, accessToken: String?
    ) async throws(ExternalSignInError) -> ExternalIdentity {
        guard let accessToken, let me = configuration.userinfoEndpoint else { throw .providerError }
        let response = try await send { try await self.transport.get(me, bearer: accessToken) }
        guard (200..<300).contains(response.status),
            let profile = try? JSONDecoder().decode(FacebookProfile.self, from: response.body), !profile.id.isEmpty
        else { throw .providerError }
        return ExternalIdentity(
            providerID: provider.id, issuer: provider.issuer, subject: profile.id, email: profile.email,
            emailVerified: profile.email != nil, name: profile.name
        )
    }

    private func decodeKeys(_ data: Data) throws(ExternalSignInError) -> JSONWebKeySet {
        guard let keys = try? JSONDecoder().decode(JSONWebKeySet.self, from: data) else { throw .providerError }
        return keys
    }

    private func cachedGet(_ url: URL, refresh: Bool) async throws(ExternalSignInError) -> Data {
        let now = clock.now()
        if !refresh, let hit = cache.withLock({ $0[url] }), hit.expires > now { return hit.data }
        let response = try await send { try await self.transport.get(url, bearer: nil) }
        guard (200..<300).contains(response.status) else { throw .providerError }
        cache.withLock { entries in
            if entries.count > 100 { entries.removeAll() }
            entries[url] = (response.body, now.addingTimeInterval(Self.cacheLifetime))
        }
        return response.body
    }

    private func send(_ request: () async throws -> SignInHTTPResponse) async throws(ExternalSignInError) -> SignInHTTPResponse {
        do {
            return try await request()
        } catch {
            logger.warning("Sign-in provider unreachable", metadata: ["error": "\(error)"])
            throw .providerUnreachable
        }
    }

    public struct TokenResponse: Sendable, Decodable {
        public let accessToken: String?
        public let idToken: String?
        public let refreshToken: String?
        public let expiresIn: Int?
        enum CodingKeys: String, CodingKey {
            case accessToken = "access_token"
            case idToken = "id_token"
            case refreshToken = "refresh_token"
            case expiresIn = "expires_in"
        }
    }

    /// RFC 6749 §5.2.
    private struct TokenError: Decodable {
        let error: String
    }

    private struct FacebookProfile: Decodable {
        let id: String
        let name: String?
        let email: String?
    }
}
