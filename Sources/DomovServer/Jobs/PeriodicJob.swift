import Foundation
import Logging
import ServiceLifecycle

/// Runs a job's round again and again until graceful shutdown, logging a failed round and
/// carrying on: what every background job's `run()` does.
func repeatUntilShutdown(every interval: Duration, logger: Logger, failure: String, _ round: @escaping @Sendable () async throws -> Void)
    async
{
    await repeatUntilShutdown(every: { interval }, afterFailure: interval, logger: logger, failure: failure, round)
}

/// The same, with a pause that the job works out after each round; a failed round (or a failure
/// to work out the pause) waits `afterFailure`.
func repeatUntilShutdown(
    every pause: @escaping @Sendable () async throws -> Duration, afterFailure: Duration, logger: Logger, failure: String,
    _ round: @escaping @Sendable () async throws -> Void
) async {
    // Cancelled at graceful shutdown, which ends the sleep at once instead of after the pause.
    try? await cancelWhenGracefulShutdown {
        while !Task.isCancelled {
            var next = afterFailure
            do {
                try await round()
                next = try await pause()
            } catch {
                logger.warning(Logger.Message(stringLiteral: failure), metadata: ["error": "\(error)"])
            }
            try await Task.sleep(for: next)
        }
    }
}
