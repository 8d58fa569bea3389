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

    /// The path patterns the router registers; `path` fills them in.
    enum Route: String, RoutePattern {
        case start = "/phrasebook"
        case pack = "/phrasebook/:pack"
        case category = "/phrasebook/:pack/categories/:category"
        case picker = "/phrasebook/:pack/categories/:category/pick"
        case search = "/phrasebook/:pack/search"
        case grammar = "/phrasebook/:pack/grammar"
        case info = "/phrasebook/:pack/info"
        /// Beside the packs: the router prefers the constant "script" to a pack's id.
        case script = "/phrasebook/script"
        case packFile = "/phrasebook/:pack/pack.json"
        case offlineData = "/phrasebook/:pack/offline.json"
        case favourites = "/phrasebook/:pack/favourites"
        case favourite = "/phrasebook/:pack/favourites/toggle"
        case household = "/phrasebook/:pack/households/:household"
        case householdPhrase = "/phrasebook/:pack/households/:household/phrases"
        case householdWord = "/phrasebook/:pack/households/:household/words"
        case householdRemove = "/phrasebook/:pack/households/:household/remove"
        case householdExport = "/phrasebook/:pack/households/:household/export.json"
        case householdImport = "/phrasebook/:pack/households/:household/import"
    }

    var path: String {
        switch self {
        case .start: Route.start.path()
        case .pack(let pack): Route.pack.path(pack)
        case .category(let pack, let category, let state): Route.category.path(pack, category) + state.query
        case .picker(let pack, let category, let phrase, let slot, let state):
            Route.picker.path(pack, category) + state.query(extra: [("phrase", phrase), ("slot", String(slot))])
        case .search(let pack, let query): Route.search.path(pack) + PhrasebookState.encode(query.map { [("q", $0)] } ?? [])
        case .grammar(let pack): Route.grammar.path(pack)
        case .info(let pack): Route.info.path(pack)
        case .script(let script, let back): Route.script.path() + PhrasebookState.encode([("to", script.rawValue), ("back", back)])
        case .packFile(let pack): Route.packFile.path(pack)
        case .offlineData(let pack): Route.offlineData.path(pack)
        case .favourites(let pack): Route.favourites.path(pack)
        case .favourite(let pack): Route.favourite.path(pack)
        case .household(let pack, let h): Route.household.path(pack, h)
        case .householdPhrase(let pack, let h): Route.householdPhrase.path(pack, h)
        case .householdWord(let pack, let h): Route.householdWord.path(pack, h)
        case .householdRemove(let pack, let h): Route.householdRemove.path(pack, h)
        case .householdExport(let pack, let h): Route.householdExport.path(pack, h)
        case .householdImport(let pack, let h): Route.householdImport.path(pack, h)
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
