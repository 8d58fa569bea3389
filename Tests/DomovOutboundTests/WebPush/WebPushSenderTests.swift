@testable import DomovOutbound
import Foundation
import NIOCore
import Testing

@Suite struct WebPushSenderTests {
    static let now = Date(timeIntervalSince1970: 1_750_000_000)
    /// The test servers listen on loopback, which only a home server's setting lets pushes reach.
    static let loopbackAllowed = OutboundAddressPolicy(allowsPrivateNetworks: true)

    @Test func statusesMapToOutcomes() {
        func outcome(_ status: Int, _ retryAfter: String? = nil) -> WebPushOutcome {
            WebPushSender.outcome(status: status, retryAfter: retryAfter, body: " bad token \n", now: Self.now)
        }
        #expect(outcome(201) == .delivered(status: 201))
        #expect(outcome(202) == .delivered(status: 202))
        #expect(outcome(404) == .subscriptionGone(status: 404))
        #expect(outcome(410) == .subscriptionGone(status: 410))
        #expect(outcome(413) == .payloadTooLarge(status: 413))
        #expect(outcome(429, "120") == .retryLater(status: 429, retryAfter: 120))
        #expect(outcome(503) == .retryLater(status: 503, retryAfter: nil))
        #expect(outcome(500, "Sun, 15 Jun 2025 15:15:00 GMT") == .retryLater(status: 500, retryAfter: 500))
        #expect(outcome(403) == .rejected(status: 403, reason: "bad token"))
        #expect(outcome(410).subscriptionShouldBeDeleted)
        #expect(outcome(503).isRetryable && !outcome(403).isRetryable)
    }

    @Test func topicsAreShortBase64URL() {
        #expect(WebPushTopic("chore-42_due") != nil)
        #expect(WebPushTopic("has space") == nil)
        #expect(WebPushTopic(String(repeating: "a", count: 33)) == nil)
    }

    @Test func oversizedPayloadIsRefusedBeforeSending() async throws {
        let sender = try WebPushSender(keys: VAPIDKeys(), subject: "mailto:admin@domov.test")
        let subscription = WebPushSubscription(
            endpoint: "https://127.0.0.1:1/never", p256dh: WebPushEncryptionTests.uaPublic,
            auth: WebPushEncryptionTests.authSecret)
        #expect(await sender.send([UInt8](repeating: 0, count: 4000), to: subscription) == .payloadTooLarge(status: nil))
    }

    @Test func invalidSubscriptionIsReportedNotThrown() async throws {
        let sender = try WebPushSender(keys: VAPIDKeys(), subject: "mailto:admin@domov.test")
        let badKey = WebPushSubscription(endpoint: "https://push.example/x", p256dh: "AAAA", auth: WebPushEncryptionTests.authSecret)
        #expect(await sender.send([1], to: badKey).subscriptionShouldBeDeleted)
        let badEndpoint = WebPushSubscription(
            endpoint: "not a url", p256dh: WebPushEncryptionTests.uaPublic, auth: WebPushEncryptionTests.authSecret)
        #expect(await sender.send([1], to: badEndpoint).subscriptionShouldBeDeleted)
        #expect(throws: WebPushError.self) { try WebPushSender(keys: VAPIDKeys(), subject: "admin") }
    }

    @Test func closedPortIsATransportFailure() async throws {
        let port = try await TestServers.closedPort()
        let sender = try WebPushSender(
            keys: VAPIDKeys(), subject: "mailto:admin@domov.test", timeout: .seconds(5), policy: Self.loopbackAllowed)
        let subscription = WebPushSubscription(
            endpoint: "http://127.0.0.1:\(port)/push/x", p256dh: WebPushEncryptionTests.uaPublic,
            auth: WebPushEncryptionTests.authSecret)
        let outcome = await sender.send(Array("hi".utf8), to: subscription)
        guard case .transportFailure = outcome else { Issue.record("got \(outcome)"); return }
        #expect(outcome.isRetryable)
    }

    @Test func silentServerTimesOutAsATransportFailure() async throws {
        let server = try await TestServers.scripted(nil, thenClose: false)
        defer { server.close(promise: nil) }
        let sender = try WebPushSender(
            keys: VAPIDKeys(), subject: "mailto:admin@domov.test", timeout: .milliseconds(500), policy: Self.loopbackAllowed)
        let subscription = WebPushSubscription(
            endpoint: "http://127.0.0.1:\(server.localAddress!.port!)/push/x",
            p256dh: WebPushEncryptionTests.uaPublic, auth: WebPushEncryptionTests.authSecret)
        let outcome = await sender.send(Array("hi".utf8), to: subscription)
        guard case .transportFailure = outcome else { Issue.record("got \(outcome)"); return }
    }

    /// Any member can register an endpoint, so the default policy sends to public https:// hosts
    /// only: loopback, cloud metadata and private addresses are refused before any connection.
    @Test func privateAndPlainHTTPEndpointsAreRefusedBeforeConnecting() async throws {
        let server = try await TestServers.scripted(nil, thenClose: false)
        defer { server.close(promise: nil) }
        let port = server.localAddress!.port!
        let sender = try WebPushSender(keys: VAPIDKeys(), subject: "mailto:admin@domov.test", timeout: .seconds(5))
        for endpoint in [
            "https://127.0.0.1:\(port)/push/x", "http://127.0.0.1:\(port)/push/x", "https://localhost:\(port)/push/x",
            "https://169.254.169.254/latest/meta-data", "https://[::1]:\(port)/push", "https://10.0.0.8/push",
            "https://[::ffff:127.0.0.1]:\(port)/push", "http://8.8.8.8/push",
        ] {
            let subscription = WebPushSubscription(
                endpoint: endpoint, p256dh: WebPushEncryptionTests.uaPublic, auth: WebPushEncryptionTests.authSecret)
            let outcome = await sender.send(Array("hi".utf8), to: subscription)
            guard case .refusedEndpoint = outcome else { Issue.record("\(endpoint): got \(outcome)"); continue }
            #expect(!outcome.isRetryable && !outcome.subscriptionShouldBeDeleted)
        }
    }

    @Test func secureEndpointsNeedHTTPSAndAPublicHost() async throws {
        let strict = OutboundAddressPolicy()
        try await strict.check(secureURL: "https://8.8.8.8/push/abc")
        await #expect(throws: OutboundAddressPolicy.Refusal.notHTTPS(url: "http://8.8.8.8/push")) {
            try await strict.check(secureURL: "http://8.8.8.8/push")
        }
        await #expect(throws: OutboundAddressPolicy.Refusal.privateAddress(host: "169.254.169.254")) {
            try await strict.check(secureURL: "https://169.254.169.254/")
        }
        try await Self.loopbackAllowed.check(secureURL: "http://127.0.0.1:9/push")
        await #expect(throws: OutboundAddressPolicy.Refusal.notHTTPS(url: "ftp://127.0.0.1/")) {
            try await Self.loopbackAllowed.check(secureURL: "ftp://127.0.0.1/")
        }
    }
}
