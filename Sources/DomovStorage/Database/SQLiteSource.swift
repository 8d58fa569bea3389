import AsyncKit
import Logging
import NIOCore
import NIOPosix
import SQLiteKit
import SQLiteNIO

/// Opens SQLite connections set up the way Domov needs them: WAL so readers never wait
/// for the writer, a busy timeout so writers queue instead of failing, foreign keys on,
/// and synchronous=NORMAL, which in WAL mode loses nothing when the process is killed.
struct SQLiteSource: ConnectionPoolSource {
    let base: SQLiteConnectionSource

    init(path: String, threadPool: NIOThreadPool) {
        base = SQLiteConnectionSource(
            configuration: SQLiteConfiguration(storage: .file(path: path), enableForeignKeys: true), threadPool: threadPool
        )
    }

    func makeConnection(logger: Logger, on eventLoop: any EventLoop) -> EventLoopFuture<SQLiteConnection> {
        base.makeConnection(logger: logger, on: eventLoop).flatMap { connection in
            let pragmas = [
                "PRAGMA journal_mode = WAL", "PRAGMA busy_timeout = 10000",
                "PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON",
            ]
            return pragmas.reduce(eventLoop.makeSucceededVoidFuture()) { previous, pragma in
                previous.flatMap { connection.query(pragma).map { _ in } }
            }.map { connection }
        }
    }
}
