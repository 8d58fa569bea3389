import Foundation

/// A recipe as typed into the form or sent to the API, before validation.
/// Ingredients are one per line ("200 g chicken breast"); the method is one step per line.
public struct RecipeInput: Sendable, Equatable {
    public var name: String
    public var summary: String
    public var ingredients: String
    public var method: String
    public var preparationMinutes: String
    public var servings: String
    public var kcal: String
    public var protein: String
    public var carbohydrate: String
    public var fat: String
    /// A photo on another site (an imported recipe's), kept as a link; empty for none.
    public var imageURL: String
    /// What the source page said about the recipe (all optional), checked by `validated()` like
    /// the fields above.
    public var details: RecipeDetails
    /// The detail fields ("prepMinutes", "cookMinutes") whose typed text was no whole number:
    /// `details` holds numbers only, so `validated()` names these fields from here.
    public var unreadableDetails: Set<String>

    public init(
        name: String = "", summary: String = "", ingredients: String = "", method: String = "", preparationMinutes: String = "",
        servings: String = "", kcal: String = "", protein: String = "", carbohydrate: String = "", fat: String = "", imageURL: String = "",
        details: RecipeDetails = RecipeDetails()
    ) {
        self.name = name
        self.summary = summary
        self.ingredients = ingredients
        self.method = method
        self.preparationMinutes = preparationMinutes
        self.servings = servings
        self.kcal = kcal
        self.protein = protein
        self.carbohydrate = carbohydrate
        self.fat = fat
        self.imageURL = imageURL
        self.details = details
        self.unreadableDetails = []
    }

    /// Minutes of preparing and of cooking as typed into a form: empty is none; text that is no
    /// whole number leaves the value empty and is reported by `validated()`.
    public mutating func readDetailMinutes(prep: String, cook: String) {
        func read(_ text: String, field: String) -> Int? {
            let text = text.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { return nil }
            guard let value = Int(text) else {
                unreadableDetails.insert(field)
                return nil
            }
            return value
        }
        details.prepMinutes = read(prep, field: "prepMinutes")
        details.cookMinutes = read(cook, field: "cookMinutes")
    }

    /// The form for editing `recipe`; computed nutrition stays empty so that it is computed again.
    public init(_ recipe: Recipe) {
        let n = recipe.nutritionPerServing
        let entered = recipe.nutritionEntered
        func value(_ number: Double) -> String { entered ? PersonalDataInput.format(number) : "" }
        self.init(
            name: recipe.name, summary: recipe.summary,
            ingredients: recipe.ingredients.map(RecipeIngredientLine.format).joined(separator: "\n"),
            method: recipe.method.joined(separator: "\n"), preparationMinutes: String(recipe.preparationMinutes),
            servings: String(recipe.servings), kcal: value(n.kcal), protein: value(n.protein),
            carbohydrate: value(n.carbohydrate), fat: value(n.fat), imageURL: recipe.imageURL, details: recipe.details
        )
    }

    public static let maximumNameLength = 120
    public static let maximumSummaryLength = 500
    public static let maximumLines = 60
    public static let maximumLineLength = 500
    public static let maximumImageURLLength = 500

