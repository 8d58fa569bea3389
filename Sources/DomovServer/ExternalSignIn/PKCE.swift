import Crypto
import DomovCore
import Foundation

/// Proof Key for Code Exchange (RFC 7636) with the S256 method: the code is worth nothing
/// to someone who intercepted it without the verifier this browser's flow keeps.
struct PKCE: Sendable, Equatable, Codable {
    let verifier: String

    /// 32 random octets, Base64url: 43 characters, as §4.1 recommends.
    static func generate() -> PKCE {
        var generator = SystemRandomNumberGenerator()
        return PKCE(verifier: Base64URL.encode((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }))
    }

    /// BASE64URL(SHA256(ASCII(code_verifier))), §4.2.
    var challenge: String {
        Base64URL.encode(SHA256.hash(data: Data(verifier.utf8)))
    }

    static let method = "S256"
}

/// Random values for `state` and `nonce`, unguessable and URL-safe.
enum RandomToken {
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return Base64URL.encode((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
}
