import DomovCore
import Foundation

/// A pack in the list: what it is and how big.
struct PhrasebookPackSummary: Encodable {
    let id: String
    let name: String
    let sourceLanguage: String
    let targetLanguage: String
    let categories: Int
    let phrases: Int
    let words: Int

    init(_ pack: PhrasePack) {
        id = pack.id
        name = pack.name
        sourceLanguage = pack.source.code
        targetLanguage = pack.target.code
        categories = pack.categories.count
        phrases = pack.phraseCount
        words = pack.entryCount
    }
}

/// A phrase with the words chosen in it, rendered in both languages.
struct PhraseResource: Encodable {
    let id: String
    let category: String
    let source: String
    let target: String
    /// Slot number → "form:entry".
    let choices: [String: String]
    let complete: Bool
    let savedAt: Date?

    init(
        pack: PhrasePack, category: PhraseCategory, phrase: Phrase, selection: PhraseSelection, script: NeoslavonicScript,
        savedAt: Date? = nil
    ) {
        let renderer = PhraseRenderer(pack: pack)
        let target = renderer.render(phrase, .target, selection: selection)
        id = phrase.id
        self.category = category.id
        source = renderer.render(phrase, .source, selection: selection).plainText()
        self.target = pack.target.hasCyrillic ? script.show(target.plainText()) : target.plainText()
        choices = Dictionary(uniqueKeysWithValues: selection.choices.map { (String($0.key), $0.value.token) })
        complete = target.isComplete
        self.savedAt = savedAt
    }
}

/// PUT body of a favourite: the words chosen in it.
struct FavouriteRequest: Decodable {
    var choices: [String: String]?

    var selection: PhraseSelection {
        var result: [Int: PhraseSelection.Choice] = [:]
        for (key, token) in choices ?? [:] {
            if let slot = Int(key), let choice = PhraseSelection.Choice(token: token) { result[slot] = choice }
        }
        return PhraseSelection(result)
    }
}
