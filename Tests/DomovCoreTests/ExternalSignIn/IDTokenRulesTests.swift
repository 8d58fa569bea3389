import DomovCore
import Foundation
import Testing

@Suite struct IDTokenRulesTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func claims(_ change: (inout IDTokenClaims) -> Void = { _ in }) -> IDTokenClaims {
        var claims = IDTokenClaims(
            issuer: "https://id.example.org", subject: "248289761001", audience: ["domov-client"],
            expiresAt: now.addingTimeInterval(600), issuedAt: now, nonce: "n-0S6_WzA2Mj",
            email: "jana@example.org", emailVerified: true, name: "Jana Nováková"
        )
        change(&claims)
        return claims
    }

    func check(_ claims: IDTokenClaims, nonce: String = "n-0S6_WzA2Mj") throws(ExternalSignInError) {
        try IDTokenRules.check(
            claims, issuer: { IssuerMatch.matches($0, expected: "https://id.example.org") }, clientID: "domov-client", nonce: nonce,
            now: now)
    }

    @Test func acceptsGoodClaims() throws {
        try check(claims())
        try check(claims { $0.issuer = "https://id.example.org/" })
        try check(
            claims {
                $0.audience = ["other", "domov-client"]; $0.authorizedParty = "domov-client"
            })
    }

    @Test func refusesEachBrokenRule() {
        #expect(throws: ExternalSignInError.invalidToken(.wrongIssuer)) { try check(claims { $0.issuer = "https://evil.example.org" }) }
        #expect(throws: ExternalSignInError.invalidToken(.wrongAudience)) { try check(claims { $0.audience = ["someone-else"] }) }
        #expect(throws: ExternalSignInError.invalidToken(.wrongAudience)) {
            try check(
                claims {
                    $0.audience = ["domov-client", "other"]; $0.authorizedParty = "other"
                })
        }
        #expect(throws: ExternalSignInError.invalidToken(.expired)) { try check(claims { $0.expiresAt = now.addingTimeInterval(-121) }) }
        #expect(throws: ExternalSignInError.invalidToken(.issuedInFuture)) {
            try check(claims { $0.issuedAt = now.addingTimeInterval(3600) })
        }
        #expect(throws: ExternalSignInError.invalidToken(.nonceMismatch)) { try check(claims(), nonce: "another") }
        #expect(throws: ExternalSignInError.invalidToken(.nonceMismatch)) { try check(claims { $0.nonce = nil }) }
        #expect(throws: ExternalSignInError.invalidToken(.missingSubject)) { try check(claims { $0.subject = "" }) }
    }

    @Test func toleratesSmallClockSkew() throws {
        try check(
            claims {
                $0.expiresAt = now.addingTimeInterval(-60); $0.issuedAt = now.addingTimeInterval(60)
            })
    }

    @Test func microsoftTenantTemplateMatchesARealTenant() {
        let template = "https://login.microsoftonline.com/{tenantid}/v2.0"
        #expect(IssuerMatch.matches("https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0", expected: template))
        #expect(!IssuerMatch.matches("https://login.microsoftonline.com//v2.0", expected: template))
        #expect(!IssuerMatch.matches("https://evil.example.org/x/v2.0", expected: template))
    }
}
