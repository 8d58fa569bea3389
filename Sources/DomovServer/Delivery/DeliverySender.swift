import DomovCore
import DomovOutbound
import Foundation
import Logging

/// Sends the deliveries that are due, several at once, and records what became of each: sent,
/// tried again later with exponential backoff, or failed with the reason (the admin's log).
///
/// Each round claims its deliveries with a lease, so two processes never send the same one.
/// A process killed mid-send lets the lease run out and the delivery is sent again: at least
/// once, with the same push Topic and email Message-ID, which push services and mail clients
/// use to keep only one. The successes of a batch are recorded together when the batch is done
/// (one statement instead of one per message), so a crash resends at most that batch.
struct DeliverySender: Sendable {
    let dispatch: NotificationDispatchService
    let mailer: Mailer
    let vapid: VAPIDKeyStore
    /// Absolute links in email, and the VAPID contact when the public URL is HTTPS.
    let baseURL: String
    let clock: WallClock
    let logger: Logger
    /// Where pushes may go: public https:// hosts, checked before every message, unless the
    /// admin lets outgoing connections reach private networks.
    var outboundPolicy = OutboundAddressPolicy()
    var retry = DeliveryRetryPolicy()
    var batchSize = 200
    var lease: TimeInterval = 120
    /// How many sends each batch has in flight at once (so `workers` times that in all; a mail
    /// server takes this many connections from Domov at most).
    var concurrency = 12
    /// How many batches are worked on at once: while one waits for its slowest sends and records
    /// its outcomes, another is sending.
    var workers = 2

    /// What one attempt came to.
    typealias Outcome = OutboxOutcome

    /// Deliveries the dispatcher has just stored leased to this process
    /// (`DeliveryRepository.enqueueClaimed`), with what sending them takes, which it read to plan
    /// them: sending these reads nothing back from the database.
    struct Batch: Sendable {
        var deliveries: [Delivery]
        var leasedUntil: Date
        var notices: [ID<Notice>: Notice]
        var users: [ID<User>: User]
        var subscriptions: [ID<PushSubscription>: PushSubscription]
    }

    /// Sends everything due by `now`; returns how many went out.
    @discardableResult
    func sendDue(now: Date) async throws -> Int {
        try await withThrowingTaskGroup(of: Int.self) { group in
            // The workers' claims are leases, so they never take the same delivery.
            for _ in 0..<workers { group.addTask { try await sendClaimedBatches(now: now) } }
            return try await group.reduce(0, +)
        }
    }

    /// Sends the batches as they come, `workers` at a time, until the stream ends; returns how
    /// many went out.
    @discardableResult
    func send(_ batches: AsyncStream<Batch>, now: Date) async throws -> Int {
        try await withThrowingTaskGroup(of: Int.self) { group in
            var sent = 0
            var running = 0
            for await batch in batches {
                if running == workers, let done = try await group.next() {
                    sent += done
                    running -= 1
                }
                group.addTask { try await send(batch, now: now) }
                running += 1
            }
            return try await group.reduce(sent, +)
        }
    }

    private func send(_ batch: Batch, now: Date) async throws -> Int {
        var sent = 0
        for start in stride(from: 0, to: batch.deliveries.count, by: batchSize) {
            // A lease about to run out could be taken over mid-send, and the message sent twice:
            // what is left of the batch then waits for its lease to end and goes out with `sendDue`.
            guard clock.now() < batch.leasedUntil.addingTimeInterval(-lease / 2) else {
                logger.warning(
                    "Sending fell behind; the rest of a batch waits for its lease to run out",
                    metadata: [
                        "deliveries": "\(batch.deliveries.count - start)"
                    ])
                break
            }
            let due = Array(batch.deliveries[start..<min(start + batchSize, batch.deliveries.count)])
            let round = Round(
                notices: batch.notices, users: batch.users, subscriptions: batch.subscriptions,
                channels: try await Channels.load(for: due, sender: self))
            sent += try await send(due, round: round, now: now)
        }
        return sent
    }

    /// One worker of `sendDue`: claims a batch, sends it and records it, until nothing is due.
    private func sendClaimedBatches(now: Date) async throws -> Int {
        var sent = 0
        while true {
            let due = try await dispatch.claimDueDeliveries(now: now, limit: batchSize, lease: lease)
            guard !due.isEmpty else { break }
            sent += try await send(due, round: try await Round.load(for: due, sender: self), now: now)
            if due.count < batchSize { break }
        }
        return sent
    }

    /// Sends claimed deliveries, `concurrency` at once, and records the outcomes; returns how
    /// many went out.
    private func send(_ due: [Delivery], round: Round, now: Date) async throws -> Int {
        let outcomes = try await withThrowingTaskGroup(of: (Delivery, Outcome).self) { group in
            var results: [(Delivery, Outcome)] = []
            for (index, delivery) in due.enumerated() {
                if index >= concurrency, let result = try await group.next() { results.append(result) }
                group.addTask { (delivery, try await record(delivery, await attempt(delivery, round: round, now: now), now: now)) }
            }
            for try await result in group { results.append(result) }
            return results
        }
        let succeeded = outcomes.filter { $0.1 == .sent }.map(\.0)
        try await dispatch.recordSent(succeeded, at: now)
        return succeeded.count
    }

    /// The channels a set of deliveries goes through, set up once for them.
    struct Channels: Sendable {
        var mailServer: MailServerSettings?
        var push: WebPushSender?

