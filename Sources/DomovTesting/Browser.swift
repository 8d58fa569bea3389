import DomovCore
import DomovServer
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore

/// A test client that behaves like one browser: it keeps cookies, remembers the `_csrf` field
/// of the last page with a form, and sends both back with each form it posts.
public struct Browser: Sendable {
    public let client: any TestClientProtocol
    public var cookies = CookieJar()
    /// The `_csrf` hidden input of the last page that had one.
    public var csrfField: String?
    /// Sent with every request, e.g. Accept-Language.
    public var defaultHeaders: HTTPFields

    public static let sessionCookie = "domov_session"
    public static let csrfCookie = "domov_csrf"

    public init(_ client: any TestClientProtocol, headers: HTTPFields = [:]) {
        self.client = client
        defaultHeaders = headers
    }

    /// A browser that has just signed up as `account`; fails the test's expectations if it could not.
    public static func signedUp(_ client: any TestClientProtocol, as account: TestAccount, headers: HTTPFields = [:]) async throws
        -> Browser
    {
        var browser = Browser(client, headers: headers)
        let response = try await browser.signUp(account)
        guard response.status == .seeOther, browser.sessionToken != nil else {
            throw BrowserError("sign-up of \(account.nickname) answered \(response.status.code): \(response.text.prefix(500))")
        }
        return browser
    }

    public var sessionToken: String? { cookies[Self.sessionCookie] }

    @discardableResult
    public mutating func request(
        _ path: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil
    ) async throws -> TestResponse {
        var all = defaultHeaders
        for field in headers { all[field.name] = field.value }
        if let cookie = cookies.headerValue { all[.cookie] = cookie }
        let response = try await client.executeRequest(uri: path, method: method, headers: all, body: body)
        cookies.update(from: response)
        if let field = response.csrfField { csrfField = field }
        return response
    }

    @discardableResult
    public mutating func get(_ path: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await request(path, method: .get, headers: headers)
    }

    /// Posts a form as the page would, with this browser's `_csrf` field (visiting a page first if
    /// it has not seen one yet).
    @discardableResult
    public mutating func post(_ path: String, _ fields: [(String, String)] = [], headers: HTTPFields = [:]) async throws -> TestResponse {
        let token = try await currentCSRF()
        return try await postForm(path, [("_csrf", token)] + fields, headers: headers)
    }

    /// Posts exactly these fields, with no `_csrf` added: for testing the CSRF guard itself.
    @discardableResult
    public mutating func postForm(_ path: String, _ fields: [(String, String)], headers: HTTPFields = [:]) async throws -> TestResponse {
        var all = headers
        all[.contentType] = "application/x-www-form-urlencoded"
        return try await request(path, method: .post, headers: all, body: ByteBuffer(string: FormEncoding.encode(fields)))
    }

    /// Posts a file upload form (multipart/form-data) with this browser's `_csrf` field.
    @discardableResult
    public mutating func postMultipart(
        _ path: String, fields: [(String, String)] = [], files: [(field: String, filename: String, content: String)] = []
    ) async throws -> TestResponse {
        let boundary = "domov-test-\(UUID().uuidString)"
        var body = ""
        for (name, value) in [("_csrf", try await currentCSRF())] + fields {
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
        }
        for file in files {
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.field)\"; filename=\"\(file.filename)\"\r\n"
            body += "Content-Type: text/calendar\r\n\r\n\(file.content)\r\n"
        }
        body += "--\(boundary)--\r\n"
        return try await request(
            path, method: .post, headers: [.contentType: "multipart/form-data; boundary=\(boundary)"], body: ByteBuffer(string: body))
    }

    /// Sends a JSON body to the API, with cookies, and a bearer token when given.
    @discardableResult
    public mutating func api(
        _ method: HTTPRequest.Method, _ path: String, json: String? = nil, bearer: String? = nil, headers: HTTPFields = [:]
    ) async throws -> TestResponse {
        var all = headers
        if json != nil, all[.contentType] == nil { all[.contentType] = "application/json" }
        if let bearer { all[.authorization] = "Bearer \(bearer)" }
        return try await request(path, method: method, headers: all, body: json.map { ByteBuffer(string: $0) })
    }

    /// Opens the sign-up page and submits it, as a person would.
    @discardableResult
    public mutating func signUp(_ account: TestAccount, next: String? = nil) async throws -> TestResponse {
        try await get(SiteURL.signUp(next: next).path)
        return try await post(SiteURL.signUp(next: next).path, account.signUpFields)
    }

    @discardableResult
    public mutating func logIn(email: String, password: String) async throws -> TestResponse {
        try await get(SiteURL.logIn().path)
        return try await post(SiteURL.logIn().path, [("email", email), ("password", password)])
    }

    private mutating func currentCSRF() async throws -> String {
        if let csrfField { return csrfField }
        if let cookie = cookies[Self.csrfCookie] { return cookie }
        try await get(SiteURL.logIn().path)
        guard let token = csrfField ?? cookies[Self.csrfCookie] else { throw BrowserError("no CSRF token was handed out") }
        return token
    }
}

public struct BrowserError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
