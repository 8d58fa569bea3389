import DomovCore
import DomovOutbound
import Foundation
import Logging
import ServiceLifecycle

/// Refreshes subscribed calendars that are due, with conditional GET, a size limit and a
/// timeout; what each answer does to its subscription is the core's rule
/// (`CalendarSubscriptionRefresh`). `runOnce()` is one round; `run()` repeats it until shutdown.
struct CalendarSubscriptionJob: Service {
    let subscriptions: CalendarSubscriptionService
    let fetcher: any DocumentFetching
    let logger: Logger
    var interval: Duration = .seconds(300)
    /// Feeds per round: a long list is worked through over several rounds.
    var batchSize = 50

    /// The job over the application's services, as `serve` and `domov job` run it.
    static func make(services: DomovServices, logger: Logger) -> CalendarSubscriptionJob {
        CalendarSubscriptionJob(subscriptions: services.calendarSubscriptions, fetcher: services.documentFetcher, logger: logger)
    }

    /// Returns how many subscriptions it refreshed (successfully or not).
    @discardableResult
    func runOnce() async throws -> Int {
        let due = try await subscriptions.dueForRefresh(limit: batchSize)
        for subscription in due {
            try await refresh(subscription)
        }
        return due.count
    }

    /// One subscription now, whether due or not ("Refresh now").
    @discardableResult
    func refresh(_ subscription: CalendarSubscription) async throws -> CalendarSubscription {
        let outcome = await fetch(subscription)
        let updated = try await subscriptions.recordRefresh(outcome, of: subscription)
        if let problem = updated.problem {
            logger.info(
                "calendar subscription refresh failed", metadata: ["subscription": "\(subscription.id)", "problem": "\(problem.code)"])
        }
        return updated
    }

    private func fetch(_ subscription: CalendarSubscription) async -> CalendarFetchOutcome {
        let headers = CalendarSubscriptionRefresh.conditionalHeaders(for: subscription)
        let document: FetchedDocument
        do {
            document = try await fetcher.get(subscription.url, headers: headers, maximumBytes: CalendarSubscription.maximumBytes)
        } catch OutboundAddressPolicy.Refusal.privateAddress {
            return .failed(.privateAddress)
        } catch {
            return .failed(.unreachable)
        }
        switch document.status {
        case 304: return .notModified
        case 200:
            if document.tooLarge { return .failed(.tooLarge) }
            return .fetched(body: document.body ?? "", etag: document.etag, lastModified: document.lastModified)
        default: return .failed(.status(document.status))
        }
    }

    func run() async throws {
        await repeatUntilShutdown(every: interval, logger: logger, failure: "Calendar subscription refresh failed; will try again") {
            try await runOnce()
        }
    }
}
