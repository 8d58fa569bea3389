import DomovCore
import Foundation

/// The starter collection shipped with the server (Resources/starter-recipes.json): healthy
/// recipes written for Domov, seeded into a household on its first visit to the recipes.
enum StarterRecipes {
    /// Read once. A broken file is a build mistake that a test catches; the server then runs without starters.
    static let shipped: [StarterRecipe] = (try? load()) ?? []

    static func load() throws -> [StarterRecipe] {
        guard let url = Bundle.module.url(forResource: "starter-recipes", withExtension: "json") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try StarterRecipe.collection(from: Data(contentsOf: url))
    }
}
