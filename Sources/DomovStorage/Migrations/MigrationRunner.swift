import DomovSQLite
import Foundation
import Logging
import SQLKit

/// Applies pending migrations, each in its own transaction, and records them in
/// `schema_migrations`. Safe to run from several processes at once on PostgreSQL:
/// an advisory lock lets one of them migrate while the others wait and then find nothing to do.
public struct MigrationRunner: Sendable {
    public let database: DomovDatabase
    public let migrations: [Migration]
    public let logger: Logger

    public init(database: DomovDatabase, migrations: [Migration] = Migration.all, logger: Logger) {
        self.database = database
        self.migrations = migrations
        self.logger = logger
    }

    /// The highest version the code knows.
    public var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Versions already applied to the database.
    public func appliedVersions() async throws -> Set<Int> {
        try await ensureTable()
        return try await database.withConnection { db in
            let rows = try await db.select().column("version").from("schema_migrations").all()
            return Set(try rows.map { try $0.int("version") })
        }
    }

    /// Applies every pending migration up to `target` (all of them by default) and returns
    /// the versions it applied. Connections opened before keep the old schema on SQLite: a
    /// database about to be used should be migrated with `migrateBeforeUse()`.
    @discardableResult
    public func migrate(upTo target: Int? = nil) async throws -> [Int] {
        try await ensureTable()
        var applied: [Int] = []
        for migration in migrations where migration.version <= (target ?? latestVersion) {
            let didApply = try await retryingWhileLocked { [database] in
                try await database.transaction { [kind = database.kind] db in
                    if kind == .postgres {
                        // Held until this transaction ends; the number only has to be the same in every process.
                        try await db.raw("SELECT pg_advisory_xact_lock(7041994)").run()
                    }
                    let done = try await db.select().column("version").from("schema_migrations")
                        .where("version", .equal, migration.version).first()
                    guard done == nil else { return false }
                    for statement in migration.statements(kind) {
                        try await db.raw(SQLQueryString(statement)).run()
                    }
                    try await migration.backfill?(db)
                    try await db.insert(into: "schema_migrations")
                        .columns("version", "name", "applied_at")
                        .values(SQLBind(migration.version), SQLBind(migration.name), SQLBind(Date().storedMilliseconds))
                        .run()
                    return true
                }
            }
            if didApply {
                logger.info("Applied migration", metadata: ["version": "\(migration.version)", "name": "\(migration.name)"])
                applied.append(migration.version)
            }
        }
        return applied
    }

    /// On SQLite, runners in one process take the write lock in turn, and under heavy load one
    /// can wait out the busy timeout while the others keep taking it ("database is locked"); it
    /// then tries again, as PostgreSQL's advisory lock would have kept it waiting.
    private func retryingWhileLocked<Result: Sendable>(_ body: @Sendable () async throws -> Result) async throws -> Result {
        var attempt = 1
        while true {
            do {
                return try await body()
            } catch let error as DirectSQLiteError where error.isBusy && attempt < 5 {
                attempt += 1
            }
        }
    }

    /// Migrates a database that nothing uses yet, then renews its SQLite connections: one opened
    /// before keeps the schema it read, and a `SELECT *` prepared on it names the old columns
    /// while its rows carry the new ones. (Not while other work holds connections: the old ones
    /// are closed.)
    @discardableResult
    public func migrateBeforeUse(upTo target: Int? = nil) async throws -> [Int] {
        let applied = try await migrate(upTo: target)
        if !applied.isEmpty, database.kind == .sqlite {
            await database.renewConnections()
        }
        return applied
    }

    private func ensureTable() async throws {
        try await retryingWhileLocked { [database] in
            try await database.transaction { [kind = database.kind] db in
                // On PostgreSQL two processes can both pass IF NOT EXISTS and one then fails on a
                // duplicate catalog entry; the same lock as the migrations queues them.
                if kind == .postgres {
                    try await db.raw("SELECT pg_advisory_xact_lock(7041994)").run()
                }
                try await db.raw(
                    """
                    CREATE TABLE IF NOT EXISTS schema_migrations (
                        version INTEGER PRIMARY KEY,
                        name TEXT NOT NULL,
                        applied_at BIGINT NOT NULL
                    )
                    """
                ).run()
            }
        }
    }
}
