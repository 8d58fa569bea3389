import Foundation

/// A typed identifier: `ID<User>` and `ID<Household>` are different types, so one
/// can never be passed where the other is expected.
public struct ID<Entity>: Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: UUID

    public init(_ rawValue: UUID) {
        self.rawValue = rawValue
    }

    /// Parses the lowercase string form used in URLs and the database.
    public init?(_ string: String) {
        guard let uuid = UUID(text: string) else { return nil }
        self.rawValue = uuid
    }

    /// Lowercase, because URLs and database keys compare case-sensitively.
    public var description: String { rawValue.lowercaseText }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let uuid = UUID(text: string) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not an identifier: \(string)")
        }
        self.rawValue = uuid
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
