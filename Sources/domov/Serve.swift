import DomovCore
import DomovOutbound
import DomovStorage
import ArgumentParser
import DomovServer
import Hummingbird
import Logging
import Metrics
import NIOCore
import NIOPosix
import Prometheus

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the Domov server (the default).")

    @OptionGroup var options: ConfigOptions

    func run() async throws {
        // Swift's concurrency jobs run on NIO's event loops, so a request's handler, its database
        // calls and its response no longer hop between two sets of threads (the context switches
        // and futex wake-ups of those hops were a large share of a CalDAV GET's samples). Nothing
        // in Domov blocks a concurrency thread: bcrypt and name lookups run on NIO's thread pool,
        // SQLite on its own.
        _ = NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
        let config = try options.resolve()
        let logger = Bootstrap.logger(config)
        let metrics = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: metrics))
        let storage = try await Bootstrap.storage(config, logger: logger)
        logger.info("Starting Domov", metadata: ["database": "\(config.database)", "address": "\(config.host):\(config.port)"])
        let app = try buildApplication(
            config: config, dependencies: AppDependencies(
                storage: storage, metrics: metrics, logger: logger, credentialSealer: try AESCredentialSealer(keyFile: config.credentialsKeyFile)
            )
        )
        // runService installs SIGTERM and SIGINT handlers: the server stops accepting, lets
        // in-flight requests finish, and only then returns and the database is closed.
        do {
            try await app.runService()
        } catch {
            await storage.database.close()
            throw error
        }
        await storage.database.close()
        logger.info("Domov stopped")
    }
}
