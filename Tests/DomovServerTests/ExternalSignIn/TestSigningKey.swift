import Crypto
import DomovCore
import Foundation
import _CryptoExtras

/// An RSA key made in the test, signing ID tokens the way a provider does (RS256), and its
/// public half as a JWKS entry.
struct TestSigningKey: Sendable {
    let kid: String
    let privateKey: _RSA.Signing.PrivateKey

    init(kid: String = "test-key") throws {
        self.kid = kid
        privateKey = try _RSA.Signing.PrivateKey(keySize: .bits2048)
    }

    func sign(_ claims: [String: any Sendable], kid: String? = nil, alg: String = "RS256") throws -> String {
        let header = try JSONSerialization.data(withJSONObject: ["alg": alg, "kid": kid ?? self.kid, "typ": "JWT"], options: [.sortedKeys])
        let payload = try JSONSerialization.data(withJSONObject: claims, options: [.sortedKeys])
        let input = Base64URL.encode(header) + "." + Base64URL.encode(payload)
        let signature = try privateKey.signature(for: SHA256.hash(data: Data(input.utf8)), padding: .insecurePKCS1v1_5)
        return input + "." + Base64URL.encode(signature.rawRepresentation)
    }

    /// `{"keys":[…]}` with n and e read out of the PKCS#1 DER public key.
    var jwks: Data {
        let (n, e) = Self.modulusAndExponent(Array(privateKey.publicKey.pkcs1DERRepresentation))
        let key: [String: String] = [
            "kty": "RSA", "kid": kid, "use": "sig", "alg": "RS256", "n": Base64URL.encode(n), "e": Base64URL.encode(e),
        ]
        return try! JSONSerialization.data(withJSONObject: ["keys": [key]])
    }

    /// RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }
    static func modulusAndExponent(_ der: [UInt8]) -> ([UInt8], [UInt8]) {
        var index = 0
        func length() -> Int {
            let first = Int(der[index]); index += 1
            guard first & 0x80 != 0 else { return first }
            var value = 0
            for _ in 0..<(first & 0x7F) { value = value << 8 | Int(der[index]); index += 1 }
            return value
        }
        func integer() -> [UInt8] {
            precondition(der[index] == 0x02); index += 1
            let count = length()
            var bytes = Array(der[index..<index + count]); index += count
            while bytes.first == 0, bytes.count > 1 { bytes.removeFirst() }
            return bytes
        }
        precondition(der[index] == 0x30); index += 1
        _ = length()
        return (integer(), integer())
    }
}
