import DomovCore
import Foundation
import SQLKit

/// Decoding helpers that read columns the same way on SQLite and PostgreSQL.
extension SQLRow {
    func string(_ column: String) throws -> String {
        try decode(column: column, as: String.self)
    }

    func optionalString(_ column: String) throws -> String? {
        try decodeNil(column: column) ? nil : try decode(column: column, as: String.self)
    }

    func int(_ column: String) throws -> Int {
        try decode(column: column, as: Int.self)
    }

    func bool(_ column: String) throws -> Bool {
        try decode(column: column, as: Int.self) != 0
    }

    func date(_ column: String) throws -> Date {
        Date(storedMilliseconds: try decode(column: column, as: Int64.self))
    }

    func optionalDate(_ column: String) throws -> Date? {
        try decodeNil(column: column) ? nil : try date(column)
    }

    func id<Entity>(_ column: String, as _: Entity.Type = Entity.self) throws -> ID<Entity> {
        let raw = try string(column)
        guard let id = ID<Entity>(raw) else { throw StoredValueError(column: column, value: raw) }
        return id
    }

    func optionalID<Entity>(_ column: String, as _: Entity.Type = Entity.self) throws -> ID<Entity>? {
        try decodeNil(column: column) ? nil : try id(column)
    }
}

/// Instants are stored as whole milliseconds since 1970 in a BIGINT: the same on both
/// databases, sortable, and free of any zone. The zone, where it matters, is its own column.
extension Date {
    init(storedMilliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(storedMilliseconds) / 1000)
    }

    var storedMilliseconds: Int64 {
        Int64((timeIntervalSince1970 * 1000).rounded())
    }
}

/// A value in the database that Domov could not have written.
struct StoredValueError: Error, CustomStringConvertible {
    let column: String
    let value: String
    var description: String { "Unexpected value \"\(value)\" in column \(column)" }
}
