import Logging
import NIOCore
import NIOPosix
import SQLiteKit

/// Opens SQLite connections set up the way Domov needs them: WAL so readers never wait
/// for the writer, a busy timeout so writers queue instead of failing, foreign keys on,
/// and synchronous=NORMAL, which in WAL mode loses nothing when the process is killed.
struct SQLiteSource: ConnectionPoolSource {
    let base: SQLiteConnectionSource
    /// The connections being opened here, for closing the database (see SQLiteConnectionLedger).
    let ledger = SQLiteConnectionLedger()

    init(path: String, threadPool: NIOThreadPool) {
        base = SQLiteConnectionSource(
            configuration: SQLiteConfiguration(storage: .file(path: path), enableForeignKeys: true), threadPool: threadPool
        )
    }

    func makeConnection(logger: Logger, on eventLoop: any EventLoop) -> EventLoopFuture<SQLiteConnection> {
        ledger.track(
            base.makeConnection(logger: logger, on: eventLoop).flatMap { connection in
                // The busy timeout comes first: setting WAL takes a lock, and without a timeout a
                // connection opened while another writes would fail at once.
                let pragmas = [
                    "PRAGMA busy_timeout = 10000", "PRAGMA journal_mode = WAL",
                    "PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON",
                    // Reads of a busy planner go through memory rather than a pread per page: a 32 MB
                    // page cache per connection and the file mapped (profiled: page reads were the
                    // largest cost of a month view with thousands of items).
                    "PRAGMA cache_size = -32000", "PRAGMA mmap_size = 268435456",
                ]
                return pragmas.reduce(eventLoop.makeSucceededVoidFuture()) { previous, pragma in
                    previous.flatMap { connection.query(pragma).map { _ in } }
                }
                .map { connection }
                // A connection that could not be set up is closed, not dropped open (SQLiteNIO
                // treats an open connection going away as a programming error).
                .flatMapError { error in
                    connection.close().flatMapThrowing { throw error }
                }
            })
    }
}
