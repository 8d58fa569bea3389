import DomovCore
import Foundation
import SQLKit

/// A recipe as its row stores it: lists as JSON text, numbers as whole tenths, search keys folded.
struct RecipeRow {
    let name: String
    let nameKey: String
    let summary: String
    let ingredients: String
    let ingredientsKey: String
    let method: String
    let details: String
    let tenths: (kcal: Int, protein: Int, carbohydrate: Int, fat: Int)

    init(_ recipe: Recipe) {
        name = recipe.name
        nameKey = TextRules.searchKey(recipe.name)
        summary = recipe.summary
        ingredients = Self.json(recipe.ingredients)
        ingredientsKey = TextRules.searchKey(recipe.ingredients.map(\.name).joined(separator: " | "))
        method = Self.json(recipe.method)
        details = Self.json(recipe.details)
        let n = recipe.nutritionPerServing
        tenths = (Self.tenths(n.kcal), Self.tenths(n.protein), Self.tenths(n.carbohydrate), Self.tenths(n.fat))
    }

    static func tenths(_ value: Double) -> Int { Int((value * 10).rounded()) }

    private static func json<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding arrays of strings and plain structs cannot fail.
        return (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "[]"
    }

    private static func decode<Value: Decodable>(_: Value.Type, _ row: any SQLRow, _ column: String) throws -> Value {
        let text = try row.string(column)
        do {
            return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
        } catch {
            throw StoredValueError(column: column, value: text)
        }
    }

    static func recipe(from row: any SQLRow) throws -> Recipe {
        var photo: RecipePhotoInfo?
        if let type = try row.optionalString("photo_type"), let contentType = RecipePhotoType(rawValue: type) {
            photo = RecipePhotoInfo(contentType: contentType, digest: try row.string("photo_digest"), byteCount: try row.int("photo_bytes"))
        }
        return Recipe(
            id: try row.id("id"), householdID: try row.id("household_id"), authorID: try row.optionalID("author_id"),
            name: try row.string("name"), summary: try row.string("summary"),
            ingredients: try decode([RecipeIngredient].self, row, "ingredients"), method: try decode([String].self, row, "method"),
            preparationMinutes: try row.int("preparation_minutes"), servings: try row.int("servings"),
            nutritionPerServing: Nutrition(
                kcal: Double(try row.int("kcal_tenths")) / 10, protein: Double(try row.int("protein_tenths")) / 10,
                carbohydrate: Double(try row.int("carbohydrate_tenths")) / 10, fat: Double(try row.int("fat_tenths")) / 10
            ),
            nutritionEntered: try row.int("nutrition_entered") != 0, imageURL: try row.string("image_url"),
            photo: photo, starterKey: try row.optionalString("starter_key"), details: try decode(RecipeDetails.self, row, "details"),
            createdAt: try row.date("created_at"), updatedAt: try row.date("updated_at")
        )
    }

    static func personalData(from row: any SQLRow) throws -> PersonalData {
        let values = (
            try row.string("sex"), try row.string("activity"), try row.string("goal"), try row.string("equation"),
            try row.string("energy_rule")
        )
        guard let sex = Sex(rawValue: values.0), let activity = ActivityLevel(rawValue: values.1),
            let goal = MealGoal(rawValue: values.2), let equation = EnergyEquation(rawValue: values.3),
            let energyRule = EnergyRule(rawValue: values.4)
        else {
            throw StoredValueError(column: "meal_personal_data", value: "\(values)")
        }
        return PersonalData(
            sex: sex, weightKg: Double(try row.int("weight_tenths")) / 10, heightCm: Double(try row.int("height_tenths")) / 10,
            ageYears: try row.int("age_years"), activity: activity, goal: goal, equation: equation, energyRule: energyRule
        )
    }
}
