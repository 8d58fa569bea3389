@testable import DomovStorage
import DomovSQLite
import Foundation
import Logging
import SQLKit
import Synchronization
import Testing

@Suite("SQLite and another process's write lock")
struct DirectSQLiteLockTests {
    /// Writers that meet another process's write lock wait for it without holding a thread: with
    /// more of them than the machine has threads, reads still go on meanwhile, and every write
    /// lands once the lock is let go. (Had they waited in SQLite's busy handler, they would have
    /// held the threads until its timeout and then failed.)
    @Test(.timeLimit(.minutes(1)))
    func writersWaitForAnotherProcesssLockWithoutHoldingAThread() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("domov-direct-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("domov.sqlite").path
        let database = try await DomovDatabase.open(.sqlite(path: path), logger: Logger(label: "test"))
        try await database.closing {
            try await database.withConnection { try await $0.raw("CREATE TABLE notes (text TEXT NOT NULL)").run() }
            // Another process's writer: a connection of its own, holding the write lock.
            let other = try DirectSQLiteConnection(path: path)
            try other.run("BEGIN IMMEDIATE", []) { _, _ in }
            // Other tests in this process may wait for locks of their own meanwhile.
            let waitsBefore = DirectSQLiteDatabase.lockWaits.load(ordering: .relaxed)
            let writers = (0..<3).map { index in
                Task { try await database.withConnection { try await $0.raw("INSERT INTO notes VALUES (\(bind: "w\(index)"))").run() } }
            }
            // Every writer has met the lock (and is waiting, or the reads below could not run).
            while DirectSQLiteDatabase.lockWaits.load(ordering: .relaxed) < waitsBefore + 3 {
                try Task.checkCancellation()
                await Task.yield()
            }
            var reads = 0
            for _ in 0..<30 {
                let row = try await database.withConnection { try await $0.raw("SELECT count(*) AS n FROM notes").first() }
                #expect(try row?.decode(column: "n", as: Int.self) == 0)
                reads += 1
            }
            #expect(reads == 30)
            try other.run("COMMIT", []) { _, _ in }
            other.close()
            for writer in writers { try await writer.value }
            let row = try await database.withConnection { try await $0.raw("SELECT count(*) AS n FROM notes").first() }
            #expect(try row?.decode(column: "n", as: Int.self) == 3)
        }
    }
}
