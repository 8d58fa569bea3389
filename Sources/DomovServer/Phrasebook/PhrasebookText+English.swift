import DomovCore
import Foundation

extension PhrasebookText {
    var english: String {
        switch self {
        case .moduleTitle: "Phrasebook"
        case .menu: "Menu"
        case .closeMenu: "Close the menu"
        case .phrases: "Phrases"
        case .other: "Other"
        case .grammar: "Grammar"
        case .info: "Info"
        case .packs: "Phrasebooks"
        case .otherPacks: "Other phrasebooks"
        case .search: "Search"
        case .searchLabel: "Search phrases"
        case .searchResults(let query): "Phrases with “\(query)”"
        case .noResults: "No phrase matches. Try fewer or other words."
        case .searchHint: "Search in both languages; accents and capitals do not matter."
        case .translate: "Translate"
        case .translation: "Translation"
        case .chooseAPhrase: "Choose a phrase to see its translation here."
        case .slotHint(let forms): "Choose a word: \(forms)"
        case .pickWord: "Choose a word"
        case .pickWordFor(let phrase): "Choose a word for “\(phrase)”"
        case .cancel: "Cancel"
        case .speak: "Speak"
        case .script: "Script"
        case .latin: "Latin"
        case .cyrillic: "Cyrillic"
        case .showIn(let script): script == .latin ? "Show in Latin" : "Show in Cyrillic"
        case .packSummary(let phrases, let words): "\(phrases) phrases, \(words) words"
        case .languages(let source, let target): "\(source) → \(target)"
        case .welcome: "Choose a topic in the menu. Phrases with a highlighted gap take a word of your choice: tap the gap."
        case .alphabet: "Alphabet"
        case .letterLatin: "Latin"
        case .letterCyrillic: "Cyrillic"
        case .sound: "Sound"
        case .declension: "Noun declension"
        case .declensionOf(let word, let gender): "\(word) (\(PhrasebookText.gender(gender).english))"
        case .caseName(let grammaticalCase):
            switch grammaticalCase {
            case .nominative: "Nominative"
            case .genitive: "Genitive"
            case .dative: "Dative"
            case .accusative: "Accusative"
            case .vocative: "Vocative"
            case .locative: "Locative"
            case .instrumental: "Instrumental"
            }
        case .number(let number): number == .singular ? "Singular" : "Plural"
        case .gender(let gender):
            switch gender {
            case .masculine: "masculine"
            case .feminine: "feminine"
            case .neuter: "neuter"
            }
        case .pattern: "pattern"
        case .noGrammar: "This phrasebook has no grammar tables."
        case .about: "About this phrasebook"
        case .authors: "Authors"
        case .links: "Learn more"
        case .seedCredit: "Grown from the iPad app “Komunikační software pro iPad” (Marek Jalovec, Czech University of Life Sciences Prague, 2012)."
        case .emptySlotReads: "…"
        }
    }
}
