import Crypto
import DomovCore
import DomovOutbound
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// Push endpoints go by the outbound address policy of calendar subscriptions: any member can
/// register one, so without it Domov would POST into its own network (loopback services, the
/// cloud's metadata address) when a reminder falls due. Refused when subscribing, and checked
/// again before every message.
@Suite("Push endpoint policy")
struct PushEndpointPolicyTests {
    /// A usable P-256 key and auth secret, so that a message can be encrypted for the device.
    static func device(_ endpoint: String) -> String {
        let key = Base64URL.encode(P256.KeyAgreement.PrivateKey().publicKey.x963Representation)
        let auth = Base64URL.encode([UInt8](repeating: 7, count: 16))
        return "{\"endpoint\":\"\(endpoint)\",\"keys\":{\"p256dh\":\"\(key)\",\"auth\":\"\(auth)\"},\"label\":\"Phone\"}"
    }

    @Test(arguments: [
        ("https://127.0.0.1:8443/push/a", FieldProblem.privateAddress), ("https://localhost/push", .privateAddress),
        ("https://169.254.169.254/latest/meta-data/", .privateAddress), ("https://[::1]/push", .privateAddress),
        ("https://10.1.2.3/push", .privateAddress), ("https://192.168.0.1/push", .privateAddress),
        ("https://[::ffff:127.0.0.1]/push", .privateAddress), ("https://0.0.0.0/push", .privateAddress),
        ("http://93.184.215.14/push", .requiresHTTPS), ("http://127.0.0.1:9/push", .requiresHTTPS),
    ])
    func privateOrPlainEndpointsAreRefusedWhenSubscribing(_ endpoint: String, _ problem: FieldProblem) async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let response = try await DeliveryDispatchTests.subscribe(&jana, json: Self.device(endpoint))
            #expect(response.status == .unprocessableContent, "\(endpoint)")
            #expect(response.text.contains(Texts.html(.fieldProblem(problem), .english)), "\(endpoint)")
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            #expect(try await app.storage.pushSubscriptions.list(userID: user.id).isEmpty)
        }
    }

    @Test func theRefusalIsInCzechToo() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana, headers: [.acceptLanguage: "cs"])
            let response = try await DeliveryDispatchTests.subscribe(&jana, json: Self.device("https://169.254.169.254/push"))
            #expect(response.text.contains(Texts.html(.fieldProblem(.privateAddress), .czech)))
        }
    }

    @Test func aPublicHTTPSEndpointIsTakenAndTheSettingLetsLoopbackIn() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            #expect(try await DeliveryDispatchTests.subscribe(&jana, json: Self.device("https://93.184.215.14/push/a")).status == .created)
        }
        try await withTestApp(configure: { $0.subscriptionsFromPrivateNetworks = true }) { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            #expect(try await DeliveryDispatchTests.subscribe(&jana, json: Self.device("http://127.0.0.1:9/push/a")).status == .created)
        }
    }

    /// A subscription stored before this check (or whose name now resolves to a private address)
    /// is checked again when its reminder is due: nothing is sent, and the delivery fails for
    /// good instead of being retried against the private address.
    @Test func aStoredPrivateEndpointIsCheckedAgainWhenTheReminderIsDue() async throws {
        try await withTestApp { app, client in
            let (_, user) = try await DeliveryDispatchTests.janaWithEvent(app, client)
            let json = try JSONSerialization.jsonObject(with: Data(Self.device("x").utf8)) as? [String: Any]
            let keys = try #require(json?["keys"] as? [String: String])
            // Port 1 on loopback: had the sender tried, the refused connection would be retried.
            try await app.storage.pushSubscriptions.save(
                PushSubscription(
                    id: app.ids(), userID: user.id, endpoint: "http://127.0.0.1:1/push", p256dh: keys["p256dh"]!, auth: keys["auth"]!,
                    label: "Old", createdAt: app.clock.now
                ))
            app.clock.set(to: DeliveryDispatchTests.reminderTime)
            #expect(try await app.dispatcher().runOnce() == 1)
            let push = try #require(try await DeliveryDispatchTests.deliveries(app, user).first { $0.channel == .push })
            #expect(push.status == .failed && push.attempts == 1)
            #expect(push.lastError?.contains("not a public https:// address") == true, "\(push.lastError ?? "-")")
        }
    }
}
