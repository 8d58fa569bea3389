import SQLKit

/// What a restore refuses before it writes anything: values one of the two databases cannot
/// store. SQLite keeps any text and any 64-bit number; PostgreSQL refuses a NUL in text, a
/// number past 32 bits in an INTEGER column and an index entry past about 2,700 bytes. Domov
/// refuses such input at the door now, but a database from before may hold it; a restore then
/// names the row on SQLite and PostgreSQL alike, rather than failing halfway on one only.
enum BackupPortability {
    /// The longest calendar UID (`PlannerCalendarReader.maximumUIDLength`), in UTF-8 bytes.
    static let maximumUIDLength = 1000

    /// "table.column" of every column declared INTEGER (32 bits on PostgreSQL) in the database.
    static func int32Columns(of database: DomovDatabase) async throws -> Set<String> {
        try await database.withConnection { db in
            var columns: Set<String> = []
            switch database.kind {
            case .sqlite:
                let tables = try await db.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                    .all().map { try $0.decode(column: "name", as: String.self) }
                for table in tables {
                    for row in try await db.raw("PRAGMA table_info(\(ident: table))").all()
                    where try row.decode(column: "type", as: String.self).uppercased() == "INTEGER" {
                        columns.insert(table + "." + (try row.decode(column: "name", as: String.self)))
                    }
                }
            case .postgres:
                let rows = try await db.raw(
                    """
                    SELECT table_name, column_name FROM information_schema.columns
                    WHERE table_schema = current_schema() AND data_type = 'integer'
                    """
                ).all()
                for row in rows {
                    columns.insert(
                        (try row.decode(column: "table_name", as: String.self)) + "."
                            + (try row.decode(column: "column_name", as: String.self)))
                }
            }
            return columns
        }
    }

    /// Throws for the first value, in the restore's order, that either database cannot store.
    static func check(_ archive: BackupArchive, tables: [BackupTable], int32Columns: Set<String>) throws(BackupError) {
        for table in tables {
            for row in archive.tables[table.name] ?? [] {
                for (column, _) in table.columns {
                    guard let value = row[column] else { continue }
                    let reason: String? =
                        switch value {
                        case .text(let text) where text.utf8.contains(0):
                            "a NUL character"
                        case .text(let text) where column == "calendar_uid" && text.utf8.count > maximumUIDLength:
                            "a UID of \(text.utf8.count) bytes (at most \(maximumUIDLength))"
                        case .integer(let number) where int32Columns.contains(table.name + "." + column) && Int32(exactly: number) == nil:
                            "the number \(number), past the 32 bits of the column"
                        default:
                            nil
                        }
                    if let reason {
                        let id = if case .text(let id)? = row["id"] { id } else { "?" }
                        throw .unportableValue(table: table.name, column: column, row: id, reason: reason)
                    }
                }
            }
        }
    }
}
