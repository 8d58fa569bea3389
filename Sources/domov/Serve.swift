import DomovCore
import DomovOutbound
import DomovStorage
import ArgumentParser
import DomovServer
import Hummingbird
import Logging
import Metrics
import Prometheus

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the Domov server (the default).")

    @OptionGroup var options: ConfigOptions

    func run() async throws {
        let config = try options.resolve()
        let logger = Bootstrap.logger(config)
        let metrics = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: metrics))
        let storage = try await Bootstrap.storage(config, logger: logger)
        logger.info("Starting Domov", metadata: ["database": "\(config.database)", "address": "\(config.host):\(config.port)"])
        let app = try buildApplication(
            config: config,
            dependencies: AppDependencies(
                storage: storage, metrics: metrics, logger: logger,
                credentialSealer: try AESCredentialSealer(keyFile: config.credentialsKeyFile)
            )
        )
        // runService installs SIGTERM and SIGINT handlers: the server stops accepting, lets
        // in-flight requests finish, and only then returns and the database is closed.
        try await storage.database.closing { try await app.runService() }
        logger.info("Domov stopped")
    }
}
