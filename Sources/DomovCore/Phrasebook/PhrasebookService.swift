import Foundation

/// The phrasebook's use cases: a person's favourite and recently used phrases, and a
/// household's own part of a pack, which is stored only after it validated with the pack (as
/// an import is checked). The packs themselves ship with the app and are read by the caller.
public struct PhrasebookService: Sendable {
    public let repository: any PhrasebookRepository
    public let clock: WallClock

    /// How many recently used phrases a person keeps per pack.
    public static let recentLength = 20
    /// How many favourites a person keeps per pack.
    public static let favouritesLength = 500

    public init(repository: any PhrasebookRepository, clock: WallClock) {
        self.repository = repository
        self.clock = clock
    }

    /// The person's saved phrases of one kind in the pack, newest first.
    public func saved(_ kind: SavedPhrase.Kind, packID: String, for user: User) async throws -> [SavedPhrase] {
        try await repository.saved(
            kind, userID: user.id, packID: packID, limit: kind == .recent ? Self.recentLength : Self.favouritesLength)
    }

    /// Keeps the phrase, with its words, among the person's `kind` (for `recent`, the newest
    /// of them, the oldest beyond the list's length dropped); returns it as saved.
    @discardableResult
    public func save(
        _ phraseID: String, selection: PhraseSelection, packID: String, as kind: SavedPhrase.Kind, for user: User
    ) async throws -> SavedPhrase {
        let saved = SavedPhrase(packID: packID, phraseID: phraseID, selection: selection, savedAt: clock.now())
        try await repository.save(saved, as: kind, userID: user.id, keep: kind == .recent ? Self.recentLength : Self.favouritesLength)
        return saved
    }

    /// False when the phrase was not among the person's favourites.
    public func removeFavourite(_ phraseID: String, packID: String, for user: User) async throws -> Bool {
        try await repository.remove(.favourite, userID: user.id, packID: packID, phraseID: phraseID)
    }

    /// The household's part of the pack as stored, or an empty one. It was validated when saved.
    public func householdPart(of base: PhrasePack, householdID: ID<Household>) async throws -> PhrasePack {
        guard let data = try await repository.householdPack(householdID: householdID, packID: base.id),
            let own = try? JSONDecoder().decode(PhrasePack.self, from: data)
        else { return base.emptyHouseholdPack(name: Self.householdCategoryName(base)) }
        return own
    }

    /// Checks the part together with the pack and stores it; throws the loader's messages,
    /// naming `file`, when it is refused.
    @discardableResult
    public func saveHouseholdPart(_ own: PhrasePack, over base: PhrasePack, file: String, householdID: ID<Household>) async throws
        -> PhrasePack
    {
        try await saveHouseholdPart(JSONEncoder().encode(own), over: base, file: file, householdID: householdID)
    }

    /// The same for an uploaded export.
    @discardableResult
    public func saveHouseholdPart(_ data: Data, over base: PhrasePack, file: String, householdID: ID<Household>) async throws -> PhrasePack
    {
        var own = try PhrasePackLoader().householdPack(from: data, file: file, over: base)
        own.id = "household"
        try await repository.saveHouseholdPack(try JSONEncoder().encode(own), householdID: householdID, packID: base.id, at: clock.now())
        return own
    }

    /// The name of the household's own category, in the pack's source language.
    public static func householdCategoryName(_ pack: PhrasePack) -> String {
        pack.source.code == "cs" ? "Naše fráze" : "Our phrases"
    }
}
