import Foundation

/// A group of people who share planner items, chores and the rest: a family, flatmates.
public struct Household: Sendable, Equatable {
    public let id: ID<Household>
    public var name: String
    public let createdAt: Date

    public init(id: ID<Household>, name: String, createdAt: Date) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }

    public static let nameMaximumLength = 100

    public static func validName(_ raw: String, field: String = "name") throws(FieldError) -> String {
        try TextRules.requiredText(raw, field: field, maximumLength: nameMaximumLength)
    }
}

public enum HouseholdRole: String, Sendable, Codable, CaseIterable {
    /// Invites and removes members, renames and deletes the household.
    case owner
    case member
}

/// A person's place in a household, with what is shown of them to the others.
public struct Member: Sendable, Equatable {
    public let userID: ID<User>
    public let nickname: String
    public let displayName: String
    public let role: HouseholdRole
    public let joinedAt: Date

    public init(userID: ID<User>, nickname: String, displayName: String, role: HouseholdRole, joinedAt: Date) {
        self.userID = userID
        self.nickname = nickname
        self.displayName = displayName
        self.role = role
        self.joinedAt = joinedAt
    }
}

/// A household as one of its members sees it in a list.
public struct HouseholdMembership: Sendable, Equatable {
    public let household: Household
    public let role: HouseholdRole
    public let memberCount: Int

    public init(household: Household, role: HouseholdRole, memberCount: Int) {
        self.household = household
        self.role = role
        self.memberCount = memberCount
    }
}
