import Crypto
import DomovCore
@testable import DomovOutbound
@testable import DomovServer
import Foundation
import Testing
import _CryptoExtras

@Suite("ID token signatures and PKCE")
struct IDTokenSignatureTests {
    static let key = try! TestSigningKey()
    let claims: [String: any Sendable] = ["iss": "https://id.example.org", "sub": "42", "aud": "domov", "exp": 1_800_000_600]

    func keySet(_ data: Data) throws -> JSONWebKeySet { try JSONDecoder().decode(JSONWebKeySet.self, from: data) }

    @Test func acceptsAnRS256TokenSignedWithThePublishedKey() throws {
        let token = try JSONWebToken(compact: try Self.key.sign(claims))
        try keySet(Self.key.jwks).verify(token)
        #expect(try token.claims().subject == "42")
    }

    @Test func refusesATamperedPayload() throws {
        let parts = try Self.key.sign(claims).split(separator: ".").map(String.init)
        let forged = Base64URL.encode(Array(#"{"iss":"https://id.example.org","sub":"1","aud":"domov","exp":1800000600}"#.utf8))
        let token = try JSONWebToken(compact: "\(parts[0]).\(forged).\(parts[2])")
        #expect(throws: ExternalSignInError.invalidToken(.badSignature)) { try keySet(Self.key.jwks).verify(token) }
    }

    @Test func refusesAnotherKeyAnUnknownKidAndWeakAlgorithms() throws {
        let other = try TestSigningKey()
        #expect(throws: ExternalSignInError.invalidToken(.badSignature)) {
            try keySet(Self.key.jwks).verify(try JSONWebToken(compact: try other.sign(claims)))
        }
        #expect(throws: ExternalSignInError.invalidToken(.unknownKey)) {
            try keySet(Self.key.jwks).verify(try JSONWebToken(compact: try Self.key.sign(claims, kid: "rotated")))
        }
        for alg in ["none", "HS256", "RS512"] {
            #expect(throws: ExternalSignInError.invalidToken(.unsupportedAlgorithm)) {
                try keySet(Self.key.jwks).verify(try JSONWebToken(compact: try Self.key.sign(claims, alg: alg)))
            }
        }
    }

    @Test func acceptsES256() throws {
        let key = P256.Signing.PrivateKey()
        let header = Base64URL.encode(Array(#"{"alg":"ES256","kid":"ec"}"#.utf8))
        let payload = Base64URL.encode(Array(#"{"iss":"i","sub":"s","aud":"a","exp":1}"#.utf8))
        let signature = try key.signature(for: SHA256.hash(data: Data("\(header).\(payload)".utf8)))
        let raw = key.publicKey.rawRepresentation
        let jwks = Data(
            #"""
            {"keys":[{"kty":"EC","kid":"ec","crv":"P-256","x":"\#(Base64URL.encode(raw.prefix(32)))",\#
            "y":"\#(Base64URL.encode(raw.suffix(32)))"}]}
            """#
            .utf8)
        try keySet(jwks).verify(try JSONWebToken(compact: "\(header).\(payload).\(Base64URL.encode(signature.rawRepresentation))"))
    }

    /// RFC 7636 Appendix B.
    @Test func pkceS256MatchesTheRFCExample() {
        let pkce = PKCE(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
        #expect(pkce.challenge == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
        let octets: [UInt8] = [
            116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77,
            105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
        ]
        #expect(Base64URL.encode(octets) == pkce.verifier)
        let fresh = PKCE.generate()
        #expect(fresh.verifier.count == 43 && fresh != PKCE.generate())
    }
}
