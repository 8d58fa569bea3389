import DomovCore
import Foundation

/// A small pack in the shape of the seed's: slots that allow one or two forms, nouns with
/// declension patterns, and a phrase whose slots come in another order in each language.
enum PhrasebookFixtures {
    static let zena = DeclensionPattern(
        pattern: "žena", gender: .feminine,
        singular: ["a", "y", "ie", "u", "o", "ie", "oj"],
        plural: ["y", "", "am", "y", "y", "ah", "ami"])
    static let brat = DeclensionPattern(
        pattern: "brat", gender: .masculine,
        singular: ["", "a", "u", "a", "e", "u", "om"],
        plural: ["i", "ov", "am", "y", "i", "ah", "ami"])

    static let pack = PhrasePack(
        id: "test-pack", name: "Test",
        source: PackLanguage(code: "en", name: "English"),
        target: PackLanguage(
            code: "art-x-neoslav", name: "Neoslavonic", speech: "cs-CZ", collation: "neoslavonic", transliteration: "neoslavonic"),
        categories: [
            PhraseCategory(
                id: "help", name: "Asking for help",
                phrases: [
                    Phrase(id: "please", source: "Please!", target: "Prošu!"),
                    Phrase(id: "want", source: "I want |1|.", target: "Hoču |1|.", slots: ["1": ["verb", "accusative"]]),
                    Phrase(id: "give", source: "Give |1| to |2|.", target: "Daj |2| |1|.", slots: ["1": ["accusative"], "2": ["dative"]]),
                    Phrase(
                        id: "three", source: "|1|, |2| and |3|.", target: "|3|, |1| i |2|.",
                        slots: ["1": ["accusative"], "2": ["accusative"], "3": ["verb"]]),
                ]),
            PhraseCategory(
                id: "basics", name: "Basic words",
                phrases: [
                    Phrase(id: "yes", source: "Yes", target: "Da")
                ]),
        ],
        forms: [
            WordForm(
                id: "verb", name: "Verb",
                entries: [
                    VocabularyEntry(id: "sleep", source: "to sleep", target: "spati"),
                    VocabularyEntry(id: "sing", source: "to sing", target: "pievati"),
                ]),
            WordForm(
                id: "accusative", name: "Accusative", grammaticalCase: .accusative, number: .singular,
                entries: [
                    VocabularyEntry(id: "water", source: "water", target: "vodu", gender: .feminine, pattern: "žena", lemma: "voda"),
                    VocabularyEntry(
                        id: "brother", source: "my brother", target: "brata", gender: .masculine, pattern: "brat", lemma: "brat"),
                ]),
            WordForm(
                id: "dative", name: "Dative", grammaticalCase: .dative, number: .singular,
                entries: [
                    VocabularyEntry(
                        id: "brother", source: "my brother", target: "bratu", gender: .masculine, pattern: "brat", lemma: "brat")
                ]),
        ],
        grammar: PackGrammar(alphabet: [AlphabetLetter(latin: "A a", cyrillic: "А а")], declensions: [zena, brat])
    )

    static func json(_ pack: PhrasePack = pack) -> Data {
        try! JSONEncoder().encode(pack)
    }

    static func choice(_ token: String) -> PhraseSelection.Choice {
        PhraseSelection.Choice(token: token)!
    }
}
