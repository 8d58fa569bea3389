import DomovCore
import Foundation
import Logging
import ServiceLifecycle

/// Sends notices when they fall due. Each round drops what is too old to matter, claims what is
/// due (a lease, so a second `domov serve` on the same PostgreSQL never takes the same notice),
/// puts it in the inbox and makes its push and email deliveries (per the recipient's settings),
/// records it as dispatched, and lets its source plan what comes next (a series' next
/// occurrence). Meanwhile it sends the deliveries that are due, new ones and retries; then the
/// meeting invitations that planner changes made.
///
/// Guarantee: a notice is dispatched once. A process killed between claiming and recording
/// lets the lease run out, and the notice is dispatched again by whoever claims it next; its
/// deliveries are keyed by (notice, channel, destination), so that makes no second delivery.
struct NotificationDispatchJob: Service {
    let dispatch: NotificationDispatchService
    let planner: PlannerService
    let nameDays: NameDayService
    let feed: NoticeFeed
    let fanOut: NoticeFanOut
    let sender: DeliverySender
    let invitations: MeetingInvitationSender
    let clock: WallClock
    let logger: Logger
    /// How late a missed notice may still go out (marked late); older ones are dropped.
    var grace: TimeInterval
    /// The longest pause between rounds: retries of deliveries, and notices that another
    /// process plans, wait at most this long. A notice known to fall due sooner ends the pause.
    var interval: Duration = .seconds(5)
    var batchSize = 500
    var lease: TimeInterval = 120
    /// Sent this much after its time, a notice is marked late.
    static let lateAfter: TimeInterval = 60

    /// The job over the application's services, as `serve` and `domov job` run it.
    static func make(services: DomovServices, logger: Logger) -> NotificationDispatchJob {
        NotificationDispatchJob(
            dispatch: services.dispatch, planner: services.planner, nameDays: services.nameDays, feed: services.notices,
            fanOut: NoticeFanOut(dispatch: services.dispatch, ids: services.ids),
            sender: DeliverySender(
                dispatch: services.dispatch, mailer: services.mailer, vapid: services.vapid, baseURL: services.baseURL,
                clock: services.clock, logger: logger, outboundPolicy: services.outboundPolicy
            ),
            invitations: MeetingInvitationSender(
                dispatch: services.dispatch, mailer: services.mailer, baseURL: services.baseURL, logger: logger),
            clock: services.clock, logger: logger, grace: services.config.notificationGrace
        )
    }

    /// One round; returns how many notices went out (to the inbox; push and email follow).
    ///
    /// The deliveries are sent while the notices are still being dispatched: each batch's are
    /// handed to the sender as soon as they are stored, with the notices and recipients they were
    /// planned from, so the first pushes of a big round go out within a batch's time rather than
    /// after the whole round, and nothing is read back. What is left due by then (retries, and
    /// deliveries another process stored and let go) is sent before the round ends.
    @discardableResult
    func runOnce() async throws -> Int {
        let now = clock.now()
        for dropped in try await dispatch.dropMissed(dueBefore: now.addingTimeInterval(-grace)) {
            logger.notice(
                "Dropped a notice missed by more than the grace period",
                metadata: [
                    "notice": "\(dropped.id)", "user": "\(dropped.userID)", "due": "\(dropped.dueAt)",
                ])
        }
        let (stored, handOver) = AsyncStream.makeStream(of: DeliverySender.Batch.self)
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { [sender] in
                try await sender.send(stored, now: now)
                try await sender.sendDue(now: now)
            }
            defer { handOver.finish() } // also when dispatching throws, so the sender stops
            let sent = try await dispatchDue(now: now) { handOver.yield($0) }
            handOver.finish()
            try await group.waitForAll()
            try await invitations.sendDue(now: now)
            return sent
        }
    }

    /// Claims, fans out, records and re-plans the notices due by `now`, a batch at a time;
    /// `stored` gets each batch's deliveries that are due now (not held back by quiet hours),
    /// stored and leased for sending.
    private func dispatchDue(now: Date, stored: (DeliverySender.Batch) -> Void) async throws -> Int {
        var sent = 0
        var replanned: Set<NotificationSource> = []
        while true {
            let due = try await dispatch.claimDueNotices(now: now, limit: batchSize, lease: lease)
            guard !due.isEmpty else { break }
            let late = Set(due.filter { now.timeIntervalSince($0.dueAt) > Self.lateAfter }.map(\.id))
            let plan = try await fanOut.plan(due, now: now)
            // Deliveries first: a crash before the notices are recorded makes the next claim
            // enqueue them again, which their idempotency keys turn into nothing.
            // Those due now are leased to this process's sender, which has all it needs in memory.
            let leased = try await dispatch.enqueueClaimed(plan.deliveries, now: now, lease: sender.lease)
            if !leased.isEmpty {
                stored(
                    DeliverySender.Batch(
                        deliveries: plan.deliveries.filter { leased.contains($0.id) }, leasedUntil: now.addingTimeInterval(sender.lease),
                        notices: Dictionary(due.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
                        users: plan.users, subscriptions: plan.subscriptions
                    ))
            }
            // Recorded at the moment they reach the inbox, so `dispatched_at - due_at` is the lateness.
            try await dispatch.markDispatched(due.map(\.id), at: clock.now(), late: late, silenced: plan.silenced)
            for notice in due where !plan.silenced.contains(notice.id) { feed.publish(notice) }
            // A source is planned again once per round, however many of its notices went out,
            // and a batch's sources together: one lookup per module and one transaction.
            let sources = Set(due.map(\.source)).subtracting(replanned)
            replanned.formUnion(sources)
            do {
                // Each module plans its own sources and leaves the others alone.
                // The plans hold only notices due after this moment; those due by then are being
                // dispatched (by this round, or by another process that claimed them later).
                let replanFrom = clock.now()
                var plans = try await planner.nextReminders(for: sources, after: replanFrom)
                plans.merge(try await nameDays.nextReminders(for: sources, after: replanFrom)) { planned, _ in planned }
                try await dispatch.replacePending(plans, dueAfter: replanFrom)
            } catch {
                logger.warning("Could not plan the next reminders", metadata: ["sources": "\(sources.count)", "error": "\(error)"])
            }
            sent += due.count
            if due.count < batchSize { break }
        }
        return sent
    }

    func run() async throws {
        await repeatUntilShutdown(
            every: { try await pauseBeforeNextRound() }, afterFailure: interval, logger: logger,
            failure: "Notification dispatch failed; will try again"
        ) {
            try await runOnce()
        }
    }

    /// Until the next notice falls due, at most `interval`: a round every few seconds alone would
    /// make a reminder up to that late.
    func pauseBeforeNextRound() async throws -> Duration {
        let now = clock.now()
        guard let next = try await dispatch.nextDue(now: now) else { return interval }
        let seconds = max(0, next.timeIntervalSince(now))
        return min(interval, .milliseconds(Int64((seconds * 1000).rounded(.up))))
    }
}
