import Foundation

/// A phrase found by search, with its category.
public struct PhraseHit: Sendable, Equatable {
    public var category: PhraseCategory
    public var phrase: Phrase
}

/// Search across a pack's phrases in either language, ignoring case and accents; a
/// Neoslavonic query typed in Cyrillic finds the Latin text too.
public struct PhrasebookSearch: Sendable {
    public let pack: PhrasePack

    public init(pack: PhrasePack) {
        self.pack = pack
    }

    public func search(_ query: String, limit: Int = 100) -> [PhraseHit] {
        var needle = Self.fold(query)
        if pack.target.hasCyrillic { needle = Self.fold(NeoslavonicScript.latin(query)) }
        let words = needle.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return [] }
        var hits: [PhraseHit] = []
        for category in pack.categories {
            for phrase in category.phrases {
                let haystack = Self.fold(Self.readable(phrase.source) + " " + Self.readable(phrase.target))
                if words.allSatisfy({ haystack.contains($0) }) { hits.append(PhraseHit(category: category, phrase: phrase)) }
            }
        }
        let collation = pack.source.collationRules
        return Array(hits.sorted { collation.areInIncreasingOrder($0.phrase.source, $1.phrase.source) }.prefix(limit))
    }

    /// Slot keys are not words anyone searches for.
    static func readable(_ text: String) -> String {
        PhraseTemplate(text).pieces.map { if case .text(let t) = $0 { t } else { " " } }.joined()
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .components(separatedBy: CharacterSet.alphanumerics.inverted).filter { !$0.isEmpty }.joined(separator: " ")
    }
}
