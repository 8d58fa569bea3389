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
        router.get("meals", use: start)
        router.get("meals/:household", use: list)
        router.post("meals/:household/starters", use: addStarters)
        router.get("meals/:household/recipes/new", use: newRecipe)
        router.get("meals/:household/recipes/import", use: importForm)
        router.post("meals/:household/recipes/import", use: importPreview)
        router.get("meals/:household/recipes/:recipe/recipe.jsonld", use: exportJSONLD)
        router.post("meals/:household/recipes", use: create)
        router.get("meals/:household/recipes/:recipe", use: show)
        router.get("meals/:household/recipes/:recipe/edit", use: edit)
        router.post("meals/:household/recipes/:recipe", use: update)
        router.get("meals/:household/recipes/:recipe/delete", use: confirmDelete)
        router.post("meals/:household/recipes/:recipe/delete", use: delete)
        router.post("meals/:household/recipes/:recipe/like", use: like)
        router.post("meals/:household/recipes/:recipe/plan", use: plan)
        router.get("meals/:household/recipes/:recipe/photo/:digest", use: photo)
        router.get("meals/:household/my-meal", use: myMeal)
        router.post("meals/:household/my-meal", use: savePersonalData)
        router.get("meals/:household/shopping", use: shopping)
        router.post("meals/:household/shopping/build", use: buildShopping)
        router.post("meals/:household/shopping/items", use: addShoppingItem)
        router.post("meals/:household/shopping/items/:item/check", use: checkShoppingItem)
        router.post("meals/:household/shopping/items/:item/delete", use: removeShoppingItem)
        router.post("meals/:household/shopping/clear", use: clearShopping)
        router.post("meals/:household/shopping/aisles", use: moveShoppingAisle)
    }

    /// /meals opens the current household's recipes.
    @Sendable func start(_ request: Request, context: DomovRequestContext) async throws -> Response {
        _ = try context.requireUser()
        guard let household = context.currentHousehold else { return .redirect(to: .households) }
        return .redirect(to: .meals(.recipes(household.id)))
    }

    @Sendable func list(_ request: Request, context: DomovRequestContext) async throws -> Response {
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

    @Sendable func addStarters(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let added = try await services.meals.seedStarters(into: frame.householdID, for: frame.user, language: context.language)
        return .redirect(toPath: SiteURL.meals(.recipes(frame.householdID)).path + "?added=\(added)")
    }

    @Sendable func show(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let listing = try await services.meals.recipe(try Self.recipeID(context), in: frame.householdID, for: frame.user)
        let servings = request.uri.queryParameters["servings"].flatMap { Int(String($0)) }.map { min(max($0, 1), 100) }
        return .html(RecipeDetailPage(frame: frame, listing: listing, servings: servings).render())
    }

    /// POST: likes or unlikes. The page's script asks for JSON; a plain form goes back where it was.
    @Sendable func like(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let id = try Self.recipeID(context)
        let likes = try await services.meals.toggleLike(id, in: frame.householdID, by: frame.user)
        if request.headers[.accept]?.contains("application/json") == true {
            return try .json(LikeResult(count: likes.count, liked: likes.likedByViewer, label: frame(.likes(likes.count))))
        }
        let next = SiteURL.safeNext(context.form["next"]) ?? SiteURL.meals(.recipe(frame.householdID, id)).path
        return .redirect(toPath: next)
    }

    struct LikeResult: Encodable {
        let count: Int
        let liked: Bool
        let label: String
    }

    /// The photo's bytes. The digest in the path names this exact photo, so browsers may keep it
    /// for a year; `private` because it belongs to one household.
    @Sendable func photo(_ request: Request, context: DomovRequestContext) async throws -> Response {
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

    func frame(_ context: DomovRequestContext) async throws -> MealsFrame {
        let user = try context.requireUser()
        guard let householdID = ID<Household>(context.parameters.get("household") ?? "") else { throw DomainError.notFound }
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

    static func recipeID(_ context: DomovRequestContext) throws -> ID<Recipe> {
        guard let id = ID<Recipe>(context.parameters.get("recipe") ?? "") else { throw DomainError.notFound }
        return id
    }
}
