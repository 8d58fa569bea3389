import Foundation

/// A link that lets people join a household until it expires or is revoked.
/// Like a family link, it may be used by several people.
public struct Invite: Sendable, Equatable {
    public let id: ID<Invite>
    public let householdID: ID<Household>
    public let createdBy: ID<User>
    public let createdAt: Date
    public let expiresAt: Date

    public init(id: ID<Invite>, householdID: ID<Household>, createdBy: ID<User>, createdAt: Date, expiresAt: Date) {
        self.id = id
        self.householdID = householdID
        self.createdBy = createdBy
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }

    public static let lifetime: TimeInterval = 7 * 24 * 3600

    public func isValid(at now: Date) -> Bool { now < expiresAt }
}
