import DomovCore
import Foundation

/// The drawings the starter recipes are shown with (Resources/RecipePictures): flat SVGs made for
/// Domov, one per dish or kind of dish. They go into the page inline, as the placeholder plate
/// does, so that meals.css can give their plates and bowls the light or dark page's colours.
enum RecipePictures {
    /// Read once; a missing folder is a build mistake that a test catches.
    static let shipped: [String: String] = (try? load()) ?? [:]

    static func load() throws -> [String: String] {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("RecipePictures") else { throw CocoaError(.fileNoSuchFile) }
        var pictures: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        where file.pathExtension == "svg" {
            let svg = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            // Decorative inside a labelled figure: hidden from assistive technology, never focused.
            pictures[file.deletingPathExtension().lastPathComponent] = svg.replacingOccurrences(
                of: "<svg ", with: "<svg aria-hidden=\"true\" focusable=\"false\" ", options: .anchored
            )
        }
        return pictures
    }

    /// The drawing of a starter recipe, by its key; nil for the household's own recipes.
    static func drawing(starterKey: String?) -> String? {
        guard let key = starterKey, let picture = pictureNames[key] else { return nil }
        return shipped[picture]
    }

    private static let pictureNames: [String: String] = Dictionary(
        StarterRecipes.shipped.map { ($0.key, $0.picture) }, uniquingKeysWith: { first, _ in first }
    )
}
