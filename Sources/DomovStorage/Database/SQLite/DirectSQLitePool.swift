import DomovSQLite
import Logging
import NIOCore
import NIOPosix
import SQLKit
import Synchronization

/// The connections of one SQLite file for `DirectSQLiteDatabase`: opened when needed, kept while
/// idle, at most `capacity` at a time, handed out in the order they were asked for.
final class DirectSQLitePool: Sendable {
    private struct State {
        var idle: [DirectSQLiteConnection] = []
        var open = 0
        var waiting: [CheckedContinuation<DirectSQLiteConnection?, Never>] = []
        var isShutDown = false
    }

    /// How long SQLite itself waits for another process's lock, blocking the thread, before a
    /// statement is retried asynchronously (`DirectSQLiteDatabase.execute`), and how long that
    /// goes on.
    static let busyMilliseconds = 20
    static let busyWait = Duration.seconds(10)

    /// Each new connection's settings. The busy timeout comes first: setting WAL takes a lock,
    /// and without a timeout a connection opened while another writes would fail at once.
    static let pragmas = [
        "PRAGMA busy_timeout = \(busyMilliseconds)", "PRAGMA journal_mode = WAL",
        "PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON",
        // Reads of a busy planner go through memory rather than a pread per page: a 32 MB
        // page cache per connection and the file mapped (profiled: page reads were the
        // largest cost of a month view with thousands of items).
        "PRAGMA cache_size = -32000", "PRAGMA mmap_size = 268435456",
    ]

    let path: String
    let capacity: Int
    let logger: Logger
    let eventLoopGroup: any EventLoopGroup
    let writeClock: DatabaseWriteClock?
    private let state = Mutex(State())

    init(path: String, capacity: Int, logger: Logger, eventLoopGroup: any EventLoopGroup, writeClock: DatabaseWriteClock?) {
        self.path = path
        self.capacity = capacity
        self.logger = logger
        self.eventLoopGroup = eventLoopGroup
        self.writeClock = writeClock
    }

    func withConnection<Result: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        let connection = try await take()
        defer { give(connection) }
        let loop = MultiThreadedEventLoopGroup.currentEventLoop ?? eventLoopGroup.any()
        return try await body(DirectSQLiteDatabase(connection: connection, logger: logger, eventLoop: loop))
    }

    private enum Turn {
        case ready(DirectSQLiteConnection)
        case open
        case wait
    }

    private func take() async throws -> DirectSQLiteConnection {
        let turn = try state.withLock { state throws -> Turn in
            guard !state.isShutDown else { throw DirectSQLiteError.closed }
            if let connection = state.idle.popLast() { return .ready(connection) }
            if state.open < capacity {
                state.open += 1
                return .open
            }
            return .wait
        }
        switch turn {
        case .ready(let connection): return connection
        case .open:
            do {
                return try opened()
            } catch {
                state.withLock { $0.open -= 1 }
                throw error
            }
        case .wait:
            // A connection may have come back, or the pool shut down, since the check above.
            let handed = await withCheckedContinuation { continuation in
                let answer = state.withLock { state -> DirectSQLiteConnection?? in
                    if state.isShutDown { return .some(nil) }
                    if let connection = state.idle.popLast() { return connection }
                    state.waiting.append(continuation)
                    return nil
                }
                if let answer { continuation.resume(returning: answer) }
            }
            guard let handed else { throw DirectSQLiteError.closed }
            return handed
        }
    }

    private func give(_ connection: DirectSQLiteConnection) {
        // Whatever the turn changed is committed or rolled back by now; settled before the
        // connection can serve another turn (`DatabaseWriteClock`).
        writeClock?.settle(connection)
        let next = state.withLock { state -> CheckedContinuation<DirectSQLiteConnection?, Never>? in
            if state.isShutDown {
                state.open -= 1
                return nil
            }
            if !state.waiting.isEmpty { return state.waiting.removeFirst() }
            state.idle.append(connection)
            return nil
        }
        if let next { next.resume(returning: connection) } else if state.withLock({ $0.isShutDown }) { connection.close() }
    }

    private func opened() throws -> DirectSQLiteConnection {
        let connection = try DirectSQLiteConnection(path: path)
        writeClock?.watch(connection)
        for pragma in Self.pragmas { try connection.run(pragma, []) { _, _ in } }
        return connection
    }

    func shutdown() {
        let (idle, waiting) = state.withLock { state in
            state.isShutDown = true
            defer {
                state.open -= state.idle.count
                state.idle = []
                state.waiting = []
            }
            return (state.idle, state.waiting)
        }
        for connection in idle { connection.close() }
        for waiter in waiting { waiter.resume(returning: nil) }
    }
}
