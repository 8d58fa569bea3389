import Crypto
import DomovCore
import Foundation

/// Encrypts a push message for one subscription (RFC 8291) in the `aes128gcm` content
/// coding (RFC 8188): one record of at most 4096 bytes, padding delimiter 0x02, no padding.
public struct WebPushPayloadEncryptor: Sendable {
    /// The record size written in the header; push services need not accept more (RFC 8030 7.2).
    public static let recordSize = 4096
    /// 4096 minus the header (86), the padding delimiter (1) and the AEAD tag (16).
    public static let maximumPayloadSize = 3993

    private let salt: [UInt8]?
    /// The fixed ephemeral scalar, if any (swift-crypto's keys are not Sendable).
    private let ephemeralScalar: Data?

    /// A fresh random salt and ephemeral key for every message: the normal use.
    public init() {
        salt = nil
        ephemeralScalar = nil
    }

    /// Fixed salt and ephemeral key, to reproduce known vectors (RFC 8291 Appendix A).
    /// Never reuse them for real messages.
    public init(salt: [UInt8], ephemeralPrivateKey: P256.KeyAgreement.PrivateKey) {
        self.salt = salt
        ephemeralScalar = ephemeralPrivateKey.rawRepresentation
    }

    /// The message body: header (salt, record size, sender key) followed by the ciphertext.
    public func encrypt<Payload: Collection<UInt8>>(_ payload: Payload, for subscription: WebPushSubscription) throws(WebPushError)
        -> [UInt8]
    {
        guard payload.count <= Self.maximumPayloadSize else {
            throw .payloadTooLarge(size: payload.count, limit: Self.maximumPayloadSize)
        }
        guard let uaPublicBytes = Base64URL.decode(subscription.p256dh), uaPublicBytes.count == 65,
            let uaPublic = try? P256.KeyAgreement.PublicKey(x963Representation: uaPublicBytes)
        else { throw .invalidSubscription("p256dh is not an uncompressed P-256 point") }
        guard let authSecret = Base64URL.decode(subscription.auth), authSecret.count == 16 else {
            throw .invalidSubscription("auth secret is not 16 bytes")
        }
        let salt = self.salt ?? Self.randomBytes(16)
        guard salt.count == 16 else { throw .invalidKey("salt must be 16 bytes") }
        let ephemeral =
            try ephemeralScalar.map { scalar throws(WebPushError) in
                guard let key = try? P256.KeyAgreement.PrivateKey(rawRepresentation: scalar) else {
                    throw .invalidKey("ephemeral key")
                }
                return key
            } ?? Self.ephemeralKey()
        let asPublicBytes = Array(ephemeral.publicKey.x963Representation)
        guard let sharedSecret = try? ephemeral.sharedSecretFromKeyAgreement(with: uaPublic) else {
            throw .invalidSubscription("p256dh cannot be used for key agreement")
        }

        // RFC 8291 section 3.4: IKM from the ECDH secret and the auth secret, then the
        // RFC 8188 content-encryption key and nonce from IKM and the salt.
        let authKey = Self.hmac(key: authSecret, sharedSecret.withUnsafeBytes { Array($0) }) // extract
        let ikm = Self.hmac(key: authKey, Self.keyInfoLabel + uaPublicBytes + asPublicBytes + [1]) // expand
        let contentKey = Self.hmac(key: salt, ikm) // extract
        let cek = SymmetricKey(data: Self.hmac(key: contentKey, Self.contentKeyInfo).prefix(16)) // expand
        let nonceBytes = Self.hmac(key: contentKey, Self.nonceInfo).prefix(12) // expand

        let sealed: AES.GCM.SealedBox
        do {
            // Single (and so last) record: the delimiter is 0x02 (RFC 8188 section 2).
            sealed = try AES.GCM.seal(Array(payload) + [0x02], using: cek, nonce: AES.GCM.Nonce(data: nonceBytes))
        } catch {
            throw .invalidKey("AES-GCM: \(error)")
        }

        var body = salt
        let recordSize = UInt32(Self.recordSize)
        body += [UInt8(recordSize >> 24), UInt8((recordSize >> 16) & 0xFF), UInt8((recordSize >> 8) & 0xFF), UInt8(recordSize & 0xFF)]
        body.append(UInt8(asPublicBytes.count))
        body += asPublicBytes
        body += sealed.ciphertext
        body += sealed.tag
        return body
    }

    // HKDF (RFC 5869) where every output is at most one SHA-256 block, as in RFC 8291: extracting
    // is one HMAC, and expanding one more over the info and the block counter 1, appended here.
    // Written out because swift-crypto's HKDF copies through its SecureBytes at every step (a
    // twentieth of the CPU of the 100,000-push benchmark).
    private static let keyInfoLabel = Array("WebPush: info".utf8) + [0]
    private static let contentKeyInfo = Array("Content-Encoding: aes128gcm".utf8) + [0, 1]
    private static let nonceInfo = Array("Content-Encoding: nonce".utf8) + [0, 1]

    private static func hmac(key: [UInt8], _ message: [UInt8]) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key)))
    }

    /// A fresh ephemeral key. `P256.KeyAgreement.PrivateKey()` runs BoringSSL's FIPS pairwise
    /// consistency test on every key it makes (an ECDSA signature and its verification, which
    /// cost three times what the key and the key agreement do: `perf` on the push benchmark).
    /// A key made from random bytes skips that test and is drawn the same way: a candidate
    /// outside 1 ..< n is refused by BoringSSL and drawn again (FIPS 186-4 B.4.2).
    static func ephemeralKey() -> P256.KeyAgreement.PrivateKey {
        while true {
            if let key = try? P256.KeyAgreement.PrivateKey(rawRepresentation: randomBytes(32)) { return key }
        }
    }

    /// Random bytes as key material, drawn 8 at a time (`UInt8.random` drew the salt a byte at a
    /// time: 16 calls to the system's generator per message).
    static func randomBytes(_ count: Int) -> [UInt8] {
        SymmetricKey(size: SymmetricKeySize(bitCount: count * 8)).withUnsafeBytes { Array($0) }
    }
}
