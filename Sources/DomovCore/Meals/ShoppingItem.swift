import Foundation

/// One line of a household's shared shopping list: summed from planned recipes or added by hand.
public struct ShoppingItem: Sendable, Equatable {
    public let id: ID<ShoppingItem>
    public let householdID: ID<Household>
    public var name: String
    /// nil for "salt" or "bread": no amount.
    public var quantity: Double?
    public var unit: String
    /// The recipes it is for, for a list built from plans; empty for an item added by hand.
    public var recipes: [String]
    /// True when the item came from planned recipes (a new build replaces these).
    public var fromPlan: Bool
    public var checked: Bool
    public var position: Int
    public let createdAt: Date
    public var updatedAt: Date

    public init(
        id: ID<ShoppingItem>, householdID: ID<Household>, name: String, quantity: Double?, unit: String, recipes: [String] = [],
        fromPlan: Bool, checked: Bool = false, position: Int, createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.householdID = householdID
        self.name = name
        self.quantity = quantity
        self.unit = unit
        self.recipes = recipes
        self.fromPlan = fromPlan
        self.checked = checked
        self.position = position
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// "400 g chicken breast", as the ingredient lines are written.
    public var text: String {
        RecipeIngredientLine.format(RecipeIngredient(quantity: quantity, unit: unit, name: name))
    }

    /// The item as a cook writes it, in the language of its words and its recipes' names:
    /// "1,5 kg mrkve", "4 plechovky krájených rajčat", "8 cloves garlic" (see `IngredientAmountText`).
    public var writtenOut: String {
        let language = Language.ofRecipeText(([name, unit] + recipes).joined(separator: " "))
        return IngredientAmountText.line(RecipeIngredient(quantity: quantity, unit: unit, name: name), language: language)
    }

    /// Items with the same key are the same thing to buy: the name and unit, folded.
    public var key: String { ShoppingListBuilder.key(name: name, unit: unit) }
}

/// A recipe planned on a day in the planner, for so many servings.
public struct PlannedRecipe: Sendable, Equatable {
    public var recipe: Recipe
    public var servings: Int
    /// The day it is planned on, in the planner item's own time zone.
    public var day: LocalDate

    public init(recipe: Recipe, servings: Int, day: LocalDate) {
        self.recipe = recipe
        self.servings = servings
        self.day = day
    }
}

/// The link between a planner event and the recipe it plans.
public struct MealPlan: Sendable, Equatable {
    public var plannerItemID: ID<PlannerItem>
    public var householdID: ID<Household>
    public var recipeID: ID<Recipe>
    public var servings: Int
    public var createdAt: Date

    public init(plannerItemID: ID<PlannerItem>, householdID: ID<Household>, recipeID: ID<Recipe>, servings: Int, createdAt: Date) {
        self.plannerItemID = plannerItemID
        self.householdID = householdID
        self.recipeID = recipeID
        self.servings = servings
        self.createdAt = createdAt
    }
}
