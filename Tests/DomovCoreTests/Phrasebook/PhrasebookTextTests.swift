import DomovCore
import Foundation
import Testing

/// Latin and Cyrillic Neoslavonic, alphabetical order per language, search, declension.
@Suite("Phrasebook text")
struct PhrasebookTextTests {
    typealias F = PhrasebookFixtures

    @Test func transliterationRoundTrips() {
        let samples = [
            "Hoču spati.", "Prošu, gde jest vokzal?", "Ljubim kavu i mlieko.", "Dobry denj! Kako se imaješ?",
            "LJUBLJANA", "Džem, c'rkva, žena, učitelj, Njemecko", "Gde jest bolnica? 24 h",
        ]
        for latin in samples {
            let cyrillic = NeoslavonicScript.cyrillic(latin)
            #expect(NeoslavonicScript.latin(cyrillic) == latin, "\(latin) → \(cyrillic)")
            #expect(NeoslavonicScript.cyrillic(NeoslavonicScript.latin(cyrillic)) == cyrillic)
        }
    }

    @Test func transliterationUsesOneLetterPerDigraph() {
        #expect(NeoslavonicScript.cyrillic("Hoču spati.") == "Хочу спати.")
        #expect(NeoslavonicScript.cyrillic("učitelj") == "учитељ")
        #expect(NeoslavonicScript.cyrillic("pievati") == "пѣвати")
        #expect(NeoslavonicScript.cyrillic("Džem") == "Џем")
        #expect(NeoslavonicScript.latin("Љубим") == "Ljubim")
    }

    @Test func czechSortsChAfterH() {
        let words = [
            "chleba", "cukr", "hrad", "čaj", "ihned", "dům", "Řím", "ryba", "šálek", "seno", "žena", "zahrada", "ábel",
            "auto",
        ]
        #expect(
            PhrasebookCollation.czech.sorted(words) == [
                "ábel", "auto", "cukr", "čaj", "dům", "hrad", "chleba", "ihned", "ryba", "Řím", "seno", "šálek", "zahrada", "žena",
            ])
    }

    @Test func englishFoldsAccentsAndKeepsChWithC() {
        #expect(
            PhrasebookCollation.standard.sorted(["hotel", "Café", "cheese", "apple", "bread"]) == [
                "apple", "bread", "Café", "cheese", "hotel",
            ])
        #expect(PhrasebookCollation.neoslavonic.sorted(["čaj", "dom", "cena", "hleb"]) == ["cena", "čaj", "dom", "hleb"])
    }

    @Test func categoriesAndPhrasesAreListedAlphabetically() {
        #expect(F.pack.sortedCategories.map(\.id) == ["help", "basics"])
        #expect(F.pack.category("help")!.sortedPhrases(.standard).map(\.id) == ["give", "want", "please", "three"])
    }

    @Test func searchFindsEitherLanguageIgnoringAccentsAndScript() {
        let search = PhrasebookSearch(pack: F.pack)
        #expect(search.search("want").map(\.phrase.id) == ["want"])
        #expect(search.search("HOCU").map(\.phrase.id) == ["want"])
        #expect(search.search("Хочу").map(\.phrase.id) == ["want"])
        #expect(search.search("give daj").map(\.phrase.id) == ["give"])
        #expect(search.search("   ").isEmpty)
        #expect(search.search("zzz").isEmpty)
        #expect(search.search("yes").first?.category.id == "basics")
    }

    @Test func declensionFollowsThePattern() {
        let zena = F.zena
        let forms = GrammaticalCase.allCases.map { zena.decline("voda", $0, .singular)! }
        #expect(forms == ["voda", "vody", "vodie", "vodu", "vodo", "vodie", "vodoj"])
        #expect(zena.decline("voda", .genitive, .plural) == "vod")
        #expect(F.brat.decline("brat", .accusative, .singular) == "brata")
        #expect(zena.decline("brat", .dative, .singular) == nil)
        #expect(F.brat.decline("pes", stem: "ps", .genitive, .singular) == "psa")
    }
}
