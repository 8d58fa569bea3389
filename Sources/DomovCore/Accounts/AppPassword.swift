import Foundation

/// A named personal token for calendar apps and the API. The token itself is shown
/// once when created; only its hash is kept.
public struct AppPassword: Sendable, Equatable {
    public let id: ID<AppPassword>
    public let userID: ID<User>
    public let name: String
    public let createdAt: Date
    public var lastUsedAt: Date?

    public init(id: ID<AppPassword>, userID: ID<User>, name: String, createdAt: Date, lastUsedAt: Date?) {
        self.id = id
        self.userID = userID
        self.name = name
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
    }

    public static let nameMaximumLength = 100

    public static func validName(_ raw: String, field: String = "name") throws(FieldError) -> String {
        try TextRules.requiredText(raw, field: field, maximumLength: nameMaximumLength)
    }

    /// Tokens carry a recognizable prefix so leaked ones are easy to spot in logs and scanners.
    public static let tokenPrefix = "domov_"
}
