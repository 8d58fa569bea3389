import Crypto
import DomovCore
import Foundation

/// Proof Key for Code Exchange (RFC 7636) with the S256 method: the code is worth nothing
/// to someone who intercepted it without the verifier this browser's flow keeps.
public struct PKCE: Sendable, Equatable, Codable {
    public let verifier: String

    public init(verifier: String) {
        self.verifier = verifier
    }

    /// 32 random octets, Base64url: 43 characters, as §4.1 recommends.
    public static func generate() -> PKCE {
        var generator = SystemRandomNumberGenerator()
        return PKCE(verifier: Base64URL.encode((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }))
    }

    /// BASE64URL(SHA256(ASCII(code_verifier))), §4.2.
    public var challenge: String {
        Base64URL.encode(SHA256.hash(data: Data(verifier.utf8)))
    }

    public static let method = "S256"
}

/// Random values for `state` and `nonce`, unguessable and URL-safe.
public enum RandomToken {
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return Base64URL.encode((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
}
