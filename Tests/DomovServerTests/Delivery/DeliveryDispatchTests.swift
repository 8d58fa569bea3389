import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// A planner reminder fans out to the inbox, push and email per the person's settings, and the
/// deliveries go to the real SMTP and push sinks when they run. The clock is frozen; nothing sleeps.
@Suite("Push and email delivery")
struct DeliveryDispatchTests {
    static let reminderTime = ReminderDispatchTests.mondayNineUTC.addingTimeInterval(-15 * 60)

    /// Jana with a household and a "Dentist" event reminding 15 minutes before and at the start.
    /// `account` defaults to Jana; the sink tests use a fresh one, as the sinks keep every run's mail.
    static func janaWithEvent(_ app: TestApp, _ client: any TestClientProtocol, as account: TestAccount = .jana) async throws -> (
        Browser, User
    ) {
        var jana = try await Browser.signedUp(client, as: account)
        let household = try await jana.createHousehold("Home")
        _ = try await jana.post("/planner/\(household)/items", ReminderDispatchTests.event("Dentist"))
        return (jana, try #require(try await app.storage.accounts.user(email: account.email)))
    }

    static func subscribe(_ browser: inout Browser, json: String) async throws -> TestResponse {
        try await browser.get("/settings")
        return try await browser.request(
            "/settings/push-subscriptions", method: .post,
            headers: [
                .contentType: "application/json", CSRFMiddleware.headerName: browser.csrfField ?? "",
            ], body: ByteBuffer(string: json))
    }

    /// The first notice's deliveries (the reminder 15 minutes before).
    static func deliveries(_ app: TestApp, _ user: User) async throws -> [Delivery] {
        let notices = try await app.storage.notifications.inbox(userID: user.id, now: app.clock.now, limit: 10)
        var all: [Delivery] = []
        for notice in notices { all += try await app.storage.deliveries.deliveries(noticeID: notice.id) }
        return all
    }

    @Test(
        .enabled(
            if: DeliverySinks.smtp != nil && DeliverySinks.pushURL != nil, "needs the SMTP and push sinks (bash .ci/run sinks swift-test)"))
    func aReminderArrivesByPushAndByEmailAtItsTime() async throws {
        let smtp = try #require(DeliverySinks.smtp)
        // The sink listens on loopback, which only the private-networks setting lets pushes reach.
        try await withTestApp(configure: { $0.subscriptionsFromPrivateNetworks = true }) { app, client in
            let pushID = UUID().uuidString.lowercased()
            let account = TestAccount("jana\(pushID.prefix(8))")
            var (jana, user) = try await Self.janaWithEvent(app, client, as: account)
            try await app.storage.deliverySettings.saveMailServer(smtp.mailServer)
            #expect(
                try await Self.subscribe(&jana, json: try await DeliverySinks.pushSubscriptionJSON(path: "/push/\(pushID)")).status
                    == .created)

            // The address is confirmed through the link in a real email (sent as the settings
            // page sends it, by services that trust the sink's CA).
            let services = app.services(mailCertificateAuthorities: smtp.caPEM)
            let unique = account.email
            try await EmailVerificationMailer(services: services).send(to: user, requestHost: "domov.test")
            let verification = try #require(try smtp.messages(to: unique).first)
            let link = try #require(
                DeliverySinks.SMTP.part(verification, "text/plain")?.split(whereSeparator: \.isNewline).first {
                    $0.contains("/verify-email/")
                })
            let path = try #require(URL(string: String(link).trimmingCharacters(in: .whitespacesAndNewlines))?.path)
            #expect(try await jana.get(path).status == .ok)
            #expect(try await jana.get(path).status == .gone, "a link works once")

            app.clock.set(to: Self.reminderTime)
            #expect(try await NotificationDispatchJob.make(services: services, logger: TestLogger.make("dispatch")).runOnce() == 1)
            let deliveries = try await Self.deliveries(app, user)
            #expect(deliveries.map(\.channel).sorted { $0.rawValue < $1.rawValue } == [.email, .push])
            #expect(deliveries.allSatisfy { $0.status == .sent && $0.attempts == 1 })

            let push = try #require(try await DeliverySinks.pushReceived(pushID))
            let encoded = try #require(push["payload_base64"] as? String)
            let payload = try #require(Data(base64Encoded: encoded))
            let message = try #require(try JSONSerialization.jsonObject(with: payload) as? [String: String])
            #expect(message["title"] == "Dentist")
            #expect(message["url"]?.hasPrefix("/planner/") == true)
            let headers = try #require(push["headers"] as? [String: Any])
            #expect(headers["TTL"] as? String == "900", "until the event starts")
            #expect(headers["Urgency"] as? String == "high")
            #expect((headers["Topic"] as? String)?.count == 32)

            let reminder = try #require(try smtp.messages(to: unique).first { ($0["subject"] as? String) == "Reminder: Dentist" })
            #expect((reminder["structure"] as? [String: Any])?["content_type"] as? String == "multipart/alternative")
            #expect(DeliverySinks.SMTP.part(reminder, "text/plain")?.contains("Dentist") == true)
            #expect(DeliverySinks.SMTP.part(reminder, "text/html")?.contains("/planner/") == true)
            let email = try #require(deliveries.first { $0.channel == .email })
            #expect((reminder["message_id"] as? String)?.contains(email.id.description) == true, "the Message-ID is the delivery's")
            #expect(try await jana.get("/notifications/unread").text == "{\"unread\":1}", "the inbox has it too")
        }
    }

    @Test(.enabled(if: DeliverySinks.pushURL != nil, "needs the push sink (bash .ci/run sinks swift-test)"))
    func aGoneSubscriptionIsRemovedAndAFailingServiceIsRetriedWithBackoffThenGivenUp() async throws {
        try await withTestApp(configure: { $0.subscriptionsFromPrivateNetworks = true }) { app, client in
            var (jana, user) = try await Self.janaWithEvent(app, client)
            let id = UUID().uuidString.lowercased()
            #expect(
                try await Self.subscribe(
                    &jana, json: try await DeliverySinks.pushSubscriptionJSON(path: "/status/410/\(id)", label: "Gone")
                ).status == .created)
            #expect(
                try await Self.subscribe(
                    &jana, json: try await DeliverySinks.pushSubscriptionJSON(path: "/status/500/\(id)", label: "Down")
                ).status == .created)
            let job = app.dispatcher()
            app.clock.set(to: Self.reminderTime)
            #expect(try await job.runOnce() == 1)

            #expect(try await app.storage.pushSubscriptions.list(userID: user.id).map(\.label) == ["Down"], "the 410 one is removed")
            var deliveries = try await Self.deliveries(app, user)
            #expect(deliveries.first { $0.status == .failed }?.lastError?.contains("410") == true)
            var retried = try #require(deliveries.first { $0.status == .pending })
            #expect(retried.attempts == 1 && retried.nextAttemptAt == Self.reminderTime.addingTimeInterval(30))

            // 30 s, 1, 2, 4, 8 min later: six attempts, then it is recorded as failed, and the
            // admin's log shows it. (The reminder at the start goes through the same.)
            for _ in 0..<6 {
                app.clock.set(to: retried.nextAttemptAt)
                try await job.runOnce()
                deliveries = try await Self.deliveries(app, user)
                guard let next = deliveries.first(where: { $0.id == retried.id }), next.status == .pending else { break }
                retried = next
            }
            let given = try #require(deliveries.first { $0.id == retried.id })
            #expect(given.status == .failed && given.attempts == 6)
            #expect(given.lastError?.contains("gave up after 6 attempts") == true)
            #expect(try await jana.get("/admin").text.contains("gave up after 6 attempts"))
        }
    }

    @Test func quietHoursHoldEmailBackButNotTheInboxAndAnUnreachableServerIsRetried() async throws {
        try await withTestApp { app, client in
            let (_, user) = try await Self.janaWithEvent(app, client)
            try await Self.confirmEmail(app, user)
            // Port 1 on loopback: nothing listens, the connection is refused.
            try await app.storage.deliverySettings.saveMailServer(
                MailServerSettings(host: "127.0.0.1", port: 1, security: .plain, fromAddress: "domov@domov.test"))
            // 09:45 in Prague is inside 09:00–10:30 quiet hours.
            try await app.storage.notificationSettings.save(
                userID: user.id, NotificationSettings(quietHours: QuietHours(startMinute: 540, endMinute: 630)), at: app.clock.now)
            let job = app.dispatcher()
            app.clock.set(to: Self.reminderTime)
            #expect(try await job.runOnce() == 1)
            let held = try #require(try await Self.deliveries(app, user).first)
            #expect(held.status == .pending && held.attempts == 0)
            #expect(held.nextAttemptAt == ReminderDispatchTests.mondayNineUTC.addingTimeInterval(30 * 60), "10:30 Prague")
            #expect(try await app.storage.notifications.unreadCount(userID: user.id, now: app.clock.now) == 1)

            app.clock.set(to: held.nextAttemptAt)
            try await job.runOnce()
            let tried = try #require(try await Self.deliveries(app, user).first { $0.id == held.id })
            #expect(tried.status == .pending && tried.attempts == 1)
            #expect(tried.lastError?.contains("refused") == true)
        }
    }

    /// The dispatcher hands its stored deliveries to the sender, leased. One that reaches the
    /// sender after half its lease is gone is left alone (its lease could end mid-send and a second
    /// process send it too); once the lease has run out, the next round claims it and sends it.
    @Test func aDeliveryHandedOverLateWaitsForItsLeaseToRunOutAndIsThenSent() async throws {
        try await withTestApp { app, client in
            let (_, user) = try await Self.janaWithEvent(app, client)
            try await Self.confirmEmail(app, user)
            try await app.storage.deliverySettings.saveMailServer(
                MailServerSettings(host: "127.0.0.1", port: 1, security: .plain, fromAddress: "domov@domov.test"))
            let now = app.clock.now
            let notice = Notice(
                id: app.ids(), userID: user.id, source: NotificationSource(module: "planner", id: "late-hand-over"),
                title: "Dentist", eventAt: nil, link: "/planner", dueAt: now, createdAt: now)
            try await app.storage.notifications.replacePending(source: notice.source, with: [notice])
            let delivery = Delivery(
                id: app.ids(), noticeID: notice.id, userID: user.id, channel: .email, destination: user.email,
                outbox: OutboxState(nextAttemptAt: now, createdAt: now))
            let sender = app.dispatcher().sender
            #expect(try await app.storage.deliveries.enqueueClaimed([delivery], now: now, lease: sender.lease) == [delivery.id])
            let batch = DeliverySender.Batch(
                deliveries: [delivery], leasedUntil: now.addingTimeInterval(sender.lease), notices: [notice.id: notice],
                users: [user.id: user], subscriptions: [:])

            app.clock.set(to: now.addingTimeInterval(sender.lease / 2))
            let (late, handOver) = AsyncStream.makeStream(of: DeliverySender.Batch.self)
            handOver.yield(batch)
            handOver.finish()
            #expect(try await sender.send(late, now: now) == 0)
            #expect(try await sender.sendDue(now: app.clock.now) == 0, "still leased")
            #expect(try await app.storage.deliveries.deliveries(noticeID: notice.id).map(\.attempts) == [0])

            app.clock.set(to: now.addingTimeInterval(sender.lease + 1))
            try await app.dispatcher().runOnce()
            let tried = try await app.storage.deliveries.deliveries(noticeID: notice.id)
            #expect(tried.map(\.attempts) == [1])
            #expect(tried.first?.lastError?.contains("refused") == true)
        }
    }

    @Test func withTheInAppChannelOffTheNoticeIsInTheInboxButTheBellStaysQuiet() async throws {
        try await withTestApp { app, client in
            var (jana, user) = try await Self.janaWithEvent(app, client)
            try await app.storage.notificationSettings.save(userID: user.id, NotificationSettings(inApp: false), at: app.clock.now)
            app.clock.set(to: Self.reminderTime)
            #expect(try await app.dispatcher().runOnce() == 1)
            #expect(try await jana.get("/notifications/unread").text == "{\"unread\":0}")
            #expect(try await jana.get("/notifications").text.contains("Dentist"))
            #expect(try await Self.deliveries(app, user).isEmpty, "no device and no confirmed address: nothing else to send")
        }
    }

    /// Confirms the account's address as following the emailed link would.
    static func confirmEmail(_ app: TestApp, _ user: User) async throws {
        let token = SecretToken.generate()
        let settings = app.storage.notificationSettings
        try await settings.createEmailVerification(
            userID: user.id, address: user.email, token: token, createdAt: app.clock.now,
            expiresAt: app.clock.now.addingTimeInterval(60))
        #expect(
            try await settings.consumeEmailVerification(token: token, now: app.clock.now) == .verified(userID: user.id, address: user.email)
        )
    }
}
