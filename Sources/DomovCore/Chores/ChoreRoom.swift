import Foundation

/// A room of a household's home. Chores belong to a room; members pick "My rooms" to hear
/// about its chores.
public struct ChoreRoom: Sendable, Equatable {
    public let id: ID<ChoreRoom>
    public let householdID: ID<Household>
    public var name: String
    public var type: ChoreRoomType
    public let createdBy: ID<User>
    public let createdAt: Date

    public init(id: ID<ChoreRoom>, householdID: ID<Household>, name: String, type: ChoreRoomType, createdBy: ID<User>, createdAt: Date) {
        self.id = id
        self.householdID = householdID
        self.name = name
        self.type = type
        self.createdBy = createdBy
        self.createdAt = createdAt
    }

    public static let nameMaximumLength = 100
}

/// What a form or the API sends to make a room: raw text, checked by `validated()`.
public struct ChoreRoomInput: Sendable, Equatable {
    public var name: String
    public var type: String

    public init(name: String, type: String) {
        self.name = name
        self.type = type
    }

    /// The name and type, or every field's problem at once.
    public func validated() throws(ValidationFailure) -> (name: String, type: ChoreRoomType) {
        var errors = FieldErrorCollector()
        let validName = errors.check { try TextRules.requiredText(self.name, field: "name", maximumLength: ChoreRoom.nameMaximumLength) }
        let validType = ChoreRoomType(rawValue: self.type.trimmingCharacters(in: .whitespaces))
        if validType == nil { errors.add("type", .unknownChoice) }
        try errors.throwIfAny()
        return (validName!, validType!)
    }
}
