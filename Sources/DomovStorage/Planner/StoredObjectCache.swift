import DomovCore
import Synchronization

/// Calendar objects as a calendar app's GET last read them, kept between requests where one
/// process owns the database (SQLite): a GET is then answered without a query. Each answer is
/// kept per reader (the visibility and membership rules are in the read) and under the
/// `DatabaseWriteClock` generation it was read at; any write to the database's calendar tables,
/// memberships or people, from any path, moves the generation, and everything kept before
/// it is forgotten: let go of when the write's turn ends, so that answers no GET can be given
/// any more do not stay in memory until the next GET. PostgreSQL, which several processes may
/// share, keeps nothing.
final class StoredObjectCache: Sendable {
    struct Key: Hashable, Sendable {
        let householdID: ID<Household>
        let viewerID: ID<User>
        let name: String
        let fallbackUID: String?
    }

    private struct State {
        var generation: UInt64 = 0
        var objects: [Key: StoredCalendarObject] = [:]
        var bytes = 0
    }

    private let clock: DatabaseWriteClock
    private let state = Mutex(State())
    /// The most text kept, in bytes (UTF-8): a calendar of 10,000 bench events is about 4 MB.
    private let capacity: Int

    init(clock: DatabaseWriteClock, capacity: Int = 16 << 20) {
        self.clock = clock
        self.capacity = capacity
        clock.whenChangesSettle { [weak self] in self?.forgetOutdated() }
    }

    /// Empties the cache if what it keeps was read before the generation now.
    func forgetOutdated() {
        let generation = clock.current
        // Handed out of the lock and dropped there: a full calendar's answers take a millisecond
        // or two to free, which no reader should wait for.
        _ = state.withLock { state -> State? in
            guard state.generation != generation, !state.objects.isEmpty else { return nil }
            defer { state = State(generation: state.generation) }
            return state
        }
    }

    /// The object as last read under the current generation, if any.
    func object(_ key: Key) -> StoredCalendarObject? {
        let generation = clock.current
        return state.withLock { $0.generation == generation ? $0.objects[key] : nil }
    }

    /// Reads the object with `read` and keeps it when nothing was written meanwhile.
    func object(_ key: Key, read: () async throws -> StoredCalendarObject?) async throws -> StoredCalendarObject? {
        if let kept = object(key) { return kept }
        let reading = clock.startReading()
        guard let object = try await read() else { return nil }
        guard clock.isUnchanged(since: reading) else { return object }
        let size = object.text.utf8.count + key.name.utf8.count + 200
        state.withLock { state in
            if state.generation != reading.generation {
                // Kept under an older generation: none of it holds any more.
                guard state.generation < reading.generation else { return }
                state = State(generation: reading.generation)
            }
            if state.bytes + size > capacity { state = State(generation: reading.generation) }
            guard size <= capacity else { return }
            if let old = state.objects.updateValue(object, forKey: key) { state.bytes -= old.text.utf8.count + key.name.utf8.count + 200 }
            state.bytes += size
        }
        return object
    }

    var count: Int { state.withLock { $0.objects.count } }
}
