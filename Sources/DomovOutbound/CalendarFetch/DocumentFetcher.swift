import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOHTTP1

/// What a GET of a document (a subscribed calendar) answered.
public struct FetchedDocument: Sendable, Equatable {
    public var status: Int
    /// The body of a 200, as UTF-8; nil for other statuses or when it was too large.
    public var body: String?
    public var etag: String?
    public var lastModified: String?
    /// The body went past the size limit and was not read further.
    public var tooLarge: Bool

    public init(status: Int, body: String? = nil, etag: String? = nil, lastModified: String? = nil, tooLarge: Bool = false) {
        self.status = status
        self.body = body
        self.etag = etag
        self.lastModified = lastModified
        self.tooLarge = tooLarge
    }
}

/// GETs documents from other servers, with conditional headers, a size limit and a timeout.
/// A protocol so tests can answer without a network.
public protocol DocumentFetching: Sendable {
    /// Throws for no answer at all (DNS, connection, TLS, timeout).
    func get(_ url: String, headers: [(name: String, value: String)], maximumBytes: Int) async throws -> FetchedDocument
}

/// The live fetcher over AsyncHTTPClient: follows a few redirects, each to a host `policy`
/// allows, and gives up after `timeout`. AsyncHTTPClient keeps retrying a refused connection
/// until that deadline, and adding a subscription waits for its first fetch, so the deadline is
/// kept short.
public struct HTTPDocumentFetcher: DocumentFetching {
    let client: HTTPClient
    let policy: OutboundAddressPolicy
    let timeout: TimeAmount
    let logger: Logger

    /// The client follows no redirect itself: each hop's host is checked here first.
    public static let client = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: HTTPClient.Configuration(redirectConfiguration: .disallow)
    )
    static let maximumRedirects = 5

    public init(
        client: HTTPClient = HTTPDocumentFetcher.client, policy: OutboundAddressPolicy = OutboundAddressPolicy(),
        timeout: TimeAmount = .seconds(10), logger: Logger
    ) {
        self.client = client
        self.policy = policy
        self.timeout = timeout
        self.logger = logger
    }

    public func get(_ url: String, headers: [(name: String, value: String)], maximumBytes: Int) async throws -> FetchedDocument {
        var current = url
        for _ in 0...Self.maximumRedirects {
            guard let parsed = URL(string: current), let scheme = parsed.scheme?.lowercased(), ["http", "https"].contains(scheme),
                let host = parsed.host, !host.isEmpty
            else { throw URLError(.badURL) }
            try await policy.check(host: host)
            var request = HTTPClientRequest(url: current)
            request.method = .GET
            request.headers.add(name: "Accept", value: "text/calendar, */*;q=0.5")
            request.headers.add(name: "User-Agent", value: "Domov calendar subscriptions")
            for header in headers { request.headers.add(name: header.name, value: header.value) }
            let response = try await client.execute(request, timeout: timeout, logger: logger)
            let status = Int(response.status.code)
            if [301, 302, 303, 307, 308].contains(status), let location = response.headers.first(name: "Location"),
                let next = URL(string: location, relativeTo: parsed)?.absoluteString
            {
                current = next
                continue
            }
            let etag = response.headers.first(name: "ETag")
            let lastModified = response.headers.first(name: "Last-Modified")
            guard status == 200 else { return FetchedDocument(status: status, etag: etag, lastModified: lastModified) }
            do {
                let bytes = try await response.body.collect(upTo: maximumBytes)
                return FetchedDocument(
                    status: status, body: String(decoding: bytes.readableBytesView, as: UTF8.self), etag: etag, lastModified: lastModified)
            } catch is NIOTooManyBytesError {
                return FetchedDocument(status: status, tooLarge: true)
            }
        }
        throw URLError(.httpTooManyRedirects)
    }
}
