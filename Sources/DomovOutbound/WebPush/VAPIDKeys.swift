import Crypto
import DomovCore
import Foundation

/// The application server's P-256 key pair for VAPID (RFC 8292). Generate it once, store
/// `rawPrivateKey` (or `pemPrivateKey`) as a secret, and give browsers `applicationServerKey`.
public struct VAPIDKeys: Sendable {
    // The scalar, not the key object: swift-crypto's keys are not Sendable.
    private let scalar: Data

    var privateKey: P256.Signing.PrivateKey {
        // Validated when the value was made.
        try! P256.Signing.PrivateKey(rawRepresentation: scalar)
    }

    /// A new random key pair.
    public init() {
        scalar = P256.Signing.PrivateKey().rawRepresentation
    }

    /// Restores a key from its 32-byte scalar, as base64url (what `rawPrivateKey` gives).
    public init(rawPrivateKey: String) throws(WebPushError) {
        guard let bytes = Base64URL.decode(rawPrivateKey), bytes.count == 32,
            let key = try? P256.Signing.PrivateKey(rawRepresentation: bytes)
        else { throw .invalidKey("VAPID private key: expected 32 bytes as base64url") }
        scalar = key.rawRepresentation
    }

    /// Restores a key from PEM (SEC 1 `EC PRIVATE KEY` or PKCS #8 `PRIVATE KEY`).
    public init(pemPrivateKey: String) throws(WebPushError) {
        guard let key = try? P256.Signing.PrivateKey(pemRepresentation: pemPrivateKey) else {
            throw .invalidKey("VAPID private key: not a P-256 key in PEM")
        }
        scalar = key.rawRepresentation
    }

    /// The private scalar as base64url: the compact form to store.
    public var rawPrivateKey: String { Base64URL.encode(privateKey.rawRepresentation) }

    /// The private key as PKCS #8 PEM.
    public var pemPrivateKey: String { privateKey.pemRepresentation }

    /// The public key as an uncompressed point (65 bytes, 0x04 || X || Y).
    public var publicKeyBytes: [UInt8] { Array(privateKey.publicKey.x963Representation) }

    /// The public key as base64url: the browser's `applicationServerKey` and the VAPID `k`.
    public var applicationServerKey: String { Base64URL.encode(publicKeyBytes) }
}
