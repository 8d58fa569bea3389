import DomovCore
import Foundation
import Testing

/// Search finds words as well as phrases, in either language and without accents, and a word
/// found brings the phrases that can take it, with the word in the slot.
@Suite("Phrasebook word search")
struct PhrasebookWordSearchTests {
    func czech() throws -> PhrasePack {
        try #require(ShippedPacksTests.loaded.packs.first { $0.id == "en-czech" })
    }

    @Test(arguments: ["coffee", "kava", "KÁVA", "kávu"])
    func coffeeFindsKavaInEachFormAndThePhrasesThatTakeIt(_ query: String) throws {
        let pack = try czech()
        let search = PhrasebookSearch(pack: pack)
        let words = search.words(query)
        // Káva in each of its forms first; words that only hold the query (kavárna) after it.
        let coffee = words.prefix { $0.entry.id == "coffee" }
        #expect(coffee.map(\.form) == (query == "kávu" ? ["accusative"] : ["nominative", "accusative"]), "\(query)")
        #expect(words.dropFirst(coffee.count).allSatisfy { $0.entry.id != "coffee" })
        if query == "kava" { #expect(words.contains { $0.entry.id == "cafe" }, "a part of a word is found too (kavárna)") }

        let hits = search.search(query)
        let renderer = PhraseRenderer(pack: pack)
        let please = try #require(hits.first { $0.phrase.id == "word-please" })
        #expect(renderer.render(please.phrase, .target, selection: please.selection).plainText() == "Kávu, prosím.")
        #expect(renderer.render(please.phrase, .source, selection: please.selection).plainText() == "Coffee, please.")
        if query != "kávu" {
            let whereIs = try #require(hits.first { $0.phrase.id == "where-is" })
            #expect(renderer.render(whereIs.phrase, .target, selection: whereIs.selection).plainText() == "Kde je káva?")
        }
        // Phrases without a slot for nouns are not brought in by a noun.
        #expect(!hits.contains { $0.phrase.id == "hello" || $0.phrase.id == "is-it-possible" })
    }

    @Test func aPhraseFoundByItsOwnTextKeepsItsSlotsOpen() throws {
        let hits = PhrasebookSearch(pack: try czech()).search("snidane")
        #expect(hits.map(\.phrase.id).sorted() == ["breakfast-included", "breakfast-time"])
        #expect(hits.allSatisfy { $0.selection.isEmpty })
        #expect(PhrasebookSearch(pack: try czech()).words("snidane").isEmpty)
    }

    @Test func nothingFoundForNothing() throws {
        let search = PhrasebookSearch(pack: try czech())
        #expect(search.words("  ").isEmpty && search.search("  ").isEmpty)
        #expect(search.words("qqqq").isEmpty && search.search("qqqq").isEmpty)
    }
}
