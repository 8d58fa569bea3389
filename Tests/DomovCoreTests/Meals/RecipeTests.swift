import DomovCore
import Foundation
import Testing

@Suite("Recipes")
struct RecipeTests {
    static let input = RecipeInput(
        name: " Lentil soup ", summary: "Warming.", ingredients: "200 g red lentils\n1/2 lemon\n1,5 l water\nsalt\n2 carrots",
        method: "Rinse the lentils.\n\n- Simmer 20 minutes.", preparationMinutes: "30", servings: "4",
        kcal: "250", protein: "15", carbohydrate: "38", fat: "3,5"
    )

    @Test func inputIsParsedLineByLine() throws {
        let draft = try Self.input.validated()
        #expect(draft.name == "Lentil soup")
        #expect(
            draft.ingredients == [
                RecipeIngredient(quantity: 200, unit: "g", name: "red lentils"),
                RecipeIngredient(quantity: 0.5, unit: "", name: "lemon", writtenAsFraction: true),
                RecipeIngredient(quantity: 1.5, unit: "l", name: "water"),
                RecipeIngredient(quantity: nil, unit: "", name: "salt"),
                RecipeIngredient(quantity: 2, unit: "", name: "carrots"),
            ])
        #expect(draft.method == ["Rinse the lentils.", "Simmer 20 minutes."])
        #expect(draft.nutritionPerServing == Nutrition(kcal: 250, protein: 15, carbohydrate: 38, fat: 3.5))
    }

    @Test func badInputNamesEveryField() {
        let input = RecipeInput(name: " ", ingredients: "", method: "", preparationMinutes: "0", servings: "many", kcal: "-5")
        do {
            _ = try input.validated()
            Issue.record("bad input passed")
        } catch {
            #expect(error.problem(for: "name") == .required)
            #expect(error.problem(for: "ingredients") == .required)
            #expect(error.problem(for: "method") == .required)
            #expect(error.problem(for: "preparationMinutes") == .outOfRange(minimum: 1, maximum: 1440))
            #expect(error.problem(for: "servings") == .invalidNumber)
            #expect(error.problem(for: "kcal") == .outOfRange(minimum: 0, maximum: 5000))
        }
    }

    @Test func scalingChangesQuantitiesNotTheServing() throws {
        let draft = try Self.input.validated()
        let recipe = Recipe(
            id: ID(UUID()), householdID: ID(UUID()), authorID: nil, name: draft.name, summary: draft.summary,
            ingredients: draft.ingredients,
            method: draft.method, preparationMinutes: 30, servings: 4, nutritionPerServing: draft.nutritionPerServing, createdAt: .now,
            updatedAt: .now
        )
        let six = recipe.scaled(to: 6)
        #expect(six.servings == 6)
        #expect(six.ingredients.map(\.quantity) == [300, 0.75, 2.25, nil, 3])
        #expect(six.nutritionPerServing == recipe.nutritionPerServing)
        #expect(recipe.scaled(to: 0) == recipe)
    }

    @Test func ingredientLinesRoundTrip() {
        for line in ["200 g red lentils", "0.5 lemon", "salt to taste", "2 eggs", "1.25 l water"] {
            #expect(RecipeIngredientLine.format(RecipeIngredientLine.parse(line)) == line)
        }
    }

    @Test func photoTypesComeFromTheBytes() throws {
        #expect(RecipePhotoType(sniffing: [0xFF, 0xD8, 0xFF, 0xE0, 0, 0]) == .jpeg)
        #expect(RecipePhotoType(sniffing: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == .png)
        #expect(RecipePhotoType(sniffing: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
        #expect(RecipePhotoType(sniffing: Array("GIF89a".utf8)) == nil)
        #expect(RecipePhotoType(sniffing: Array("<svg>".utf8)) == nil)
        #expect(throws: RecipePhotoError.unsupportedType) { try RecipePhoto(checking: Array("hello".utf8)) }
        #expect(throws: RecipePhotoError.tooLarge(maximumBytes: RecipePhoto.maximumBytes)) {
            try RecipePhoto(checking: [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: RecipePhoto.maximumBytes))
        }
    }

    @Test func recipesAreRankedByClosenessToTheMeal() {
        func recipe(_ name: String, _ n: Nutrition) -> Recipe {
            Recipe(
                id: ID(UUID()), householdID: ID(UUID()), authorID: nil, name: name, summary: "", ingredients: [], method: [],
                preparationMinutes: 10, servings: 1, nutritionPerServing: n, createdAt: .now, updatedAt: .now)
        }
        let targets = Nutrition(kcal: 500, protein: 50, carbohydrate: 50, fat: 11)
        let ranked = RecipeFit.ranked(
            [
                recipe("far", Nutrition(kcal: 900, protein: 10, carbohydrate: 120, fat: 40)),
                recipe("close", Nutrition(kcal: 480, protein: 45, carbohydrate: 52, fat: 12)),
                recipe("unknown", .zero),
                recipe("middle", Nutrition(kcal: 600, protein: 30, carbohydrate: 60, fat: 20)),
            ], for: targets, limit: 10)
        #expect(ranked.map(\.recipe.name) == ["close", "middle", "far"])
        #expect(RecipeFit.distance(targets, from: targets) == 0)
    }
}
