import Foundation

/// A household's recipe: what to buy, how to cook it, and what one serving gives. That is its
/// `content`, as validated from a form, an import or the starter collection, read and written
/// through the recipe (`recipe.name`); the rest is what makes it the household's.
@dynamicMemberLookup
public struct Recipe: Sendable, Equatable {
    public let id: ID<Recipe>
    public let householdID: ID<Household>
    /// Who wrote it; nil for the starter collection.
    public var authorID: ID<User>?
    public var content: RecipeDraft
    /// Set when a photo was uploaded; its digest names it in URLs so caches can keep it for ever.
    public var photo: RecipePhotoInfo?
    /// The starter collection's key, so seeding twice adds nothing.
    public var starterKey: String?
    public let createdAt: Date
    public var updatedAt: Date

    public init(
        id: ID<Recipe>, householdID: ID<Household>, authorID: ID<User>?, content: RecipeDraft, photo: RecipePhotoInfo? = nil,
        starterKey: String? = nil, createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.householdID = householdID
        self.authorID = authorID
        self.content = content
        self.photo = photo
        self.starterKey = starterKey
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    public init(
        id: ID<Recipe>, householdID: ID<Household>, authorID: ID<User>?, name: String, summary: String,
        ingredients: [RecipeIngredient], method: [String], preparationMinutes: Int, servings: Int,
        nutritionPerServing: Nutrition, nutritionEntered: Bool = true, imageURL: String = "", photo: RecipePhotoInfo? = nil,
        starterKey: String? = nil,
        details: RecipeDetails = RecipeDetails(), createdAt: Date, updatedAt: Date
    ) {
        let content = RecipeDraft(
            name: name, summary: summary, ingredients: ingredients, method: method, preparationMinutes: preparationMinutes,
            servings: servings, nutritionPerServing: nutritionPerServing, nutritionEntered: nutritionEntered, imageURL: imageURL,
            details: details)
        self.init(
            id: id, householdID: householdID, authorID: authorID, content: content, photo: photo, starterKey: starterKey,
            createdAt: createdAt, updatedAt: updatedAt)
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<RecipeDraft, Value>) -> Value {
        get { content[keyPath: keyPath] }
        set { content[keyPath: keyPath] = newValue }
    }

    /// Nutrition computed from the ingredient lines now, with the lines that could not be counted.
    public var estimate: NutritionEstimate {
        NutritionEstimate(ingredients: content.ingredients, servings: content.servings)
    }

    /// One serving's nutrition as far as it can be relied on: typed values as typed; computed ones,
    /// from the ingredient lines as the table reads them now, only when the counted lines make up
    /// most of the recipe by weight. Nil when the computed values are incomplete or there are none;
    /// then nothing may rank, export or show them as the recipe's nutrition.
    public var dependableNutritionPerServing: Nutrition? {
        if content.nutritionEntered { return content.nutritionPerServing == .zero ? nil : content.nutritionPerServing }
        let estimate = self.estimate
        return estimate.isComplete ? estimate.perServing : nil
    }

    /// The same recipe for another number of servings: quantities scale, a serving stays a serving.
    public func scaled(to newServings: Int) -> Recipe {
        guard newServings > 0, newServings != content.servings else { return self }
        var copy = self
        let factor = Double(newServings) / Double(content.servings)
        copy.content.ingredients = content.ingredients.map { ingredient in
            var scaled = ingredient
            scaled.quantity = ingredient.quantity.map { ($0 * factor * 100).rounded() / 100 }
            return scaled
        }
        copy.content.servings = newServings
        return copy
    }
}

/// One line of a recipe's ingredients: "200 g chicken breast", "1 pinch salt", "salt to taste".
public struct RecipeIngredient: Sendable, Equatable, Codable {
    /// nil for "to taste".
    public var quantity: Double?
    public var unit: String
    public var name: String
    /// The line wrote its amount as a fraction ("½ lžičky", "1 1/2 cups", "půl citronu"), so a
    /// scaled amount is written as one too ("¼ lžičky", not "0,25 lžičky").
    public var writtenAsFraction: Bool

    public init(quantity: Double?, unit: String, name: String, writtenAsFraction: Bool = false) {
        self.quantity = quantity
        self.unit = unit
        self.name = name
        self.writtenAsFraction = writtenAsFraction
    }

    private enum CodingKeys: String, CodingKey {
        case quantity, unit, name, writtenAsFraction = "fraction"
    }

    // Lines saved before fractions were remembered have no "fraction" key; they read as decimals.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        quantity = try container.decodeIfPresent(Double.self, forKey: .quantity)
        unit = try container.decode(String.self, forKey: .unit)
        name = try container.decode(String.self, forKey: .name)
        writtenAsFraction = try container.decodeIfPresent(Bool.self, forKey: .writtenAsFraction) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(quantity, forKey: .quantity)
        try container.encode(unit, forKey: .unit)
        try container.encode(name, forKey: .name)
        if writtenAsFraction { try container.encode(true, forKey: .writtenAsFraction) }
    }
}

/// What is known about a recipe's photo without loading its bytes.
public struct RecipePhotoInfo: Sendable, Equatable {
    public var contentType: RecipePhotoType
    /// Hex SHA-256 of the bytes (computed by storage), for URLs and ETags.
    public var digest: String
    public var byteCount: Int

    public init(contentType: RecipePhotoType, digest: String, byteCount: Int) {
        self.contentType = contentType
        self.digest = digest
        self.byteCount = byteCount
    }
}
