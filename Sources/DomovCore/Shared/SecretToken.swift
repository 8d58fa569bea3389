import Foundation

/// A random secret handed to a client once (session cookie, app password, invite link).
/// Only a hash of it is ever stored; see `SecretDigest` implementations in the server.
public struct SecretToken: Sendable, Hashable {
    public let value: String

    public init(value: String) {
        self.value = value
    }

    /// 32 random bytes from the system's cryptographic generator, base64url without padding.
    public static func generate(prefix: String = "") -> SecretToken {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return SecretToken(value: prefix + Base64URL.encode(bytes))
    }
}
