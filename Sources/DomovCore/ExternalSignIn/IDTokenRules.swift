import Foundation

/// The claim checks of OpenID Connect Core §3.1.3.7 that follow a good signature.
public enum IDTokenRules {
    /// Clocks of the provider and of Domov may differ a little.
    public static let allowedClockSkew: TimeInterval = 120

    /// Throws the first rule the claims break.
    /// - Parameter issuers: the issuer the discovery document named; Microsoft's common
    ///   endpoint names a template, so a matcher decides.
    public static func check(
        _ claims: IDTokenClaims, issuer: (String) -> Bool, clientID: String, nonce: String, now: Date
    ) throws(ExternalSignInError) {
        guard issuer(claims.issuer) else { throw .invalidToken(.wrongIssuer) }
        guard !claims.subject.isEmpty else { throw .invalidToken(.missingSubject) }
        guard claims.audience.contains(clientID) else { throw .invalidToken(.wrongAudience) }
        if claims.audience.count > 1, let party = claims.authorizedParty, party != clientID {
            throw .invalidToken(.wrongAudience)
        }
        guard claims.expiresAt.addingTimeInterval(allowedClockSkew) > now else { throw .invalidToken(.expired) }
        if let issuedAt = claims.issuedAt, issuedAt.addingTimeInterval(-allowedClockSkew) > now {
            throw .invalidToken(.issuedInFuture)
        }
        guard claims.nonce == nonce else { throw .invalidToken(.nonceMismatch) }
    }
}
