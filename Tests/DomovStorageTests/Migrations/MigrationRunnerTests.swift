@testable import DomovStorage
import DomovTesting
import SQLKit
import Testing

@Suite("Migrations")
struct MigrationRunnerTests {
    @Test(arguments: TestDatabase.allConfigured())
    func applyAllThenNothingOnTheSecondRun(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh async throws in
            let runner = MigrationRunner(database: fresh.database, logger: TestLogger.silent)
            let all = Migration.all.map(\.version)
            #expect(all == Array(1...all.count), "versions are numbered 1, 2, 3… without gaps")
            #expect(try await runner.appliedVersions().isEmpty)
            #expect(try await runner.migrate() == all)
            #expect(try await runner.migrate() == [])
            #expect(try await MigrationRunner(database: fresh.database, logger: TestLogger.silent).migrate() == [])
            #expect(try await runner.appliedVersions() == Set(all))
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func recordsEachMigrationInSchemaMigrations(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh async throws in
            try await MigrationRunner(database: fresh.database, logger: TestLogger.silent).migrate()
            let rows = try await fresh.database.withConnection { db in
                try await db.select().columns("version", "name", "applied_at").from("schema_migrations")
                    .orderBy("version").all()
            }
            let recorded = try rows.map { (try $0.decode(column: "version", as: Int.self), try $0.decode(column: "name", as: String.self)) }
            #expect(recorded.map(\.0) == Migration.all.map(\.version))
            #expect(recorded.map(\.1) == Migration.all.map(\.name))
            #expect(try rows.allSatisfy { try $0.decode(column: "applied_at", as: Int64.self) > 0 })
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func migratesStepByStep(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh async throws in
            let runner = MigrationRunner(database: fresh.database, logger: TestLogger.silent)
            #expect(try await runner.migrate(upTo: 1) == [1])
            #expect(try await runner.appliedVersions() == [1])
            #expect(try await runner.migrate() == Array(Migration.all.map(\.version).dropFirst()))
        }
    }

    /// Start-up migrates; starting again on the same data must find nothing to do.
    @Test(arguments: TestDatabase.allConfigured())
    func openingStorageTwiceIsHarmless(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh async throws in
            let first = try await Storage.open(fresh.location, logger: TestLogger.silent)
            await first.database.close()
            let second = try await Storage.open(fresh.location, logger: TestLogger.silent)
            let versions = try await MigrationRunner(database: second.database, logger: TestLogger.silent).appliedVersions()
            await second.database.close()
            #expect(versions == Set(Migration.all.map(\.version)))
        }
    }

    /// Two processes starting at once must not both migrate (PostgreSQL takes an advisory lock,
    /// SQLite's BEGIN IMMEDIATE queues the writers).
    @Test(arguments: TestDatabase.allConfigured())
    func concurrentRunnersApplyEachMigrationOnce(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh async throws in
            let runners = (0..<3).map { _ in MigrationRunner(database: fresh.database, logger: TestLogger.silent) }
            let applied = try await withThrowingTaskGroup(of: [Int].self) { group in
                for runner in runners { group.addTask { try await runner.migrate() } }
                return try await group.reduce(into: []) { $0 += $1 }
            }
            #expect(applied.sorted() == Migration.all.map(\.version))
        }
    }

    /// An SQLite connection keeps the schema it read when it opened, and a `SELECT *` prepared on
    /// it names the old columns while its rows carry the new ones: after migrating before use,
    /// every connection must be one that sees the new schema (this failed now and then before).
    @Test(arguments: TestDatabase.allConfigured())
    func everyConnectionSeesTheColumnsAMigrationAdds(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh async throws in
            let migrations = [
                Migration(version: 1, name: "table") { _ in ["CREATE TABLE t (a INTEGER NOT NULL)", "INSERT INTO t (a) VALUES (1)"] },
                Migration(version: 2, name: "column") { _ in ["ALTER TABLE t ADD COLUMN b INTEGER NOT NULL DEFAULT 7"] },
            ]
            let runner = MigrationRunner(database: fresh.database, migrations: migrations, logger: TestLogger.silent)
            /// Many reads at once, so that the pool opens every connection it may hold.
            func readAll() async throws -> [[String]] {
                try await withThrowingTaskGroup(of: [String].self) { group in
                    for _ in 0..<16 {
                        group.addTask {
                            try await fresh.database.withConnection { db in
                                try await db.raw("SELECT * FROM t").first()?.allColumns ?? []
                            }
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
            }
            try await runner.migrateBeforeUse(upTo: 1)
            #expect(try await readAll().allSatisfy { $0 == ["a"] })
            try await runner.migrateBeforeUse()
            #expect(try await readAll().allSatisfy { $0 == ["a", "b"] })
        }
    }
}
