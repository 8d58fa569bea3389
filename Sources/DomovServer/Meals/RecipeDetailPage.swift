import DomovCore
import Foundation

/// One recipe: photo, likes, time, ingredients (scaled when asked), method and nutrition.
struct RecipeDetailPage {
    /// The fields of the form that plans the recipe for a day.
    enum PlanField: String, FormField {
        case planDate = "plan_date"
        case planTime = "plan_time"
        case planServings = "plan_servings"
    }

    let frame: MealsFrame
    let listing: RecipeListing
    /// Scale the ingredients to this many servings.
    var servings: Int? = nil
    /// What the "plan on a day" form sent, and why it was refused.
    var planValues: FormFields? = nil
    var planFailure: ValidationFailure? = nil

    func render() -> HTML {
        let original = listing.recipe
        let recipe = servings.map { original.scaled(to: $0) } ?? original
        let id = recipe.id
        // Lines are written out in the recipe's own language: its words and its decimal mark.
        let language = original.writtenLanguage
        let summary: HTML = recipe.summary.isEmpty ? "" : "<p class=\"recipe-summary\">\(recipe.summary)</p>"
        let starter: HTML = recipe.starterKey == nil ? "" : "<p class=\"muted\">\(frame(.starterRecipe))</p>"
        // A photo on another site stays a link: Domov never fetches it, and the page never loads it.
        let imageLink: HTML =
            recipe.imageURL.isEmpty
            ? ""
            : """
            <p class="recipe-image-link"><a href="\(recipe.imageURL)" rel="noopener noreferrer nofollow" \
            id="original-photo">\(frame(.originalPhoto))</a></p>
            """
        // Nutrition per serving does not change with scaling, so it is shown for the recipe as saved.
        let nutrition = RecipeNutritionSection(frame: frame, recipe: original).render()
        return frame.render(
            title: recipe.name, tab: .recipe,
            """
            <article class="recipe-detail" id="recipe-detail">
            <div class="recipe-detail-top">
            \(frame.photo(recipe))
            <div class="recipe-detail-info">
            \(summary)
            <p class="recipe-time">\(frame(.preparationTime)): \(frame(.minutes(recipe.preparationMinutes)))</p>
            \(sourceDetails(recipe.details))
            \(frame.likeButton(recipe, listing.likes, next: SiteURL.meals(.recipe(frame.householdID, id)).path))
            \(starter)
            \(imageLink)
            <div class="form-actions">
            <a class="button secondary" href="\(SiteURL.meals(.edit(frame.householdID, id)))">\(frame(.edit))</a>
            <a class="button link" href="\(SiteURL.meals(.exportJSONLD(frame.householdID, id)))" type="application/ld+json" \
            id="export-jsonld">\(frame(.exportJSONLD))</a>
            <a class="button link danger" href="\(SiteURL.meals(.delete(frame.householdID, id)))">\(frame(.delete))</a>
            </div>
            </div>
            </div>
            <div class="split">
            <section class="card" aria-labelledby="ingredients-heading">
            <h2 id="ingredients-heading">\(frame(.ingredients))</h2>
            <form class="scale-form inline-fields" method="get" action="\(SiteURL.meals(.recipe(frame.householdID, id)))">
            <div class="field"><label for="servings">\(frame(.scaleTo))</label>
            <input id="servings" name="servings" type="number" min="1" max="100" inputmode="numeric" value="\(recipe.servings)"></div>
            <div class="form-actions"><button type="submit" class="button secondary">\(frame(.scale))</button></div>
            </form>
            <ul class="ingredient-list" id="ingredients">\
            \(recipe.ingredients.html { "<li>\(IngredientAmountText.line($0, language: language))</li>" as HTML })</ul>
            </section>
            <section class="card" aria-labelledby="method-heading">
            <h2 id="method-heading">\(frame(.method))</h2>
            <ol class="method-list">\(recipe.method.html { "<li>\($0)</li>" as HTML })</ol>
            </section>
            </div>
            \(nutrition)
            \(planForm(recipe))
            <p><a href="\(SiteURL.meals(.recipes(frame.householdID)))">\(frame(.backToRecipes))</a></p>
            </article>
            """)
    }

    /// What the source page said: the split of the time, the author, the kind of dish, keywords.
    private func sourceDetails(_ details: RecipeDetails) -> HTML {
        guard !details.isEmpty else { return "" }
        var times: [String] = []
        if let prep = details.prepMinutes { times.append("\(frame(.prepTime)): \(frame(.minutes(prep)))") }
        if let cook = details.cookMinutes { times.append("\(frame(.cookTime)): \(frame(.minutes(cook)))") }
        let kind = [details.category, details.cuisine].filter { !$0.isEmpty }
        let lines: [HTML?] = [
            times.isEmpty ? nil : "<p class=\"muted\" id=\"recipe-times\">\(times.joined(separator: " · "))</p>",
            details.author.isEmpty ? nil : "<p class=\"muted\" id=\"recipe-author\">\(frame(.byAuthor(details.author)))</p>",
            kind.isEmpty ? nil : "<p class=\"muted\" id=\"recipe-kind\">\(kind.joined(separator: " · "))</p>",
            details.keywords.isEmpty
                ? nil
                : """
                <ul class="recipe-keywords" id="recipe-keywords" aria-label="\(frame(.keywords))">\
                \(details.keywords.html { "<li>\($0)</li>" as HTML })</ul>
                """,
        ]
        return "\(lines.compactMap { $0 })"
    }

    /// A day (and time) for cooking it: the planner gets an event as long as the preparation.
    private func planForm(_ recipe: Recipe) -> HTML {
        let form = FormBuilder(
            t: frame.t, csrfToken: frame.chrome.csrfToken,
            values: planValues ?? FormFields([("plan_time", "18:00"), ("plan_servings", String(recipe.servings))]), failure: planFailure)
        return """
            <section class="card" aria-labelledby="plan-heading">
            <h2 id="plan-heading">\(frame(.planHeading))</h2>
            \(form.form(id: "plan-form", action: .meals(.plan(frame.householdID, recipe.id)), classes: "inline-fields", """
            \(form.input(PlanField.planDate, label: frame(.planDate), type: "date"))
            \(form.input(PlanField.planTime, label: frame(.planTime), type: "time"))
            \(form.input(PlanField.planServings, label: frame(.planServings), type: "number",
                extraAttributes: " min=\"1\" max=\"100\" inputmode=\"numeric\""))
            \(form.submit(frame(.planSubmit), style: "secondary"))
            """))
            </section>
            """
    }
}
