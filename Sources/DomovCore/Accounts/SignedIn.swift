import Foundation

/// Who a live session belongs to, and what every page shows of them.
public struct SignedIn: Sendable, Equatable {
    public let user: User
    /// Their current household, if they are still a member of it.
    public let currentHousehold: Household?
    public let sessionExpiresAt: Date

    public init(user: User, currentHousehold: Household?, sessionExpiresAt: Date) {
        self.user = user
        self.currentHousehold = currentHousehold
        self.sessionExpiresAt = sessionExpiresAt
    }
}
