import Foundation

/// An external provider people may sign in with, as the server's configuration sets it up.
public struct SignInProvider: Sendable, Equatable, Identifiable {
    public enum Kind: String, Sendable, Equatable {
        /// OpenID Connect: discovery, an ID token signed by the provider, nonce and PKCE.
        case openIDConnect
        /// Facebook's web login is OAuth 2.0 without an ID token (its OpenID Connect is only
        /// for the iOS "Limited Login"), so the identity comes from the Graph API's `/me`.
        case facebook
    }

    /// Lowercase letters and digits; used in URLs and in the configuration keys.
    public let id: String
    public let displayName: String
    public let kind: Kind
    /// The issuer whose discovery document is read; for Facebook, the identity's issuer.
    public let issuer: String
    public let scopes: [String]
    public let clientID: String
    public let clientSecret: String
    /// Endpoints known without discovery (Facebook only).
    public let fixedConfiguration: OpenIDConfiguration?

    public init(
        id: String, displayName: String, kind: Kind = .openIDConnect, issuer: String,
        scopes: [String] = ["openid", "email", "profile"], clientID: String, clientSecret: String,
        fixedConfiguration: OpenIDConfiguration? = nil
    ) {
        self.id = id
        self.displayName = displayName
        self.kind = kind
        self.issuer = issuer
        self.scopes = scopes
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.fixedConfiguration = fixedConfiguration
    }
}

/// The providers Domov knows without being told their issuer.
public enum SignInProviderPreset: String, Sendable, CaseIterable {
    case google, microsoft, facebook

    public var displayName: String {
        switch self {
        case .google: "Google"
        case .microsoft: "Microsoft"
        case .facebook: "Facebook"
        }
    }

    /// Microsoft's `common` tenant lets both work and personal accounts in; an own tenant
    /// is set with the issuer `https://login.microsoftonline.com/<tenant>/v2.0`.
    public var issuer: String {
        switch self {
        case .google: "https://accounts.google.com"
        case .microsoft: "https://login.microsoftonline.com/common/v2.0"
        case .facebook: "https://www.facebook.com"
        }
    }

    public var kind: SignInProvider.Kind { self == .facebook ? .facebook : .openIDConnect }

    public var scopes: [String] {
        switch self {
        case .google, .microsoft: ["openid", "email", "profile"]
        case .facebook: ["email", "public_profile"]
        }
    }

    /// Facebook publishes no discovery document for the web code flow; its Graph API
    /// version is pinned here.
    public var fixedConfiguration: OpenIDConfiguration? {
        guard self == .facebook else { return nil }
        return OpenIDConfiguration(
            issuer: issuer,
            authorizationEndpoint: URL(string: "https://www.facebook.com/v19.0/dialog/oauth")!,
            tokenEndpoint: URL(string: "https://graph.facebook.com/v19.0/oauth/access_token")!,
            jwksURI: nil,
            userinfoEndpoint: URL(string: "https://graph.facebook.com/v19.0/me?fields=id,name,email")!
        )
    }
}
