import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// A slot offers only the kinds of word that make sense in it, in the picker and in links,
/// and a household says which kinds its own slots take and what its own words name.
@Suite("Phrasebook kinds of word")
struct PhrasebookWordKindTests {
    /// The "form:entry" choices a picker page offers.
    static func offered(_ page: String) -> [String] {
        page.components(separatedBy: "data-choice=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func theShippedPickerOffersPeopleToCallAndNoCoffee() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let category = "/phrasebook/en-czech/categories/asking-for-help"
            let call = Self.offered(try await jana.get("\(category)/pick?phrase=please-call&slot=1").text)
            #expect(call.contains("accusative:doctor") && call.contains("accusative:friend"))
            #expect(!call.contains("accusative:coffee") && !call.contains("accusative:passport"), "\(call)")
            let giveTo = Self.offered(try await jana.get("\(category)/pick?phrase=give-to&slot=2").text)
            #expect(giveTo.contains("dative:brother") && !giveTo.contains("dative:passport"), "\(giveTo)")
            // A link that puts coffee into "Please call |1|." shows the slot waiting for a word.
            let page = try await jana.get("\(category)?p=please-call&w=please-call.1.accusative:coffee")
            let bar = try #require(HTMLScraper.element(id: "pb-bar", in: page.text))
            #expect(!bar.contains("kávu") && bar.contains("pb-gap"), "\(bar)")
        }
    }

    @Test func aHouseholdSaysWhichKindsItsSlotsTakeAndWhatItsWordsName() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            let editor = "/phrasebook/en-czech/households/\(household)"
            let form = try await jana.get(editor).text
            #expect(
                form.contains("type=\"checkbox\" name=\"kinds1\" value=\"animal\"")
                    && form.contains("<option value=\"animal\">Animals</option>"))

            #expect(
                try await jana.post(
                    "\(editor)/words",
                    [
                        ("form", "accusative"), ("word_source", "my hamster"), ("word_target", "křečka"), ("kind", "animal"),
                    ]
                ).location == editor)
            #expect(
                try await jana.post(
                    "\(editor)/phrases",
                    [
                        ("source", "Please feed |1|."), ("target", "Prosím, nakrmte |1|."), ("slot1", "accusative"), ("kinds1", "animal"),
                        ("kinds2", "food"),
                    ]
                ).location == editor)
            let own = try await jana.get(editor).text
            #expect(own.contains("|1|: Animals") && own.contains("Accusative, Animals"))

            let feed = Self.offered(try await jana.get("/phrasebook/en-czech/categories/household/pick?phrase=please-feed&slot=1").text)
            #expect(Set(feed) == ["accusative:dog", "accusative:cat", "accusative:my-hamster"], "\(feed)")
            // The shipped "I like |1|." (food, animals, family) offers the hamster too.
            let like = Self.offered(
                try await jana.get("/phrasebook/en-czech/categories/introducing-yourself/pick?phrase=i-like&slot=1").text)
            #expect(like.contains("accusative:my-hamster") && !like.contains("accusative:hotel"))

            // An older export without kinds still imports, and its slot takes every word.
            let older =
                #"{"id":"household","name":"Ours","source":{"code":"en","name":"English"},"target":{"code":"cs","name":"Czech"},"#
                    + #"""
                    "categories":[{"id":"household","name":"Ours","phrases":[{"id":"bring","source":"Bring |1|.",\#
                    "target":"Přineste |1|.","slots":{"1":["accusative"]}}]}],"forms":[]}
                    """#
            #expect(try await jana.postMultipart("\(editor)/import", files: [("pack", "older.json", older)]).location == editor)
            let bring = Self.offered(try await jana.get("/phrasebook/en-czech/categories/household/pick?phrase=bring&slot=1").text)
            #expect(bring.count == 48 && bring.contains("accusative:coffee") && bring.contains("accusative:doctor"), "\(bring.count)")

            _ = try await jana.post("/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "UTC")])
            let czech = try await jana.get(editor).text
            #expect(czech.contains("Druhy slov pro |1|") && czech.contains("<option value=\"animal\">Zvířata</option>"))
        }
    }

    @Test func theAPITakesKindsAndRefusesUnknownOnesAsFieldErrors() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            let pack = "/api/v1/households/\(household)/phrasebook/packs/en-czech"
            let phrase = try await jana.api(
                .post, "\(pack)/own/phrases",
                json: """
                    {"source":"Please feed |1|.","target":"Prosím, nakrmte |1|.","slots":{"1":["accusative"]},"kinds":{"1":["animal"]}}
                    """)
            #expect(phrase.status == .created)
            let kinds = try phrase.jsonObject()["kinds"] as? [String: [String]]
            #expect(kinds == ["1": ["animal"]])
            let unknown = try await jana.api(
                .post, "\(pack)/own/phrases",
                json: """
                    {"source":"Feed |1|.","target":"Nakrmte |1|.","slots":{"1":["accusative"]},"kinds":{"1":["weather"]}}
                    """)
            #expect(unknown.status == .unprocessableContent && unknown.text.contains("\"field\":\"kinds\""))
            let word = try await jana.api(
                .post, "\(pack)/own/words", json: #"{"form":"accusative","source":"my hamster","target":"křečka","kind":"animal"}"#)
            #expect(word.status == .created)
            let kind = try word.jsonObject()["kind"] as? String
            #expect(kind == "animal")
            let badWord = try await jana.api(
                .post, "\(pack)/own/words", json: #"{"form":"accusative","source":"a","target":"b","kind":"weather"}"#)
            #expect(badWord.status == .unprocessableContent && badWord.text.contains("\"field\":\"kind\""))
        }
    }
}
