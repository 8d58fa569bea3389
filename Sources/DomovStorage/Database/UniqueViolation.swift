import DomovSQLite
import PostgresKit

/// Recognizes a unique-constraint violation from either driver, so a race between two
/// writers still ends in a field error instead of a 500.
enum UniqueViolation {
    /// True when the error is a unique violation that mentions the given index or column.
    static func matches(_ error: any Error, _ names: String...) -> Bool {
        if let error = error as? PSQLError, error.serverInfo?[.sqlState] == "23505" {
            let constraint = error.serverInfo?[.constraintName] ?? ""
            return names.contains { constraint.contains($0) }
        }
        if let error = error as? DirectSQLiteError, error.isConstraint {
            return names.contains { error.message.contains($0) }
        }
        return false
    }
}
