import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOHTTP1

/// The HTTP the sign-in flow needs from providers. Route tests replace it with canned
/// answers; the server uses `LiveSignInTransport`.
public protocol SignInTransport: Sendable {
    /// Any thrown error means the provider could not be reached.
    func get(_ url: URL, bearer: String?) async throws -> SignInHTTPResponse
    /// - Parameter authorization: an `Authorization` header's value, e.g. HTTP Basic with the
    ///   client's id and secret.
    func postForm(_ url: URL, fields: [(String, String)], authorization: String?) async throws -> SignInHTTPResponse
}

extension SignInTransport {
    func postForm(_ url: URL, fields: [(String, String)]) async throws -> SignInHTTPResponse {
        try await postForm(url, fields: fields, authorization: nil)
    }
}

public struct SignInHTTPResponse: Sendable {
    public let status: Int
    public let body: Data

    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}

/// AsyncHTTPClient with a short bound: a person is waiting on the other end.
public struct LiveSignInTransport: SignInTransport {
    let client: HTTPClient
    let timeout: TimeAmount
    let logger: Logger

    public init(client: HTTPClient = .shared, timeout: TimeAmount = .seconds(10), logger: Logger) {
        self.client = client
        self.timeout = timeout
        self.logger = logger
    }

    public func get(_ url: URL, bearer: String?) async throws -> SignInHTTPResponse {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "Accept", value: "application/json")
        if let bearer { request.headers.add(name: "Authorization", value: "Bearer \(bearer)") }
        return try await send(request)
    }

    public func postForm(_ url: URL, fields: [(String, String)], authorization: String?) async throws -> SignInHTTPResponse {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = .POST
        if let authorization { request.headers.add(name: "Authorization", value: authorization) }
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        request.body = .bytes(ByteBuffer(string: Self.formEncoded(fields)))
        return try await send(request)
    }

    private func send(_ request: HTTPClientRequest) async throws -> SignInHTTPResponse {
        let response = try await client.execute(request, timeout: timeout, logger: logger)
        let body = try await response.body.collect(upTo: 1 << 20)
        return SignInHTTPResponse(status: Int(response.status.code), body: Data(body.readableBytesView))
    }

    static func formEncoded(_ fields: [(String, String)]) -> String {
        fields.map { name, value in "\(percentEncoded(name))=\(percentEncoded(value))" }.joined(separator: "&")
    }

    /// application/x-www-form-urlencoded, which HTTP Basic for clients uses too (RFC 6749 §2.3.1).
    static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))) ?? ""
    }
}
