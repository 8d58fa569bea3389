import DomovCore
import DomovStorage
import Foundation
import Logging
import ServiceLifecycle

/// Sends notices when they fall due. Each round drops what is too old to matter, claims what is
/// due (a lease, so a second `domov serve` on the same PostgreSQL never takes the same notice),
/// hands it to the channels, records it as dispatched, and lets its source plan what comes next
/// (a series' next occurrence).
///
/// Guarantee: a notice is dispatched once. A process killed between claiming and recording
/// lets the lease run out, and the notice is dispatched again by whoever claims it next:
/// at-least-once, with the duplicate window no longer than one round's sending.
struct NotificationDispatchJob: Service {
    let notifications: any NotificationRepository
    let planner: PlannerService
    let feed: NoticeFeed
    let clock: WallClock
    let logger: Logger
    /// How late a missed notice may still go out (marked late); older ones are dropped.
    var grace: TimeInterval
    var interval: Duration = .seconds(5)
    var batchSize = 500
    var lease: TimeInterval = 120
    /// Sent this much after its time, a notice is marked late.
    static let lateAfter: TimeInterval = 60

    /// The job over the application's services, as `serve` and `domov job` run it.
    static func make(services: DomovServices, logger: Logger) -> NotificationDispatchJob {
        NotificationDispatchJob(
            notifications: services.storage.notifications, planner: services.planner, feed: services.notices,
            clock: services.clock, logger: logger, grace: services.config.notificationGrace
        )
    }

    /// One round; returns how many notices went out.
    @discardableResult
    func runOnce() async throws -> Int {
        let now = clock.now()
        for dropped in try await notifications.dropUndispatched(dueBefore: now.addingTimeInterval(-grace)) {
            logger.notice("Dropped a notice missed by more than the grace period", metadata: [
                "notice": "\(dropped.id)", "user": "\(dropped.userID)", "due": "\(dropped.dueAt)",
            ])
        }
        var sent = 0
        while true {
            let due = try await notifications.claimDue(now: now, limit: batchSize, lease: lease)
            guard !due.isEmpty else { break }
            let late = Set(due.filter { now.timeIntervalSince($0.dueAt) > Self.lateAfter }.map(\.id))
            try await notifications.markDispatched(due.map(\.id), at: now, late: late)
            for notice in due { feed.publish(notice) }
            for source in Set(due.map(\.source)) {
                do {
                    try await planner.replanReminders(for: source, notifications: notifications)
                } catch {
                    logger.warning("Could not plan the next reminders", metadata: ["source": "\(source.id)", "error": "\(error)"])
                }
            }
            sent += due.count
            if due.count < batchSize { break }
        }
        return sent
    }

    func run() async throws {
        await repeatUntilShutdown(every: interval, logger: logger, failure: "Notification dispatch failed; will try again") {
            try await runOnce()
        }
    }
}
