import DomovCore
import Foundation

/// The meals pages and form targets, under /meals/{household}. Part of `SiteURL`.
public enum MealsURL: Sendable, Equatable {
    case recipes(ID<Household>, RecipeFilter = RecipeFilter())
    case newRecipe(ID<Household>)
    /// POST: create.
    case createRecipe(ID<Household>)
    case recipe(ID<Household>, ID<Recipe>, servings: Int? = nil)
    case edit(ID<Household>, ID<Recipe>)
    /// POST: save an edit.
    case update(ID<Household>, ID<Recipe>)
    /// GET asks for confirmation; POST deletes.
    case delete(ID<Household>, ID<Recipe>)
    /// POST: like or unlike (JSON for the page's script, a redirect back for a plain form).
    case like(ID<Household>, ID<Recipe>)
    /// POST: put the recipe on a day in the planner.
    case plan(ID<Household>, ID<Recipe>)
    /// The photo; the digest in the path changes with the photo, so it may be cached for ever.
    case photo(ID<Household>, ID<Recipe>, digest: String)
    /// POST: add the starter collection's recipes the household does not have.
    case starters(ID<Household>)
    /// Personal data (GET shows, POST saves), the ideal meal and the recipes that fit it.
    case myMeal(ID<Household>)
    /// GET: paste a page or upload it; POST: preview the recipe it holds, as a filled form.
    case importRecipe(ID<Household>)
    /// The recipe as schema.org JSON-LD.
    case exportJSONLD(ID<Household>, ID<Recipe>)
    /// The household's shopping list; `built` and `recipes` report a build just done; `ordering`
    /// opens the order of the groups again after a move.
    case shopping(ID<Household>, built: Int? = nil, recipes: Int? = nil, ordering: Bool = false)
    /// POST: replace the items from plans with the recipes planned from `from` to `to`.
    case shoppingBuild(ID<Household>)
    /// POST: add an item typed by hand.
    case shoppingAdd(ID<Household>)
    /// POST: tick an item off or put it back (`checked` = on or off).
    case shoppingCheck(ID<Household>, ID<ShoppingItem>)
    /// POST: remove an item.
    case shoppingRemove(ID<Household>, ID<ShoppingItem>)
    /// POST: remove the ticked items.
    case shoppingClear(ID<Household>)
    /// POST: move one group of the list a place up or down (`move` = "dairy:up"), for the household.
    case shoppingAisles(ID<Household>)

    /// The path patterns the router registers; `path` fills them in.
    enum Route: String, RoutePattern {
        /// Opens the current household's recipes (`SiteURL.module(.meals)`).
        case start = "/meals"
        case recipes = "/meals/:household"
        case starters = "/meals/:household/starters"
        case newRecipe = "/meals/:household/recipes/new"
        case importRecipe = "/meals/:household/recipes/import"
        case createRecipe = "/meals/:household/recipes"
        /// GET shows the recipe; POST saves it edited (`update`).
        case recipe = "/meals/:household/recipes/:recipe"
        case edit = "/meals/:household/recipes/:recipe/edit"
        case delete = "/meals/:household/recipes/:recipe/delete"
        case like = "/meals/:household/recipes/:recipe/like"
        case plan = "/meals/:household/recipes/:recipe/plan"
        case photo = "/meals/:household/recipes/:recipe/photo/:digest"
        case exportJSONLD = "/meals/:household/recipes/:recipe/recipe.jsonld"
        case myMeal = "/meals/:household/my-meal"
        case shopping = "/meals/:household/shopping"
        case shoppingBuild = "/meals/:household/shopping/build"
        case shoppingAdd = "/meals/:household/shopping/items"
        case shoppingCheck = "/meals/:household/shopping/items/:item/check"
        case shoppingRemove = "/meals/:household/shopping/items/:item/delete"
        case shoppingClear = "/meals/:household/shopping/clear"
        case shoppingAisles = "/meals/:household/shopping/aisles"
    }

    var path: String {
        switch self {
        case .recipes(let h, let filter): Route.recipes.path(h) + filter.query
        case .newRecipe(let h): Route.newRecipe.path(h)
        case .createRecipe(let h): Route.createRecipe.path(h)
        case .recipe(let h, let id, let servings): Route.recipe.path(h, id) + PlannerURL.query([("servings", servings.map(String.init))])
        case .edit(let h, let id): Route.edit.path(h, id)
        case .update(let h, let id): Route.recipe.path(h, id)
        case .delete(let h, let id): Route.delete.path(h, id)
        case .like(let h, let id): Route.like.path(h, id)
        case .plan(let h, let id): Route.plan.path(h, id)
        case .photo(let h, let id, let digest): Route.photo.path(h, id, digest)
        case .starters(let h): Route.starters.path(h)
        case .myMeal(let h): Route.myMeal.path(h)
        case .importRecipe(let h): Route.importRecipe.path(h)
        case .exportJSONLD(let h, let id): Route.exportJSONLD.path(h, id)
        case .shopping(let h, let built, let recipes, let ordering):
            Route.shopping.path(h) + PlannerURL.query([("built", built.map(String.init)), ("recipes", recipes.map(String.init))])
                + (ordering ? (built == nil && recipes == nil ? "?" : "&") + "ordering=1#aisle-order" : "")
        case .shoppingBuild(let h): Route.shoppingBuild.path(h)
        case .shoppingAdd(let h): Route.shoppingAdd.path(h)
        case .shoppingCheck(let h, let id): Route.shoppingCheck.path(h, id)
        case .shoppingRemove(let h, let id): Route.shoppingRemove.path(h, id)
        case .shoppingClear(let h): Route.shoppingClear.path(h)
        case .shoppingAisles(let h): Route.shoppingAisles.path(h)
        }
    }
}

/// The list's search, filter, order and page, kept in the query so results can be bookmarked.
public struct RecipeFilter: Sendable, Equatable {
    public var name: String = ""
    public var ingredient: String = ""
    public var maximumMinutes: Int?
    public var sort: RecipeSort = .newest
    public var page: Int = 1

    public init(name: String = "", ingredient: String = "", maximumMinutes: Int? = nil, sort: RecipeSort = .newest, page: Int = 1) {
        self.name = name
        self.ingredient = ingredient
        self.maximumMinutes = maximumMinutes
        self.sort = sort
        self.page = page
    }

    public var isActive: Bool { !name.isEmpty || !ingredient.isEmpty || maximumMinutes != nil }

    var query: String {
        PlannerURL.query([
            ("q", name.isEmpty ? nil : name), ("ingredient", ingredient.isEmpty ? nil : ingredient),
            ("max", maximumMinutes.map(String.init)), ("sort", sort == .newest ? nil : sort.rawValue),
            ("page", page == 1 ? nil : String(page)),
        ])
    }

    func with(page: Int) -> RecipeFilter {
        var copy = self
        copy.page = page
        return copy
    }
}
