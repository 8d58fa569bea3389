import DomovCore
import Foundation

/// What every meals page shares: the household, the viewer, and the module's tabs.
struct MealsFrame {
    enum Tab: Equatable {
        case recipes, myMeal, recipe, shopping
    }

    let chrome: PageChrome
    let household: Household
    let user: User

    var householdID: ID<Household> { household.id }
    var t: Localizer { chrome.t }

    func callAsFunction(_ text: MealsText) -> String {
        t(.meals(text))
    }

    /// A number the way the reader's language writes it ("12.5" / "12,5"), at most `digits` decimals.
    func number(_ value: Double, digits: Int = 1) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: t.language == .czech ? "cs_CZ" : "en_GB")
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        formatter.maximumFractionDigits = digits
        formatter.minimumFractionDigits = 0
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    func render(title: String, tab: Tab, _ content: HTML) -> HTML {
        PageLayout(chrome: chrome, title: title, module: .meals).render(
            """
            <div class="meals">
            <div class="meals-head">
            <h1>\(title)</h1>
            <a class="button primary" href="\(SiteURL.meals(.newRecipe(householdID)))">\(self(.newRecipe))</a>
            </div>
            \(tabs(tab))
            \(content)
            </div>
            """)
    }

    private func tabs(_ current: Tab) -> HTML {
        func tab(_ tab: Tab, _ url: SiteURL, _ label: String) -> HTML {
            let mark: HTML = tab == current ? " aria-current=\"page\"" : ""
            return "<li><a href=\"\(url)\"\(mark)>\(label)</a></li>"
        }
        return """
            <nav class="meals-tabs" aria-label="\(self(.views))"><ul>
            \(tab(.recipes, .meals(.recipes(householdID)), self(.recipes)))
            \(tab(.myMeal, .meals(.myMeal(householdID)), self(.myMeal)))
            \(tab(.shopping, .meals(.shopping(householdID)), self(.shoppingList)))
            </ul></nav>
            """
    }

    // MARK: Pieces shared by the list and the detail

    /// The photo at the fixed aspect ratio the stylesheet gives; a starter recipe's own drawing;
    /// or a drawn plate in its place.
    func photo(_ recipe: Recipe) -> HTML {
        guard let photo = recipe.photo else {
            if let drawing = RecipePictures.drawing(starterKey: recipe.starterKey) {
                return """
                    <div class="recipe-photo recipe-photo--drawn" role="img" aria-label="\(self(.drawingOf(recipe.name)))">\
                    \(HTML(trusted: drawing))</div>
                    """
            }
            return """
                <div class="recipe-photo recipe-photo--placeholder" role="img" aria-label="\(self(.noPhoto))">
                <svg viewBox="0 0 120 90" aria-hidden="true" focusable="false"><circle class="plate" cx="60" cy="45" r="30"/><circle \
                class="plate-inner" cx="60" cy="45" r="20"/>\
                <path class="cutlery" d="M18 20v50M14 20v14q4 6 8 0V20M102 20q-8 10 0 24v26"/></svg>
                </div>
                """
        }
        return """
            <div class="recipe-photo"><img src="\(SiteURL.meals(.photo(householdID, recipe.id, digest: photo.digest)))" \
            alt="\(self(.photoOf(recipe.name)))" loading="lazy"></div>
            """
    }

    /// The heart: a plain form that works without JavaScript; meals.js sends it in the background.
    func likeButton(_ recipe: Recipe, _ likes: RecipeLikes, next: String) -> HTML {
        let label = likes.likedByViewer ? self(.unlike) : self(.like)
        return """
            <form class="like-form" method="post" action="\(SiteURL.meals(.like(householdID, recipe.id)))">
            <input type="hidden" name="\(CSRFMiddleware.fieldName)" value="\(chrome.csrfToken)">
            <input type="hidden" name="\(ReturnField.next)" value="\(next)">
            <button type="submit" class="like-button" aria-pressed="\(likes.likedByViewer ? "true" : "false")" \
            data-like-label="\(self(.like))" data-unlike-label="\(self(.unlike))" data-recipe-name="\(recipe.name)">\
            <span class="heart" aria-hidden="true">\(likes.likedByViewer ? "♥" : "♡")</span>\
            <span class="visually-hidden like-label">\(label) \(recipe.name)</span></button>
            <span class="like-count" data-like-count="\(likes.count)" aria-live="polite">\(self(.likes(likes.count)))</span>
            </form>
            """
    }
}
