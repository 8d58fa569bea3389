import Foundation

/// Sums the ingredients of planned recipes into shopping lines.
public enum ShoppingListBuilder {
    /// One thing to buy, before it is stored.
    public struct Line: Sendable, Equatable {
        public var name: String
        public var quantity: Double?
        public var unit: String
        public var recipes: [String]
    }

    /// Each recipe scaled to its planned servings; the same ingredient in the same unit added up
    /// (names compared without case and accents). Lines without an amount ("salt") appear once.
    /// The order is the order of first appearance, so a list reads like the recipes.
    public static func lines(from planned: [PlannedRecipe]) -> [Line] {
        var lines: [Line] = []
        var index: [String: Int] = [:]
        for plan in planned {
            let recipe = plan.recipe.scaled(to: plan.servings)
            for ingredient in recipe.ingredients {
                let key =
                    key(name: ingredient.name, unit: ingredient.quantity == nil ? "" : ingredient.unit)
                    + (ingredient.quantity == nil ? "|-" : "|#")
                if let at = index[key] {
                    if let quantity = ingredient.quantity { lines[at].quantity = round((lines[at].quantity ?? 0) + quantity) }
                    if !lines[at].recipes.contains(recipe.name) { lines[at].recipes.append(recipe.name) }
                } else {
                    index[key] = lines.count
                    lines.append(
                        Line(
                            name: ingredient.name, quantity: ingredient.quantity.map(round),
                            unit: ingredient.quantity == nil ? "" : ingredient.unit, recipes: [recipe.name]
                        ))
                }
            }
        }
        return lines
    }

    /// Every occurrence of the planned items that starts on a day of `range` (in the item's own
    /// zone), in order of start: a recipe planned every Monday counts once per Monday. The
    /// planner's own expansion does the work, so deleted occurrences are left out and edited
    /// ones count on the day they were moved to.
    public static func plannedRecipes(from planned: [PlannedRecipeItem], in range: ShoppingRange) -> [PlannedRecipe] {
        var plans: [ID<PlannerItem>: PlannedRecipeItem] = [:]
        for plan in planned { plans[plan.item.id] = plan }
        return PlannerExpansion.occurrences(of: planned.map(\.item), in: window(for: range)).compactMap { occurrence in
            guard let start = occurrence.start, let plan = plans[occurrence.item.id] else { return nil }
            let day = LocalDate(start, in: occurrence.item.timeZone)
            return range.contains(day) ? PlannedRecipe(recipe: plan.recipe, servings: plan.servings, day: day) : nil
        }
    }

    /// The instants to look for occurrences in. Items are stored as instants in their own zones:
    /// a day wider on each side covers every zone, and each occurrence is then kept by its day.
    public static func window(for range: ShoppingRange) -> DateInterval {
        let utc = TimeZone(identifier: "UTC")!
        return DateInterval(start: range.first.adding(days: -1).startOfDay(in: utc), end: range.last.adding(days: 2).startOfDay(in: utc))
    }

    /// Name and unit folded: "Chicken Breast" in "G" is "chicken breast" in "g".
    public static func key(name: String, unit: String) -> String {
        TextRules.searchKey(name.trimmingCharacters(in: .whitespaces)) + "|"
            + TextRules.searchKey(unit.trimmingCharacters(in: .whitespaces))
    }

    /// Hundredths, as quantities are shown, so a third plus two thirds is 1 and sums do not grow binary fractions.
    static func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
