import Foundation

/// The parts of an OpenID Provider's discovery document (OpenID Connect Discovery 1.0 §3)
/// that the authorization code flow needs.
public struct OpenIDConfiguration: Sendable, Equatable, Codable {
    public var issuer: String
    public var authorizationEndpoint: URL
    public var tokenEndpoint: URL
    /// Absent for plain OAuth 2.0 providers (Facebook's web login), which give no ID token.
    public var jwksURI: URL?
    public var userinfoEndpoint: URL?

    public init(issuer: String, authorizationEndpoint: URL, tokenEndpoint: URL, jwksURI: URL?, userinfoEndpoint: URL? = nil) {
        self.issuer = issuer
        self.authorizationEndpoint = authorizationEndpoint
        self.tokenEndpoint = tokenEndpoint
        self.jwksURI = jwksURI
        self.userinfoEndpoint = userinfoEndpoint
    }

    enum CodingKeys: String, CodingKey {
        case issuer
        case authorizationEndpoint = "authorization_endpoint"
        case tokenEndpoint = "token_endpoint"
        case jwksURI = "jwks_uri"
        case userinfoEndpoint = "userinfo_endpoint"
    }

    /// Where an issuer publishes its document: `{issuer}/.well-known/openid-configuration`.
    public static func discoveryURL(issuer: String) -> URL? {
        let base = issuer.hasSuffix("/") ? String(issuer.dropLast()) : issuer
        return URL(string: base + "/.well-known/openid-configuration")
    }

    /// Decodes a document and checks that it speaks for the issuer it was fetched from
    /// (Discovery §4.3), so a document cannot redirect tokens to another issuer.
    public static func decode(_ data: Data, expectedIssuer: String) throws(ExternalSignInError) -> OpenIDConfiguration {
        guard let document = try? JSONDecoder().decode(OpenIDConfiguration.self, from: data) else { throw .providerError }
        guard IssuerMatch.matches(document.issuer, expected: expectedIssuer) else { throw .providerError }
        return document
    }
}

/// Issuer comparison: exact, apart from a trailing slash; Microsoft's multi-tenant endpoints
/// name `{tenantid}` in place of the tenant that actually signs.
public enum IssuerMatch {
    public static func matches(_ actual: String, expected: String) -> Bool {
        let a = trimmed(actual), e = trimmed(expected)
        if a == e { return true }
        if let range = e.range(of: "{tenantid}") {
            let prefix = e[..<range.lowerBound], suffix = e[range.upperBound...]
            return a.hasPrefix(prefix) && a.hasSuffix(suffix) && a.count > prefix.count + suffix.count
        }
        return false
    }

    private static func trimmed(_ issuer: String) -> String {
        issuer.hasSuffix("/") ? String(issuer.dropLast()) : issuer
    }
}
