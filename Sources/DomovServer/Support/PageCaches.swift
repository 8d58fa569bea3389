import DomovCore
import Foundation

/// The lookups every signed-in request makes, remembered for a few seconds per process
/// (see `ShortLivedCache` for what that means for freshness): who a session cookie or an app
/// password signs in, and the household list of the pages.
struct PageCaches: Sendable {
    static let lifetime: TimeInterval = 5

    let sessions: ShortLivedCache<String, SignedIn?>
    /// By the secret a calendar app or script sends with every request.
    let appPasswords: ShortLivedCache<String, User?>
    let memberships: ShortLivedCache<ID<User>, [HouseholdMembership]>

    init(clock: WallClock) {
        sessions = ShortLivedCache(clock: clock, lifetime: Self.lifetime)
        appPasswords = ShortLivedCache(clock: clock, lifetime: Self.lifetime)
        memberships = ShortLivedCache(clock: clock, lifetime: Self.lifetime)
    }

    /// Called after every state-changing request, whatever it changed and for whom.
    func removeAll() {
        sessions.removeAll()
        appPasswords.removeAll()
        memberships.removeAll()
    }
}
