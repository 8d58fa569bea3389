import Crypto
import DomovCore
import DomovOutbound
import Foundation
import Testing

@Suite struct VAPIDTests {
    @Test func keysRoundTripThroughRawAndPEM() throws {
        let keys = VAPIDKeys()
        #expect(keys.publicKeyBytes.count == 65 && keys.publicKeyBytes[0] == 4)
        #expect(Base64URL.decode(keys.applicationServerKey) == keys.publicKeyBytes)
        #expect(!keys.applicationServerKey.contains("="))
        #expect(try VAPIDKeys(rawPrivateKey: keys.rawPrivateKey).applicationServerKey == keys.applicationServerKey)
        #expect(try VAPIDKeys(pemPrivateKey: keys.pemPrivateKey).applicationServerKey == keys.applicationServerKey)
        #expect(throws: WebPushError.self) { try VAPIDKeys(rawPrivateKey: "short") }
        #expect(throws: WebPushError.self) { try VAPIDKeys(pemPrivateKey: "-----BEGIN NOTHING-----") }
    }

    @Test func tokenIsAVerifiableES256JWTForTheEndpointOrigin() throws {
        let keys = VAPIDKeys()
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        let token = try VAPIDToken(
            endpoint: URL(string: "https://fcm.googleapis.com/fcm/send/abc:def")!,
            subject: "mailto:admin@domov.test", now: now, lifetime: 48 * 3600)
        #expect(token.audience == "https://fcm.googleapis.com")
        #expect(token.expiration.timeIntervalSince(now) == 24 * 3600, "capped at 24 hours")

        let jwt = token.jwt(signedWith: keys)
        let parts = jwt.split(separator: ".").map(String.init)
        #expect(parts.count == 3)
        let header = try JSONSerialization.jsonObject(with: Data(Base64URL.decode(parts[0])!)) as! [String: String]
        #expect(header == ["typ": "JWT", "alg": "ES256"])
        let claims = try JSONSerialization.jsonObject(with: Data(Base64URL.decode(parts[1])!)) as! [String: Any]
        #expect(claims["aud"] as? String == "https://fcm.googleapis.com")
        #expect(claims["sub"] as? String == "mailto:admin@domov.test")
        #expect(claims["exp"] as? Int == 1_750_000_000 + 24 * 3600)

        let publicKey = try P256.Signing.PublicKey(x963Representation: keys.publicKeyBytes)
        let signature = try P256.Signing.ECDSASignature(rawRepresentation: Base64URL.decode(parts[2])!)
        #expect(publicKey.isValidSignature(signature, for: Data((parts[0] + "." + parts[1]).utf8)))

        #expect(token.authorizationHeader(signedWith: keys).hasPrefix("vapid t=ey"))
        #expect(token.authorizationHeader(signedWith: keys).hasSuffix(", k=\(keys.applicationServerKey)"))
    }

    @Test func audienceKeepsOnlyANonDefaultPort() throws {
        let now = Date()
        #expect(
            try VAPIDToken(endpoint: URL(string: "https://push.example:443/a")!, subject: "https://domov.test", now: now).audience
                == "https://push.example")
        #expect(
            try VAPIDToken(endpoint: URL(string: "http://127.0.0.1:8089/push/x")!, subject: "https://domov.test", now: now).audience
                == "http://127.0.0.1:8089")
        #expect(throws: WebPushError.self) { try VAPIDToken(endpoint: URL(string: "ftp://x.test/")!, subject: "mailto:a@b.test", now: now) }
        #expect(throws: WebPushError.self) { try VAPIDToken(endpoint: URL(string: "https://x.test/")!, subject: "admin", now: now) }
    }

    @Test func base64URLMatchesRFC4648AndAcceptsItsVariants() {
        // RFC 4648 section 10's vectors, with the URL alphabet and no padding.
        let vectors = ["": "", "f": "Zg", "fo": "Zm8", "foo": "Zm9v", "foob": "Zm9vYg", "fooba": "Zm9vYmE", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors {
            #expect(Base64URL.encode(Array(plain.utf8)) == encoded)
            #expect(Base64URL.decode(encoded) == Array(plain.utf8))
        }
        let bytes: [UInt8] = [0xFB, 0xFF, 0xBF, 0x3E, 0x01]
        #expect(Base64URL.encode(bytes) == "-_-_PgE")
        #expect(Base64URL.decode("-_-_PgE") == bytes)
        #expect(Base64URL.decode("+/+/PgE=") == bytes, "plain padded base64 too")
        #expect(Base64URL.decode(" -_-_PgE\t") == bytes, "spaces and tabs around it are forgiven")
        #expect(Base64URL.decode("-_-_P") == nil, "one character too many")
        #expect(Base64URL.decode("-_ -_PgE") == nil)
        #expect(Base64URL.decode("Zm9v!") == nil)
    }
}