    /// True when any nutrition value was typed: then the four values are used as given (empty is 0);
    /// when all four are empty, nutrition is computed from the ingredients.
    public var entersNutrition: Bool {
        [kcal, protein, carbohydrate, fat].contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// The checked recipe content, all problems reported at once.
    public func validated() throws(ValidationFailure) -> RecipeDraft {
        var errors = FieldErrorCollector()
        let name = errors.check { () throws(FieldError) in
            try TextRules.requiredText(self.name, field: "name", maximumLength: Self.maximumNameLength)
        }
        let summary = summary.trimmingCharacters(in: .whitespacesAndNewlines)
        if summary.count > Self.maximumSummaryLength { errors.add("summary", .tooLong(maximum: Self.maximumSummaryLength)) }
        if TextRules.hasControlCharacters(summary) { errors.add("summary", .invalidValue) }
        let ingredientLines = Self.lines(ingredients, field: "ingredients", errors: &errors)
        let ingredients = ingredientLines.map(RecipeIngredientLine.parse)
        let method = Self.lines(method, field: "method", errors: &errors)
        let minutes = Self.whole(preparationMinutes, field: "preparationMinutes", range: 1...1440, errors: &errors)
        let servings = Self.whole(servings, field: "servings", range: 1...100, errors: &errors)
        let kcal = Self.amount(kcal, field: "kcal", maximum: 5000, errors: &errors)
        let protein = Self.amount(protein, field: "protein", maximum: 500, errors: &errors)
        let carbohydrate = Self.amount(carbohydrate, field: "carbohydrate", maximum: 1000, errors: &errors)
        let fat = Self.amount(fat, field: "fat", maximum: 500, errors: &errors)
        let imageURL = imageURL.trimmingCharacters(in: .whitespaces)
        if !imageURL.isEmpty, !Self.isWebAddress(imageURL) { errors.add("imageURL", .invalidValue) }
        let details = validatedDetails(&errors)
        try errors.throwIfAny()
        let entered = entersNutrition
        let nutrition =
            entered
            ? Nutrition(kcal: kcal ?? 0, protein: protein ?? 0, carbohydrate: carbohydrate ?? 0, fat: fat ?? 0)
            : Self.computedNutrition(ingredients, servings: servings ?? 1)
        return RecipeDraft(
            name: name ?? "", summary: summary, ingredients: ingredients, method: method, preparationMinutes: minutes ?? 1,
            servings: servings ?? 1, nutritionPerServing: nutrition, nutritionEntered: entered, imageURL: imageURL, details: details
        )
    }

    /// The source's details: each optional, short, one line; keywords without empty ones.
    private func validatedDetails(_ errors: inout FieldErrorCollector) -> RecipeDetails {
        func line(_ raw: String, field: String, maximum: Int) -> String {
            let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.count > maximum {
                errors.add(field, .tooLong(maximum: maximum))
            } else if TextRules.hasControlCharacters(text) || text.contains(where: \.isNewline) {
                errors.add(field, .invalidValue)
            }
            return text
        }
        func minutes(_ value: Int?, field: String) -> Int? {
            if unreadableDetails.contains(field) {
                errors.add(field, .invalidNumber)
                return nil
            }
            guard let value else { return nil }
            guard (1...1440).contains(value) else {
                errors.add(field, .outOfRange(minimum: 1, maximum: 1440))
                return nil
            }
            return value
        }
        // Keywords are kept as a list and typed as one line parted by commas: checked as that line.
        let keywords = RecipeDetails.keywords(
            line(details.keywords.joined(separator: ", "), field: "keywords", maximum: RecipeDetails.maximumKeywordsLength))
        return RecipeDetails(
            author: line(details.author, field: "author", maximum: RecipeDetails.maximumTextLength),
            category: line(details.category, field: "category", maximum: RecipeDetails.maximumTextLength),
            cuisine: line(details.cuisine, field: "cuisine", maximum: RecipeDetails.maximumTextLength),
            keywords: keywords,
            prepMinutes: minutes(details.prepMinutes, field: "prepMinutes"), cookMinutes: minutes(details.cookMinutes, field: "cookMinutes")
        )
    }

    /// The computed values to store, or zero when the counted lines are too little of the recipe:
    /// an incomplete sum is never kept as if it were the recipe's nutrition.
    static func computedNutrition(_ ingredients: [RecipeIngredient], servings: Int) -> Nutrition {
        let estimate = NutritionEstimate(ingredients: ingredients, servings: servings)
        return estimate.isComplete ? estimate.perServing : .zero
    }

    /// An absolute http(s) address without spaces, short enough to keep.
    static func isWebAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard text.count <= maximumImageURLLength, lower.hasPrefix("https://") || lower.hasPrefix("http://"),
            !text.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" }), !TextRules.hasControlCharacters(text),
            let url = URL(string: text), url.host?.isEmpty == false
        else { return false }
        return true
    }

    private static func lines(_ text: String, field: String, errors: inout FieldErrorCollector) -> [String] {
        let lines = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .map { $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0 }
            .filter { !$0.isEmpty }
        if lines.isEmpty {
            errors.add(field, .required)
        } else if lines.count > maximumLines {
            errors.add(field, .tooMany(maximum: maximumLines))
        } else if lines.contains(where: { $0.count > maximumLineLength }) {
            errors.add(field, .tooLong(maximum: maximumLineLength))
        } else if lines.contains(where: TextRules.hasControlCharacters) {
            errors.add(field, .invalidValue)
        }
        return lines
    }

    private static func whole(_ raw: String, field: String, range: ClosedRange<Int>, errors: inout FieldErrorCollector) -> Int? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else {
            errors.add(field, .required)
            return nil
        }
        guard let value = Int(text) else {
            errors.add(field, .invalidNumber)
            return nil
        }
        guard range.contains(value) else {
            errors.add(field, .outOfRange(minimum: range.lowerBound, maximum: range.upperBound))
            return nil
        }
        return value
    }

    /// Nutrition values are optional (empty is 0) but never negative or absurd.
    private static func amount(_ raw: String, field: String, maximum: Int, errors: inout FieldErrorCollector) -> Double? {
        let text = raw.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
        guard !text.isEmpty else { return 0 }
        guard let value = Double(text), value.isFinite else {
            errors.add(field, .invalidNumber)
            return nil
        }
        guard (0...Double(maximum)).contains(value) else {
            errors.add(field, .outOfRange(minimum: 0, maximum: maximum))
            return nil
        }
        return value
    }
}

/// A recipe's content after validation: a new one before it has an id, or a saved `Recipe`'s.
/// Only core makes one (`RecipeInput.validated()`, `Recipe`'s initializer), so the memberwise
/// initializer Swift writes is enough.
public struct RecipeDraft: Sendable, Equatable {
    public var name: String
    public var summary: String
    public var ingredients: [RecipeIngredient]
    public var method: [String]
    public var preparationMinutes: Int
    public var servings: Int
    public var nutritionPerServing: Nutrition
    /// True when someone typed the values (they override the computed ones); false when
    /// `nutritionPerServing` was computed from the ingredients when the recipe was saved.
    public var nutritionEntered: Bool
    /// A photo on another site (from an import), shown as a link and never fetched; empty for none.
    public var imageURL: String
    /// Author, category, cuisine, keywords and the split of its time, as its source page gave them.
    public var details: RecipeDetails
}
