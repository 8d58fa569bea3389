import Foundation

/// The categories every household has, named in the reader's language.
public enum BuiltinCategory: String, Sendable, CaseIterable, Codable {
    case work, personal, family, health, study, shopping, other

    /// A colour per category, so the agenda can be scanned at a glance (text says it too).
    public var color: String {
        switch self {
        case .work: "#2563eb"
        case .personal: "#9333ea"
        case .family: "#db2777"
        case .health: "#16a34a"
        case .study: "#ca8a04"
        case .shopping: "#ea580c"
        case .other: "#64748b"
        }
    }
}

/// A category a household made for itself, with its own colour.
public struct PlannerCategory: Sendable, Equatable {
    public let id: ID<PlannerCategory>
    public let householdID: ID<Household>
    public var name: String
    /// "#rrggbb".
    public var color: String

    public init(id: ID<PlannerCategory>, householdID: ID<Household>, name: String, color: String) {
        self.id = id
        self.householdID = householdID
        self.name = name
        self.color = color
    }

    public static let nameMaximumLength = 60

    public static func validName(_ raw: String, field: String = "name") throws(FieldError) -> String {
        try TextRules.requiredText(raw, field: field, maximumLength: nameMaximumLength)
    }

    /// Accepts "#rrggbb" in either case (what `<input type=color>` sends) and stores it lowercase.
    public static func validColor(_ raw: String, field: String = "color") throws(FieldError) -> String {
        let color = raw.trimmingCharacters(in: .whitespaces).lowercased()
        guard color.count == 7, color.first == "#", color.dropFirst().allSatisfy(\.isHexDigit) else {
            throw FieldError(field, .invalidValue)
        }
        return color
    }
}

/// Which category an item is in: one of the built-in ones or one of the household's own.
public enum PlannerCategoryRef: Hashable, Sendable {
    case builtin(BuiltinCategory)
    case custom(ID<PlannerCategory>)

    /// The form and API value: a built-in's name ("work") or a custom category's id.
    public var token: String {
        switch self {
        case .builtin(let builtin): builtin.rawValue
        case .custom(let id): id.description
        }
    }

    public init?(token: String) {
        if let builtin = BuiltinCategory(rawValue: token) {
            self = .builtin(builtin)
        } else if let id = ID<PlannerCategory>(token) {
            self = .custom(id)
        } else {
            return nil
        }
    }
}
