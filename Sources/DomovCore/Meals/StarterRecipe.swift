import Foundation

/// One recipe of the starter collection as the shipped JSON file holds it: the English text at the
/// top level, the Czech one under "czech", and what both share (time, servings, nutrition, picture).
public struct StarterRecipe: Sendable, Equatable, Codable {
    public var key: String
    /// The drawing it is shown with (a file of the server's recipe pictures): one per dish or kind of dish.
    public var picture: String
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
    /// The recipe as a Czech cookbook writes it ("2 stroužky česneku", "Cibuli zpěníme na oleji.").
    public var czech: Text

    /// The words of a recipe in one language.
    public struct Text: Sendable, Equatable, Codable {
        public var name: String
        public var summary: String
        public var ingredients: [String]
        public var method: [String]
    }

    /// Decodes the collection, checking every recipe in every language by the same rules as the form.
    public static func collection(from data: Data) throws -> [StarterRecipe] {
        let recipes = try JSONDecoder().decode([StarterRecipe].self, from: data)
        for recipe in recipes {
            for language in Language.allCases { _ = try recipe.input(in: language).validated() }
        }
        return recipes
    }

    public func text(in language: Language) -> Text {
        switch language {
        case .english: Text(name: name, summary: summary, ingredients: ingredients, method: method)
        case .czech: czech
        }
    }

    public var input: RecipeInput { input(in: .english) }

    public func input(in language: Language) -> RecipeInput {
        let text = text(in: language)
        return RecipeInput(
            name: text.name, summary: text.summary, ingredients: text.ingredients.joined(separator: "\n"),
            method: text.method.joined(separator: "\n"),
            preparationMinutes: String(preparationMinutes), servings: String(servings), kcal: String(kcal), protein: String(protein),
            carbohydrate: String(carbohydrate), fat: String(fat)
        )
    }
}
