import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLPhrasebookRepository")
struct SQLPhrasebookRepositoryTests {
    static let sleep = PhraseSelection([1: .init(form: "verb", entry: "sleep"), 2: .init(form: "dative", entry: "brother")])

    @Test(arguments: TestDatabase.allConfigured())
    func favouritesKeepTheirWordsPerUserAndPack(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = StorageFixtures(storage: storage)
            let jana = try await f.user("jana")
            let petr = try await f.user("petr")
            let repo = storage.phrasebook
            try await repo.save(
                SavedPhrase(packID: "en-neoslavonic", phraseID: "i-want", selection: Self.sleep, savedAt: f.clock.now),
                as: .favourite, userID: jana.id, keep: 100)
            f.clock.advance(by: 60)
            try await repo.save(
                SavedPhrase(packID: "en-neoslavonic", phraseID: "hello", savedAt: f.clock.now), as: .favourite, userID: jana.id, keep: 100)
            try await repo.save(
                SavedPhrase(packID: "en-czech", phraseID: "hello", savedAt: f.clock.now), as: .favourite, userID: jana.id, keep: 100)

            let favourites = try await repo.saved(.favourite, userID: jana.id, packID: "en-neoslavonic", limit: 50)
            #expect(favourites.map(\.phraseID) == ["hello", "i-want"])
            #expect(favourites[1].selection == Self.sleep)
            #expect(favourites[1].savedAt == f.clock.now.addingTimeInterval(-60))
            #expect(try await repo.saved(.favourite, userID: petr.id, packID: "en-neoslavonic", limit: 50).isEmpty)
            #expect(try await repo.saved(.recent, userID: jana.id, packID: "en-neoslavonic", limit: 50).isEmpty)

            // Saving again replaces the words; removing is per pack.
            try await repo.save(
                SavedPhrase(packID: "en-neoslavonic", phraseID: "i-want", savedAt: f.clock.now), as: .favourite, userID: jana.id, keep: 100)
            #expect(
                try await repo.saved(.favourite, userID: jana.id, packID: "en-neoslavonic", limit: 50).first { $0.phraseID == "i-want" }?
                    .selection.isEmpty == true)
            #expect(try await repo.remove(.favourite, userID: jana.id, packID: "en-neoslavonic", phraseID: "hello"))
            #expect(!(try await repo.remove(.favourite, userID: jana.id, packID: "en-neoslavonic", phraseID: "hello")))
            #expect(try await repo.saved(.favourite, userID: jana.id, packID: "en-czech", limit: 50).count == 1)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func recentlyUsedKeepsTheNewest(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = StorageFixtures(storage: storage)
            let jana = try await f.user("jana")
            for phrase in ["a", "b", "c", "d", "b"] {
                f.clock.advance(by: 1)
                try await storage.phrasebook.save(
                    SavedPhrase(packID: "p", phraseID: phrase, savedAt: f.clock.now), as: .recent, userID: jana.id, keep: 3)
            }
            #expect(
                try await storage.phrasebook.saved(.recent, userID: jana.id, packID: "p", limit: 10).map(\.phraseID) == ["b", "d", "c"])
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aHouseholdPackIsStoredAndReplaced(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = StorageFixtures(storage: storage)
            let jana = try await f.user("jana")
            let home = try await f.household("Domov", owner: jana)
            #expect(try await storage.phrasebook.householdPack(householdID: home.id, packID: "en-czech") == nil)
            try await storage.phrasebook.saveHouseholdPack(
                Data("{\"a\":\"ž\"}".utf8), householdID: home.id, packID: "en-czech", at: f.clock.now)
            try await storage.phrasebook.saveHouseholdPack(
                Data("{\"b\":1}".utf8), householdID: home.id, packID: "en-czech", at: f.clock.now)
            #expect(try await storage.phrasebook.householdPack(householdID: home.id, packID: "en-czech") == Data("{\"b\":1}".utf8))
            #expect(try await storage.phrasebook.householdPack(householdID: home.id, packID: "en-neoslavonic") == nil)
        }
    }

    @Test func storedSelectionsRoundTrip() {
        #expect(Self.sleep.storedText == "1=verb:sleep 2=dative:brother")
        #expect(PhraseSelection(storedText: Self.sleep.storedText) == Self.sleep)
        #expect(PhraseSelection(storedText: "x=1 3=bad").isEmpty)
    }
}
