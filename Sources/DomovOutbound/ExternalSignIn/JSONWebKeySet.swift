import Crypto
import DomovCore
import Foundation
import _CryptoExtras

/// A provider's published signing keys (RFC 7517), as its `jwks_uri` serves them.
struct JSONWebKeySet: Sendable, Decodable {
    struct Key: Sendable, Decodable {
        let kty: String
        let kid: String?
        let use: String?
        let n: String?
        let e: String?
        let crv: String?
        let x: String?
        let y: String?
    }

    let keys: [Key]

    /// Checks the token's signature with the key its header names. RS256 is what OpenID
    /// Connect requires every provider to support; ES256 is cheap to add. Anything else,
    /// `none` and HMAC included, is refused.
    func verify(_ token: JSONWebToken) throws(ExternalSignInError) {
        let type: String
        switch token.header.alg {
        case "RS256": type = "RSA"
        case "ES256": type = "EC"
        default: throw .invalidToken(.unsupportedAlgorithm)
        }
        let candidates = keys.filter { key in
            key.kty == type && (key.use == nil || key.use == "sig") && (token.header.kid == nil || key.kid == token.header.kid)
        }
        guard !candidates.isEmpty else { throw .invalidToken(.unknownKey) }
        for key in candidates where Self.isValid(token, key: key) { return }
        throw .invalidToken(.badSignature)
    }

    private static func isValid(_ token: JSONWebToken, key: Key) -> Bool {
        let digest = SHA256.hash(data: token.signingInput)
        if key.kty == "RSA" {
            guard let n = key.n.flatMap({ Base64URL.decode($0) }), let e = key.e.flatMap({ Base64URL.decode($0) }),
                let publicKey = try? _RSA.Signing.PublicKey(n: n, e: e)
            else { return false }
            return publicKey.isValidSignature(
                _RSA.Signing.RSASignature(rawRepresentation: token.signature), for: digest, padding: .insecurePKCS1v1_5
            )
        }
        guard key.crv == "P-256", let x = key.x.flatMap({ Base64URL.decode($0) }), let y = key.y.flatMap({ Base64URL.decode($0) }),
            let publicKey = try? P256.Signing.PublicKey(rawRepresentation: x + y),
            let signature = try? P256.Signing.ECDSASignature(rawRepresentation: token.signature)
        else { return false }
        return publicKey.isValidSignature(signature, for: digest)
    }
}
