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
        case .searchLabel: "Search phrases and words"
        case .searchResults(let query): "Found for “\(query)”"
        case .noResults: "No phrase or word matches. Try fewer or other words."
        case .searchHint:
            "Search phrases and words in both languages; accents and capitals do not matter. A word also finds the phrases it fits into."
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
        case .language(let language):
            switch language.code {
            case "en": "English"
            case "cs": "Czech"
            case "sk": "Slovak"
            case "art-x-neoslav": "Neoslavonic"
            default: language.name
            }
        case .words: "Words"
        case .presentTense: "Verbs in the present tense"
        case .verbColumn: "Verb"
        case .person(let person): ["I", "you", "he, she, it", "we", "you (plural, polite)", "they"][min(max(person, 0), 5)]
        case .adjectives: "Adjectives (singular; masculine animate)"
        case .alreadyInPack(let existing, let total):
            """
            \(existing) of the file’s \(total) phrases and words \(existing == 1 ? "is" : "are") already in this phrasebook, so nothing \
            was imported: import a file with only your own phrases and words.
            """
        case .slotFormsHint: "Tick every word list the slot may take."
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
        case .seedCredit:
            "Grown from the iPad app “Komunikační software pro iPad” (Marek Jalovec, Czech University of Life Sciences Prague, 2012)."
        case .emptySlotReads: "…"
        case .favourites: "Favourites and recent"
        case .recent: "Recently used"
        case .addFavourite: "Add to favourites"
        case .removeFavourite: "Remove from favourites"
        case .noFavourites: "No favourites yet. Add a phrase from its translation bar."
        case .noRecent: "Phrases you translate appear here."
        case .favouriteKept: "Kept on this device; it is saved when the network is back."
        case .favouriteNotSent: "not saved yet: waiting for the network"
        case .favouriteRemovalNotSent: "removed on this device: waiting for the network"
        case .favouritesWaiting: "Favourite changes waiting for the network:"
        case .household(let name): "Phrases of \(name)"
        case .householdIntro:
            """
            Your household's own phrases and words, shown with this phrasebook's for every member. Write a slot as |1|, |2| or |3| in both \
            texts.
            """
        case .householdEmpty: "No phrases or words of your own yet."
        case .addPhrase: "Add a phrase"
        case .addWord: "Add a word"
        case .sourceText(let language): "In \(language)"
        case .targetText(let language): "In \(language)"
        case .slotForm(let number): "Words for |\(number)|"
        case .wordForm: "Word list"
        case .genderLabel: "Gender"
        case .patternLabel: "Declension pattern"
        case .lemmaLabel: "Dictionary form (nominative)"
        case .kind(let kind):
            switch kind {
            case .person: "People"
            case .family: "Family and friends"
            case .animal: "Animals"
            case .place: "Places"
            case .food: "Food and drink"
            case .thing: "Things"
            case .belonging: "My things"
            case .transport: "Transport"
            }
        case .kindLabel: "What it names"
        case .kindHint:
            "A slot that takes only some kinds of word offers this word when it is one of them; without a kind it is offered everywhere."
        case .slotKinds(let number): "Kinds of word for |\(number)|"
        case .slotKindsHint:
            """
            Tick the kinds of word that make sense in each slot, so that “Please call |1|.” offers people and not coffee. Tick none \
            and the slot takes every word of its lists.
            """
        case .optional: "optional"
        case .remove: "Remove"
        case .exportPack: "Export as a pack"
        case .importPack: "Import a pack"
        case .importFile: "Pack file (.json)"
        case .importHint: "Replaces your household's phrases and words for this phrasebook. The file is checked like a shipped pack."
        case .refused: "Nothing was saved:"
        case .saved: "Saved."
        }
    }
}
