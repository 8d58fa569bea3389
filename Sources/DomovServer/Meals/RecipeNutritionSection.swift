import DomovCore
import Foundation

/// The recipe's nutrition per serving: the values in use (typed or computed), the values computed
/// from the ingredients now, each counted line with its grams, and the lines that were not counted.
struct RecipeNutritionSection {
    let frame: MealsFrame
    let recipe: Recipe

    func render() -> HTML {
        let estimate = recipe.estimate
        let note = recipe.nutritionEntered ? frame(.nutritionTyped) : frame(.nutritionFromIngredients)
        let computed: HTML = recipe.nutritionEntered ? """
            <h3>\(frame(.computedFromIngredients))</h3>
            \(list(estimate.perServing, id: "nutrition-computed"))
            """ : ""
        let matches: HTML = estimate.matches.html { match in
            "<li>\(RecipeIngredientLine.format(match.ingredient)) → \(match.food.names[0]), \(frame.number(match.grams)) g</li>" as HTML
        }
        let unmatched: HTML = estimate.unmatched.isEmpty ? "" : """
            <h3>\(frame(.notCounted))</h3>
            <ul class="unmatched-lines" id="nutrition-unmatched">\(estimate.unmatched.html { line in
                "<li>\(RecipeIngredientLine.format(line.ingredient)): \(frame(.miss(line.reason)))</li>" as HTML
            })</ul>
            """
        return """
        <section class="card recipe-nutrition" aria-labelledby="nutrition-heading">
        <h2 id="nutrition-heading">\(frame(.nutrition)) <span class="muted">(\(frame(.perServing)))</span></h2>
        <p class="muted" id="nutrition-source">\(note)</p>
        \(list(recipe.nutritionPerServing, id: "nutrition-used"))
        \(computed)
        \(unmatched)
        <details class="nutrition-details"><summary>\(frame(.howComputed))</summary>
        <ul id="nutrition-matches">\(matches)</ul>
        <p class="muted">\(frame(.nutrientSource(IngredientFoodTable.source)))</p>
        </details>
        </section>
        """
    }

    private func list(_ n: Nutrition, id: String) -> HTML {
        """
        <dl class="nutrition-list" id="\(id)">
        <div><dt>\(frame(.kcal))</dt><dd>\(frame.number(n.kcal, digits: 0))</dd></div>
        <div><dt>\(frame(.protein))</dt><dd>\(frame.number(n.protein))</dd></div>
        <div><dt>\(frame(.carbohydrate))</dt><dd>\(frame.number(n.carbohydrate))</dd></div>
        <div><dt>\(frame(.fat))</dt><dd>\(frame.number(n.fat))</dd></div>
        </dl>
        """
    }
}
