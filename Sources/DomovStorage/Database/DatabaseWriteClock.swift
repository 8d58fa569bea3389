import DomovSQLite
import Synchronization

/// Tells a cache of what was read from SQLite whether the database may have changed since.
///
/// Every SQLite connection reports each row it changes (SQLite's update hook, called inside the
/// statement, cascades and triggers included), and the pool tells when a connection's turn ends,
/// which is after its COMMIT or ROLLBACK, or after an autocommit statement's commit. A change
/// moves the generation at once and again when that turn ends; while a turn that changed rows is
/// open, nothing read may be kept, since it may be from just before a commit. So an answer read
/// while the generation stayed the same and no change was open is what the database holds until
/// the generation moves.
///
/// It sees this process's writes only, which is all of them where one process owns the SQLite
/// file; PostgreSQL may have several processes and has no clock (`DomovDatabase.writeClock`).
public final class DatabaseWriteClock: Sendable {
    /// What a reader notes before it reads; `isUnchanged(since:)` after.
    public struct Reading: Sendable {
        let generation: UInt64
        let settled: Bool
    }

    /// One connection's part: whether its current turn has changed rows.
    final class ConnectionMark: Sendable {
        let changed = Atomic<Bool>(false)
    }

    /// A watched connection's mark; weak, since a closed connection's address may be a new
    /// connection's, which must be watched anew.
    private struct Watched {
        weak var connection: DirectSQLiteConnection?
        let mark: ConnectionMark
    }

    /// Tables that no cached answer reads, written on every sign-in, by the background workers
    /// or on a calendar app's request (the app password's last use), so that they do not make
    /// the caches read again for nothing.
    static let unwatchedTables: Set<String> = [
        "sessions", "app_passwords", "login_failures", "sign_in_flows", "notices", "deliveries", "meeting_invitations",
        "feed_versions",
    ]

    private let generation = Atomic<UInt64>(0)
    /// Turns that have changed rows and not ended yet.
    private let unsettled = Atomic<Int>(0)
    /// Each watched connection's mark, by the connection.
    private let watched = Mutex<[ObjectIdentifier: Watched]>([:])
    /// Told after each turn that changed rows has ended (`whenChangesSettle`).
    private let settledObservers = Mutex<[@Sendable () -> Void]>([])

    public init() {}

    /// The generation now; a cached answer holds while it is the one the answer was read at.
    public var current: UInt64 { generation.load(ordering: .sequentiallyConsistent) }

    public func startReading() -> Reading {
        let settled = unsettled.load(ordering: .sequentiallyConsistent) == 0
        return Reading(generation: generation.load(ordering: .sequentiallyConsistent), settled: settled)
    }

    /// Whether nothing was written since `reading` was taken, nor is being written now: what was
    /// read in between may be kept, under `reading`'s generation.
    public func isUnchanged(since reading: Reading) -> Bool {
        reading.settled && unsettled.load(ordering: .sequentiallyConsistent) == 0
            && generation.load(ordering: .sequentiallyConsistent) == reading.generation
    }

    /// When a connection opens: SQLite's update hook then tells of every row changed through it,
    /// by any statement, trigger or cascade.
    func watch(_ connection: DirectSQLiteConnection) {
        let mark = ConnectionMark()
        connection.onChange = { [self] table in noteChange(of: table, on: mark) }
        watched.withLock { $0[ObjectIdentifier(connection)] = Watched(connection: connection, mark: mark) }
    }

    /// From the update hook, inside the changing statement.
    func noteChange(of table: String, on mark: ConnectionMark) {
        guard !Self.unwatchedTables.contains(table) else { return }
        if !mark.changed.exchange(true, ordering: .sequentiallyConsistent) {
            unsettled.wrappingAdd(1, ordering: .sequentiallyConsistent)
        }
        generation.wrappingAdd(1, ordering: .sequentiallyConsistent)
    }

    /// When a connection goes back to the pool: its changes are committed (or rolled back) now.
    func settle(_ connection: DirectSQLiteConnection) {
        guard let mark = watched.withLock({ $0[ObjectIdentifier(connection)]?.mark }),
            mark.changed.exchange(false, ordering: .sequentiallyConsistent)
        else { return }
        generation.wrappingAdd(1, ordering: .sequentiallyConsistent)
        unsettled.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        for observer in settledObservers.withLock({ $0 }) { observer() }
    }

    /// Calls `observer` after each turn that changed rows, once its changes are committed or
    /// rolled back, on the task that ends the turn: for a cache to let go of what no longer holds
    /// (it must be quick, and must not use the database).
    func whenChangesSettle(_ observer: @escaping @Sendable () -> Void) {
        settledObservers.withLock { $0.append(observer) }
    }
}
