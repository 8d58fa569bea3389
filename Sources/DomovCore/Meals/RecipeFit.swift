import Foundation

/// Ranks recipes by how close one serving comes to a meal's targets.
public enum RecipeFit {
    /// The mean relative distance of energy, protein, carbohydrate and fat from the targets:
    /// 0 is a perfect fit, 0.2 is about a fifth off on average.
    public static func distance(_ serving: Nutrition, from targets: Nutrition) -> Double {
        let pairs = [
            (serving.kcal, targets.kcal), (serving.protein, targets.protein),
            (serving.carbohydrate, targets.carbohydrate), (serving.fat, targets.fat),
        ]
        let sum = pairs.reduce(0.0) { total, pair in
            total + (pair.1 > 0 ? abs(pair.0 - pair.1) / pair.1 : 0)
        }
        return sum / Double(pairs.count)
    }

    /// The closest recipes first, each with the serving's nutrition it was ranked by. Recipes without
    /// nutrition values, or whose computed values are incomplete, are left out: a partial sum would
    /// rank a recipe as lighter than it is.
    public static func ranked(_ recipes: [Recipe], for targets: Nutrition, limit: Int) -> [(
        recipe: Recipe, nutrition: Nutrition, distance: Double
    )] {
        var scored: [(recipe: Recipe, nutrition: Nutrition, distance: Double)] = []
        for recipe in recipes {
            guard let serving = recipe.dependableNutritionPerServing, serving.kcal > 0 else { continue }
            scored.append((recipe: recipe, nutrition: serving, distance: distance(serving, from: targets)))
        }
        scored.sort { lhs, rhs in
            lhs.distance != rhs.distance ? lhs.distance < rhs.distance : lhs.recipe.name < rhs.recipe.name
        }
        return Array(scored.prefix(limit))
    }
}
