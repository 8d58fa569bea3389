import DomovCore
import Foundation
import Logging
import ServiceLifecycle

/// Forgets for good what Undo could bring back once `RecentlyDeleted.keptFor` has passed
/// (deleted chores with their history, deleted planner items' calendar objects), once an hour. `runOnce()` is the whole job.
struct RecentlyDeletedPurgeJob: Service {
    let chores: ChoresService
    let planner: PlannerService
    let clock: WallClock
    let logger: Logger
    var interval: Duration = .seconds(3600)

    /// The job over the application's services, as `serve` and `domov job` run it.
    static func make(services: DomovServices, logger: Logger) -> RecentlyDeletedPurgeJob {
        RecentlyDeletedPurgeJob(chores: services.chores, planner: services.planner, clock: services.clock, logger: logger)
    }

    /// How many deleted things were forgotten.
    @discardableResult
    func runOnce() async throws -> Int {
        let cutoff = RecentlyDeleted.cutoff(at: clock.now())
        return try await chores.purgeDeleted(before: cutoff) + planner.purgeDeleted(before: cutoff)
    }

    func run() async throws {
        await repeatUntilShutdown(every: interval, logger: logger, failure: "Purging recently deleted items failed; will try again") {
            try await runOnce()
        }
    }
}
