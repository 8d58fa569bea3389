import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresKit
import SQLKit
import Synchronization

/// The one data-access layer: a pool of connections to SQLite or PostgreSQL, with
/// transactions that look the same on both.
public final class DomovDatabase: Sendable {
    public enum Kind: String, Sendable { case sqlite, postgres }

    public let kind: Kind
    public let location: DatabaseLocation
    /// This process's writes, for caches of what was read; only on SQLite, where one process
    /// owns the file (PostgreSQL may be shared by several, whose writes this would not see).
    public let writeClock: DatabaseWriteClock?
    private let makePool: @Sendable () -> any SQLConnectionPool
    /// Replaced by `renewConnections()`; every query reads it once.
    private let currentPool: Mutex<any SQLConnectionPool>
    private var pool: any SQLConnectionPool { currentPool.withLock { $0 } }
    /// SQLite's write transactions queue here before they take a connection (see WriterQueue).
    private let writers = WriterQueue()
    /// Whether the current task runs inside a transaction's body.
    @TaskLocal private static var isInTransaction = false

    private init(
        kind: Kind, location: DatabaseLocation, writeClock: DatabaseWriteClock? = nil,
        makePool: @escaping @Sendable () -> any SQLConnectionPool
    ) {
        self.kind = kind
        self.location = location
        self.writeClock = writeClock
        self.makePool = makePool
        currentPool = Mutex(makePool())
    }

    /// Opens a pool and checks that the database answers, so a wrong URL fails at start-up.
    public static func open(
        _ location: DatabaseLocation, logger: Logger,
        eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
    ) async throws -> DomovDatabase {
        let database: DomovDatabase
        switch location {
        case .sqlite(let path):
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let writeClock = DatabaseWriteClock()
            database = DomovDatabase(kind: .sqlite, location: location, writeClock: writeClock) {
                // Two connections per event loop, as many as Swift's threads can use with a turn
                // or two waiting across an await; more would only add page caches (32 MB each).
                let loops = Array(eventLoopGroup.makeIterator()).count
                return DirectSQLitePool(
                    path: path, capacity: 2 * loops, logger: logger, eventLoopGroup: eventLoopGroup, writeClock: writeClock)
            }
        case .postgres(let url):
            let configuration = try SQLPostgresConfiguration(url: url)
            database = DomovDatabase(kind: .postgres, location: location) {
                let pool = EventLoopGroupConnectionPool(
                    source: PostgresConnectionSource(sqlConfiguration: configuration),
                    maxConnectionsPerEventLoop: 4, logger: logger, on: eventLoopGroup
                )
                return PostgresPool(pool: pool, logger: logger)
            }
        }
        do {
            try await database.withConnection { try await $0.raw("SELECT 1").run() }
        } catch {
            await database.close()
            throw error
        }
        return database
    }

    /// Runs the body on one pooled connection.
    public func withConnection<Result: Sendable>(
        _ body: @escaping @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        try await pool.withConnection(body)
    }

    /// Runs the body in one transaction: all of its writes land, or none do.
    /// SQLite takes the write lock up front (BEGIN IMMEDIATE), after this process's earlier
    /// writers (`WriterQueue`), so that two writers queue instead of one failing half-way. A
    /// body must not start another transaction: on SQLite it would wait for itself in the
    /// queue, so that fails at once (`NestedTransaction`) on both databases.
    public func transaction<Result: Sendable>(
        _ body: @escaping @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        guard !Self.isInTransaction else { throw NestedTransaction() }
        let body: @Sendable (any SQLDatabase) async throws -> Result = { connection in
            try await Self.$isInTransaction.withValue(true) { try await body(connection) }
        }
        guard kind == .sqlite else { return try await transaction(begin: "BEGIN", body) }
        await writers.enter()
        do {
            let result = try await transaction(begin: "BEGIN IMMEDIATE", body)
            await writers.leave()
            return result
        } catch {
            await writers.leave()
            throw error
        }
    }

    private func transaction<Result: Sendable>(
        begin: String, _ body: @escaping @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        try await pool.withConnection { connection in
            try await connection.raw(SQLQueryString(begin)).run()
            do {
                let result = try await body(connection)
                try await connection.raw("COMMIT").run()
                return result
            } catch {
                try? await connection.raw("ROLLBACK").run()
                throw error
            }
        }
    }

    /// Whether the database answers; used by /readyz.
    public func isReachable() async -> Bool {
        (try? await withConnection { try await $0.raw("SELECT 1").run() }) != nil
    }

    /// Closes every open connection; later queries open new ones. Call it after a schema change
    /// while nothing else uses the database: an SQLite connection keeps the schema it read, and a
    /// `SELECT *` prepared on it lists the old columns while its rows already carry the new ones.
    public func renewConnections() async {
        let old = currentPool.withLock { current in
            let old = current
            current = makePool()
            return old
        }
        await old.shutdown()
    }

    public func close() async {
        await pool.shutdown()
    }

    /// Runs the body, then closes the database whether the body returned or threw: what a
    /// command does with a database it opened for itself.
    public func closing<Result>(after body: () async throws -> Result) async throws -> Result {
        do {
            let result = try await body()
            await close()
            return result
        } catch {
            await close()
            throw error
        }
    }
}

/// Hides the connection type of each driver behind one async interface.
private protocol SQLConnectionPool: Sendable {
    func withConnection<Result: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result
    func shutdown() async
}

extension DirectSQLitePool: SQLConnectionPool {}

/// PostgreSQL's connections, pooled by AsyncKit.
private struct PostgresPool: SQLConnectionPool, @unchecked Sendable {
    // EventLoopGroupConnectionPool is thread-safe (it guards its state with a lock) but not marked Sendable.
    let pool: EventLoopGroupConnectionPool<PostgresConnectionSource>
    let logger: Logger

    func withConnection<Result: Sendable>(
        _ body: @escaping @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        let connection = try await pool.requestConnection(logger: logger).get()
        defer { pool.releaseConnection(connection, logger: logger) }
        return try await body(connection.sql())
    }

    func shutdown() async {
        try? await pool.shutdownAsync()
    }
}
