import Logging

/// Loggers for tests: quiet except for errors, which usually explain a failing test.
public enum TestLogger {
    public static func make(_ label: String = "domov-test", level: Logger.Level = .error) -> Logger {
        var logger = Logger(label: label) { label in StreamLogHandler.standardError(label: label) }
        logger.logLevel = level
        return logger
    }

    /// For databases, whose migration and pool messages are only noise in a test run.
    public static let silent = Logger(label: "domov-test-silent") { _ in SwiftLogNoOpLogHandler() }
}
