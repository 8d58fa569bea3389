import DomovCore
import Foundation
import Hummingbird

private typealias RecipeField = RecipeFormPage.Field

/// Writing recipes: the form, its photo upload (checked from the bytes: 413 too large,
/// 415 not an image), and deleting.
extension MealsController {
    @Sendable func newRecipe(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        return .html(RecipeFormPage(frame: frame, recipe: nil).render())
    }

    @Sendable func create(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let input = Self.input(context.form)
        do {
            let photo = try Self.uploadedPhoto(context)
            let recipe = try await services.meals.create(input, photo: photo, in: frame.householdID, by: frame.user)
            return .redirect(to: .meals(.recipe(frame.householdID, recipe.id)))
        } catch let failure as ValidationFailure {
            return .html(
                RecipeFormPage(frame: frame, recipe: nil, values: context.form, failure: failure).render(), status: .unprocessableContent)
        } catch let error as RecipePhotoError {
            return Self.photoRefused(error, RecipeFormPage(frame: frame, recipe: nil, values: context.form))
        }
    }

    @Sendable func edit(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let listing = try await services.meals.recipe(try Self.recipeID(context), in: frame.householdID, for: frame.user)
        return .html(RecipeFormPage(frame: frame, recipe: listing.recipe).render())
    }

    @Sendable func update(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let id = try Self.recipeID(context)
        let existing = try await services.meals.recipe(id, in: frame.householdID, for: frame.user).recipe
        do {
            let change: RecipePhotoChange =
                if let photo = try Self.uploadedPhoto(context) {
                    .replace(photo)
                } else if context.form[RecipeField.removePhoto] == "on" {
                    .remove
                } else {
                    .keep
                }
            try await services.meals.update(id, in: frame.householdID, with: Self.input(context.form), photo: change, by: frame.user)
            return .redirect(to: .meals(.recipe(frame.householdID, id)))
        } catch let failure as ValidationFailure {
            return .html(
                RecipeFormPage(frame: frame, recipe: existing, values: context.form, failure: failure).render(),
                status: .unprocessableContent)
        } catch let error as RecipePhotoError {
            return Self.photoRefused(error, RecipeFormPage(frame: frame, recipe: existing, values: context.form))
        }
    }

    @Sendable func confirmDelete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let listing = try await services.meals.recipe(try Self.recipeID(context), in: frame.householdID, for: frame.user)
        return .html(RecipeDeletePage(frame: frame, recipe: listing.recipe).render())
    }

    @Sendable func delete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        try await services.meals.delete(try Self.recipeID(context), in: frame.householdID, by: frame.user)
        // Back to the recipes, saying so.
        return .redirect(toPath: ActionNotice.recipeDeleted.appended(to: SiteURL.meals(.recipes(frame.householdID)).path))
    }

    // MARK: Helpers

    static func input(_ form: FormFields) -> RecipeInput {
        var input = RecipeInput(
            name: form[RecipeField.name], summary: form[RecipeField.summary], ingredients: form[RecipeField.ingredients],
            method: form[RecipeField.method],
            preparationMinutes: form[RecipeField.preparationMinutes], servings: form[RecipeField.servings], kcal: form[RecipeField.kcal],
            protein: form[RecipeField.protein], carbohydrate: form[RecipeField.carbohydrate], fat: form[RecipeField.fat],
            imageURL: form[RecipeField.imageURL],
            details: RecipeDetails(
                author: form[RecipeField.author], category: form[RecipeField.category], cuisine: form[RecipeField.cuisine],
                keywords: RecipeDetails.keywords(form[RecipeField.keywords]))
        )
        input.readDetailMinutes(prep: form[RecipeField.prepMinutes], cook: form[RecipeField.cookMinutes])
        return input
    }

    /// The uploaded photo, nil when none was chosen.
    static func uploadedPhoto(_ context: some DomovContext) throws -> RecipePhoto? {
        guard let file = context.files[RecipeField.photo.rawValue], !file.data.isEmpty else { return nil }
        return try RecipePhoto(checking: Array(file.data))
    }

    /// The form again with the reason, as 413 or 415; nothing was saved.
    static func photoRefused(_ error: RecipePhotoError, _ page: RecipeFormPage) -> Response {
        var page = page
        switch error {
        case .tooLarge(let maximum):
            page.photoProblem = page.frame(.photoTooLarge(maximum))
            return .html(page.render(), status: .contentTooLarge)
        case .unsupportedType:
            page.photoProblem = page.frame(.photoWrongType)
            return .html(page.render(), status: .unsupportedMediaType)
        }
    }
}
