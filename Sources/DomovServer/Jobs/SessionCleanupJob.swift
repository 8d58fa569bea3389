import DomovCore
import Foundation
import Logging
import ServiceLifecycle

/// Deletes expired sessions and expired sign-ins in progress once an hour, so the tables hold
/// only live ones. `runOnce()` is the whole job; `run()` only repeats it until shutdown.
struct SessionCleanupJob: Service {
    let sessions: any SessionRepository
    /// Sign-ins abandoned at the provider; nil leaves them (a caller without them).
    var signInFlows: (any SignInFlowRepository)? = nil
    let clock: WallClock
    let logger: Logger
    var interval: Duration = .seconds(3600)

    /// The job over the application's services, as `serve` and `domov job` run it.
    static func make(services: DomovServices, logger: Logger) -> SessionCleanupJob {
        SessionCleanupJob(
            sessions: services.accounts.sessions, signInFlows: services.signIn.pending.flows, clock: services.clock, logger: logger)
    }

    func runOnce() async throws {
        let now = clock.now()
        try await sessions.deleteExpired(now: now)
        try await signInFlows?.deleteExpired(now: now)
    }

    func run() async throws {
        await repeatUntilShutdown(every: interval, logger: logger, failure: "Session cleanup failed; will try again") {
            try await runOnce()
        }
    }
}
