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
