import AsyncHTTPClient
import DomovCore
import Foundation
import Logging
import NIOCore
import NIOHTTP1

/// Domov's CalDAV client (RFC 4791, RFC 4918, RFC 6764) for external accounts, over
/// AsyncHTTPClient with HTTP Basic authentication, or an OAuth 2.0 bearer token (RFC 6750) for
/// servers that take nothing else (Google's). Like subscriptions, every hop of a redirect
/// goes to a host `policy` allows, so an account cannot make the server read its own network.
public struct HTTPCalDAVClient: ExternalCalendarRemote {
    let client: HTTPClient
    let policy: OutboundAddressPolicy
    let timeout: TimeAmount
    let logger: Logger

    static let maximumRedirects = 5
    /// The most one answer may hold: a listing of a large calendar, or one object.
    static let maximumBytes = 20 << 20

    public init(
        client: HTTPClient = HTTPDocumentFetcher.client, policy: OutboundAddressPolicy = OutboundAddressPolicy(),
        timeout: TimeAmount = .seconds(30), logger: Logger
    ) {
        self.client = client
        self.policy = policy
        self.timeout = timeout
        self.logger = logger
    }

    // MARK: ExternalCalendarRemote

    public func calendars(_ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> [RemoteCalendar] {
        let entry: [DAVResource]
        do {
            entry = try await propfind(credentials.url, depth: 0, DAVResource.discoveryProperties, credentials)
        } catch .status {
            // Not a DAV resource: the server's root, say. RFC 6764 names where to look.
            entry = try await propfind(Self.wellKnown(credentials.url), depth: 0, DAVResource.discoveryProperties, credentials)
        }
        guard let first = entry.first else { throw .notCalDAV }
        if first.isCalendar {
            return try await propfind(first.url, depth: 0, DAVResource.calendarProperties, credentials).compactMap(\.calendar)
        }
        var home = first.href(DAVNamespace.caldav, "calendar-home-set")
        if home == nil, let principal = first.href(DAVNamespace.dav, "current-user-principal") {
            home = try await propfind(principal, depth: 0, DAVResource.discoveryProperties, credentials).first?
                .href(DAVNamespace.caldav, "calendar-home-set")
        }
        guard let home else { throw .notCalDAV }
        return try await propfind(home, depth: 1, DAVResource.calendarProperties, credentials).compactMap(\.calendar)
    }

    public func version(ofCollection url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> String? {
        let properties = [(DAVNamespace.dav, "sync-token"), (DAVNamespace.calendarServer, "getctag")]
        guard let collection = try await propfind(url, depth: 0, properties, credentials).first else { return nil }
        return collection.text(DAVNamespace.dav, "sync-token") ?? collection.text(DAVNamespace.calendarServer, "getctag")
    }

    public func etags(inCollection url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> [String:
        String]
    {
        let members = try await propfind(url, depth: 1, [(DAVNamespace.dav, "getetag"), (DAVNamespace.dav, "resourcetype")], credentials)
        var etags: [String: String] = [:]
        for member in members where !member.isCollection && !Self.sameResource(member.url, url) {
            if let etag = member.text(DAVNamespace.dav, "getetag") { etags[member.url] = etag }
        }
        return etags
    }

    public func object(at url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> RemoteObject? {
        let answer = try await send("GET", url, headers: [("Accept", "text/calendar")], credentials)
        switch answer.status {
        case 200:
            let etag = if let given = answer.headers.first(name: "ETag") { given } else { try await self.etag(at: url, credentials) }
            return RemoteObject(text: String(decoding: answer.body, as: UTF8.self), etag: etag ?? "")
        case 404, 410: return nil
        default: throw .status(answer.status)
        }
    }

    public func put(_ text: String, at url: String, ifMatch etag: String?, _ credentials: ExternalCredentials)
        async throws(ExternalCalendarProblem) -> RemoteWriteResult
    {
        let condition = etag.map { ("If-Match", $0) } ?? ("If-None-Match", "*")
        let answer = try await send(
            "PUT", url, headers: [("Content-Type", "text/calendar; charset=utf-8"), condition], body: Data(text.utf8), credentials)
        return Self.writeResult(answer)
    }

    public func delete(at url: String, ifMatch etag: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem)
        -> RemoteWriteResult
    {
        let answer = try await send("DELETE", url, headers: [("If-Match", etag)], credentials)
        if answer.status == 404 || answer.status == 410 { return .done(etag: nil) }
        return Self.writeResult(answer)
    }

    public func etag(at url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> String? {
        do {
            return try await propfind(url, depth: 0, [(DAVNamespace.dav, "getetag")], credentials).first?.text(DAVNamespace.dav, "getetag")
        } catch .status(404) {
            return nil
        }
    }

    // MARK: HTTP

    private static func writeResult(_ answer: Answer) -> RemoteWriteResult {
        switch answer.status {
        case 200..<300: .done(etag: answer.headers.first(name: "ETag"))
        case 412: .preconditionFailed
        default: .refused(status: answer.status)
        }
    }

    private func propfind(
        _ url: String, depth: Int, _ properties: [(String, String)], _ credentials: ExternalCredentials
    ) async throws(ExternalCalendarProblem) -> [DAVResource] {
        let answer = try await send(
            "PROPFIND", url, headers: [("Depth", "\(depth)"), ("Content-Type", "application/xml; charset=utf-8")],
            body: Data(DAVResource.propfindBody(properties).utf8), credentials)
        guard answer.status == 207 else { throw .status(answer.status) }
        guard let root = DAVElement.parse(answer.body, limits: .response), root.is(DAVNamespace.dav, "multistatus") else {
            throw .notCalDAV
        }
        return root.children(DAVNamespace.dav, "response").compactMap { DAVResource(response: $0, base: answer.url) }
    }

    private struct Answer {
        var status: Int
        var headers: HTTPHeaders
        var body: Data
        /// The address that answered, after redirects: relative hrefs resolve against it.
        var url: String
    }

    private func send(
        _ method: String, _ url: String, headers: [(String, String)], body: Data? = nil, _ credentials: ExternalCredentials
    ) async throws(ExternalCalendarProblem) -> Answer {
        var current = url
        let authorization = Self.authorization(credentials)
        for _ in 0...Self.maximumRedirects {
            guard let parsed = URL(string: current), let scheme = parsed.scheme?.lowercased(), ["http", "https"].contains(scheme),
                let host = parsed.host, !host.isEmpty
            else { throw .notCalDAV }
            do {
                try await policy.check(host: host)
            } catch OutboundAddressPolicy.Refusal.privateAddress {
                throw .privateAddress
            } catch {
                throw .unreachable
            }
            var request = HTTPClientRequest(url: current)
            request.method = .RAW(value: method)
            request.headers.add(name: "Authorization", value: authorization)
            request.headers.add(name: "User-Agent", value: "Domov calendar sync")
            for (name, value) in headers { request.headers.add(name: name, value: value) }
            if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
            let response: HTTPClientResponse
            let bytes: ByteBuffer
            do {
                response = try await client.execute(request, timeout: timeout, logger: logger)
                bytes = try await response.body.collect(upTo: Self.maximumBytes)
            } catch is NIOTooManyBytesError {
                throw .status(413)
            } catch {
                logger.debug("calendar server unreachable", metadata: ["url": "\(current)", "error": "\(error)"])
                throw .unreachable
            }
            let status = Int(response.status.code)
            if status == 401 { throw .unauthorized }
            if [301, 302, 303, 307, 308].contains(status), let location = response.headers.first(name: "Location"),
                let next = URL(string: location, relativeTo: parsed)?.absoluteString
            {
                current = next
                continue
            }
            return Answer(status: status, headers: response.headers, body: Data(bytes.readableBytesView), url: current)
        }
        throw .status(310)
    }

    static func authorization(_ credentials: ExternalCredentials) -> String {
        if let token = credentials.bearerToken { return "Bearer " + token }
        return "Basic " + Data("\(credentials.username):\(credentials.password)".utf8).base64EncodedString()
    }

    static func wellKnown(_ url: String) -> String {
        guard var components = URLComponents(string: url) else { return url }
        components.path = "/.well-known/caldav"
        components.query = nil
        return components.string ?? url
    }

    /// One collection's URL as listed in its own PROPFIND: the same but for a trailing slash.
    static func sameResource(_ a: String, _ b: String) -> Bool {
        a.trimmingCharacters(in: CharacterSet(charactersIn: "/")) == b.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    }
}
