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

    /// A colour apps may send: `#RRGGBB` or `#RRGGBBAA`, normalized to upper case, or a CSS
    /// colour keyword ("blue"), which the Python caldav library and others send, as its `#RRGGBB`.
    public static func validColor(_ raw: String) -> String? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if let keyword = cssColorKeywords[text.lowercased()] { return keyword }
        guard text.hasPrefix("#"), [7, 9].contains(text.count), text.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
        return text.uppercased()
    }

    /// CSS 2.1's seventeen colour keywords (CSS Color Level 4 gives them the same values).
    static let cssColorKeywords: [String: String] = [
        "black": "#000000", "silver": "#C0C0C0", "gray": "#808080", "white": "#FFFFFF",
        "maroon": "#800000", "red": "#FF0000", "purple": "#800080", "fuchsia": "#FF00FF",
        "green": "#008000", "lime": "#00FF00", "olive": "#808000", "yellow": "#FFFF00",
        "navy": "#000080", "blue": "#0000FF", "teal": "#008080", "aqua": "#00FFFF",
        "orange": "#FFA500",
    ]
}

public protocol CalendarAppearanceRepository: Sendable {
    func appearances(userID: ID<User>) async throws -> [ID<Household>: CalendarAppearance]
    func save(_ appearance: CalendarAppearance) async throws
}
