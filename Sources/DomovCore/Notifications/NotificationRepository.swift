import Foundation

/// Where notices live. Every method is one transaction.
public protocol NotificationRepository: Sendable {
    /// Replaces the source's notices that have not been dispatched yet (a re-plan after an
    /// edit, or a cancel with an empty list).
    func replacePending(source: NotificationSource, with notices: [Notice]) async throws
    /// For each source, replaces only its notices due after `date`, all in one transaction: what
    /// the dispatcher uses once a batch has gone out to plan what comes next, so that the sources'
    /// other notices already due (in a later batch of the same round, or leased by another
    /// process) still go out.
    func replacePending(_ plans: [NotificationSource: [Notice]], dueAfter date: Date) async throws

    /// Takes up to `limit` notices due by `now` that no process is dispatching, and leases
    /// them until `now + lease`. Two processes never get the same notice while a lease holds;
    /// a process killed mid-dispatch lets its lease run out and another takes the notice over.
    func claimDue(now: Date, limit: Int, lease: TimeInterval) async throws -> [Notice]
    /// When the earliest notice that waits and is not leased falls due (maybe already); nil when
    /// none waits. The dispatcher sleeps until then rather than a whole polling interval.
    func nextDue(now: Date) async throws -> Date?
    /// Records that the notices went out (late ones marked so). Silenced ones (the person turned
    /// the in-app channel off) are marked read, so they stay in the inbox without ringing the bell.
    func markDispatched(_ ids: [ID<Notice>], at date: Date, late: Set<ID<Notice>>, silenced: Set<ID<Notice>>) async throws
    /// Notices due before `cutoff` that were never dispatched are dropped; returns them, to log.
    func dropUndispatched(dueBefore cutoff: Date) async throws -> [Notice]

    /// The notices with these ids (the dispatcher's deliveries name them).
    func notices(ids: [ID<Notice>]) async throws -> [Notice]

    /// The person's notices that are due, newest first.
    func inbox(userID: ID<User>, now: Date, limit: Int) async throws -> [Notice]
    func unreadCount(userID: ID<User>, now: Date) async throws -> Int
    /// False when the notice is not the user's.
    func markRead(id: ID<Notice>, userID: ID<User>, at date: Date) async throws -> Bool
    func markAllRead(userID: ID<User>, now: Date) async throws
}

extension NotificationRepository {
    public func markDispatched(_ ids: [ID<Notice>], at date: Date, late: Set<ID<Notice>>) async throws {
        try await markDispatched(ids, at: date, late: late, silenced: [])
    }
}
