import DomovCore
import Foundation
import Hummingbird
import HummingbirdCore

/// /api/v1/households/{household}/recipes (recipes, likes, recipes that fit a meal) and
/// /api/v1/me/personal-data and /me/ideal-meal. Someone outside the household gets 404.
struct MealsAPIController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        let household = router.group(context: HouseholdRequestContext.self)
        let recipes = "households/:household/recipes"
        household.get(RouterPath(recipes), use: list)
        household.post(RouterPath(recipes), use: create)
        household.get("\(recipes)/fitting", use: fitting)
        household.get("\(recipes)/:recipe", use: show)
        household.put("\(recipes)/:recipe", use: update)
        household.delete("\(recipes)/:recipe", use: delete)
        household.post("\(recipes)/:recipe/like", use: like)
        signedIn.get("me/personal-data", use: personalData)
        signedIn.put("me/personal-data", use: savePersonalData)
        signedIn.get("me/ideal-meal", use: idealMeal)
        addShoppingRoutes(to: router)
        addTransferRoutes(to: router)
    }

    @Sendable func list(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        var query = RecipeQuery(householdID: householdID, viewerID: user.id)
        let parameters = request.uri.queryParameters
        var errors = FieldErrorCollector()
        query.name = parameters["q"].map(String.init) ?? ""
        query.ingredient = parameters["ingredient"].map(String.init) ?? ""
        if let raw = parameters["maxMinutes"] {
            if let value = Int(String(raw)), (1...1440).contains(value) {
                query.maximumMinutes = value
            } else {
                errors.add("maxMinutes", .outOfRange(minimum: 1, maximum: 1440))
            }
        }
        if let raw = parameters["sort"] {
            if let sort = RecipeSort(rawValue: String(raw)) { query.sort = sort } else { errors.add("sort", .invalidValue) }
        }
        if let raw = parameters["page"] {
            if let value = Int(String(raw)), (1...10_000).contains(value) {
                query.page = value
            } else {
                errors.add("page", .outOfRange(minimum: 1, maximum: 10_000))
            }
        }
        if query.name.count > 200 || TextRules.hasControlCharacters(query.name) { errors.add("q", .invalidValue) }
        if query.ingredient.count > 200 || TextRules.hasControlCharacters(query.ingredient) { errors.add("ingredient", .invalidValue) }
        try errors.throwIfAny()
        let page = try await services.meals.list(query, for: user, language: context.language)
        return try .json(
            RecipePageResource(
                recipes: page.listings.map { RecipeResource($0) }, total: page.total, page: query.page, pageSize: query.pageSize
            ))
    }

    @Sendable func create(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        var request = request
        let body = try await request.decodeJSON(as: RecipeRequest.self, context: context)
        let recipe: Recipe
        do {
            recipe = try await services.meals.create(body.input(), photo: nil, in: householdID, by: user)
        } catch let failure as ValidationFailure {
            throw RecipeRequest.named(failure)
        }
        return try .json(
            RecipeResource(RecipeListing(recipe: recipe, likes: RecipeLikes(count: 0, likedByViewer: false))), status: .created)
    }

    @Sendable func show(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let listing = try await services.meals.recipe(
            try MealsController.recipeID(context), in: context.householdID, for: user)
        return try .json(RecipeResource(listing))
    }

    /// Replaces the recipe's content; its photo stays (photos are uploaded through the web form).
    @Sendable func update(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let id = try MealsController.recipeID(context)
        let existing = try await services.meals.recipe(id, in: householdID, for: user)
        var request = request
        let body = try await request.decodeJSON(as: RecipeRequest.self, context: context)
        // Details sent replace the stored ones; a request without them keeps them.
        do {
            try await services.meals.update(id, in: householdID, with: body.input(keeping: existing.recipe.details), photo: .keep, by: user)
        } catch let failure as ValidationFailure {
            throw RecipeRequest.named(failure)
        }
        return try .json(RecipeResource(try await services.meals.recipe(id, in: householdID, for: user)))
    }

    @Sendable func delete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        try await services.meals.delete(try MealsController.recipeID(context), in: context.householdID, by: user)
        return Response(status: .noContent)
    }

    @Sendable func like(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let likes = try await services.meals.toggleLike(
            try MealsController.recipeID(context), in: context.householdID, by: user)
        return try .json(LikesResource(count: likes.count, liked: likes.likedByViewer))
    }

    /// The household's recipes closest to the caller's ideal meal; 404 without personal data.
    @Sendable func fitting(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        _ = try await services.households.household(householdID, for: user)
        guard let data = try await services.meals.personalData(of: user) else { throw DomainError.notFound }
        let ranked = try await services.meals.recipesFitting(IdealMeal(for: data), in: householdID, for: user)
        return try .json(
            ranked.map {
                FittingRecipeResource(
                    recipe: RecipeResource(RecipeListing(recipe: $0.recipe, likes: RecipeLikes(count: 0, likedByViewer: false))),
                    distance: $0.distance)
            })
    }

    @Sendable func personalData(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        guard let data = try await services.meals.personalData(of: user) else { throw DomainError.notFound }
        return try .json(PersonalDataResource(data))
    }

    @Sendable func savePersonalData(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        var request = request
        let body = try await request.decodeJSON(as: PersonalDataResource.self, context: context)
        let data = try await services.meals.savePersonalData(body.input, for: user)
        return try .json(PersonalDataResource(data))
    }

    @Sendable func idealMeal(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        guard let data = try await services.meals.personalData(of: user) else { throw DomainError.notFound }
        return try .json(IdealMealResource(IdealMeal(for: data)))
    }
}
