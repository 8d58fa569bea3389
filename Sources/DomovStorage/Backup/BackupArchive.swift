import Foundation
import Logging
import SQLKit

/// A whole Domov database as one JSON document. Written from one transaction, so it is a
/// consistent snapshot while the server keeps running, and restorable into SQLite or
/// PostgreSQL alike (which is also how a home server moves to PostgreSQL).
public struct BackupArchive: Codable, Sendable, Equatable {
    public static let formatName = "domov-backup"

    public let format: String
    public let schemaVersion: Int
    public let createdAt: Date
    /// Table name to rows; a row maps column to a string, a whole number or null.
    public let tables: [String: [[String: BackupValue]]]

    public enum BackupValue: Codable, Sendable, Equatable {
        case text(String)
        case integer(Int64)
        case null

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let number = try? container.decode(Int64.self) {
                self = .integer(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text): try container.encode(text)
            case .integer(let number): try container.encode(number)
            case .null: try container.encodeNil()
            }
        }

        var bind: any SQLExpression {
            switch self {
            case .text(let text): SQLBind(text)
            case .integer(let number): SQLBind(number)
            case .null: SQLLiteral.null
            }
        }
    }

    public var rowCount: Int { tables.values.reduce(0) { $0 + $1.count } }
}

public enum BackupError: Error, CustomStringConvertible {
    case notABackup
    case newerThanThisDomov(backupVersion: Int, latest: Int)
    case databaseNotEmpty
    case unexpectedValue(table: String, column: String)
    /// A value one of the two databases cannot store (`BackupPortability`).
    case unportableValue(table: String, column: String, row: String, reason: String)

    public var description: String {
        switch self {
        case .notABackup: "The file is not a Domov backup."
        case .newerThanThisDomov(let backup, let latest):
            "The backup has schema version \(backup), newer than this Domov knows (\(latest)). Upgrade Domov first."
        case .databaseNotEmpty: "The database already holds data. Restore into an empty one, or pass --replace to wipe it first."
        case .unexpectedValue(let table, let column): "The backup has a value of the wrong type in \(table).\(column)."
        case .unportableValue(let table, let column, let row, let reason):
            "The backup's \(table).\(column) of row \(row) holds \(reason), which PostgreSQL cannot store (SQLite would), so "
                + "neither restores it. Nothing was restored. Edit or delete that row where the backup came from, and back up again."
        }
    }
}

/// Writes and reads `BackupArchive`s.
public struct BackupService: Sendable {
    let database: DomovDatabase
    let logger: Logger

    public init(database: DomovDatabase, logger: Logger) {
        self.database = database
        self.logger = logger
    }

    public func makeArchive(now: Date = Date()) async throws -> BackupArchive {
        let schemaVersion = try await MigrationRunner(database: database, logger: logger).appliedVersions().max() ?? 0
        // A transaction gives one consistent snapshot of every table.
        let tables = try await database.transaction { db in
            var tables: [String: [[String: BackupArchive.BackupValue]]] = [:]
            for table in BackupTable.all {
                var query = db.select().columns(table.columns.map { SQLColumn($0.name) }).from(table.name)
                for column in table.orderBy { query = query.orderBy(column) }
                let rows = try await query.all()
                tables[table.name] = try rows.map { row in
                    var values: [String: BackupArchive.BackupValue] = [:]
                    for column in table.columns {
                        if try row.decodeNil(column: column.name) {
                            values[column.name] = .null
                        } else {
                            switch column.type {
                            case .text: values[column.name] = .text(try row.decode(column: column.name, as: String.self))
                            case .integer: values[column.name] = .integer(try row.decode(column: column.name, as: Int64.self))
                            }
                        }
                    }
                    return values
                }
            }
            return tables
        }
        return BackupArchive(format: BackupArchive.formatName, schemaVersion: schemaVersion, createdAt: now, tables: tables)
    }

    public func write(to url: URL) async throws -> BackupArchive {
        let archive = try await makeArchive()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        // Write beside the target and rename, so a crash never leaves half a backup under the real name.
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial")
        try encoder.encode(archive).write(to: temporary)
        _ = try? FileManager.default.removeItem(at: url)
        try FileManager.default.moveItem(at: temporary, to: url)
        return archive
    }

    public static func read(from url: URL) throws -> BackupArchive {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let archive = try? decoder.decode(BackupArchive.self, from: Data(contentsOf: url)),
            archive.format == BackupArchive.formatName
        else { throw BackupError.notABackup }
        return archive
    }

    /// Brings the schema to the backup's version, loads every row in one transaction, then
    /// applies the migrations that came after the backup was made. Nothing else may use the
    /// database meanwhile (`domov restore` runs on a stopped server's data).
    public func restore(_ archive: BackupArchive, replacing: Bool) async throws {
        let runner = MigrationRunner(database: database, logger: logger)
        guard archive.schemaVersion <= runner.latestVersion else {
            throw BackupError.newerThanThisDomov(backupVersion: archive.schemaVersion, latest: runner.latestVersion)
        }
        let applied = try await runner.appliedVersions()
        if let newest = applied.max(), newest > archive.schemaVersion, !replacing {
            throw BackupError.databaseNotEmpty
        }
        try await runner.migrate(upTo: max(archive.schemaVersion, applied.max() ?? 0))
        // At an older backup's version, the tables that later migrations add do not exist yet.
        // Probed outside the transaction: on PostgreSQL a failed statement would abort it.
        let tables = try await database.withConnection { db in
            var existing: [BackupTable] = []
            for table in BackupTable.all
            where (try? await db.select().column(SQLLiteral.all).from(table.name).limit(0).all()) != nil {
                existing.append(table)
            }
            return existing
        }
        try BackupPortability.check(archive, tables: tables, int32Columns: try await BackupPortability.int32Columns(of: database))
        try await database.transaction { db in
            let hasData = try await db.select().column("id").from("users").limit(1).first() != nil
            if hasData, !replacing { throw BackupError.databaseNotEmpty }
            for table in tables.reversed() {
                try await db.delete(from: table.name).run()
            }
            for table in tables {
                for row in archive.tables[table.name] ?? [] {
                    let present = table.columns.filter { row[$0.name] != nil }
                    guard !present.isEmpty else { continue }
                    try await db.insert(into: table.name)
                        .columns(present.map { SQLColumn($0.name) } as [any SQLExpression])
                        .values(present.map { row[$0.name]!.bind })
                        .run()
                }
            }
        }
        try await runner.migrateBeforeUse()
    }
}
