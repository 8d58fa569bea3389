import DomovCore
import Foundation
import Hummingbird

/// Planning a recipe on a day: an event in the household's planner (and so in its calendar
/// feeds and CalDAV) named after the recipe, as long as it takes to prepare, linking back to it.
extension MealsController {
    @Sendable func plan(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let id = try Self.recipeID(context)
        let listing = try await services.meals.recipe(id, in: frame.householdID, for: frame.user)
        let recipe = listing.recipe
        var input = PlannerItemInput()
        input.kind = PlannerItemKind.event.rawValue
        input.title = recipe.name
        input.notes = String((SiteURL.meals(.recipe(frame.householdID, id)).path + "\n\n"
            + recipe.ingredients.map(RecipeIngredientLine.format).joined(separator: "\n")).prefix(2000))
        input.category = BuiltinCategory.family.rawValue
        input.timeZone = frame.user.preferences.timeZoneIdentifier
        input.startDate = context.form["plan_date"]
        input.startTime = context.form["plan_time"]
        input.durationMinutes = String(recipe.preparationMinutes)
        input.repeatFrequency = "none"
        do {
            // Servings are checked first, so a refused number leaves no event behind.
            let servings = try MealsService.planServings(context.form["plan_servings"], default: recipe.servings, field: "plan_servings")
            let item = try await services.planner.create(input, in: frame.householdID, by: frame.user)
            try await services.meals.recordPlan(id, plannerItemID: item.id, servings: servings, in: frame.householdID, by: frame.user)
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
