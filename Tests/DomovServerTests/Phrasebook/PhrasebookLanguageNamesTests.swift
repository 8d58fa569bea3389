import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Languages are named in the reader's language ("English → Czech", not "Čeština"), and the
/// search page lists words with the phrases that can take them.
@Suite("Phrasebook language names and word search")
struct PhrasebookLanguageNamesTests {
    @Test func theEnglishInterfaceNamesLanguagesInEnglish() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let home = try await jana.get("/phrasebook/en-czech").text
            #expect(home.contains("<h1>English → Czech</h1>"))
            #expect(!home.contains("Čeština"))
            let menu = try #require(HTMLScraper.element(id: "pb-menu", in: home))
            #expect(menu.contains(">Czech → Neoslavonic</a>"))
            #expect(try await jana.get("/phrasebook/en-czech/grammar").text.contains("<p class=\"pb-lead\">Czech</p>"))

            _ = try await jana.post("/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "UTC")])
            let czech = try await jana.get("/phrasebook/en-czech").text
            #expect(czech.contains("<h1>Angličtina → čeština</h1>"))
            #expect(try #require(HTMLScraper.element(id: "pb-menu", in: czech)).contains(">Čeština → novoslověnština</a>"))
        }
    }

    @Test func searchListsWordsAndThePhrasesThatTakeThem() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let page = try await jana.get("/phrasebook/en-czech/search?q=kava").text
            let words = try #require(HTMLScraper.element(id: "pb-word-hits", in: page))
            #expect(words.contains("data-word=\"nominative:coffee\"") && words.contains("data-word=\"accusative:coffee\""))
            #expect(words.contains(">kávu</span>"))
            let hits = try #require(HTMLScraper.element(id: "pb-hits", in: page))
            #expect(hits.contains("<span class=\"pb-hit-source\">Coffee, please.</span>"))
            #expect(hits.contains("<span class=\"pb-hit-source\">Do you have coffee?</span>"))
            #expect(
                hits.contains(
                    """
                    href=\"/phrasebook/en-czech/categories/eating-and-drinking?p=word-please&amp;w=word-please.1.accusative:coffee#pb-bar\"
                    """
                ))
            #expect(try await jana.get("/phrasebook/en-czech/search?q=qqqq").text.contains("empty-state"))
        }
    }
}
