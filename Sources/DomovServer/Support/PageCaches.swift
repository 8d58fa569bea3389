import DomovCore
import Foundation

/// The two lookups every signed-in page makes, remembered for a few seconds per process
/// (see `ShortLivedCache` for what that means for freshness).
struct PageCaches: Sendable {
    static let lifetime: TimeInterval = 5

    let sessions: ShortLivedCache<String, SignedIn?>
    let memberships: ShortLivedCache<ID<User>, [HouseholdMembership]>

    init(clock: WallClock) {
        sessions = ShortLivedCache(clock: clock, lifetime: Self.lifetime)
        memberships = ShortLivedCache(clock: clock, lifetime: Self.lifetime)
    }

    /// Called after every state-changing request, whatever it changed and for whom.
    func removeAll() {
        sessions.removeAll()
        memberships.removeAll()
    }
}
