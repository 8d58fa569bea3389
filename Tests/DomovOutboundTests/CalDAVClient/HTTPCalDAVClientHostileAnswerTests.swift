import DomovCore
@testable import DomovOutbound
import Logging
import NIOCore
import Testing

/// Issue 23: a calendar server a user adds under Calendar accounts could answer with the
/// bodies that crashed Foundation's XMLParser; the CalDAV client now reads them as "not
/// CalDAV" like any other answer it cannot use.
@Suite("HTTPCalDAVClient hostile answers")
struct HTTPCalDAVClientHostileAnswerTests {
    static func multistatus(_ body: [UInt8]) -> [UInt8] {
        Array(
            "HTTP/1.1 207 Multi-Status\r\nContent-Type: application/xml\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8)
            + body
    }

    static let bodies: [[UInt8]] = [
        Array("<?xml?><d:multistatus xmlns:d=\"DAV:\"/>".utf8),
        Array("<a><?foo?></a>".utf8),
        Array("<d:multistatus xmlns:d=\"DAV:\"><d:response><d:href>/c/</d:href><d:propstat><d:prop><d:allpro".utf8) + [0xED]
            + Array("/></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>".utf8),
        Array(("<d:multistatus xmlns:d=\"DAV:\">" + String(repeating: "<d:response>", count: 120_000)).utf8),
        Array("<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><d:multistatus xmlns:d=\"DAV:\">&x;</d:multistatus>".utf8),
    ]

    @Test(arguments: bodies.indices)
    func anUnreadableMultistatusIsNotCalDAV(_ index: Int) async throws {
        let server = try await TestServers.answering(bytes: Self.multistatus(Self.bodies[index]))
        defer { server.close(promise: nil) }
        let client = HTTPCalDAVClient(
            policy: OutboundAddressPolicy(allowsPrivateNetworks: true), timeout: .seconds(10), logger: Logger(label: "test"))
        let credentials = ExternalCredentials(
            url: "http://127.0.0.1:\(server.localAddress!.port!)/dav/", username: "jana", password: "secret")
        await #expect(throws: ExternalCalendarProblem.notCalDAV) {
            _ = try await client.version(ofCollection: credentials.url, credentials)
        }
    }
}
