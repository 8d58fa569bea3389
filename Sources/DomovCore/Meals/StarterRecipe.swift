import Foundation

/// One recipe of the starter collection as the shipped JSON file holds it.
public struct StarterRecipe: Sendable, Equatable, Codable {
    public var key: String
    public var name: String
    public var summary: String
    /// Lines in the form the recipe form takes ("200 g chicken breast").
    public var ingredients: [String]
    public var method: [String]
    public var preparationMinutes: Int
    public var servings: Int
    public var kcal: Double
    public var protein: Double
    public var carbohydrate: Double
    public var fat: Double

    /// Decodes the collection, checking every recipe by the same rules as the form.
    public static func collection(from data: Data) throws -> [StarterRecipe] {
        let recipes = try JSONDecoder().decode([StarterRecipe].self, from: data)
        for recipe in recipes { _ = try recipe.input.validated() }
        return recipes
    }

    public var input: RecipeInput {
        RecipeInput(
            name: name, summary: summary, ingredients: ingredients.joined(separator: "\n"), method: method.joined(separator: "\n"),
            preparationMinutes: String(preparationMinutes), servings: String(servings), kcal: String(kcal), protein: String(protein),
            carbohydrate: String(carbohydrate), fat: String(fat)
        )
    }
}
