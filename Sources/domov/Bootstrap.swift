import DomovCore
import DomovServer
import DomovStorage
import Foundation
import Logging

/// The start-up every subcommand shares: logging once, then the database with its schema up to date.
enum Bootstrap {
    static func logger(_ config: DomovConfig) -> Logger {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = config.logLevel
            return handler
        }
        var logger = Logger(label: "domov")
        logger.logLevel = config.logLevel
        return logger
    }

    static func storage(_ config: DomovConfig, logger: Logger) async throws -> Storage {
        do {
            return try await Storage.open(config.database, logger: logger)
        } catch {
            logger.critical("Cannot open the database", metadata: ["database": "\(config.database)", "error": "\(error)"])
            throw error
        }
    }
}
