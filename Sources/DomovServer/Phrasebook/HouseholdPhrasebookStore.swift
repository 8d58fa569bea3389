import DomovCore
import DomovStorage
import Foundation

/// A household's own part of a pack as stored, for the web editor and the JSON API alike:
/// read (an empty part when there is none), and saved only after it validated with the pack.
struct HouseholdPhrasebookStore {
    let services: DomovServices

    /// The household's part as stored, or an empty one. It was validated when saved.
    func own(_ base: PhrasePack, householdID: ID<Household>) async throws -> PhrasePack {
        guard let data = try await services.storage.phrasebook.householdPack(householdID: householdID, packID: base.id),
              let own = try? JSONDecoder().decode(PhrasePack.self, from: data)
        else { return base.emptyHouseholdPack(name: Self.categoryName(base)) }
        return own
    }

    /// Checks the part together with the pack (as an import is checked) and stores it; throws
    /// the loader's messages, naming `file`, when it is refused.
    @discardableResult
    func save(_ own: PhrasePack, over base: PhrasePack, file: String, householdID: ID<Household>) async throws -> PhrasePack {
        try await save(JSONEncoder().encode(own), over: base, file: file, householdID: householdID)
    }

    /// The same for an uploaded export.
    @discardableResult
    func save(_ data: Data, over base: PhrasePack, file: String, householdID: ID<Household>) async throws -> PhrasePack {
        var own = try PhrasePackLoader().householdPack(from: data, file: file, over: base)
        own.id = "household"
        try await services.storage.phrasebook.saveHouseholdPack(try JSONEncoder().encode(own), householdID: householdID, packID: base.id, at: services.clock.now())
        return own
    }

    /// The name of the household's own category, in the pack's source language.
    static func categoryName(_ pack: PhrasePack) -> String {
        pack.source.code == "cs" ? "Naše fráze" : "Our phrases"
    }
}
