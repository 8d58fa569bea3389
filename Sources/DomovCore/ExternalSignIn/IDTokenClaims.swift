import Foundation

/// The claims of an ID token that Domov reads (OpenID Connect Core §2 and §5.1).
public struct IDTokenClaims: Sendable, Equatable, Decodable {
    public var issuer: String
    public var subject: String
    /// One client id or several (`aud` may be a string or an array).
    public var audience: [String]
    public var expiresAt: Date
    public var issuedAt: Date?
    public var nonce: String?
    public var authorizedParty: String?
    public var email: String?
    /// Some providers send `"true"` as a string; both forms count.
    public var emailVerified: Bool
    public var name: String?
    public var givenName: String?
    public var familyName: String?
    public var preferredUsername: String?

    public init(
        issuer: String, subject: String, audience: [String], expiresAt: Date, issuedAt: Date? = nil, nonce: String? = nil,
        authorizedParty: String? = nil, email: String? = nil, emailVerified: Bool = false, name: String? = nil,
        givenName: String? = nil, familyName: String? = nil, preferredUsername: String? = nil
    ) {
        self.issuer = issuer
        self.subject = subject
        self.audience = audience
        self.expiresAt = expiresAt
        self.issuedAt = issuedAt
        self.nonce = nonce
        self.authorizedParty = authorizedParty
        self.email = email
        self.emailVerified = emailVerified
        self.name = name
        self.givenName = givenName
        self.familyName = familyName
        self.preferredUsername = preferredUsername
    }

    enum CodingKeys: String, CodingKey {
        case iss, sub, aud, exp, iat, nonce, azp, email, email_verified, name, given_name, family_name, preferred_username
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        issuer = try c.decode(String.self, forKey: .iss)
        subject = try c.decodeIfPresent(String.self, forKey: .sub) ?? ""
        if let one = try? c.decode(String.self, forKey: .aud) {
            audience = [one]
        } else {
            audience = try c.decodeIfPresent([String].self, forKey: .aud) ?? []
        }
        expiresAt = Date(timeIntervalSince1970: try c.decode(Double.self, forKey: .exp))
        issuedAt = try c.decodeIfPresent(Double.self, forKey: .iat).map(Date.init(timeIntervalSince1970:))
        nonce = try c.decodeIfPresent(String.self, forKey: .nonce)
        authorizedParty = try c.decodeIfPresent(String.self, forKey: .azp)
        email = try? c.decodeIfPresent(String.self, forKey: .email)
        if let flag = try? c.decodeIfPresent(Bool.self, forKey: .email_verified) {
            emailVerified = flag
        } else {
            emailVerified = (try? c.decodeIfPresent(String.self, forKey: .email_verified))?.lowercased() == "true"
        }
        name = try? c.decodeIfPresent(String.self, forKey: .name)
        givenName = try? c.decodeIfPresent(String.self, forKey: .given_name)
        familyName = try? c.decodeIfPresent(String.self, forKey: .family_name)
        preferredUsername = try? c.decodeIfPresent(String.self, forKey: .preferred_username)
    }
}
