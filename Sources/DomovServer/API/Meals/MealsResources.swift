import DomovCore
import Foundation

/// A recipe in the API.
struct RecipeResource: Encodable {
    struct Ingredient: Encodable {
        let quantity: Double?
        let unit: String
        let name: String
        /// The line as the web form shows it ("200 g chicken breast").
        let text: String
    }

    let id: String
    let name: String
    let summary: String
    let ingredients: [Ingredient]
    let method: [String]
    let preparationMinutes: Int
    let servings: Int
    let nutritionPerServing: NutritionResource
    /// True when the values were typed; false when they were computed from the ingredients.
    let nutritionEntered: Bool
    /// What the ingredient lines give now, line by line.
    let computedNutrition: ComputedNutritionResource
    let likes: Int
    let likedByMe: Bool
    let hasPhoto: Bool
    /// A photo on another site (from an import), never fetched; empty for none.
    let imageURL: String
    /// Author, category, cuisine, keywords and the split of its time, as its source gave them.
    let details: RecipeDetailsResource
    let starter: Bool
    let createdAt: Date
    let updatedAt: Date

    init(_ listing: RecipeListing) {
        let recipe = listing.recipe
        id = recipe.id.description
        name = recipe.name
        summary = recipe.summary
        ingredients = recipe.ingredients.map {
            Ingredient(quantity: $0.quantity, unit: $0.unit, name: $0.name, text: RecipeIngredientLine.format($0))
        }
        method = recipe.method
        preparationMinutes = recipe.preparationMinutes
        servings = recipe.servings
        nutritionPerServing = NutritionResource(recipe.nutritionPerServing)
        nutritionEntered = recipe.nutritionEntered
        computedNutrition = ComputedNutritionResource(recipe.estimate)
        likes = listing.likes.count
        likedByMe = listing.likes.likedByViewer
        hasPhoto = recipe.photo != nil
        imageURL = recipe.imageURL
        details = RecipeDetailsResource(recipe.details)
        starter = recipe.starterKey != nil
        createdAt = recipe.createdAt
        updatedAt = recipe.updatedAt
    }
}

/// Nutrition computed from the ingredient lines: per serving, the counted lines, the others and why.
struct ComputedNutritionResource: Encodable {
    struct Match: Encodable {
        let line: String
        let food: String
        let grams: Double
    }

    struct Unmatched: Encodable {
        let line: String
        let reason: String
        /// Salt without an amount, anything to taste, a pinch: left out without making the sum incomplete.
        let negligible: Bool
    }

    let perServing: NutritionResource
    /// True when the counted lines make up most of the recipe by weight; only then is `perServing` a total.
    let complete: Bool
    /// The counted lines' share of the recipe's weight (0 to 1), or null when some line cannot be weighed.
    let countedShare: Double?
    let fibrePerServing: Double?
    let matched: [Match]
    let unmatched: [Unmatched]
    let source: String

    init(_ estimate: NutritionEstimate) {
        perServing = NutritionResource(estimate.perServing)
        complete = estimate.isComplete
        countedShare = estimate.countedShare.map { ($0 * 100).rounded() / 100 }
        fibrePerServing = estimate.fibrePerServing
        matched = estimate.matches.map {
            Match(line: RecipeIngredientLine.format($0.ingredient), food: $0.food.key, grams: NutritionResource.rounded($0.grams))
        }
        unmatched = estimate.unmatched.map {
            Unmatched(line: RecipeIngredientLine.format($0.ingredient), reason: $0.reason.rawValue, negligible: $0.isNegligible)
        }
        source = IngredientFoodTable.source
    }
}

struct RecipePageResource: Encodable {
    let recipes: [RecipeResource]
    let total: Int
    let page: Int
    let pageSize: Int
}

struct NutritionResource: Encodable {
    let kcal: Double
    let protein: Double
    let carbohydrate: Double
    let fat: Double

    init(_ n: Nutrition) {
        kcal = Self.rounded(n.kcal)
        protein = Self.rounded(n.protein)
        carbohydrate = Self.rounded(n.carbohydrate)
        fat = Self.rounded(n.fat)
    }

    static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}

struct LikesResource: Encodable {
    let count: Int
    let liked: Bool
}

struct FittingRecipeResource: Encodable {
    let recipe: RecipeResource
    /// Mean relative distance from the meal's targets; 0 is a perfect fit.
    let distance: Double
}

/// What a client sends to create or replace a recipe. Missing fields count as empty, so the
/// answer lists every problem at once.
struct RecipeRequest: Decodable {
    var name: String?
    var summary: String?
    var ingredients: [String]?
    var method: [String]?
    var preparationMinutes: Int?
    var servings: Int?
    var kcal: Double?
    var protein: Double?
    var carbohydrate: Double?
    var fat: Double?
    var imageURL: String?
    /// Missing: a new recipe has none, and a replaced one keeps its own.
    var details: RecipeDetailsResource?

