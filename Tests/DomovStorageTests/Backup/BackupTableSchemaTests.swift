@testable import DomovStorage
import DomovTesting
import SQLKit
import Testing

/// `BackupTable.all` is written by hand; a migration that adds a table or column without
/// adding it there would silently leave it out of every backup.
@Suite("BackupTable matches the schema")
struct BackupTableSchemaTests {
    struct Column: Hashable, CustomStringConvertible {
        let name: String
        let isInteger: Bool
        var description: String { "\(name) \(isInteger ? "integer" : "text")" }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func everyTableAndColumnIsBackedUp(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let actual = try await Self.schema(of: storage.database)
            let declared = Dictionary(
                uniqueKeysWithValues: BackupTable.all.map { table in
                    (table.name, Set(table.columns.map { Column(name: $0.name, isInteger: $0.type == .integer) }))
                })
            #expect(Set(actual.keys).subtracting(BackupTable.notBackedUp) == Set(declared.keys))
            #expect(BackupTable.notBackedUp.isSubset(of: Set(actual.keys)), "tables left out that no longer exist")
            for (table, columns) in actual where !BackupTable.notBackedUp.contains(table) {
                #expect(columns == declared[table], "columns of \(table)")
            }
        }
    }

    @Test func tablesAreListedOnceParentsFirst() {
        let names = BackupTable.all.map(\.name)
        #expect(Set(names).count == names.count)
        for (child, parents) in [
            ("sessions", ["users"]), ("app_passwords", ["users"]),
            ("memberships", ["users", "households"]), ("invites", ["users", "households"]),
        ] {
            for parent in parents {
                #expect(names.firstIndex(of: parent)! < names.firstIndex(of: child)!, "\(parent) before \(child)")
            }
        }
        for table in BackupTable.all {
            #expect(!table.orderBy.isEmpty)
            #expect(table.orderBy.allSatisfy { column in table.columns.contains { $0.name == column } })
        }
    }

    /// Table name to its columns, read from the database itself (schema_migrations excepted).
    static func schema(of database: DomovDatabase) async throws -> [String: Set<Column>] {
        try await database.withConnection { db in
            var schema: [String: Set<Column>] = [:]
            switch database.kind {
            case .sqlite:
                let tables = try await db.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                    .all().map { try $0.decode(column: "name", as: String.self) }
                for table in tables where table != "schema_migrations" {
                    let columns = try await db.raw("PRAGMA table_info(\(ident: table))").all()
                    schema[table] = Set(
                        try columns.map { row in
                            let type = try row.decode(column: "type", as: String.self).uppercased()
                            return Column(name: try row.decode(column: "name", as: String.self), isInteger: type.contains("INT"))
                        })
                }
            case .postgres:
                let rows = try await db.raw(
                    """
                    SELECT table_name, column_name, data_type FROM information_schema.columns
                    WHERE table_schema = current_schema() AND table_name <> 'schema_migrations'
                    """
                ).all()
                for row in rows {
                    let table = try row.decode(column: "table_name", as: String.self)
                    let type = try row.decode(column: "data_type", as: String.self)
                    schema[table, default: []].insert(
                        Column(
                            name: try row.decode(column: "column_name", as: String.self), isInteger: type.contains("int")
                        ))
                }
            }
            return schema
        }
    }
}
