import DomovCore
import Foundation
import Hummingbird

/// Planning a recipe on a day from its page (see `RecipePlanning`).
extension MealsController {
    @Sendable func plan(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let id = try Self.recipeID(context)
        let listing = try await services.meals.recipe(id, in: frame.householdID, for: frame.user)
        do {
            // Servings are checked first, so a refused number leaves no event behind.
            let servings = try MealsService.planServings(
                context.form[RecipeDetailPage.PlanField.planServings], default: listing.recipe.servings,
                field: RecipeDetailPage.PlanField.planServings.rawValue)
            let item = try await RecipePlanning(services: services).plan(
                listing.recipe, date: context.form[RecipeDetailPage.PlanField.planDate],
                time: context.form[RecipeDetailPage.PlanField.planTime],
                timeZone: frame.user.preferences.timeZoneIdentifier, servings: servings, in: frame.householdID, by: frame.user,
                language: context.language, requestHost: request.head.authority
            )
            return .redirect(to: .planner(.item(frame.householdID, item.id)))
        } catch let failure as ValidationFailure {
            // The planner names the fields start_date and start_time; the recipe page's form plan_date and plan_time.
            let renamed = failure.errors.map { error in
                error.field == "plan_servings" ? error : FieldError(error.field == "start_time" ? "plan_time" : "plan_date", error.problem)
            }
            var page = RecipeDetailPage(frame: frame, listing: listing)
            page.planValues = context.form
            page.planFailure = ValidationFailure(renamed)
            return .html(page.render(), status: .unprocessableContent)
        }
    }
}
