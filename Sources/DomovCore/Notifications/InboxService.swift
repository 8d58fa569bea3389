import Foundation

/// The in-app inbox's use cases: a person's own notices that have gone out, newest first, how
/// many are unread, and marking them read. Nobody reads or marks another person's notices.
public struct InboxService: Sendable {
    public let notifications: any NotificationRepository
    public let clock: WallClock

    public init(notifications: any NotificationRepository, clock: WallClock) {
        self.notifications = notifications
        self.clock = clock
    }

    /// The newest `limit` notices that have gone out to the person.
    public func notices(for user: User, limit: Int) async throws -> [Notice] {
        try await notifications.inbox(userID: user.id, now: clock.now(), limit: limit)
    }

    public func unreadCount(for user: User) async throws -> Int {
        try await notifications.unreadCount(userID: user.id, now: clock.now())
    }

    public func markAllRead(for user: User) async throws {
        try await notifications.markAllRead(userID: user.id, now: clock.now())
    }

    /// `notFound` when the person has no such notice.
    public func markRead(_ id: ID<Notice>, for user: User) async throws {
        guard try await notifications.markRead(id: id, userID: user.id, at: clock.now()) else { throw DomainError.notFound }
    }

    /// Marks the notice read and returns it when it is among the newest `limit` (where it
    /// leads); `notFound` when the person has no such notice.
    public func open(_ id: ID<Notice>, for user: User, limit: Int) async throws -> Notice? {
        guard try await notifications.markRead(id: id, userID: user.id, at: clock.now()) else { throw DomainError.notFound }
        return try await notices(for: user, limit: limit).first { $0.id == id }
    }
}
