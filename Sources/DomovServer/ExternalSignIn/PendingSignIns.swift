import DomovCore
import Foundation
import Synchronization

/// A sign-in on its way through a provider, remembered by its `state` until the callback.
struct PendingSignIn: Sendable {
    enum Intent: Sendable, Equatable {
        case signIn
        /// Linking from the settings of this signed-in user.
        case link(ID<User>)
    }

    let providerID: String
    let nonce: String
    let pkce: PKCE
    let intent: Intent
    let next: String?
}

/// An identity waiting for its account owner's password before it is linked.
struct PendingLink: Sendable {
    let identity: ExternalIdentity
    let userID: ID<User>
    let email: String
    let next: String?
}

/// Short-lived server-side entries, each usable once: a replayed callback finds nothing.
/// Kept in memory: a restart in the middle of a sign-in only means starting it again.
final class PendingStore<Value: Sendable>: Sendable {
    private let entries = Mutex<[String: (value: Value, expires: Date)]>([:])
    let clock: WallClock
    let lifetime: TimeInterval

    init(clock: WallClock, lifetime: TimeInterval = 600) {
        self.clock = clock
        self.lifetime = lifetime
    }

    func put(_ value: Value, key: String) {
        let now = clock.now()
        entries.withLock { entries in
            if entries.count >= 10_000 { entries = entries.filter { $0.value.expires > now } }
            if entries.count >= 10_000 { entries.removeAll() }
            entries[key] = (value, now.addingTimeInterval(lifetime))
        }
    }

    /// The value, removed; nil when unknown, used or expired.
    func take(_ key: String) -> Value? {
        let now = clock.now()
        guard let entry = entries.withLock({ $0.removeValue(forKey: key) }), entry.expires > now else { return nil }
        return entry.value
    }

    func peek(_ key: String) -> Value? {
        let now = clock.now()
        guard let entry = entries.withLock({ $0[key] }), entry.expires > now else { return nil }
        return entry.value
    }
}
