import Foundation

/// What a recipe page says about a recipe beyond its content: whose it is, what kind of dish, and
/// how its time splits between preparing and cooking. An import keeps them and the JSON-LD export
/// gives them back, so a recipe passed through Domov loses none of schema.org's common fields.
public struct RecipeDetails: Sendable, Equatable, Codable {
    /// The person or site the recipe is by, as the source names it (not a Domov member).
    public var author: String
    /// "Main course", "Dessert".
    public var category: String
    /// "Czech", "Indian".
    public var cuisine: String
    public var keywords: [String]
    /// Minutes of preparing and of cooking, when the source tells them apart.
    public var prepMinutes: Int?
    public var cookMinutes: Int?

    public init(
        author: String = "", category: String = "", cuisine: String = "", keywords: [String] = [], prepMinutes: Int? = nil,
        cookMinutes: Int? = nil
    ) {
        self.author = author
        self.category = category
        self.cuisine = cuisine
        self.keywords = keywords
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
    }

    public var isEmpty: Bool { self == RecipeDetails() }

    public static let maximumTextLength = 120
    public static let maximumKeywordsLength = 500

    /// "vegan, quick,  curry" → ["vegan", "quick", "curry"]: commas part keywords, as schema.org's text form does.
    public static func keywords(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    private enum CodingKeys: String, CodingKey {
        case author, category, cuisine, keywords, prepMinutes = "prep", cookMinutes = "cook"
    }

    // Stored as JSON; empty values are left out so that a recipe without details stores "{}".
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        author = try container.decodeIfPresent(String.self, forKey: .author) ?? ""
        category = try container.decodeIfPresent(String.self, forKey: .category) ?? ""
        cuisine = try container.decodeIfPresent(String.self, forKey: .cuisine) ?? ""
        keywords = try container.decodeIfPresent([String].self, forKey: .keywords) ?? []
        prepMinutes = try container.decodeIfPresent(Int.self, forKey: .prepMinutes)
        cookMinutes = try container.decodeIfPresent(Int.self, forKey: .cookMinutes)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !author.isEmpty { try container.encode(author, forKey: .author) }
        if !category.isEmpty { try container.encode(category, forKey: .category) }
        if !cuisine.isEmpty { try container.encode(cuisine, forKey: .cuisine) }
        if !keywords.isEmpty { try container.encode(keywords, forKey: .keywords) }
        try container.encodeIfPresent(prepMinutes, forKey: .prepMinutes)
        try container.encodeIfPresent(cookMinutes, forKey: .cookMinutes)
    }
}
