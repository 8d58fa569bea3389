import Foundation

/// Editing a household's own part of a pack (the web editor and the JSON API do the same):
/// phrases go into its one "household" category, words into the form of the pack they extend.
/// The result is validated with the pack by `PhrasePackLoader.householdPack(from:file:over:)`
/// before it is stored.
extension PhrasePack {
    /// Adds a phrase with an id made from its source text, unique among `merged`'s phrases
    /// (the pack with this household part). `categoryName` names the category when it is new;
    /// `kinds` are the kinds of word each slot takes (none: every word of its forms).
    @discardableResult
    public mutating func addHouseholdPhrase(
        source: String, target: String, slots: [String: [String]], kinds: [String: [WordKind]] = [:], categoryName: String,
        uniqueAmong merged: PhrasePack
    ) -> Phrase {
        let taken = Set(merged.categories.flatMap(\.phrases).map(\.id))
        let phrase = Phrase(
            id: Self.uniqueID(source, taken: taken), source: source.trimmed, target: target.trimmed, slots: slots,
            kinds: kinds.filter { !$0.value.isEmpty })
        if let index = categories.firstIndex(where: { $0.id == "household" }) {
            categories[index].phrases.append(phrase)
        } else {
            categories.append(PhraseCategory(id: "household", name: categoryName, phrases: [phrase]))
        }
        return phrase
    }

    /// Adds a word to `form` (a form of the merged pack), with an id made from its source text;
    /// its `kind` says which slots take it (nil: every slot of its form).
    @discardableResult
    public mutating func addHouseholdWord(
        source: String, target: String, gender: Gender?, pattern: String?, lemma: String?, kind: WordKind? = nil, to form: WordForm
    ) -> VocabularyEntry {
        let entry = VocabularyEntry(
            id: Self.uniqueID(source, taken: Set(form.entries.map(\.id))), source: source.trimmed, target: target.trimmed,
            gender: gender, pattern: pattern.flatMap { $0.isEmpty ? nil : $0 },
            lemma: lemma.flatMap { $0.trimmed.isEmpty ? nil : $0.trimmed },
            kind: kind
        )
        if let index = forms.firstIndex(where: { $0.id == form.id }) {
            forms[index].entries.append(entry)
        } else {
            forms.append(
                WordForm(id: form.id, name: form.name, grammaticalCase: form.grammaticalCase, number: form.number, entries: [entry]))
        }
        return entry
    }

    /// Removes the household's phrase; false when it has none of that id.
    @discardableResult
    public mutating func removeHouseholdPhrase(_ id: String) -> Bool {
        let before = categories.flatMap(\.phrases).count
        for index in categories.indices { categories[index].phrases.removeAll { $0.id == id } }
        categories.removeAll { $0.phrases.isEmpty }
        return categories.flatMap(\.phrases).count < before
    }

    /// Removes the household's word from a form; false when it has none of that id there.
    @discardableResult
    public mutating func removeHouseholdWord(_ id: String, form formID: String) -> Bool {
        let before = forms.flatMap(\.entries).count
        for index in forms.indices where forms[index].id == formID {
            forms[index].entries.removeAll { $0.id == id }
        }
        forms.removeAll { $0.entries.isEmpty }
        return forms.flatMap(\.entries).count < before
    }

    /// A readable id from the text ("Please feed |1|." → "please-feed"), unique among `taken`.
    public static func uniqueID(_ text: String, taken: Set<String>) -> String {
        // Slot keys are not words: "Please feed |1|." is "please-feed".
        let words = PhraseTemplate(text).pieces.compactMap { piece -> String? in
            if case .text(let text) = piece { text } else { nil }
        }.joined(separator: " ")
        let folded = words.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        let characters = folded.unicodeScalars.map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "-" }
        let slug = String(String(characters).split(separator: "-").joined(separator: "-").prefix(40))
        let base = slug.isEmpty ? "own" : slug
        var candidate = base
        var counter = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        return candidate
    }
}

private extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
