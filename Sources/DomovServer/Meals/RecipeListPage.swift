import DomovCore
import Foundation

/// The household's recipes as cards, ten a page, with search, filter and order.
struct RecipeListPage {
    let frame: MealsFrame
    let filter: RecipeFilter
    let page: RecipePage
    /// Set right after the starter collection was added.
    var added: Int? = nil

    static let minuteChoices = [15, 30, 45, 60, 90]

    var pageCount: Int { max(1, (page.total + RecipeQuery.defaultPageSize - 1) / RecipeQuery.defaultPageSize) }

    func render() -> HTML {
        let notice: HTML = added.map { "<div class=\"notice success\" role=\"status\"><p>\(frame(.startersAdded($0)))</p></div>" } ?? ""
        let next = SiteURL.meals(.recipes(frame.householdID, filter)).path
        let cards: HTML =
            page.listings.isEmpty
            ? empty
            : """
            <p class="muted" id="recipe-count">\(frame(.recipeCount(page.total)))</p>
            <ul class="recipe-grid" id="recipe-list">\(page.listings.html { card($0, next: next) })</ul>
            \(pagination)
            """
        return frame.render(
            title: frame(.recipes), tab: .recipes,
            """
            \(notice)
            \(filterForm)
            \(cards)
            <p class="recipe-import-link"><a href="\(SiteURL.meals(.importRecipe(frame.householdID)))" \
            id="import-recipe">\(frame(.importRecipe))</a></p>
            """)
    }

    private func card(_ listing: RecipeListing, next: String) -> HTML {
        let recipe = listing.recipe
        return """
            <li class="recipe-card">
            <a class="recipe-card-link" href="\(SiteURL.meals(.recipe(frame.householdID, recipe.id)))">
            \(frame.photo(recipe))
            <h2 class="recipe-card-title">\(recipe.name)</h2>
            </a>
            <div class="recipe-card-meta">
            <span class="recipe-time"><span class="visually-hidden">\(frame(.preparationTime)): \
            </span>\(frame(.minutes(recipe.preparationMinutes)))</span>
            \(frame.likeButton(recipe, listing.likes, next: next))
            </div>
            </li>
            """
    }

    private var empty: HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        if filter.isActive { return "<p class=\"empty-state\" id=\"no-recipes\">\(frame(.nothingMatches))</p>" }
        return """
            <div class="empty-state" id="no-recipes">
            <p>\(frame(.noRecipes))</p>
            \(form.form(id: "starters-form", action: .meals(.starters(frame.householdID)), classes: "inline",
                form.submit(frame(.addStarters), style: "secondary")))
            </div>
            """
    }

    /// A GET form, so results can be bookmarked and it works without JavaScript.
    private var filterForm: HTML {
        let target = SiteURL.meals(.recipes(frame.householdID)).path
        let minutes = ([("", frame(.anyTime))] + Self.minuteChoices.map { (String($0), frame(.minutes($0))) }).html { value, label in
            let selected: HTML = value == (filter.maximumMinutes.map(String.init) ?? "") ? " selected" : ""
            return "<option value=\"\(value)\"\(selected)>\(label)</option>"
        }
        let sorts = RecipeSort.allCases.html { sort in
            let selected: HTML = sort == filter.sort ? " selected" : ""
            return "<option value=\"\(sort.rawValue)\"\(selected)>\(frame(.sort(sort)))</option>"
        }
        let clear: HTML = filter.isActive ? "<a class=\"button link\" href=\"\(target)\">\(frame(.clearFilter))</a>" : ""
        return """
            <form class="meals-filter" method="get" action="\(target)" role="search">
            <div class="field"><label for="filter-q">\(frame(.searchName))</label>
            <input id="filter-q" name="q" type="search" value="\(filter.name)" maxlength="100"></div>
            <div class="field"><label for="filter-ingredient">\(frame(.searchIngredient))</label>
            <input id="filter-ingredient" name="ingredient" type="search" value="\(filter.ingredient)" maxlength="100"></div>
            <div class="field"><label for="filter-max">\(frame(.maximumMinutes))</label>
            <select id="filter-max" name="max">\(minutes)</select></div>
            <div class="field"><label for="filter-sort">\(frame(.sortBy))</label>
            <select id="filter-sort" name="sort">\(sorts)</select></div>
            <div class="form-actions"><button type="submit" class="button secondary">\(frame(.applyFilter))</button>\(clear)</div>
            </form>
            """
    }

    private var pagination: HTML {
        guard pageCount > 1 else { return .empty }
        let current = min(filter.page, pageCount)
        let previous: HTML =
            current > 1
            ? """
            <a class=\"button secondary\" rel=\"prev\" \
            href=\"\(SiteURL.meals(.recipes(frame.householdID, filter.with(page: current - 1))))\">\(frame(.previousPage))</a>
            """
            : ""
        let next: HTML =
            current < pageCount
            ? """
            <a class=\"button secondary\" rel=\"next\" \
            href=\"\(SiteURL.meals(.recipes(frame.householdID, filter.with(page: current + 1))))\">\(frame(.nextPage))</a>
            """
            : ""
        return """
            <nav class="pagination" aria-label="\(frame(.page(current, of: pageCount)))">\(previous)<span>\
            \(frame(.page(current, of: pageCount)))</span>\(next)</nav>
            """
    }
}
