import Crypto
import DomovCore
import DomovOutbound
import Foundation
import Testing

@Suite struct WebPushEncryptionTests {
    // RFC 8291 section 5 and Appendix A.
    static let plaintext = "When I grow up, I want to be a watermelon"
    static let uaPublic = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
    static let uaPrivate = "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94"
    static let asPrivate = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw"
    static let authSecret = "BTBZMqHH6r4Tts7J_aSIgg"
    static let salt = "DGv6ra1nlYgDCS1FRnbzlw"
    static let body = """
        DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQ\
        pu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN
        """

    @Test func reproducesTheRFC8291ExampleByteForByte() throws {
        let ephemeral = try P256.KeyAgreement.PrivateKey(rawRepresentation: Base64URL.decode(Self.asPrivate)!)
        let encryptor = WebPushPayloadEncryptor(salt: Base64URL.decode(Self.salt)!, ephemeralPrivateKey: ephemeral)
        let subscription = WebPushSubscription(endpoint: "https://push.example.net/x", p256dh: Self.uaPublic, auth: Self.authSecret)
        let encrypted = try encryptor.encrypt(Array(Self.plaintext.utf8), for: subscription)
        #expect(Base64URL.encode(encrypted) == Self.body)
    }

    @Test func aFreshEncryptionDecryptsWithTheSubscriptionKey() throws {
        let ua = P256.KeyAgreement.PrivateKey()
        let auth = (0..<16).map { _ in UInt8.random(in: 0...255) }
        let subscription = WebPushSubscription(
            endpoint: "https://push.example.net/x",
            p256dh: Base64URL.encode(ua.publicKey.x963Representation),
            auth: Base64URL.encode(auth))
        let payload = Array("{\"title\":\"Vynést koš\"}".utf8)
        let first = try WebPushPayloadEncryptor().encrypt(payload, for: subscription)
        let second = try WebPushPayloadEncryptor().encrypt(payload, for: subscription)
        // The header: salt (16), record size (4), key length (1), the sender's public key (65).
        #expect(first.prefix(16) != second.prefix(16), "a fresh salt per message")
        #expect(first[21..<86] != second[21..<86], "a fresh ephemeral key per message")
        #expect(first[20] == 65 && first[21] == 0x04, "an uncompressed P-256 point")
        #expect(try Self.decrypt(first, ua: ua, auth: auth) == payload)
    }

    @Test func payloadLimitIsOneRecord() throws {
        let ua = P256.KeyAgreement.PrivateKey()
        let subscription = WebPushSubscription(
            endpoint: "https://push.example.net/x",
            p256dh: Base64URL.encode(ua.publicKey.x963Representation), auth: "AAAAAAAAAAAAAAAAAAAAAA")
        let largest = try WebPushPayloadEncryptor().encrypt([UInt8](repeating: 1, count: 3993), for: subscription)
        #expect(largest.count == 86 + 3993 + 1 + 16) // exactly 4096: header, one full record
        #expect(throws: WebPushError.payloadTooLarge(size: 3994, limit: 3993)) {
            try WebPushPayloadEncryptor().encrypt([UInt8](repeating: 1, count: 3994), for: subscription)
        }
    }

    @Test func unusableSubscriptionKeysAreRefused() {
        #expect(throws: WebPushError.self) {
            try WebPushPayloadEncryptor().encrypt(
                [1], for: WebPushSubscription(endpoint: "https://x.test", p256dh: "AAAA", auth: Self.authSecret))
        }
        #expect(throws: WebPushError.self) {
            try WebPushPayloadEncryptor().encrypt(
                [1], for: WebPushSubscription(endpoint: "https://x.test", p256dh: Self.uaPublic, auth: "AAAA"))
        }
        // 65 bytes that are not a point on the curve.
        let offCurve = Base64URL.encode([4] + [UInt8](repeating: 1, count: 64))
        #expect(throws: WebPushError.self) {
            try WebPushPayloadEncryptor().encrypt(
                [1], for: WebPushSubscription(endpoint: "https://x.test", p256dh: offCurve, auth: Self.authSecret))
        }
    }

    /// The user agent's side of RFC 8291, written separately from the encryptor.
    static func decrypt(_ body: [UInt8], ua: P256.KeyAgreement.PrivateKey, auth: [UInt8]) throws -> [UInt8] {
        let salt = Array(body[0..<16])
        let recordSize = body[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(recordSize == 4096)
        let keyLength = Int(body[20])
        let asPublic = try P256.KeyAgreement.PublicKey(x963Representation: body[21..<(21 + keyLength)])
        let ciphertext = body[(21 + keyLength)...]
        let secret = try ua.sharedSecretFromKeyAgreement(with: asPublic)
        let info = Array("WebPush: info\0".utf8) + ua.publicKey.x963Representation + asPublic.x963Representation
        let ikm = secret.hkdfDerivedSymmetricKey(using: SHA256.self, salt: auth, sharedInfo: info, outputByteCount: 32)
        let cek = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: ikm, salt: salt, info: Array("Content-Encoding: aes128gcm\0".utf8), outputByteCount: 16)
        let nonce = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: ikm, salt: salt, info: Array("Content-Encoding: nonce\0".utf8), outputByteCount: 12)
        let box = try AES.GCM.SealedBox(
            nonce: AES.GCM.Nonce(data: nonce.withUnsafeBytes { Array($0) }),
            ciphertext: ciphertext.dropLast(16), tag: ciphertext.suffix(16))
        var plaintext = Array(try AES.GCM.open(box, using: cek))
        #expect(plaintext.last == 2)
        plaintext.removeLast()
        return plaintext
    }
}
