import DomovCore
import Foundation

/// The recipe's nutrition per serving: the values in use (typed, or computed when the counted lines
/// make up most of the recipe), the values computed from the ingredients now, each counted line with
/// its grams, and the lines that were not counted. When the computed values are incomplete no total is
/// shown: the page says so and names the lines that were not counted.
struct RecipeNutritionSection {
    let frame: MealsFrame
    let recipe: Recipe

    func render() -> HTML {
        let estimate = recipe.estimate
        let used: HTML
        if recipe.nutritionEntered {
            used = """
                <p class="muted" id="nutrition-source">\(frame(.nutritionTyped))</p>
                \(list(recipe.nutritionPerServing, fibre: nil, id: "nutrition-used"))
                <h3>\(frame(.computedFromIngredients))</h3>
                \(estimate.isComplete ? list(estimate.perServing, fibre: estimate.fibrePerServing,
                    id: "nutrition-computed") : incomplete(estimate))
                """
        } else if estimate.isComplete {
            used = """
                <p class="muted" id="nutrition-source">\(frame(.nutritionFromIngredients)) \
                \(frame(.countedShare(percent(estimate.countedShare))))</p>
                \(list(estimate.perServing, fibre: estimate.fibrePerServing, id: "nutrition-used"))
                """
        } else {
            used = incomplete(estimate)
        }
        // Listed in the warning when the values are incomplete; otherwise under their own heading.
        let missing: HTML =
            estimate.missing.isEmpty || !estimate.isComplete
            ? ""
            : """
            <h3>\(frame(.notCounted))</h3>
            \(missingList(estimate))
            """
        let negligible = estimate.unmatched.filter(\.isNegligible)
        let negligibleList: HTML =
            negligible.isEmpty
            ? ""
            : """
            <h3>\(frame(.leftOutAsNegligible))</h3>
            <ul class="unmatched-lines" id="nutrition-negligible">\
            \(negligible.html { "<li>\(RecipeIngredientLine.format($0.ingredient))</li>" as HTML })</ul>
            """
        let matches: HTML = estimate.matches.html { match in
            "<li>\(RecipeIngredientLine.format(match.ingredient)) → \(foodName(match.food)), \(frame.number(match.grams)) g</li>" as HTML
        }
        return """
            <section class="card recipe-nutrition" aria-labelledby="nutrition-heading">
            <h2 id="nutrition-heading">\(frame(.nutrition)) <span class="muted">(\(frame(.perServing)))</span></h2>
            \(used)
            \(missing)
            \(negligibleList)
            <details class="nutrition-details"><summary>\(frame(.howComputed))</summary>
            <ul id="nutrition-matches">\(matches)</ul>
            <p class="muted">\(frame(.ingredientNutrientSource(IngredientFoodTable.source)))</p>
            </details>
            </section>
            """
    }

    /// The warning that replaces a total: why there is none, and the lines that were not counted.
    private func incomplete(_ estimate: NutritionEstimate) -> HTML {
        let share = estimate.matches.isEmpty ? nil : estimate.countedShare
        return """
            <div class="notice warning nutrition-incomplete" role="status" id="nutrition-incomplete"><div>
            <p><strong>\(frame(.nutritionIncomplete))</strong> \(frame(.nutritionIncompleteReason(share.map(percent))))</p>
            \(estimate.missing.isEmpty ? HTML.empty : "<p>\(frame(.notCounted)):</p>\(missingList(estimate))" as HTML)
            </div></div>
            """
    }

    private func missingList(_ estimate: NutritionEstimate) -> HTML {
        """
        <ul class="unmatched-lines" id="nutrition-unmatched">\(estimate.missing.html { line in
            "<li>\(RecipeIngredientLine.format(line.ingredient)): \(frame(.miss(line.reason)))</li>" as HTML
        })</ul>
        """
    }

    private func percent(_ share: Double?) -> Int {
        Int(((share ?? 0) * 100).rounded(.down))
    }

    private func foodName(_ food: IngredientFood) -> String {
        frame.t.language == .czech ? food.czechName : food.englishName
    }

    private func list(_ n: Nutrition, fibre: Double?, id: String) -> HTML {
        let fibreRow: HTML = fibre.map { "<div><dt>\(frame(.fibre))</dt><dd>\(frame.number($0))</dd></div>" as HTML } ?? ""
        return """
            <dl class="nutrition-list" id="\(id)">
            <div><dt>\(frame(.kcal))</dt><dd>\(frame.number(n.kcal, digits: 0))</dd></div>
            <div><dt>\(frame(.protein))</dt><dd>\(frame.number(n.protein))</dd></div>
            <div><dt>\(frame(.carbohydrate))</dt><dd>\(frame.number(n.carbohydrate))</dd></div>
            <div><dt>\(frame(.fat))</dt><dd>\(frame.number(n.fat))</dd></div>
            \(fibreRow)
            </dl>
            """
    }
}
