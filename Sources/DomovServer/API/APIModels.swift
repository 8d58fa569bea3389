import DomovCore
import Foundation

/// The JSON shapes of the API, kept apart from the domain types so the domain can change
/// without breaking clients. `Resources/openapi.json` describes each one.
struct UserResource: Codable, Sendable {
    let id: String
    let email: String
    let displayName: String
    let nickname: String
    let isAdmin: Bool
    let language: String?
    let appearance: String
    let timeZone: String
    /// "monday", "sunday" or "saturday"; nil follows the language.
    let firstWeekday: String?
    let currentHouseholdId: String?

    init(_ user: User) {
        id = user.id.description
        email = user.email
        displayName = user.displayName
        nickname = user.nickname
        isAdmin = user.isAdmin
        language = user.preferences.language?.rawValue
        appearance = user.preferences.appearance.rawValue
        timeZone = user.preferences.timeZoneIdentifier
        firstWeekday = user.preferences.firstWeekday?.englishName
        currentHouseholdId = user.currentHouseholdID?.description
    }
}

struct HouseholdResource: Codable, Sendable {
    let id: String
    let name: String
    let role: String
    let createdAt: Date
    let memberCount: Int?

    init(_ household: Household, role: HouseholdRole, memberCount: Int? = nil) {
        id = household.id.description
        name = household.name
        self.role = role.rawValue
        createdAt = household.createdAt
        self.memberCount = memberCount
    }
}

struct MemberResource: Codable, Sendable {
    let userId: String
    let nickname: String
    let displayName: String
    let role: String
    let joinedAt: Date

    init(_ member: Member) {
        userId = member.userID.description
        nickname = member.nickname
        displayName = member.displayName
        role = member.role.rawValue
        joinedAt = member.joinedAt
    }
}

struct InviteResource: Codable, Sendable {
    let id: String
    let expiresAt: Date
    /// Only in the answer that created the invite.
    let token: String?
    let url: String?
}

struct AppPasswordResource: Codable, Sendable {
    let id: String
    let name: String
    let createdAt: Date
    let lastUsedAt: Date?
    /// Only in the answer that created it; never again.
    let token: String?

    init(_ password: AppPassword, token: String? = nil) {
        id = password.id.description
        name = password.name
        createdAt = password.createdAt
        lastUsedAt = password.lastUsedAt
        self.token = token
    }
}

/// Request bodies: every field optional, so a missing one is a field-level 422, not a decoding 400.
struct SessionRequest: Decodable, Sendable {
    let email: String?
    let password: String?
}

struct NameRequest: Decodable, Sendable {
    let name: String?
}
