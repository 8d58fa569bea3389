import NIOCore
import SQLiteNIO
import Synchronization

/// The SQLite connections still being opened, so that shutting the database down waits for
/// them before their thread pool stops.
///
/// The connection pool closes the connections it holds when it shuts down. One that was still
/// being opened then (the pool opens a connection for a waiting request, and another connection
/// may serve that request first) is closed when its opening completes, by a close that runs on
/// the thread pool: if the thread pool has stopped by then, the close is refused, the connection
/// goes away open, and SQLiteNIO asserts that it must not (in a debug build, such as the tests',
/// that stops the process). Waiting here first has that close queued before the thread pool
/// shuts down (`DomovDatabase`'s pool then lets the queue reach it).
final class SQLiteConnectionLedger: Sendable {
    private struct State {
        var opening: [Int: EventLoopFuture<SQLiteConnection>] = [:]
        var nextOpening = 0
    }

    private let state = Mutex(State())

    /// `opening`, noted until it completes. Its callback comes before the pool's own (which
    /// closes the connection after a shutdown), since the pool chains onto what this returns.
    func track(_ opening: EventLoopFuture<SQLiteConnection>) -> EventLoopFuture<SQLiteConnection> {
        let id = state.withLock { state in
            state.nextOpening += 1
            state.opening[state.nextOpening] = opening
            return state.nextOpening
        }
        opening.whenComplete { [self] _ in
            state.withLock { _ = $0.opening.removeValue(forKey: id) }
        }
        return opening
    }

    /// Waits for every connection still opening. Call it after the pool has shut down and
    /// before the thread pool does.
    func waitForOpenings() async {
        while let pending = state.withLock({ $0.opening.isEmpty ? nil : Array($0.opening.values) }) {
            for opening in pending { _ = try? await opening.get() }
        }
    }
}
