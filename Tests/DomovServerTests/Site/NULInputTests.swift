import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// A NUL character in any text input is refused with a field-level error, before anything
/// reaches the database: PostgreSQL cannot store one in text (it answered 500, some of them
/// without signing in) and SQLite would, so both now hold the same values.
@Suite("NUL in input")
struct NULInputTests {
    @Test func logInAndSignUpFormsRefuseANULInTheEmail() async throws {
        try await withTestApp { _, client in
            var browser = Browser(client)
            let logIn = try await browser.logIn(email: "jana\u{0}@example.org", password: "whatever")
            #expect(logIn.status == .unprocessableContent)
            #expect(logIn.text.contains(Texts.html(.fieldProblem(.controlCharacter), .english)))
            var account = TestAccount.jana
            account.email = "jana\u{0}@example.org"
            let signUp = try await browser.signUp(account)
            #expect(signUp.status == .unprocessableContent)
            var czech = Browser(client, headers: [.acceptLanguage: "cs"])
            let refused = try await czech.logIn(email: "\u{0}", password: "x")
            #expect(refused.text.contains(Texts.html(.fieldProblem(.controlCharacter), .czech)))
        }
    }

    @Test func theAPINamesTheFieldWithTheNUL() async throws {
        try await withTestApp { _, client in
            var browser = Browser(client)
            let session = try await browser.api(.post, "/api/v1/session", json: #"{"email":"jana\u0000@example.org","password":"x"}"#)
            #expect(session.status == .unprocessableContent)
            let problem = try session.jsonObject()
            let errors = try #require(problem["errors"] as? [[String: Any]])
            #expect(errors.map { $0["field"] as? String } == ["email"])
            #expect(errors.first?["message"] as? String == Texts.plain(.fieldProblem(.controlCharacter), .english))
            // An escaped backslash before "u0000" is no NUL: the ordinary answer.
            let literal = try await browser.api(.post, "/api/v1/session", json: #"{"email":"jana\\u0000@example.org","password":"x"}"#)
            #expect(literal.status == .unauthorized)

            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            let item = try await jana.api(
                .post, "/api/v1/households/\(household)/planner/items",
                json: #"{"title":"Nákup\u0000","start":"2026-03-23T10:00","notes":"ok"}"#)
            #expect(item.status == .unprocessableContent)
            #expect(item.text.contains("\"field\":\"title\""))
        }
    }

    @Test func aNULInTheAddressIsRefused() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            let search = try await jana.get("/planner/\(household)/month/2025-01?q=a%00b")
            #expect(search.status == .unprocessableContent)
            #expect(try await jana.get("/planner/\(household)%00").status == .notFound)
            #expect(try await jana.get("/login?next=/x%00y").status == .unprocessableContent)
            #expect(try await jana.get("/planner/\(household)/month/2025-01?q=a%2500b").status == .ok, "an encoded percent sign is no NUL")
        }
    }
}
