import DomovCore
import Foundation
import Synchronization

/// Remembers a few seconds of answers for lookups that every signed-in page repeats (the
/// session, the household list). `IdentityMiddleware` empties it after every state-changing
/// request, so this process never shows its own stale data; what another process changes
/// shows up within `lifetime`. Permissions are never decided from it: every household's
/// data is still read with its membership check.
final class ShortLivedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let entries = Mutex<[Key: (value: Value, expires: Date)]>([:])
    private let clock: WallClock
    private let lifetime: TimeInterval
    private let capacity: Int

    init(clock: WallClock, lifetime: TimeInterval, capacity: Int = 10_000) {
        self.clock = clock
        self.lifetime = lifetime
        self.capacity = capacity
    }

    /// The remembered value, or the loaded one, remembered for next time but never past the
    /// end that `validUntil` gives it (a session's own expiry, say).
    func value(
        for key: Key, validUntil: (Value) -> Date? = { _ in nil }, load: () async throws -> Value
    ) async rethrows -> Value {
        let now = clock.now()
        if let hit = entries.withLock({ $0[key] }), hit.expires > now {
            return hit.value
        }
        let value = try await load()
        let expires = min(now.addingTimeInterval(lifetime), validUntil(value) ?? .distantFuture)
        entries.withLock { entries in
            // Dropping everything when full is crude but bounded, and the next requests refill it.
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = (value, expires)
        }
        return value
    }

    func removeAll() {
        entries.withLock { $0.removeAll(keepingCapacity: true) }
    }
}
