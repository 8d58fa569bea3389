import DomovCore
import Foundation
import Logging
import ServiceLifecycle

/// Syncs external calendar accounts that are due, both ways (`ExternalCalendarSync`), as their
/// owners. `runOnce()` is one round; `run()` repeats it until shutdown.
struct ExternalCalendarSyncJob: Service {
    let services: DomovServices
    let logger: Logger
    var interval: Duration = .seconds(60)
    /// Accounts per round: a long list is worked through over several rounds.
    var batchSize = 20
    /// How long a claimed account is left to this process before another may take it.
    static let lease: TimeInterval = 600

    /// Returns how many accounts it synced (successfully or not).
    @discardableResult
    func runOnce() async throws -> Int {
        let due = try await services.externalCalendarAccounts.claimDue(limit: batchSize, lease: Self.lease)
        for account in due {
            do {
                try await sync(account)
            } catch {
                // One account's failure (its owner left the household, say) must not stop the others.
                logger.error("external calendar sync failed", metadata: ["account": "\(account.id)", "error": "\(error)"])
            }
        }
        return due.count
    }

    /// One account now, whether due or not ("Sync now").
    @discardableResult
    func sync(_ account: ExternalCalendarAccount) async throws -> ExternalCalendarAccount {
        guard let owner = try await services.accounts.user(account.ownerID) else { return account }
        let t = Localizer(language: owner.preferences.language ?? .english)
        let categories = try await services.planner.categories(in: account.householdID, for: owner)
        let sync = services.externalCalendarSync(
            writer: { PlannerCalendarWriter(localizer: t, categories: categories, now: $0) }, copySuffix: t(.planner(.conflictCopySuffix)))
        let synced = try await sync.sync(account, owner: owner)
        if let problem = synced.problem {
            logger.info("external calendar sync failed", metadata: ["account": "\(account.id)", "problem": "\(problem.code)"])
        }
        return synced
    }

    func run() async throws {
        await repeatUntilShutdown(every: interval, logger: logger, failure: "External calendar sync failed; will try again") {
            try await runOnce()
        }
    }
}
