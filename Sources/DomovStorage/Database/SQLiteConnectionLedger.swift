import NIOCore
import SQLiteNIO
import Synchronization

/// Every connection an SQLite source opened, so that shutting the database down closes each of
/// them before their thread pool stops.
///
/// The connection pool closes the connections it holds when it shuts down, but one that was
/// still being opened then (the pool opens a connection for a waiting request, and another
/// connection may serve that request first) is closed later, on the thread pool, which may be
/// stopped by that time. The connection then goes away open, and SQLiteNIO asserts that it
/// must not: in a debug build, such as the tests', that stops the process.
final class SQLiteConnectionLedger: Sendable {
    private struct State {
        var opening: [Int: EventLoopFuture<SQLiteConnection>] = [:]
        var opened: [SQLiteConnection] = []
        var nextOpening = 0
    }

    private let state = Mutex(State())

    /// `opening`, noted until it completes and its connection kept until the ledger closes it.
    func track(_ opening: EventLoopFuture<SQLiteConnection>) -> EventLoopFuture<SQLiteConnection> {
        let id = state.withLock { state in
            state.nextOpening += 1
            state.opening[state.nextOpening] = opening
            return state.nextOpening
        }
        opening.whenComplete { [self] result in
            state.withLock { state in
                state.opening[id] = nil
                if case .success(let connection) = result {
                    state.opened.removeAll { $0.isClosed }
                    state.opened.append(connection)
                }
            }
        }
        return opening
    }

    /// Waits for the connections still opening, then closes every connection not yet closed.
    /// Call it after the pool has shut down and before the thread pool does.
    func closeAll() async {
        while let pending = state.withLock({ $0.opening.isEmpty ? nil : Array($0.opening.values) }) {
            for opening in pending { _ = try? await opening.get() }
        }
        for connection in state.withLock({ $0.opened.filter { !$0.isClosed } }) {
            try? await connection.close().get()
        }
    }
}
