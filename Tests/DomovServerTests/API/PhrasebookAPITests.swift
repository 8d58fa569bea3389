import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// /api/v1/phrasebook: packs, search, rendering with words, favourites and recent.
@Suite("Phrasebook API")
struct PhrasebookAPITests {
    static let base = "/api/v1/phrasebook/packs"

    @Test func packsSearchAndRendering() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let packs = try await jana.api(.get, Self.base).jsonArray()
            #expect(Set(packs.compactMap { $0["id"] as? String }) == ["en-neoslavonic", "en-czech", "cs-neoslavonic"])
            #expect(packs.allSatisfy { ($0["phrases"] as? Int ?? 0) >= 150 })
            let pack = try await jana.api(.get, "\(Self.base)/en-czech").jsonObject()
            #expect(pack["id"] as? String == "en-czech")
            #expect(try await jana.api(.get, "\(Self.base)/nope").status == .notFound)

            let hits = try await jana.api(.get, "\(Self.base)/en-neoslavonic/search?q=hocu").jsonArray()
            #expect(hits.contains { $0["id"] as? String == "i-want" && $0["target"] as? String == "Hoču …." })

            let rendered = try await jana.api(.get, "\(Self.base)/en-neoslavonic/phrases/i-want?w1=verb:sleep").jsonObject()
            #expect(rendered["source"] as? String == "I want to sleep.")
            #expect(rendered["target"] as? String == "Hoču spati.")
            #expect(rendered["complete"] as? Bool == true)
            let cyrillic = try await jana.api(.get, "\(Self.base)/en-neoslavonic/phrases/i-want?w1=verb:sleep&script=cyrillic").jsonObject()
            #expect(cyrillic["target"] as? String == "Хочу спати.")
            let ignored = try await jana.api(.get, "\(Self.base)/en-czech/phrases/i-want?w1=dative:doctor").jsonObject()
            #expect(ignored["target"] as? String == "Chci …." && ignored["complete"] as? Bool == false)
            #expect(try await jana.api(.get, "\(Self.base)/en-czech/phrases/nope").status == .notFound)
            var stranger = Browser(client)
            #expect(try await stranger.api(.get, Self.base).status == .unauthorized)
        }
    }

    @Test func favouritesAndRecent() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            var petr = try await Browser.signedUp(client, as: .petr)
            let favourite = "\(Self.base)/en-czech/favourites/give-to"
            let saved = try await jana.api(.put, favourite, json: #"{"choices":{"1":"accusative:water","2":"dative:brother","3":"junk"}}"#)
            #expect(saved.status == .ok)
            #expect(try saved.jsonObject()["target"] as? String == "Prosím, dejte bratrovi vodu.")
            let list = try await jana.api(.get, "\(Self.base)/en-czech/favourites").jsonArray()
            #expect(list.map { $0["id"] as? String } == ["give-to"])
            #expect(list.first?["savedAt"] as? String != nil)
            #expect(try await petr.api(.get, "\(Self.base)/en-czech/favourites").jsonArray().isEmpty)
            #expect(try await petr.api(.delete, favourite).status == .notFound)
            #expect(try await jana.api(.put, favourite, json: "[").status == .badRequest)
            #expect(try await jana.api(.delete, favourite).status == .noContent)
            #expect(try await jana.api(.get, "\(Self.base)/en-czech/favourites").jsonArray().isEmpty)

            _ = try await jana.get("/phrasebook/en-czech/categories/asking-for-help?p=i-want&w=i-want.1.verb:sleep")
            let recent = try await jana.api(.get, "\(Self.base)/en-czech/recent").jsonArray()
            #expect(recent.first?["target"] as? String == "Chci spát.")
        }
    }
}

/// /api/v1/households/{id}/phrasebook/packs/{pack}: a household's own phrases and words
/// through the API, with the web editor's checks and messages; 404 for anyone else.
@Suite("Phrasebook API: household phrases")
struct PhrasebookHouseholdAPITests {
    @Test func ownPhrasesAndWordsAreAddedCheckedReplacedAndRemoved() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            var petr = try await Browser.signedUp(client, as: .petr)
            let household = try await jana.createHousehold("Nováci")
            let pack = "/api/v1/households/\(household)/phrasebook/packs/en-neoslavonic"
            #expect(try await jana.api(.get, "\(pack)/own").jsonObject()["categories"] as? [Any] != nil)

            let word = try await jana.api(
                .post, "\(pack)/own/words",
                json: """
                    {"form":"accusative","source":"the cat","target":"kota","gender":"masculine","pattern":"brat","lemma":"kot"}
                    """)
            #expect(word.status == .created)
            #expect(try word.jsonObject()["id"] as? String == "the-cat")
            let phrase = try await jana.api(
                .post, "\(pack)/own/phrases",
                json: """
                    {"source":"Please feed |1|.","target":"Prošu, nakrmite |1|.","slots":{"1":["accusative"]}}
                    """)
            #expect(phrase.status == .created)
            #expect(try phrase.jsonObject()["id"] as? String == "please-feed")
            // The merged pack and the phrase rendering use them like the pack's own.
            let merged = try await jana.api(.get, pack).jsonObject()
            #expect((merged["categories"] as? [[String: Any]])?.contains { $0["id"] as? String == "household" } == true)

            // The loader's checks and messages, field by field; nothing saved.
            let bad = try await jana.api(
                .post, "\(pack)/own/words",
                json: """
                    {"form":"accusative","source":"the dog","target":"psa","gender":"masculine","pattern":"brat","lemma":"pes"}
                    """)
            #expect(bad.status == .unprocessableContent)
            #expect(bad.text.contains(#""field":"word""#) && bad.text.contains(#"should be \"pesa\" by the pattern 'brat'"#))
            #expect(
                try await jana.api(.post, "\(pack)/own/words", json: #"{"form":"nope","source":"a","target":"b"}"#).status
                    == .unprocessableContent)
            let empty = try await jana.api(.post, "\(pack)/own/phrases", json: #"{"source":" ","target":""}"#)
            #expect(
                empty.status == .unprocessableContent && empty.text.contains("\"field\":\"source\"")
                    && empty.text.contains("\"field\":\"target\""))
            let own = try await jana.api(.get, "\(pack)/own")
            #expect(!own.text.contains("the-dog"))

            // Replacing the part with an export: the same checks as an import.
            let broken = own.text.replacingOccurrences(of: "Prošu, nakrmite |1|.", with: "Prošu, nakrmite |2|.")
            let refused = try await jana.api(.put, "\(pack)/own", json: broken)
            #expect(refused.status == .unprocessableContent && refused.text.contains("the two texts have different slots"))
            #expect(try await jana.api(.put, "\(pack)/own", json: own.text).status == .ok)

            // Strangers see nothing of it.
            #expect(try await petr.api(.get, "\(pack)/own").status == .notFound)
            #expect(try await petr.api(.delete, "\(pack)/own/phrases/please-feed").status == .notFound)

            #expect(try await jana.api(.delete, "\(pack)/own/phrases/please-feed").status == .noContent)
            #expect(try await jana.api(.delete, "\(pack)/own/phrases/please-feed").status == .notFound)
            #expect(try await jana.api(.delete, "\(pack)/own/words/accusative/the-cat").status == .noContent)
            #expect(try await jana.api(.get, "\(pack)/own").text.contains("the-cat") == false)
        }
    }
}
