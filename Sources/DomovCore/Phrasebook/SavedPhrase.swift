import Foundation

/// A phrase a person keeps at hand, with the words they chose in it: a favourite, or one of
/// the phrases they used most recently.
public struct SavedPhrase: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case favourite, recent
    }

    public var packID: String
    public var phraseID: String
    public var selection: PhraseSelection
    public var savedAt: Date

    public init(packID: String, phraseID: String, selection: PhraseSelection = PhraseSelection(), savedAt: Date) {
        self.packID = packID
        self.phraseID = phraseID
        self.selection = selection
        self.savedAt = savedAt
    }
}

extension PhraseSelection {
    /// "1=verb:sleep 2=dative:brother": how storage keeps a selection.
    public var storedText: String {
        choices.keys.sorted().map { "\($0)=\(choices[$0]!.token)" }.joined(separator: " ")
    }

    public init(storedText: String) {
        var choices: [Int: Choice] = [:]
        for part in storedText.split(separator: " ") {
            let pieces = part.split(separator: "=", maxSplits: 1)
            guard pieces.count == 2, let slot = Int(pieces[0]), let choice = Choice(token: String(pieces[1])) else { continue }
            choices[slot] = choice
        }
        self.init(choices)
    }
}

/// Where favourites, recently used phrases and households' own phrasebooks are kept.
public protocol PhrasebookRepository: Sendable {
    /// The user's saved phrases of one kind in a pack, newest first.
    func saved(_ kind: SavedPhrase.Kind, userID: ID<User>, packID: String, limit: Int) async throws -> [SavedPhrase]
    /// Saves or refreshes one; for `recent`, older ones beyond `keep` are dropped.
    func save(_ phrase: SavedPhrase, as kind: SavedPhrase.Kind, userID: ID<User>, keep: Int) async throws
    /// False when it was not saved.
    func remove(_ kind: SavedPhrase.Kind, userID: ID<User>, packID: String, phraseID: String) async throws -> Bool
    /// A household's own phrases and words for a pack, as pack JSON.
    func householdPack(householdID: ID<Household>, packID: String) async throws -> Data?
    func saveHouseholdPack(_ json: Data, householdID: ID<Household>, packID: String, at: Date) async throws
}
