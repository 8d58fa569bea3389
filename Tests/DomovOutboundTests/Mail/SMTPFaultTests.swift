import DomovOutbound
import Foundation
import NIOCore
import Testing

/// The outside world misbehaving, played by tiny local TCP servers: these always run.
@Suite struct SMTPFaultTests {
    static func client(port: Int, security: SMTPConfiguration.Security = .plain, command: Double = 0.5) -> SMTPClient {
        SMTPClient(
            configuration: SMTPConfiguration(
                host: "127.0.0.1", port: port, security: security, heloName: "tests.domov.test",
                timeouts: .init(connect: 2, command: command, dataTermination: command, total: totalTimeout),
                from: MailAddress("domov@domov.test")!))
    }

    /// A whole send's limit, far above any command's.
    static let totalTimeout = 120.0

    static func sendError(_ client: SMTPClient) async -> SMTPError? {
        do {
            try await client.send("Subject: x\r\n\r\nx\r\n", from: "domov@domov.test", to: ["a@domov.test"])
            return nil
        } catch {
            return error
        }
    }

    @Test func closedPortIsRefusedAndTransient() async throws {
        let error = try #require(await Self.sendError(Self.client(port: try await TestServers.closedPort())))
        guard case .connectionRefused = error else { Issue.record("expected refused, got \(error)"); return }
        #expect(error.category == .transient)
    }

    @Test func serverThatNeverSpeaksTimesOut() async throws {
        let server = try await TestServers.scripted(nil, thenClose: false)
        defer { server.close(promise: nil) }
        let started = ContinuousClock.now
        let error = try #require(await Self.sendError(Self.client(port: server.localAddress!.port!)))
        #expect(error == .timedOut(stage: "the greeting"))
        #expect(error.category == .transient)
        // The command timeout (half a second) ended it, not the whole send's: far apart, so that a
        // machine busy with the other tests cannot blur them (a 3-second bound once failed at 5.7 s).
        #expect(ContinuousClock.now - started < .seconds(Self.totalTimeout / 2))
    }

    @Test func serverThatDropsMidReplyIsATransientDrop() async throws {
        let server = try await TestServers.scripted("220-half of a greeting\r\n220-and", thenClose: true)
        defer { server.close(promise: nil) }
        let error = try #require(await Self.sendError(Self.client(port: server.localAddress!.port!)))
        guard case .connectionDropped = error else { Issue.record("expected drop, got \(error)"); return }
        #expect(error.category == .transient)
    }

    @Test func serverThatIsNotSMTPIsAProtocolViolation() async throws {
        let server = try await TestServers.scripted("HTTP/1.1 400 Bad Request\r\n\r\n", thenClose: false)
        defer { server.close(promise: nil) }
        let error = try #require(await Self.sendError(Self.client(port: server.localAddress!.port!)))
        guard case .protocolViolation = error else { Issue.record("expected protocol violation, got \(error)"); return }
    }

    @Test func implicitTLSAgainstAPlainServerIsATLSFailure() async throws {
        let server = try await TestServers.scripted("220 plain text, not TLS\r\n", thenClose: false)
        defer { server.close(promise: nil) }
        let error = try #require(await Self.sendError(Self.client(port: server.localAddress!.port!, security: .implicitTLS)))
        guard case .tlsFailure = error else { Issue.record("expected TLS failure, got \(error)"); return }
        #expect(error.category == .configuration)
    }

    @Test func requiredSTARTTLSThatIsNotOfferedIsAConfigurationError() async throws {
        let server = try await TestServers.scripted("220 hi\r\n250-old.example\r\n250 8BITMIME\r\n", thenClose: false)
        defer { server.close(promise: nil) }
        let error = try #require(await Self.sendError(Self.client(port: server.localAddress!.port!, security: .startTLS)))
        #expect(error == .startTLSNotOffered)
        #expect(error.category == .configuration)
    }

    @Test func greetingRefusalIsPermanent() async throws {
        let server = try await TestServers.scripted("554 No SMTP service here\r\n", thenClose: false)
        defer { server.close(promise: nil) }
        let error = try #require(await Self.sendError(Self.client(port: server.localAddress!.port!)))
        #expect(error.category == .permanent)
    }
}
