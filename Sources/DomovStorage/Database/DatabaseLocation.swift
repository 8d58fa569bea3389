import Foundation

/// Which database Domov keeps its data in.
public enum DatabaseLocation: Sendable, Equatable, CustomStringConvertible {
    /// The embedded default: one SQLite file.
    case sqlite(path: String)
    /// For many households and several server processes.
    case postgres(url: String)

    public init(url: String) throws(DatabaseLocationError) {
        if url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") {
            self = .postgres(url: url)
        } else if url.hasPrefix("sqlite://") {
            self = .sqlite(path: String(url.dropFirst("sqlite://".count)))
        } else {
            throw DatabaseLocationError(url: url)
        }
    }

    /// Shows where the data is without the password a PostgreSQL URL may carry.
    public var description: String {
        switch self {
        case .sqlite(let path): return "SQLite at \(path)"
        case .postgres(let url):
            guard var components = URLComponents(string: url) else { return "PostgreSQL" }
            if components.password != nil { components.password = "•••" }
            return "PostgreSQL at \(components.string ?? "?")"
        }
    }
}

public struct DatabaseLocationError: Error, CustomStringConvertible {
    public let url: String
    public var description: String {
        "The database URL must start with postgres://, postgresql:// or sqlite:// (got \"\(url)\")."
    }
}
