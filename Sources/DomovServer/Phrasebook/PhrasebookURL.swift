import DomovCore
import Foundation

/// The phrasebook's pages, under /phrasebook. Part of `SiteURL`. Packs are named by their id;
/// the words chosen on a page travel in its query, so every page works without JavaScript.
public enum PhrasebookURL: Sendable, Equatable {
    /// Opens the pack that suits the reader's language.
    case start
    case pack(String)
    case category(String, String, PhrasebookState = PhrasebookState())
    /// The word picker for one slot of one phrase.
    case picker(String, String, phrase: String, slot: Int, PhrasebookState = PhrasebookState())
    case search(String, query: String? = nil)
    case grammar(String)
    case info(String)
    /// GET: remembers Latin or Cyrillic in a cookie and goes back to `back`.
    case script(NeoslavonicScript, back: String)
    /// The validated pack as JSON, for the service worker to keep offline.
    case packFile(String)
    /// The pack as phrasebook.js translates it offline (`PhrasebookOfflineData`).
    case offlineData(String)
    /// The signed-in person's favourite and recently used phrases of the pack.
    case favourites(String)
    /// POST: keeps or forgets a favourite; the phrase and its words travel in the form.
    case favourite(String)
    /// A household's own phrases and words for the pack: the editor, its forms, export and import.
    case household(String, ID<Household>)
    case householdPhrase(String, ID<Household>)
    case householdWord(String, ID<Household>)
    case householdRemove(String, ID<Household>)
    case householdExport(String, ID<Household>)
    case householdImport(String, ID<Household>)

    var path: String {
        switch self {
        case .start: "/phrasebook"
        case .pack(let pack): "/phrasebook/\(pack)"
        case .category(let pack, let category, let state): "/phrasebook/\(pack)/categories/\(category)" + state.query
        case .picker(let pack, let category, let phrase, let slot, let state):
            "/phrasebook/\(pack)/categories/\(category)/pick" + state.query(extra: [("phrase", phrase), ("slot", String(slot))])
        case .search(let pack, let query): "/phrasebook/\(pack)/search" + PhrasebookState.encode(query.map { [("q", $0)] } ?? [])
        case .grammar(let pack): "/phrasebook/\(pack)/grammar"
        case .info(let pack): "/phrasebook/\(pack)/info"
        case .script(let script, let back): "/phrasebook/script" + PhrasebookState.encode([("to", script.rawValue), ("back", back)])
        case .packFile(let pack): "/phrasebook/\(pack)/pack.json"
        case .offlineData(let pack): "/phrasebook/\(pack)/offline.json"
        case .favourites(let pack): "/phrasebook/\(pack)/favourites"
        case .favourite(let pack): "/phrasebook/\(pack)/favourites/toggle"
        case .household(let pack, let h): "/phrasebook/\(pack)/households/\(h)"
        case .householdPhrase(let pack, let h): "/phrasebook/\(pack)/households/\(h)/phrases"
        case .householdWord(let pack, let h): "/phrasebook/\(pack)/households/\(h)/words"
        case .householdRemove(let pack, let h): "/phrasebook/\(pack)/households/\(h)/remove"
        case .householdExport(let pack, let h): "/phrasebook/\(pack)/households/\(h)/export.json"
        case .householdImport(let pack, let h): "/phrasebook/\(pack)/households/\(h)/import"
        }
    }
}

/// What a category page shows: the selected phrase (in the translation bar) and the words
/// chosen in each phrase.
public struct PhrasebookState: Sendable, Equatable {
    public var selected: String?
    public var choices: PhraseChoices

    public init(selected: String? = nil, choices: PhraseChoices = PhraseChoices()) {
        self.selected = selected
        self.choices = choices
    }

    var query: String { query(extra: []) }

    func query(extra: [(String, String)]) -> String {
        Self.encode(extra + (selected.map { [("p", $0)] } ?? []) + choices.tokens.map { ("w", $0) })
    }

    /// The state with one phrase selected and one of its slots set.
    func choosing(_ choice: PhraseSelection.Choice, slot: Int, in phrase: String) -> PhrasebookState {
        var copy = self
        copy.selected = phrase
        var selection = copy.choices[phrase]
        selection[slot] = choice
        copy.choices[phrase] = selection
        return copy
    }

    static let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/")

    static func encode(_ pairs: [(String, String)]) -> String {
        guard !pairs.isEmpty else { return "" }
        return "?" + pairs.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }.joined(separator: "&")
    }
}
