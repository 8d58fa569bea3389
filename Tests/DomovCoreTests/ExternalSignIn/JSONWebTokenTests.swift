import DomovCore
import Foundation
import Testing

@Suite struct JSONWebTokenTests {
    func segment(_ json: String) -> String { Base64URL.encode(Array(json.utf8)) }

    @Test func splitsAndDecodesACompactToken() throws {
        let header = segment(#"{"alg":"RS256","kid":"k1","typ":"JWT"}"#)
        let payload = segment(
            #"""
            {"iss":"https://id.example.org","sub":"42","aud":"domov","exp":1800000600,"iat":1800000000,"nonce":"abc",\#
            "email":"Jana@Example.org","email_verified":"true","given_name":"Jana","family_name":"Nováková"}
            """#
        )
        let token = try JSONWebToken(compact: "\(header).\(payload).\(Base64URL.encode([1, 2, 3]))")
        #expect(token.header == JSONWebToken.Header(alg: "RS256", kid: "k1", typ: "JWT"))
        #expect(token.signature == Data([1, 2, 3]))
        #expect(token.signingInput == Data("\(header).\(payload)".utf8))
        let claims = try token.claims()
        #expect(claims.audience == ["domov"])
        #expect(claims.emailVerified)
        #expect(claims.expiresAt == Date(timeIntervalSince1970: 1_800_000_600))
        #expect(ExternalIdentity(providerID: "x", claims: claims).name == "Jana Nováková")
    }

    @Test func audienceMayBeAnArray() throws {
        let header = segment(#"{"alg":"ES256"}"#)
        let payload = segment(#"{"iss":"i","sub":"s","aud":["a","b"],"exp":1,"email_verified":false}"#)
        let claims = try JSONWebToken(compact: "\(header).\(payload).").claims()
        #expect(claims.audience == ["a", "b"])
        #expect(!claims.emailVerified)
    }

    @Test func refusesMalformedTokens() {
        for bad in ["", "a.b", "a.b.c.d", "!!.e30.", "\(segment("not json")).e30.", "\(segment(#"{"alg":"RS256"}"#)).\(segment("[]")).x"] {
            #expect(throws: ExternalSignInError.invalidToken(.malformed)) { try JSONWebToken(compact: bad).claims() }
        }
    }

    @Test func base64URLRoundTripsWithoutPadding() {
        let bytes: [UInt8] = [0xFB, 0xFF, 0xBF, 0x00, 0x3E]
        let text = Base64URL.encode(bytes)
        #expect(!text.contains("=") && !text.contains("+") && !text.contains("/"))
        #expect(Base64URL.decode(text) == bytes)
        #expect(Base64URL.decode("a") == nil)
    }
}
