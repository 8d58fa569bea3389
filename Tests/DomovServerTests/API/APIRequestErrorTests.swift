import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@Suite("API request errors")
struct APIRequestErrorTests {
    @Test func malformedJSONIsA400Problem() async throws {
        try await withTestApp { _, client in
            var api = Browser(client)
            let response = try await api.api(.post, "/api/v1/session", json: #"{"email": "jana@example.org", "#)
            #expect(response.status == .badRequest)
            #expect(response.contentType == "application/problem+json")
            let problem = try response.json(ProblemDocument.self)
            #expect(problem.status == 400)
            #expect(problem.detail?.isEmpty == false)
        }
    }

    @Test func wrongJSONTypesAreA400Problem() async throws {
        try await withTestApp { _, client in
            var api = Browser(client)
            let response = try await api.api(.post, "/api/v1/session", json: #"{"email": 42, "password": "x"}"#)
            #expect(response.status == .badRequest)
            #expect(try response.json(ProblemDocument.self).detail?.contains("email") == true)
        }
    }

    @Test func otherContentTypesAre415() async throws {
        try await withTestApp { _, client in
            var api = Browser(client)
            let response = try await api.api(
                .post, "/api/v1/session", json: #"{"email":"a@b.cz","password":"x"}"#, headers: [.contentType: "text/plain"]
            )
            #expect(response.status == .unsupportedMediaType)
            #expect(response.contentType == "application/problem+json")
            #expect(try response.json(ProblemDocument.self).status == 415)
        }
    }

    @Test func bodiesOverTenMegabytesAre413() async throws {
        try await withTestApp { app, client in
            var api = Browser(client)
            let padding = String(repeating: "x", count: 10 << 20)
            let response = try await api.api(.post, "/api/v1/session", json: #"{"email":"a@b.cz","password":"\#(padding)"}"#)
            #expect(response.status == .contentTooLarge)
            #expect(response.contentType == "application/problem+json")
            #expect(try response.json(ProblemDocument.self).status == 413)

            // Forms are read by the CSRF guard, with the same limit.
            var browser = Browser(client)
            try await browser.get("/signup")
            var fields = TestAccount.jana.signUpFields
            fields.append(("padding", padding))
            let form = try await browser.post("/signup", fields)
            #expect(form.status == .contentTooLarge)
            #expect(try await app.storage.accounts.count() == 0)
        }
    }

    @Test func unknownRoutesAre404() async throws {
        try await withTestApp { _, client in
            var browser = Browser(client)
            let api = try await browser.api(.get, "/api/v1/no-such-thing")
            #expect(api.status == .notFound)
            #expect(api.contentType == "application/problem+json")
            #expect(try api.json(ProblemDocument.self).title == Texts.plain(.errorNotFound))

            let page = try await browser.get("/no-such-page")
            #expect(page.status == .notFound)
            #expect(page.contentType == "text/html; charset=utf-8")
            #expect(page.text.contains(Texts.html(.errorNotFound)))
        }
    }

    @Test func fieldErrorsComeAsProblemErrors() async throws {
        try await withTestApp { _, client in
            var api = Browser(client)
            let missing = try await api.api(.post, "/api/v1/session", json: "{}")
            #expect(missing.status == .unprocessableContent)
            #expect(missing.contentType == "application/problem+json")
            let problem = try missing.json(ProblemDocument.self)
            #expect(problem.status == 422)
            #expect(problem.errors?.map(\.field) == ["email", "password"])
            #expect(problem.errors?.first?.message == Texts.plain(.fieldProblem(.required)))

            var jana = try await Browser.signedUp(client, as: .jana)
            let blank = try await jana.api(.post, "/api/v1/households", json: #"{"name":"   "}"#)
            #expect(blank.status == .unprocessableContent)
            #expect(try blank.json(ProblemDocument.self).errors?.map(\.field) == ["name"])

            #expect(try await jana.api(.post, "/api/v1/households", json: #"{"name":"Home"}"#).status == .created)
            let taken = try await jana.api(.post, "/api/v1/households", json: #"{"name":"home"}"#)
            #expect(taken.status == .conflict)
            #expect(try taken.json(ProblemDocument.self).errors?.first?.field == "name")

            let unnamed = try await jana.api(.post, "/api/v1/app-passwords", json: "{}")
            #expect(unnamed.status == .unprocessableContent)
            #expect(try unnamed.json(ProblemDocument.self).errors?.map(\.field) == ["name"])
        }
    }

    @Test func openAPIDocumentIsServed() async throws {
        try await withTestApp { _, client in
            var api = Browser(client)
            let response = try await api.get("/api/v1/openapi.json")
            #expect(response.status == .ok)
            #expect(response.contentType == "application/json")
            #expect(try response.jsonObject()["openapi"] as? String != nil)
        }
    }
}
