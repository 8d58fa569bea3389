import DomovCore
import Foundation
import Logging
import ServiceLifecycle

/// Deletes expired sessions once an hour, so the table holds only live ones.
/// `runOnce()` is the whole job; `run()` only repeats it until shutdown.
struct SessionCleanupJob: Service {
    let sessions: any SessionRepository
    let clock: WallClock
    let logger: Logger
    var interval: Duration = .seconds(3600)

    func runOnce() async throws {
        try await sessions.deleteExpired(now: clock.now())
    }

    func run() async throws {
        await repeatUntilShutdown(every: interval, logger: logger, failure: "Session cleanup failed; will try again") {
            try await runOnce()
        }
    }
}
