import Foundation
import Logging
import ServiceLifecycle

/// Runs a job's round again and again until graceful shutdown, logging a failed round and
/// carrying on: what every background job's `run()` does.
func repeatUntilShutdown(every interval: Duration, logger: Logger, failure: String, _ round: @escaping @Sendable () async throws -> Void) async {
    // Cancelled at graceful shutdown, which ends the sleep at once instead of after the interval.
    try? await cancelWhenGracefulShutdown {
        while !Task.isCancelled {
            do {
                try await round()
            } catch {
                logger.warning(Logger.Message(stringLiteral: failure), metadata: ["error": "\(error)"])
            }
            try await Task.sleep(for: interval)
        }
    }
}
