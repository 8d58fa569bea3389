import DomovCore
import Foundation
import Hummingbird
import HTTPTypes
import NIOCore

/// Meals in the browser: the household's recipes with likes and photos, and the user's ideal meal.
/// Every page is under /meals/{household}; non-members get 404 from the service.
struct MealsController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        let household = router.group(context: HouseholdRequestContext.self)
        signedIn.get(MealsURL.Route.start, use: start)
        household.get(MealsURL.Route.recipes, use: list)
        household.post(MealsURL.Route.starters, use: addStarters)
        household.get(MealsURL.Route.newRecipe, use: newRecipe)
        household.get(MealsURL.Route.importRecipe, use: importForm)
        household.post(MealsURL.Route.importRecipe, use: importPreview)
        household.get(MealsURL.Route.exportJSONLD, use: exportJSONLD)
        household.post(MealsURL.Route.createRecipe, use: create)
        household.get(MealsURL.Route.recipe, use: show)
        household.get(MealsURL.Route.edit, use: edit)
        household.post(MealsURL.Route.recipe, use: update)
        household.get(MealsURL.Route.delete, use: confirmDelete)
        household.post(MealsURL.Route.delete, use: delete)
        household.post(MealsURL.Route.like, use: like)
        household.post(MealsURL.Route.plan, use: plan)
        household.get(MealsURL.Route.photo, use: photo)
        household.get(MealsURL.Route.myMeal, use: myMeal)
        household.post(MealsURL.Route.myMeal, use: savePersonalData)
        household.get(MealsURL.Route.shopping, use: shopping)
        household.post(MealsURL.Route.shoppingBuild, use: buildShopping)
        household.post(MealsURL.Route.shoppingAdd, use: addShoppingItem)
        household.post(MealsURL.Route.shoppingCheck, use: checkShoppingItem)
        household.post(MealsURL.Route.shoppingRemove, use: removeShoppingItem)
        household.post(MealsURL.Route.shoppingClear, use: clearShopping)
        household.post(MealsURL.Route.shoppingAisles, use: moveShoppingAisle)
    }

    /// /meals opens the current household's recipes.
    @Sendable func start(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        _ = context.user
        guard let household = context.currentHousehold else { return .redirect(to: .households) }
        return .redirect(to: .meals(.recipes(household.id)))
    }

    @Sendable func list(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let filter = Self.filter(request)
        var query = RecipeQuery(householdID: frame.householdID, viewerID: frame.user.id)
        query.name = filter.name
        query.ingredient = filter.ingredient
        query.maximumMinutes = filter.maximumMinutes
        query.sort = filter.sort
        query.page = filter.page
        let page = try await services.meals.list(query, for: frame.user, language: context.language)
        let added = request.uri.queryParameters["added"].flatMap { Int(String($0)) }
        return .html(RecipeListPage(frame: frame, filter: filter, page: page, added: added).render())
    }

    @Sendable func addStarters(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let added = try await services.meals.seedStarters(into: frame.householdID, for: frame.user, language: context.language)
        return .redirect(toPath: SiteURL.meals(.recipes(frame.householdID)).path + "?added=\(added)")
    }

    @Sendable func show(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let listing = try await services.meals.recipe(try Self.recipeID(context), in: frame.householdID, for: frame.user)
        let servings = request.uri.queryParameters["servings"].flatMap { Int(String($0)) }.map { min(max($0, 1), 100) }
        return .html(RecipeDetailPage(frame: frame, listing: listing, servings: servings).render())
    }

    /// POST: likes or unlikes. The page's script asks for JSON; a plain form goes back where it was.
    @Sendable func like(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let id = try Self.recipeID(context)
        let likes = try await services.meals.toggleLike(id, in: frame.householdID, by: frame.user)
        if request.headers[.accept]?.contains("application/json") == true {
            return try .json(LikeResult(count: likes.count, liked: likes.likedByViewer, label: frame(.likes(likes.count))))
        }
        let next = SiteURL.safeNext(context.form[ReturnField.next]) ?? SiteURL.meals(.recipe(frame.householdID, id)).path
        return .redirect(toPath: next)
    }

    struct LikeResult: Encodable {
        let count: Int
        let liked: Bool
        let label: String
    }

    /// The photo's bytes. The digest in the path names this exact photo, so browsers may keep it
    /// for a year; `private` because it belongs to one household.
    @Sendable func photo(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let id = try Self.recipeID(context)
        let listing = try await services.meals.recipe(id, in: frame.householdID, for: frame.user)
        guard let info = listing.recipe.photo else { throw DomainError.notFound }
        let digest = context.parameters.get("digest") ?? ""
        guard digest == info.digest else { return .redirect(to: .meals(.photo(frame.householdID, id, digest: info.digest))) }
        var headers: HTTPFields = [:]
        headers[.contentType] = info.contentType.rawValue
        headers[.cacheControl] = "private, max-age=31536000, immutable"
        headers[.eTag] = "\"\(info.digest)\""
        if request.headers[.ifNoneMatch] == "\"\(info.digest)\"" {
            return Response(status: .notModified, headers: headers)
        }
        let photo = try await services.meals.photo(of: id, in: frame.householdID, for: frame.user)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: photo.bytes)))
    }

    // MARK: Helpers

    func frame(_ context: HouseholdRequestContext) async throws -> MealsFrame {
        let user = context.user
        let householdID = context.householdID
        let (household, _) = try await services.households.household(householdID, for: user)
        return MealsFrame(chrome: services.chrome(context, section: .module(.meals)), household: household, user: user)
    }

    static func filter(_ request: Request) -> RecipeFilter {
        let parameters = request.formQuery
        func text(_ name: String) -> String {
            String(parameters[name].trimmingCharacters(in: .whitespaces).prefix(100))
        }
        return RecipeFilter(
            name: text("q"), ingredient: text("ingredient"),
            maximumMinutes: Int(text("max")).flatMap { $0 > 0 ? min($0, 1440) : nil },
            sort: RecipeSort(rawValue: text("sort")) ?? .newest,
            page: Int(text("page")).map { min(max($0, 1), 10_000) } ?? 1
        )
    }

    static func recipeID(_ context: some RequestContext) throws -> ID<Recipe> {
        guard let id = ID<Recipe>(context.parameters.get("recipe") ?? "") else { throw DomainError.notFound }
        return id
    }
}
