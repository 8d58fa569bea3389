@testable import DomovOutbound
import Logging
import NIOCore
import Testing

/// Fetching subscribed calendars from a real HTTP server on loopback, which the default policy
/// refuses and a home server's setting allows.
@Suite("HTTPDocumentFetcher")
struct HTTPDocumentFetcherTests {
    static let calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n"
    static let ok =
        """
        HTTP/1.1 200 OK\r\nContent-Type: text/calendar\r\nETag: \"v1\"\r\nContent-Length: \(calendar.utf8.count)\r\nConnection: close\r\n\
        \r\n\(calendar)
        """

    static func fetcher(allowingPrivate: Bool) -> HTTPDocumentFetcher {
        HTTPDocumentFetcher(
            policy: OutboundAddressPolicy(allowsPrivateNetworks: allowingPrivate), timeout: .seconds(5), logger: Logger(label: "test"))
    }

    @Test func loopbackIsRefusedUnlessAllowed() async throws {
        let server = try await TestServers.answering(Self.ok)
        defer { server.close(promise: nil) }
        let url = "http://127.0.0.1:\(server.localAddress!.port!)/feed.ics"
        await #expect(throws: OutboundAddressPolicy.Refusal.privateAddress(host: "127.0.0.1")) {
            try await Self.fetcher(allowingPrivate: false).get(url, headers: [], maximumBytes: 1000)
        }
        await #expect(throws: OutboundAddressPolicy.Refusal.privateAddress(host: "localhost")) {
            try await Self.fetcher(allowingPrivate: false).get(
                "http://localhost:\(server.localAddress!.port!)/", headers: [], maximumBytes: 1000)
        }
        let document = try await Self.fetcher(allowingPrivate: true).get(url, headers: [], maximumBytes: 1000)
        #expect(document == FetchedDocument(status: 200, body: Self.calendar, etag: "\"v1\""))
    }

    /// Each hop of a redirect is checked like the first address: a public page cannot send
    /// the server into its own network.
    @Test func redirectsAreFollowedHopByHop() async throws {
        let target = try await TestServers.answering(Self.ok)
        defer { target.close(promise: nil) }
        let redirect = try await TestServers.answering(
            """
            HTTP/1.1 302 Found\r\nLocation: http://127.0.0.1:\(target.localAddress!.port!)/moved.ics\r\nContent-Length: 0\r\nConnection: \
            close\r\n\r\n
            """
        )
        defer { redirect.close(promise: nil) }
        let url = "http://127.0.0.1:\(redirect.localAddress!.port!)/feed.ics"
        let document = try await Self.fetcher(allowingPrivate: true).get(url, headers: [], maximumBytes: 1000)
        #expect(document.body == Self.calendar)

        let loop = try await TestServers.answering(
            "HTTP/1.1 301 Moved\r\nLocation: /again\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        defer { loop.close(promise: nil) }
        await #expect(throws: (any Error).self) {
            try await Self.fetcher(allowingPrivate: true).get(
                "http://127.0.0.1:\(loop.localAddress!.port!)/", headers: [], maximumBytes: 1000)
        }
    }

    @Test(arguments: [
        ("127.0.0.1", false), ("10.1.2.3", false), ("172.16.0.1", false), ("172.32.0.1", true), ("192.168.1.1", false),
        ("169.254.169.254", false), ("100.64.0.1", false), ("0.0.0.0", false), ("224.0.0.1", false), ("8.8.8.8", true),
        ("93.184.216.34", true),
    ])
    func ipv4Ranges(_ address: String, _ isPublic: Bool) {
        let bytes = address.split(separator: ".").map { UInt8($0)! }
        #expect(OutboundAddressPolicy.isPublic(bytes) == isPublic)
    }

    @Test func ipv6Ranges() {
        func v6(_ groups: [UInt16]) -> [UInt8] { groups.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        #expect(!OutboundAddressPolicy.isPublic(v6([0, 0, 0, 0, 0, 0, 0, 1]))) // ::1
        #expect(!OutboundAddressPolicy.isPublic(v6([0xFD00, 0, 0, 0, 0, 0, 0, 1]))) // unique local
        #expect(!OutboundAddressPolicy.isPublic(v6([0xFE80, 0, 0, 0, 0, 0, 0, 1]))) // link-local
        #expect(!OutboundAddressPolicy.isPublic(v6([0, 0, 0, 0, 0, 0xFFFF, 0x7F00, 0x0001]))) // ::ffff:127.0.0.1
        #expect(OutboundAddressPolicy.isPublic(v6([0x2001, 0x4860, 0x4860, 0, 0, 0, 0, 0x8888])))
    }
}
