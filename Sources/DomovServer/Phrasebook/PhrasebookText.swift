import DomovCore
import Foundation

/// Every string of the phrasebook's pages. Each language is one exhaustive switch
/// (PhrasebookText+English, PhrasebookText+Czech), so none can be missing from either.
/// The phrases themselves come from the packs, in the packs' languages.
enum PhrasebookText: Sendable, Equatable {
    case moduleTitle, menu, closeMenu, phrases, other, grammar, info, packs, otherPacks
    case search, searchLabel, searchResults(String), noResults, searchHint
    case translate, translation, chooseAPhrase, slotHint(String), pickWord, pickWordFor(String), cancel, speak
    case script, latin, cyrillic, showIn(NeoslavonicScript)
    case packSummary(phrases: Int, words: Int), languages(String, String), welcome
    /// A pack's language named in the reader's language; unknown languages by the pack's name.
    case language(PackLanguage)
    case words
    case presentTense, verbColumn, person(Int), adjectives, alreadyInPack(existing: Int, total: Int), slotFormsHint
    case alphabet, letterLatin, letterCyrillic, sound, declension, declensionOf(String, Gender), caseName(GrammaticalCase)
    case number(GrammaticalNumber), gender(Gender), pattern, noGrammar
    case about, authors, links, seedCredit, emptySlotReads
    case favourites, recent, addFavourite, removeFavourite, noFavourites, noRecent
    /// Favourites changed without the network, kept in the browser until it is back.
    case favouriteKept, favouriteNotSent, favouriteRemovalNotSent, favouritesWaiting
    case household(String), householdIntro, householdEmpty, addPhrase, addWord, sourceText(String), targetText(String)
    case slotForm(Int), wordForm, genderLabel, patternLabel, lemmaLabel, optional, remove
    /// What a word names, and which of those a slot takes ("Please call |1|." takes people).
    case kind(WordKind), kindLabel, kindHint, slotKinds(Int), slotKindsHint
    case exportPack, importPack, importFile, importHint, refused, saved
}
