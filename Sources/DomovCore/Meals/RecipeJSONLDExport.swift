import Foundation

/// A recipe as a schema.org Recipe in JSON-LD, for other apps and for importing elsewhere.
public struct RecipeJSONLDExport: Encodable, Sendable {
    struct Step: Encodable {
        let type = "HowToStep"
        let text: String

        enum CodingKeys: String, CodingKey {
            case type = "@type", text
        }
    }

    struct NutritionInformation: Encodable {
        let type = "NutritionInformation"
        let servingSize = "1 serving"
        let calories: String
        let proteinContent: String
        let carbohydrateContent: String
        let fatContent: String

        enum CodingKeys: String, CodingKey {
            case type = "@type", servingSize, calories, proteinContent, carbohydrateContent, fatContent
        }
    }

    struct Person: Encodable {
        let type = "Person"
        let name: String

        enum CodingKeys: String, CodingKey {
            case type = "@type", name
        }
    }

    let context = "https://schema.org"
    let type = "Recipe"
    let name: String
    let description: String?
    let url: String
    let image: String?
    let recipeIngredient: [String]
    let recipeInstructions: [Step]
    let totalTime: String
    let prepTime: String?
    let cookTime: String?
    let author: Person?
    let recipeCategory: String?
    let recipeCuisine: String?
    let keywords: String?
    let recipeYield: String
    let nutrition: NutritionInformation?
    let datePublished: String
    let dateModified: String

    enum CodingKeys: String, CodingKey {
        case context = "@context", type = "@type", name, description, url, image, recipeIngredient, recipeInstructions
        case totalTime, prepTime, cookTime, author, recipeCategory, recipeCuisine, keywords, recipeYield, nutrition, datePublished,
            dateModified
    }

    /// `url` is the recipe's page; `photoURL` the absolute address of its uploaded photo, if any
    /// (otherwise an imported photo link is used).
    public init(_ recipe: Recipe, url: String, photoURL: String?) {
        name = recipe.name
        description = recipe.summary.isEmpty ? nil : recipe.summary
        self.url = url
        image = photoURL ?? (recipe.imageURL.isEmpty ? nil : recipe.imageURL)
        recipeIngredient = recipe.ingredients.map(RecipeIngredientLine.format)
        recipeInstructions = recipe.method.map { Step(text: $0) }
        totalTime = ISODuration.format(minutes: recipe.preparationMinutes)
        let details = recipe.details
        prepTime = details.prepMinutes.map(ISODuration.format(minutes:))
        cookTime = details.cookMinutes.map(ISODuration.format(minutes:))
        // The source's author, not the member who saved it: a Domov account's name stays private.
        author = details.author.isEmpty ? nil : Person(name: details.author)
        recipeCategory = details.category.isEmpty ? nil : details.category
        recipeCuisine = details.cuisine.isEmpty ? nil : details.cuisine
        keywords = details.keywords.isEmpty ? nil : details.keywords.joined(separator: ", ")
        recipeYield = String(recipe.servings)
        // Only values that can be relied on leave Domov: an incomplete computed sum is not exported.
        let n = recipe.dependableNutritionPerServing ?? .zero
        func number(_ value: Double) -> String { RecipeIngredientLine.formatQuantity((value * 10).rounded() / 10) }
        nutrition =
            n == .zero
            ? nil
            : NutritionInformation(
                calories: "\(number(n.kcal)) kcal", proteinContent: "\(number(n.protein)) g",
                carbohydrateContent: "\(number(n.carbohydrate)) g", fatContent: "\(number(n.fat)) g"
            )
        let formatter = ISO8601DateFormatter()
        datePublished = formatter.string(from: recipe.createdAt)
        dateModified = formatter.string(from: recipe.updatedAt)
    }

    /// The document as UTF-8 JSON, keys sorted so that the same recipe always gives the same bytes.
    public func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings and nested plain structs always encode.
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}
