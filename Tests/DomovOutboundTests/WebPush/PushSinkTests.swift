import AsyncHTTPClient
import DomovCore
import DomovOutbound
import Foundation
import NIOCore
import NIOHTTP1
import Testing

/// Against interop/servers/push_sink.py, which verifies VAPID and decrypts with http_ece.
@Suite(.enabled(if: PushSinkEnvironment.url != nil, PushSinkEnvironment.skipReason))
struct PushSinkTests {
    let base = PushSinkEnvironment.url!
    let keys = VAPIDKeys()
    /// The sink listens on loopback, which only a home server's setting lets pushes reach.
    static let sinkAllowed = OutboundAddressPolicy(allowsPrivateNetworks: true)

    struct SinkSubscription: Decodable { var endpoint_base: String; var p256dh: String; var auth: String }
    struct Received: Decodable {
        var payload_base64: String
        var record_size: Int
        var headers: [String: String?]
        var vapid: Vapid
    }
    struct Vapid: Decodable { var aud: String; var sub: String; var k: String; var exp: Int }

    func get<T: Decodable>(_ path: String, as type: T.Type) async throws -> T? {
        let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: base + path), timeout: .seconds(10))
        let body = try await response.body.collect(upTo: 1 << 20)
        guard response.status.code == 200 else { return nil }
        return try JSONDecoder().decode(T.self, from: Data(body.readableBytesView))
    }

    func subscription(path: String) async throws -> WebPushSubscription {
        let sink = try #require(try await get("/subscription", as: SinkSubscription.self))
        return WebPushSubscription(endpoint: base + path, p256dh: sink.p256dh, auth: sink.auth)
    }

    @Test func sinkDecryptsExactlyThePayloadAndSeesTheHeaders() async throws {
        let id = UUID().uuidString
        let sender = try WebPushSender(keys: keys, subject: "mailto:admin@domov.test", policy: Self.sinkAllowed)
        let payload = Array(#"{"title":"Připomínka","body":"Vynést koš 🗑️","url":"/chores/42"}"#.utf8)
        let options = WebPushOptions(ttl: 3600, urgency: .high, topic: WebPushTopic("chore-42"))
        let outcome = await sender.send(payload, to: try await subscription(path: "/push/\(id)"), options: options)
        #expect(outcome == .delivered(status: 201))

        let received = try #require(try await get("/received/\(id)", as: Received.self))
        #expect(Data(base64Encoded: received.payload_base64).map(Array.init) == payload)
        #expect(received.record_size == 4096)
        #expect(received.headers["TTL"] == "3600")
        #expect(received.headers["Urgency"] == "high")
        #expect(received.headers["Topic"] == "chore-42")
        #expect(received.headers["Content-Encoding"] == "aes128gcm")
        #expect(received.vapid.sub == "mailto:admin@domov.test")
        #expect(received.vapid.k == keys.applicationServerKey)
        #expect(received.vapid.aud == base)
        #expect(Double(received.vapid.exp) <= Date().timeIntervalSince1970 + 24 * 3600)
    }

    @Test(arguments: WebPushUrgency.allCases)
    func everyUrgencyIsAccepted(urgency: WebPushUrgency) async throws {
        let id = UUID().uuidString
        let sender = try WebPushSender(keys: keys, subject: "https://domov.test/contact", policy: Self.sinkAllowed)
        let outcome = await sender.send(
            Array("x".utf8), to: try await subscription(path: "/push/\(id)"),
            options: WebPushOptions(ttl: 0, urgency: urgency))
        #expect(outcome == .delivered(status: 201))
        let received = try #require(try await get("/received/\(id)", as: Received.self))
        #expect(received.headers["Urgency"] == urgency.rawValue)
        #expect(received.headers["TTL"] == "0")
    }

    @Test func largestPayloadFitsOneRecordAtTheSink() async throws {
        let id = UUID().uuidString
        let sender = try WebPushSender(keys: keys, subject: "mailto:admin@domov.test", policy: Self.sinkAllowed)
        let payload = [UInt8](repeating: UInt8(ascii: "a"), count: WebPushPayloadEncryptor.maximumPayloadSize)
        #expect(await sender.send(payload, to: try await subscription(path: "/push/\(id)")) == .delivered(status: 201))
        let received = try #require(try await get("/received/\(id)", as: Received.self))
        #expect(Data(base64Encoded: received.payload_base64)?.count == payload.count)
    }

    @Test func faultStatusesMapToOutcomes() async throws {
        let sender = try WebPushSender(keys: keys, subject: "mailto:admin@domov.test", policy: Self.sinkAllowed)
        func send(_ code: Int) async throws -> WebPushOutcome {
            await sender.send(Array("x".utf8), to: try await subscription(path: "/status/\(code)/\(UUID().uuidString)"))
        }
        #expect(try await send(404) == .subscriptionGone(status: 404))
        #expect(try await send(410) == .subscriptionGone(status: 410))
        #expect(try await send(413) == .payloadTooLarge(status: 413))
        #expect(try await send(429) == .retryLater(status: 429, retryAfter: 7))
        #expect(try await send(500) == .retryLater(status: 500, retryAfter: 7))
        #expect(try await send(400) == .rejected(status: 400, reason: "test sink answers 400"))
    }

    @Test func aTokenSignedWithAnotherKeyIsRejectedWithTheSinksReason() async throws {
        // The sink checks the signature against k; a wrong subscription secret fails decryption.
        let sender = try WebPushSender(keys: keys, subject: "mailto:admin@domov.test", policy: Self.sinkAllowed)
        var subscription = try await subscription(path: "/push/\(UUID().uuidString)")
        subscription.auth = Base64URL.encode([UInt8](repeating: 9, count: 16))
        let outcome = await sender.send(Array("x".utf8), to: subscription)
        guard case .rejected(400, let reason) = outcome else { Issue.record("got \(outcome)"); return }
        #expect(reason.contains("cannot decrypt"))
    }
}
