import Foundation

/// How one user's calendar apps show a household's calendar: a name, a colour and a place in
/// the list of their own choosing (CalDAV PROPPATCH). Nil fields mean Domov's defaults.
public struct CalendarAppearance: Sendable, Equatable {
    public let userID: ID<User>
    public let householdID: ID<Household>
    public var displayName: String?
    /// `#RRGGBB` or `#RRGGBBAA`, as Apple's calendar-color property carries it.
    public var color: String?
    public var order: Int?

    public init(userID: ID<User>, householdID: ID<Household>, displayName: String? = nil, color: String? = nil, order: Int? = nil) {
        self.userID = userID
        self.householdID = householdID
        self.displayName = displayName
        self.color = color
        self.order = order
    }

    public static let displayNameMaximumLength = 200

    /// A colour apps may send: `#RRGGBB` or `#RRGGBBAA`, normalized to upper case.
    public static func validColor(_ raw: String) -> String? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("#"), [7, 9].contains(text.count), text.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
        return text.uppercased()
    }
}

public protocol CalendarAppearanceRepository: Sendable {
    func appearances(userID: ID<User>) async throws -> [ID<Household>: CalendarAppearance]
    func save(_ appearance: CalendarAppearance) async throws
}
