import Foundation

/// Finds how many grams of each food meet a meal's protein, carbohydrate and fat targets.
///
/// Every food feeds several macronutrients (rice brings protein as well as carbohydrate), so
/// the grams come from solving the three equations together, not one food per nutrient. Three
/// targets fix three unknowns: the vegetables are set first (a plate's usual side, at most
/// 150 g and never more than half the carbohydrate), then chicken, rice and oil are solved for
/// exactly. Should a target be unreachable without a negative amount, the closest non-negative
/// answer (least squares) is taken instead.
public enum MealSolver {
    /// The usual side of vegetables, grams.
    public static let vegetableSide = 150.0

    public static func portions(for targets: Nutrition) -> [MealPortion] {
        let vegetablesPerGram = MealFood.vegetables.per100g * 0.01
        let vegetableCap = vegetablesPerGram.carbohydrate > 0 ? (targets.carbohydrate / 2) / vegetablesPerGram.carbohydrate : vegetableSide
        let vegetables = max(0, min(vegetableSide, vegetableCap.rounded(.down)))
        let fromVegetables = MealFood.vegetables.nutrition(grams: vegetables)
        let remaining = [
            targets.protein - fromVegetables.protein,
            targets.carbohydrate - fromVegetables.carbohydrate,
            targets.fat - fromVegetables.fat,
        ]
        let solved: [MealFood] = [.chickenBreast, .basmatiRice, .oliveOil]
        let columns = solved.map { food in
            let perGram = food.per100g * 0.01
            return [perGram.protein, perGram.carbohydrate, perGram.fat]
        }
        let grams = nonNegativeLeastSquares(columns: columns, target: remaining)
        var portions = zip(solved, grams).map { MealPortion(food: $0, grams: $1.rounded()) }
        portions.append(MealPortion(food: .vegetables, grams: vegetables))
        return portions
    }

    /// min |A x - b| with x >= 0 for a handful of columns: tries every set of columns that may
    /// be non-zero and keeps the best feasible answer. Exact when the system has a non-negative solution.
    static func nonNegativeLeastSquares(columns: [[Double]], target: [Double]) -> [Double] {
        let n = columns.count
        var best = [Double](repeating: 0, count: n)
        var bestResidual = residual(columns: columns, x: best, target: target)
        for mask in 1..<(1 << n) {
            let chosen = (0..<n).filter { mask & (1 << $0) != 0 }
            guard let partial = leastSquares(columns: chosen.map { columns[$0] }, target: target),
                partial.allSatisfy({ $0 >= -1e-9 })
            else { continue }
            var x = [Double](repeating: 0, count: n)
            for (index, value) in zip(chosen, partial) { x[index] = max(0, value) }
            let r = residual(columns: columns, x: x, target: target)
            if r < bestResidual - 1e-12 {
                best = x
                bestResidual = r
            }
        }
        return best
    }

    /// Solves the normal equations AᵀA x = Aᵀb; nil when the columns are dependent.
    static func leastSquares(columns: [[Double]], target: [Double]) -> [Double]? {
        let k = columns.count
        var matrix = (0..<k).map { i in
            (0..<k).map { j in dot(columns[i], columns[j]) } + [dot(columns[i], target)]
        }
        for pivot in 0..<k {
            guard let row = (pivot..<k).max(by: { abs(matrix[$0][pivot]) < abs(matrix[$1][pivot]) }),
                abs(matrix[row][pivot]) > 1e-12
            else { return nil }
            matrix.swapAt(pivot, row)
            for other in 0..<k where other != pivot {
                let factor = matrix[other][pivot] / matrix[pivot][pivot]
                for column in pivot...k { matrix[other][column] -= factor * matrix[pivot][column] }
            }
        }
        return (0..<k).map { matrix[$0][k] / matrix[$0][$0] }
    }

    private static func residual(columns: [[Double]], x: [Double], target: [Double]) -> Double {
        var sum = 0.0
        for row in target.indices {
            let value = zip(columns, x).reduce(0) { $0 + $1.0[row] * $1.1 }
            sum += (value - target[row]) * (value - target[row])
        }
        return sum
    }

    private static func dot(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
    }
}
