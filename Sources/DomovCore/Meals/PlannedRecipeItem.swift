import Foundation

/// A planner item that plans a recipe: the item the plan links to, or an edited occurrence of
/// that item when it repeats, with the plan's recipe and servings.
public struct PlannedRecipeItem: Sendable, Equatable {
    public var recipe: Recipe
    public var servings: Int
    /// Its own planner item; for an edited occurrence, the override (which points at the series).
    public var item: PlannerItem

    public init(recipe: Recipe, servings: Int, item: PlannerItem) {
        self.recipe = recipe
        self.servings = servings
        self.item = item
    }
}
