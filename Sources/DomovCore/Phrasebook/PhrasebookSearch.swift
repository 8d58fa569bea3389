import Foundation

/// A phrase found by search, with its category. A phrase found by a word it can take has
/// that word in its slot.
public struct PhraseHit: Sendable, Equatable {
    public var category: PhraseCategory
    public var phrase: Phrase
    public var selection: PhraseSelection

    public init(category: PhraseCategory, phrase: Phrase, selection: PhraseSelection = PhraseSelection()) {
        self.category = category
        self.phrase = phrase
        self.selection = selection
    }
}

/// A word found by search, in one of its forms ("coffee" → "kávu", Accusative).
public struct WordHit: Sendable, Equatable {
    public var form: String
    public var formName: String
    public var entry: VocabularyEntry
}

/// Search across a pack's phrases and words in either language, ignoring case and accents; a
/// Neoslavonic query typed in Cyrillic finds the Latin text too. A word found also finds the
/// phrases whose slots can take it ("coffee" finds "|1|, please." as "Coffee, please.").
public struct PhrasebookSearch: Sendable {
    public let pack: PhrasePack

    public init(pack: PhrasePack) {
        self.pack = pack
    }

    public func search(_ query: String, limit: Int = 100) -> [PhraseHit] {
        let needles = needles(query)
        guard !needles.isEmpty else { return [] }
        let found = words(needles)
        var hits: [PhraseHit] = []
        for category in pack.categories {
            for phrase in category.phrases {
                let haystack = Self.fold(Self.readable(phrase.source) + " " + Self.readable(phrase.target))
                if needles.allSatisfy({ haystack.contains($0) }) {
                    hits.append(PhraseHit(category: category, phrase: phrase))
                } else if let selection = taking(found, phrase) {
                    hits.append(PhraseHit(category: category, phrase: phrase, selection: selection))
                }
            }
        }
        let collation = pack.source.collationRules
        return Array(hits.sorted { collation.areInIncreasingOrder($0.phrase.source, $1.phrase.source) }.prefix(limit))
    }

    /// Words whose texts (or dictionary form) hold every word of the query, each form a word is
    /// in: first those where every query word is a whole word ("kava" is káva), then those where
    /// it is only a part (kavárna), each in the pack's order of forms.
    public func words(_ query: String, limit: Int = 60) -> [WordHit] {
        Array(words(needles(query)).prefix(limit))
    }

    private func words(_ needles: [String]) -> [WordHit] {
        guard !needles.isEmpty else { return [] }
        var whole: [WordHit] = []
        var partial: [WordHit] = []
        for form in pack.forms {
            for entry in form.entries {
                // The lemma too: "káva" finds its accusative "kávu".
                let haystack = Self.fold([entry.source, entry.target, entry.lemma ?? ""].joined(separator: " "))
                guard needles.allSatisfy({ haystack.contains($0) }) else { continue }
                let words = Set(haystack.split(separator: " ").map(String.init))
                let hit = WordHit(form: form.id, formName: form.name, entry: entry)
                if needles.allSatisfy(words.contains) { whole.append(hit) } else { partial.append(hit) }
            }
        }
        return whole + partial
    }

    /// The first slot (in the phrase's order) that takes a found word, with it: its form and
    /// its kind ("coffee" finds "Do you have |1|?", not "Please call |1|.").
    private func taking(_ found: [WordHit], _ phrase: Phrase) -> PhraseSelection? {
        for slot in phrase.slotNumbers {
            for form in phrase.allowedForms(slot) {
                if let hit = found.first(where: { $0.form == form && phrase.takes($0.entry, of: form, in: slot) }) {
                    return PhraseSelection([slot: .init(form: form, entry: hit.entry.id)])
                }
            }
        }
        return nil
    }

    private func needles(_ query: String) -> [String] {
        var needle = Self.fold(query)
        if pack.target.hasCyrillic { needle = Self.fold(NeoslavonicScript.latin(query)) }
        return needle.split(separator: " ").map(String.init)
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
