@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a connection may not do: hold the server by sending a request slowly or not at all
/// (the read timeout), or read the metrics from outside without the token.
@Suite("Connection limits")
struct ConnectionLimitsTests {
    /// A plain TCP client on loopback, to send what no HTTP client would: half a request.
    struct RawSocket {
        let descriptor: Int32

        init(port: Int) throws {
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else { throw BrowserError("cannot connect to port \(port)") }
            // The test's own bound, far above the server's: a server that never closes fails it.
            var limit = timeval(tv_sec: 15, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        }

        func transmit(_ text: String) {
            _ = text.utf8CString.withUnsafeBufferPointer { send(descriptor, $0.baseAddress, $0.count - 1, 0) }
        }

        /// Reads until the server closes the connection; nil when the test's bound ran out first.
        /// The blocking reads run on a thread of their own: on the concurrency pool they could
        /// hold every thread the server needs to answer (the machine may have two).
        func readUntilClosed() async -> String? {
            await withCheckedContinuation { continuation in
                Thread { continuation.resume(returning: blockingReadUntilClosed()) }.start()
            }
        }

        private func blockingReadUntilClosed() -> String? {
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count == 0 { return String(decoding: received, as: UTF8.self) }
                if count < 0 { return errno == ECONNRESET ? String(decoding: received, as: UTF8.self) : nil }
                received += buffer[0..<count]
            }
        }

        func disconnect() { _ = close(descriptor) }
    }

    /// Runs the body against the application served on a loopback port.
    static func withLiveApp(
        configure: @escaping (inout DomovConfig) -> Void = { _ in },
        _ body: @escaping @Sendable (Int, any TestClientProtocol) async throws -> Void
    ) async throws {
        let (app, environment) = try await makeTestApp(configure: configure)
        do {
            try await app.test(.live) { client in try await body(try #require(client.port), client) }
            await environment.close()
        } catch {
            await environment.close()
            throw error
        }
    }

    @Test func aHalfSentRequestIsClosedAfterTheReadTimeout() async throws {
        try await Self.withLiveApp(configure: { $0.readTimeout = 0.5 }) { port, _ in
            let started = ContinuousClock.now
            let socket = try RawSocket(port: port)
            defer { socket.disconnect() }
            socket.transmit("GET /healthz HTTP/1.1\r\nHost: domov.test\r\nX-Slow: ")
            #expect(await socket.readUntilClosed() != nil, "the server closed the connection")
            let waited = ContinuousClock.now - started
            #expect(waited >= .milliseconds(400) && waited < .seconds(10), "closed after \(waited)")
            // Whole requests are answered as before (on a connection of their own: the test
            // client's was idle for longer than the timeout, and closed too).
            let whole = try RawSocket(port: port)
            defer { whole.disconnect() }
            whole.transmit("GET /healthz HTTP/1.1\r\nHost: domov.test\r\n\r\n")
            #expect(await whole.readUntilClosed()?.hasPrefix("HTTP/1.1 200") == true)
        }
    }

    @Test func aSilentConnectionAndAnIdleKeptAliveOneAreClosedToo() async throws {
        try await Self.withLiveApp(configure: { $0.readTimeout = 0.5 }) { port, _ in
            let silent = try RawSocket(port: port)
            defer { silent.disconnect() }
            #expect(await silent.readUntilClosed() == "", "nothing sent, nothing answered, closed")

            let kept = try RawSocket(port: port)
            defer { kept.disconnect() }
            kept.transmit("GET /healthz HTTP/1.1\r\nHost: domov.test\r\n\r\n")
            let answer = try #require(await kept.readUntilClosed())
            #expect(answer.hasPrefix("HTTP/1.1 200") && answer.hasSuffix("ok"), "answered, then closed when idle")
        }
    }

    /// A body trickled a byte at a time restarts the idle timer at every part; the whole
    /// request still has to arrive within its deadline (ten read timeouts), on the event loop's
    /// own clock, which the test moves on.
    @Test func aTrickledBodyIsCutOffAtTheRequestDeadline() throws {
        let channel = EmbeddedChannel(handler: RequestDeadlineHandler(limit: .seconds(10)))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
        try channel.writeInbound(HTTPRequestPart.head(HTTPRequest(method: .post, scheme: nil, authority: "domov.test", path: "/login")))
        for _ in 0..<9 {
            channel.embeddedEventLoop.advanceTime(by: .seconds(1))
            try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "a")))
            #expect(channel.isActive)
        }
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive, "closed at the deadline though bytes kept coming")

        // A request that ends in time keeps its connection, however long the next one waits.
        let quick = EmbeddedChannel(handler: RequestDeadlineHandler(limit: .seconds(10)))
        try quick.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
        try quick.writeInbound(HTTPRequestPart.head(HTTPRequest(method: .get, scheme: nil, authority: "domov.test", path: "/")))
        try quick.writeInbound(HTTPRequestPart.end(nil))
        quick.embeddedEventLoop.advanceTime(by: .seconds(60))
        #expect(quick.isActive)
        _ = try quick.finish()
    }

    @Test func readTimeoutIsASettingWithADefaultOf30Seconds() throws {
        #expect(DomovConfig().readTimeout == 30)
        #expect(try DomovConfig.resolve(flags: ["read-timeout": "12"], environment: [:]).readTimeout == 12)
        #expect(try DomovConfig.resolve(flags: [:], environment: ["DOMOV_READ_TIMEOUT": "5"]).readTimeout == 5)
        #expect(throws: ConfigError.self) { try DomovConfig.resolve(flags: ["read-timeout": "0"], environment: [:]) }
        #expect(throws: ConfigError.self) { try DomovConfig.resolve(flags: ["read-timeout": "soon"], environment: [:]) }
    }

    @Test func metricsAreForLoopbackOrTheTokenOnly() async throws {
        // In process the peer is no loopback address: refused without a token.
        try await withTestApp { _, client in
            var browser = Browser(client)
            let refused = try await browser.get("/metrics")
            #expect(refused.status == .forbidden)
        }
        let token = "a-long-metrics-secret-1234"
        try await withTestApp(configure: { $0.metricsToken = token }) { _, client in
            var browser = Browser(client)
            #expect(try await browser.get("/metrics").status == .unauthorized)
            #expect(
                try await browser.get("/metrics", headers: [.authorization: "Bearer wrong-token-of-some-length"]).status == .unauthorized)
            let metrics = try await browser.get("/metrics", headers: [.authorization: "Bearer \(token)"])
            #expect(metrics.status == .ok && metrics.contentType?.contains("version=0.0.4") == true)
        }
        // Over a real loopback connection: allowed, unless it came through a trusted proxy.
        try await Self.withLiveApp { _, client in
            let local = try await client.execute(uri: "/metrics", method: .get)
            #expect(local.status == .ok)
        }
        try await Self.withLiveApp(configure: { $0.trustProxy = true }) { _, client in
            let forwarded = try await client.execute(uri: "/metrics", method: .get, headers: [.xForwardedFor: "203.0.113.9"])
            #expect(forwarded.status == .forbidden)
        }
        #expect(throws: ConfigError.self) { try DomovConfig.resolve(flags: ["metrics-token": "short"], environment: [:]) }
    }
}
