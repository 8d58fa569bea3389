import DomovCore
import Foundation

/// Planning a recipe on a day, for the recipe page and the API alike: an event in the household's
/// planner (and so in its calendar feeds and CalDAV) named after the recipe, as long as it takes
/// to prepare, linking back to it, and the plan that the shopping list reads.
struct RecipePlanning {
    let services: DomovServices

    /// The planner's validation failures come through with the planner's field names
    /// (start_date, start_time, time_zone). The event and the plan are two writes in two modules:
    /// if the plan cannot be recorded, the event is deleted again, so nothing is left half-saved.
    func plan(
        _ recipe: Recipe, date: String, time: String, timeZone: String, servings: Int, in householdID: ID<Household>, by user: User
    ) async throws -> PlannerItem {
        var input = PlannerItemInput()
        input.kind = PlannerItemKind.event.rawValue
        input.title = recipe.name
        input.notes = String((SiteURL.meals(.recipe(householdID, recipe.id)).path + "\n\n"
            + recipe.ingredients.map(RecipeIngredientLine.format).joined(separator: "\n")).prefix(2000))
        input.category = BuiltinCategory.family.rawValue
        input.timeZone = timeZone
        input.startDate = date
        input.startTime = time
        input.durationMinutes = String(recipe.preparationMinutes)
        input.repeatFrequency = "none"
        let item = try await services.planner.create(input, in: householdID, by: user)
        do {
            try await services.meals.recordPlan(recipe.id, plannerItemID: item.id, servings: servings, in: householdID, by: user)
        } catch {
            try? await services.planner.delete(item.id, in: householdID, by: user)
            throw error
        }
        return item
    }
}
