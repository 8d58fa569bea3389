@testable import DomovStorage
import DomovSQLite
import Foundation
import Logging
import SQLKit
import Testing

@Suite("SQLite driver")
struct DirectSQLiteConnectionTests {
    /// A kept statement is prepared again by SQLite when its table changes; its columns are read
    /// after that, so a `SELECT *` kept from before a migration lists the new column.
    @Test func aKeptSelectSeesAColumnAddedLater() throws {
        try withConnection { connection in
            try connection.run("CREATE TABLE notes (text TEXT NOT NULL)", []) { _, _ in }
            try connection.run("INSERT INTO notes VALUES (?)", [.text("milk")]) { _, _ in }
            var columns: [String] = []
            try connection.run("SELECT * FROM notes", []) { names, _ in columns = names }
            #expect(columns == ["text"])
            try connection.run("ALTER TABLE notes ADD COLUMN done INTEGER NOT NULL DEFAULT 0", []) { _, _ in }
            var values: [SQLiteValue] = []
            try connection.run("SELECT * FROM notes", []) { names, row in
                columns = names
                values = row
            }
            #expect(columns == ["text", "done"])
            #expect(values == [.text("milk"), .integer(0)])
        }
    }

    /// Every storage class goes in and comes back as it was.
    @Test func valuesComeBackAsBound() throws {
        try withConnection { connection in
            let bound: [SQLiteValue] = [
                .integer(-9_007_199_254_740_993), .float(0.1), .text("Příliš žluťoučký"), .blob([0, 255, 7]), .null,
            ]
            var read: [SQLiteValue] = []
            try connection.run("SELECT ?, ?, ?, ?, ?", bound) { _, row in read = row }
            #expect(read == bound)
        }
    }

    /// Rows decode texts, integers, numbers and nulls without SQLiteKit's decoder, and as it
    /// does: what it would refuse still goes to it and is refused.
    @Test func rowsDecodeAsSQLiteKitDoes() throws {
        let row = DirectSQLiteRow(
            names: ["text", "number", "real", "nothing", "two"], values: [.text("čaj"), .integer(1), .float(2.5), .null, .integer(2)])
        #expect(try row.decode(column: "text", as: String.self) == "čaj")
        #expect(try row.decode(column: "text", as: String?.self) == "čaj")
        #expect(try row.decode(column: "number", as: Int.self) == 1)
        #expect(try row.decode(column: "number", as: Int64?.self) == 1)
        #expect(try row.decode(column: "number", as: Double.self) == 1)
        #expect(try row.decode(column: "number", as: Bool.self) == true)
        #expect(try row.decode(column: "number", as: String.self) == "1")
        #expect(try row.decode(column: "real", as: Double?.self) == 2.5)
        #expect(try row.decode(column: "nothing", as: String?.self) == nil)
        #expect(try row.decode(column: "nothing", as: Int?.self) == nil)
        #expect(try row.decode(column: "nothing", as: Bool?.self) == nil)
        #expect(throws: (any Error).self) { try row.decode(column: "two", as: Bool.self) }
        #expect(throws: (any Error).self) { try row.decode(column: "text", as: Int.self) }
        #expect(throws: (any Error).self) { try row.decode(column: "nothing", as: String.self) }
    }

    /// `octet_length`, which the system's SQLite may lack, counts UTF-8 bytes as PostgreSQL's does.
    @Test func octetLengthCountsBytes() throws {
        try withConnection { connection in
            var read: [SQLiteValue] = []
            try connection.run("SELECT octet_length('čaj'), octet_length(X'0001'), octet_length(NULL), octet_length(12)", []) { _, row in
                read = row
            }
            #expect(read == [.integer(4), .integer(2), .null, .integer(2)])
        }
    }

    /// A broken statement is a field of the error, not a crash, and the connection goes on.
    @Test func aBadStatementThrowsAndTheConnectionGoesOn() throws {
        try withConnection { connection in
            #expect(throws: DirectSQLiteError.self) { try connection.run("SELECT * FROM nowhere", []) { _, _ in } }
            var read: [SQLiteValue] = []
            try connection.run("SELECT 1", []) { _, row in read = row }
            #expect(read == [.integer(1)])
        }
    }

    /// Many more turns than connections, each holding its connection across awaits: the rest
    /// wait for one to come back, and every turn runs.
    @Test(.timeLimit(.minutes(1))) func turnsBeyondThePoolsSizeAllRun() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("domov-pool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try await DomovDatabase.open(
            .sqlite(path: folder.appendingPathComponent("domov.sqlite").path), logger: Logger(label: "test"))
        try await database.closing {
            let answers = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<200 {
                    group.addTask {
                        try await database.withConnection { db -> Int in
                            // Each turn gives its thread to others while it holds its connection.
                            for _ in 0..<3 { await Task.yield() }
                            let query: SQLQueryString = "SELECT \(bind: index) AS n"
                            return try await db.raw(query).first()?.decode(column: "n", as: Int.self) ?? -1
                        }
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(answers.sorted() == Array(0..<200))
        }
    }

    private func withConnection(_ body: (DirectSQLiteConnection) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("domov-sqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let connection = try DirectSQLiteConnection(path: folder.appendingPathComponent("domov.sqlite").path)
        defer { connection.close() }
        try body(connection)
    }
}