    /// `kept`: the details a replaced recipe keeps when the request sends none.
    func input(keeping kept: RecipeDetails = RecipeDetails()) -> RecipeInput {
        RecipeInput(
            name: name ?? "", summary: summary ?? "", ingredients: (ingredients ?? []).joined(separator: "\n"),
            method: (method ?? []).joined(separator: "\n"), preparationMinutes: preparationMinutes.map(String.init) ?? "",
            servings: servings.map(String.init) ?? "", kcal: kcal.map { String($0) } ?? "", protein: protein.map { String($0) } ?? "",
            carbohydrate: carbohydrate.map { String($0) } ?? "", fat: fat.map { String($0) } ?? "", imageURL: imageURL ?? "",
            details: details?.details ?? kept
        )
    }

    /// The core names a detail's field as the web form does ("prepMinutes"); in the API it is
    /// inside `details`.
    static func named(_ failure: ValidationFailure) -> ValidationFailure {
        let detailFields: Set = ["author", "category", "cuisine", "keywords", "prepMinutes", "cookMinutes"]
        return ValidationFailure(
            failure.errors.map { detailFields.contains($0.field) ? FieldError("details." + $0.field, $0.problem) : $0 })
    }
}

/// A recipe's source details, both ways. Missing fields are empty.
struct RecipeDetailsResource: Codable {
    var author: String?
    var category: String?
    var cuisine: String?
    var keywords: [String]?
    var prepMinutes: Int?
    var cookMinutes: Int?

    init(_ details: RecipeDetails) {
        author = details.author
        category = details.category
        cuisine = details.cuisine
        keywords = details.keywords
        prepMinutes = details.prepMinutes
        cookMinutes = details.cookMinutes
    }

    var details: RecipeDetails {
        RecipeDetails(
            author: author ?? "", category: category ?? "", cuisine: cuisine ?? "", keywords: keywords ?? [],
            prepMinutes: prepMinutes, cookMinutes: cookMinutes)
    }

    // Minutes are null when the source did not tell them, so every key is always there.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(author ?? "", forKey: .author)
        try container.encode(category ?? "", forKey: .category)
        try container.encode(cuisine ?? "", forKey: .cuisine)
        try container.encode(keywords ?? [], forKey: .keywords)
        try container.encode(prepMinutes, forKey: .prepMinutes)
        try container.encode(cookMinutes, forKey: .cookMinutes)
    }
}

/// Personal data, both ways. Field errors name these properties.
struct PersonalDataResource: Codable {
    var sex: String?
    var weight: Double?
    var height: Double?
    var age: Int?
    var activity: String?
    var goal: String?
    var equation: String?
    var energyRule: String?

    init(_ data: PersonalData) {
        sex = data.sex.rawValue
        weight = data.weightKg
        height = data.heightCm
        age = data.ageYears
        activity = data.activity.rawValue
        goal = data.goal.rawValue
        equation = data.equation.rawValue
        energyRule = data.energyRule.rawValue
    }

    var input: PersonalDataInput {
        PersonalDataInput([
            .sex: sex ?? "", .weight: weight.map { String($0) } ?? "", .height: height.map { String($0) } ?? "",
            .age: age.map(String.init) ?? "", .activity: activity ?? "", .goal: goal ?? "", .equation: equation ?? "",
            .energyRule: energyRule ?? "",
        ])
    }
}

/// The ideal meal with every step of its calculation.
struct IdealMealResource: Encodable {
    struct Portion: Encodable {
        let food: String
        let grams: Double
    }

    let personalData: PersonalDataResource
    let basalRate: Double
    let multiplier: Double
    let dailyEnergy: Double
    let mealEnergy: Double
    let mealsPerDay: Int
    let split: [String: Double]
    let targets: NutritionResource
    let portions: [Portion]
    let totals: NutritionResource
    let nutrientSource: String

    init(_ meal: IdealMeal) {
        personalData = PersonalDataResource(meal.personalData)
        basalRate = NutritionResource.rounded(meal.basalRate)
        multiplier = meal.multiplier
        dailyEnergy = NutritionResource.rounded(meal.dailyEnergy)
        mealEnergy = NutritionResource.rounded(meal.mealEnergy)
        mealsPerDay = Int(IdealMeal.mealsPerDay)
        split = ["protein": meal.split.protein, "carbohydrate": meal.split.carbohydrate, "fat": meal.split.fat]
        targets = NutritionResource(meal.targets)
        portions = meal.portions.map { Portion(food: $0.food.rawValue, grams: $0.grams) }
        totals = NutritionResource(meal.totals)
        nutrientSource = MealFood.source
    }
}
