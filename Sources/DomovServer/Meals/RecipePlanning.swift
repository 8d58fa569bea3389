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
        _ recipe: Recipe, date: String, time: String, timeZone: String, servings: Int, in householdID: ID<Household>, by user: User,
        language: Language, requestHost: String?
    ) async throws -> PlannerItem {
        var input = PlannerItemInput()
        input.kind = PlannerItemKind.event.rawValue
        input.title = recipe.name
        input.notes = Self.notes(
            recipe, servings: servings, address: services.absoluteURL(.meals(.recipe(householdID, recipe.id)), requestHost: requestHost),
            language: language
        )
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
            _ = try? await services.planner.delete(item.id, in: householdID, by: user)
            throw error
        }
        return item
    }

    /// The event's notes: the recipe's address in full (calendar apps make it a link, and so does the
    /// planner's page), then what to cook with for the planned servings, as the recipe page shows it
    /// scaled. The heading is in the planner's reader's language; the lines in the recipe's own.
    static func notes(_ recipe: Recipe, servings: Int, address: String, language: Language) -> String {
        let t = Localizer(language: language)
        let scaled = recipe.scaled(to: servings)
        let lines = scaled.ingredients.map { "- " + IngredientAmountText.line($0, language: recipe.writtenLanguage) }
        let text = ["\(t(.meals(.plannedRecipe))): \(address)", "", t(.meals(.plannedIngredients(servings)))] + lines
        return String(text.joined(separator: "\n").prefix(2000))
    }
}