        static func load(for due: [Delivery], sender: DeliverySender) async throws -> Channels {
            let mailServer = due.contains { $0.channel == .email } ? try await sender.dispatch.mailServer() : nil
            var push: WebPushSender?
            if due.contains(where: { $0.channel == .push }) {
                // The token's expiry is checked by the push service against its own clock, so it
                // is signed with the real time, not the injectable one.
                push = try WebPushSender(
                    keys: try await sender.vapid.keys(), subject: sender.pushSubject(mailServer), policy: sender.outboundPolicy,
                    logger: sender.logger
                )
            }
            return Channels(mailServer: mailServer, push: push)
        }
    }

    /// What sending claimed deliveries needs besides them: their notices and recipients.
    struct Round: Sendable {
        var notices: [ID<Notice>: Notice]
        var users: [ID<User>: User]
        /// The push deliveries' devices; one missing was unsubscribed meanwhile.
        var subscriptions: [ID<PushSubscription>: PushSubscription]
        var channels: Channels

        /// Reads them for deliveries claimed from the database.
        static func load(for due: [Delivery], sender: DeliverySender) async throws -> Round {
            let (notices, users, subscriptions) = try await sender.dispatch.sendingContext(for: due)
            return Round(
                notices: Dictionary(notices.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
                users: users, subscriptions: Dictionary(subscriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
                channels: try await Channels.load(for: due, sender: sender))
        }
    }

    /// The VAPID contact (RFC 8292): the public HTTPS address, else the mail sender.
    func pushSubject(_ mailServer: MailServerSettings?) -> String {
        if baseURL.hasPrefix("https://") { return baseURL }
        return "mailto:" + (mailServer?.fromAddress ?? "domov@localhost")
    }

    private func attempt(_ delivery: Delivery, round: Round, now: Date) async -> Outcome {
        guard let notice = round.notices[delivery.noticeID], let user = round.users[delivery.userID] else {
            return .failed("the notice or its recipient no longer exists")
        }
        let messages = DeliveryMessages(user: user, baseURL: baseURL)
        switch delivery.channel {
        case .push:
            return await push(
                delivery, notice: notice, messages: messages, sender: round.channels.push, subscriptions: round.subscriptions, now: now)
        case .email:
            return await email(delivery, notice: notice, messages: messages, server: round.channels.mailServer, now: now)
        case .inApp:
            return .sent
        }
    }

    private func email(_ delivery: Delivery, notice: Notice, messages: DeliveryMessages, server: MailServerSettings?, now: Date) async
        -> Outcome
    {
        guard let server else { return .failed(MailerError.notConfigured.description) }
        guard let to = MailAddress(delivery.destination) else { return .failed("not a usable address: \(delivery.destination)") }
        do {
            try await mailer.send(via: server) { from in
                messages.reminderEmail(notice, delivery: delivery.id, from: from, to: to, now: now)
            }
            return .sent
        } catch let error as MailerError {
            return error.isRetryable ? .retry(error.description, retryAfter: nil) : .failed(error.description)
        } catch {
            return .retry(String(describing: error), retryAfter: nil)
        }
    }

    private func push(
        _ delivery: Delivery, notice: Notice, messages: DeliveryMessages, sender: WebPushSender?,
        subscriptions: [ID<PushSubscription>: PushSubscription], now: Date
    ) async -> Outcome {
        guard let sender, let id = ID<PushSubscription>(delivery.destination), let subscription = subscriptions[id]
        else { return .failed("the device was unsubscribed") }
        let outcome = await sender.send(
            messages.pushPayload(notice),
            to: WebPushSubscription(endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth),
            options: Self.options(for: notice, delivery: delivery, now: now)
        )
        switch outcome {
        case .delivered:
            return .sent
        case .subscriptionGone(let status):
            try? await dispatch.forgetDevice(id)
            return .failed("the push service says the subscription is gone (\(status)); removed it")
        case .invalidSubscription(let reason):
            try? await dispatch.forgetDevice(id)
            return .failed("unusable subscription (\(reason)); removed it")
        case .payloadTooLarge(let status):
            return .failed("the push service refused the message as too large (\(status.map(String.init) ?? "before sending"))")
        case .rejected(let status, let reason):
            return .failed("the push service refused the message (\(status)): \(reason)")
        case .retryLater(let status, let retryAfter):
            return .retry("the push service answered \(status)", retryAfter: retryAfter)
        case .transportFailure(let reason):
            return .retry("could not reach the push service: \(reason)", retryAfter: nil)
        case .refusedEndpoint(let reason):
            return .failed("not sent: the push endpoint is not a public https:// address (\(reason))")
        }
    }

    /// TTL: a reminder is worth delivering until its event starts (at least a minute, at most a
    /// day). Urgency: high within the hour, so a phone in battery saving wakes up for it. Topic:
    /// the delivery, so a resend replaces an undelivered copy at the push service.
    static func options(for notice: Notice, delivery: Delivery, now: Date) -> WebPushOptions {
        let untilEvent = notice.eventAt.map { $0.timeIntervalSince(now) }
        let ttl = untilEvent.map { Int(min(86_400, max(60, $0))) } ?? 86_400
        let urgency: WebPushUrgency = (untilEvent ?? .infinity) <= 3600 ? .high : .normal
        return WebPushOptions(ttl: ttl, urgency: urgency, topic: WebPushTopic(String(delivery.id.description.filter { $0 != "-" })))
    }

    private func record(_ delivery: Delivery, _ outcome: Outcome, now: Date) async throws -> Outcome {
        // Successes are recorded with the rest of the batch's (`send(_:round:now:)`).
        guard outcome != .sent else { return outcome }
        let recorded = try await dispatch.record(delivery, outcome, now: now, retry: retry)
        if case .failed(let reason) = recorded {
            logger.warning(
                "A delivery failed",
                metadata: [
                    "delivery": "\(delivery.id)", "channel": "\(delivery.channel.rawValue)", "reason": "\(reason)",
                ])
        }
        return recorded
    }
}
