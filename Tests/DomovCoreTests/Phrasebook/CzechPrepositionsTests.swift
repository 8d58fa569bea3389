import DomovCore
import Testing

/// "ke kostelu", "se sestrou", "ve vlaku", "ze zahrady": a one-letter preposition before a
/// slot is written for the word that fills it.
@Suite("Czech prepositions before a slot")
struct CzechPrepositionsTests {
    @Test(arguments: [
        ("Jdu k ", "kavárně", "Jdu ke "), ("Jdu k ", "obchodu", "Jdu k "), ("K ", "kostelu", "Ke "),
        ("Zavezte mě k ", "gymnáziu", "Zavezte mě ke "), ("Jdu s ", "sestrou", "Jdu se "), ("Jdu s ", "Žofií", "Jdu se "),
        ("Jsem v ", "vlaku", "Jsem ve "), ("Jsem v ", "Františkových Lázních", "Jsem ve "), ("Jsem z ", "zahrady", "Jsem ze "),
        ("Jsem z ", "Prahy", "Jsem z "), ("Mám ok ", "kolo", "Mám ok "), ("Jdu k", "kavárně", "Jdu k"), ("Jdu k ", "", "Jdu k "),
    ])
    func aOneLetterPrepositionTakesItsVowelBeforeTheSameSound(_ text: String, _ word: String, _ written: String) {
        #expect(CzechPrepositions.text(text, before: word) == written)
    }

    @Test func theShippedCzechPackReadsAsCzechIsWritten() throws {
        let pack = try #require(ShippedPacksTests.loaded.packs.first { $0.id == "en-czech" })
        let phrase = try #require(pack.categories.flatMap(\.phrases).first { $0.id == "going-to" })
        let renderer = PhraseRenderer(pack: pack)
        let cafe = renderer.render(phrase, .target, selection: PhraseSelection([1: .init(form: "dative", entry: "cafe")]))
        #expect(cafe.plainText() == "Jdu ke kavárně.")
        let english = renderer.render(phrase, .source, selection: PhraseSelection([1: .init(form: "dative", entry: "cafe")]))
        #expect(english.plainText() == "I am going to the café.")
    }
}
