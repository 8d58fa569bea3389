import DomovCore
import Foundation
import Hummingbird

/// /api/v1/households/{household}/shopping-list and planning a recipe on a day.
extension MealsAPIController {
    func addShoppingRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let household = router.group(context: HouseholdRequestContext.self)
        let list = "households/:household/shopping-list"
        household.get(RouterPath(list), use: shoppingList)
        household.post("\(list)/build", use: buildShoppingList)
        household.post("\(list)/items", use: addShoppingItem)
        household.put("\(list)/items/:item", use: updateShoppingItem)
        household.delete("\(list)/items/:item", use: deleteShoppingItem)
        household.post("\(list)/clear", use: clearShoppingList)
        household.post("households/:household/recipes/:recipe/plan", use: planRecipe)
    }

    @Sendable func shoppingList(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let items = try await services.meals.shoppingList(in: context.householdID, for: user)
        return try .json(ShoppingListResource(items: items.map(ShoppingItemResource.init), plannedRecipes: nil))
    }

    @Sendable func buildShoppingList(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        _ = try await services.households.household(householdID, for: user)
        var request = request
        let body = try await request.decodeJSON(as: ShoppingBuildRequest.self, context: context)
        let range = try ShoppingRange(from: body.from ?? "", to: body.to ?? "")
        let recipes = try await services.meals.buildShoppingList(range, in: householdID, by: user)
        let items = try await services.meals.shoppingList(in: householdID, for: user)
        return try .json(ShoppingListResource(items: items.map(ShoppingItemResource.init), plannedRecipes: recipes))
    }

    @Sendable func addShoppingItem(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        _ = try await services.households.household(householdID, for: user)
        var request = request
        let body = try await request.decodeJSON(as: ShoppingItemRequest.self, context: context)
        let item = try await services.meals.addShoppingItem(body.text ?? "", in: householdID, by: user)
        return try .json(ShoppingItemResource(item), status: .created)
    }

    @Sendable func updateShoppingItem(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let id = try MealsController.itemID(context)
        guard try await services.meals.shoppingList(in: householdID, for: user).contains(where: { $0.id == id }) else {
            throw DomainError.notFound
        }
        var request = request
        let body = try await request.decodeJSON(as: ShoppingItemRequest.self, context: context)
        guard let checked = body.checked else { throw ValidationFailure([FieldError("checked", .required)]) }
        try await services.meals.setShoppingItem(id, checked: checked, in: householdID, by: user)
        guard let item = try await services.meals.shoppingList(in: householdID, for: user).first(where: { $0.id == id }) else {
            throw DomainError.notFound
        }
        return try .json(ShoppingItemResource(item))
    }

    @Sendable func deleteShoppingItem(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        try await services.meals.removeShoppingItem(
            try MealsController.itemID(context), in: context.householdID, by: user)
        return Response(status: .noContent)
    }

    @Sendable func clearShoppingList(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let removed = try await services.meals.removeCheckedShoppingItems(in: context.householdID, by: user)
        return try .json(["removed": removed])
    }

    /// Plans the recipe on a day: a planner event as long as its preparation, linked for the shopping list.
    @Sendable func planRecipe(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let id = try MealsController.recipeID(context)
        let recipe = try await services.meals.recipe(id, in: householdID, for: user).recipe
        var request = request
        let body = try await request.decodeJSON(as: PlanRequest.self, context: context)
        let servings = try MealsService.planServings(body.servings.map(String.init) ?? "", default: recipe.servings, field: "servings")
        let item: PlannerItem
        do {
            item = try await RecipePlanning(services: services).plan(
                recipe, date: body.date ?? "", time: body.time ?? "18:00", timeZone: body.timeZone ?? user.preferences.timeZoneIdentifier,
                servings: servings, in: householdID, by: user, language: context.language, requestHost: request.head.authority
            )
        } catch let failure as ValidationFailure {
            // The planner's field names, as this request names them.
            let names = ["start_date": "date", "start_time": "time", "time_zone": "timeZone"]
            throw ValidationFailure(failure.errors.map { FieldError(names[$0.field] ?? "date", $0.problem) })
        }
        return try .json(PlanResource(plannerItemId: item.id.description, recipeId: id.description, servings: servings), status: .created)
    }
}

struct ShoppingItemResource: Encodable {
    let id: String
    let name: String
    let quantity: Double?
    let unit: String
    let text: String
    let recipes: [String]
    let fromPlan: Bool
    let checked: Bool

    init(_ item: ShoppingItem) {
        id = item.id.description
        name = item.name
        quantity = item.quantity
        unit = item.unit
        text = item.text
        recipes = item.recipes
        fromPlan = item.fromPlan
        checked = item.checked
    }
}

struct ShoppingListResource: Encodable {
    let items: [ShoppingItemResource]
    /// After a build: how many planned recipes it summed.
    let plannedRecipes: Int?
}

struct ShoppingBuildRequest: Decodable {
    var from: String?
    var to: String?
}

struct ShoppingItemRequest: Decodable {
    var text: String?
    var checked: Bool?
}

struct PlanRequest: Decodable {
    var date: String?
    var time: String?
    var timeZone: String?
    var servings: Int?
}

struct PlanResource: Encodable {
    let plannerItemId: String
    let recipeId: String
    let servings: Int
}
