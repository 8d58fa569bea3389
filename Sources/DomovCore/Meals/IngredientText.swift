import Foundation

/// The one normalizer the line parser, the units and the food table share: lower case, Czech letters
/// kept (so that the table's forms can tell "kmín" from other words and "sůl" reads as Czech), anything
/// but letters, digits and hyphens turned into spaces, and runs of spaces into one.
enum IngredientText {
    static func key(_ text: String) -> String {
        let spaced = String(text.lowercased().map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : " " })
        return spaced.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// The key without diacritics: a second chance for lines typed on a keyboard without Czech letters
    /// ("3 mrkve", "spetka soli"), tried only after the exact forms.
    static func folded(_ key: String) -> String {
        key.folding(options: [.diacriticInsensitive], locale: nil)
    }
}
