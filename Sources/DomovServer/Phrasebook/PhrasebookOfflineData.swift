import DomovCore
import Foundation

/// Everything phrasebook.js needs to translate and fill slots without the server, made from
/// the same renderer as the pages: phrases already split into text and slots (with their
/// labels and hints), and every word in the picker's order with its texts as they read in a
/// sentence and at its start, in both scripts. The page's script only substitutes; it applies
/// no grammar of its own, so offline answers are the server's answers. The one rule it keeps
/// is `Phrase.takes`: a slot's kinds, with the words' kinds, say which words it offers.
struct PhrasebookOfflineData: Encodable {
    /// A piece of a phrase text: plain text, or a slot with what its button says.
    enum Piece: Encodable, Equatable {
        case text(String)
        /// `opening`: the slot starts the sentence, so its word takes its capitalised spelling.
        case slot(number: Int, label: String, hint: String, opening: Bool)

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .text(let text):
                var container = encoder.singleValueContainer()
                try container.encode(text)
            case .slot(let number, let label, let hint, let opening):
                var container = encoder.container(keyedBy: SlotKeys.self)
                try container.encode(number, forKey: .slot)
                try container.encode(label, forKey: .label)
                try container.encode(hint, forKey: .hint)
                try container.encode(opening, forKey: .opening)
            }
        }

        enum SlotKeys: String, CodingKey { case slot, label, hint, opening }
    }

    struct OfflinePhrase: Encodable {
        let category: String
        let slots: [String: [String]]
        /// The kinds of word a slot takes; a slot not named takes every word of its forms.
        let kinds: [String: [String]]
        let source: [Piece]
        /// "latin" and, for packs that have it, "cyrillic".
        let target: [String: [Piece]]
    }

    struct Spellings: Encodable, Equatable {
        /// In a sentence, and opening it.
        let inside: String
        let opening: String
    }

    struct OfflineEntry: Encodable {
        let id: String
        let source: Spellings
        let target: [String: Spellings]
        /// "feminine, pattern žena" in the reader's language, as the picker shows it.
        let grammar: String?
        /// What the word names; nil fits every slot.
        let kind: String?
    }

    struct OfflineForm: Encodable {
        let name: String
        let entries: [OfflineEntry]
    }

    let pack: String
    let sourceLanguage: String
    let targetLanguage: String
    let speechLanguage: String
    let scripts: [String]
    let texts: [String: String]
    let phrases: [String: OfflinePhrase]
    /// Category id → name, for the favourites drawn in the page.
    let categories: [String: String]
    let forms: [String: OfflineForm]
    /// The person's favourite phrases, so a bar drawn offline shows the button's state.
    let favourites: [String]
    /// Where the favourite button posts.
    let favouriteAction: String

    /// Stands for the sentence in `pickWordFor`, which the page fills in.
    static let sentenceMark = "\u{1}"

    init(frame: PhrasebookFrame, favourites: [String] = []) {
        let pack = frame.pack
        let renderer = PhraseRenderer(pack: pack)
        let scripts: [NeoslavonicScript] = pack.target.hasCyrillic ? [.latin, .cyrillic] : [.latin]
        func inScript(_ text: String, _ script: NeoslavonicScript) -> String {
            pack.target.hasCyrillic ? script.show(text) : text
        }
        func pieces(_ phrase: Phrase, _ side: PhraseSide, _ script: NeoslavonicScript) -> [Piece] {
            renderer.render(phrase, side).pieces.enumerated().map { index, piece in
                switch piece {
                case .text(let text): .text(side == .target ? inScript(text, script) : text)
                case .slot(let number, let label, _):
                    .slot(number: number, label: label, hint: frame(.slotHint(label)), opening: index == 0)
                }
            }
        }
        var phrases: [String: OfflinePhrase] = [:]
        for category in pack.categories {
            for phrase in category.phrases {
                phrases[phrase.id] = OfflinePhrase(
                    category: category.id, slots: phrase.slots, kinds: phrase.kinds.mapValues { $0.map(\.rawValue) },
                    source: pieces(phrase, .source, .latin),
                    target: Dictionary(uniqueKeysWithValues: scripts.map { ($0.rawValue, pieces(phrase, .target, $0)) }))
            }
        }
        var forms: [String: OfflineForm] = [:]
        let collation = pack.source.collationRules
        for form in pack.forms {
            let entries = form.entries.sorted { collation.areInIncreasingOrder($0.source, $1.source) }.map { entry in
                OfflineEntry(
                    id: entry.id,
                    source: Spellings(inside: entry.source, opening: PhraseRenderer.opening(entry.source)),
                    target: Dictionary(
                        uniqueKeysWithValues: scripts.map { script in
                            (
                                script.rawValue,
                                Spellings(
                                    inside: inScript(entry.target, script),
                                    opening: inScript(PhraseRenderer.opening(entry.target), script))
                            )
                        }),
                    grammar: entry.gender.map { frame(.gender($0)) + (entry.pattern.map { ", \(frame(.pattern)) \($0)" } ?? "") },
                    kind: entry.kind?.rawValue)
            }
            forms[form.id] = OfflineForm(name: form.name, entries: entries)
        }
        self.pack = pack.id
        self.sourceLanguage = pack.source.code
        self.targetLanguage = pack.target.code
        self.speechLanguage = pack.target.speechLanguage
        self.scripts = scripts.map(\.rawValue)
        self.texts = [
            "emptySlot": frame(.emptySlotReads), "chooseAPhrase": frame(.chooseAPhrase), "translation": frame(.translation),
            "speak": frame(.speak), "cancel": frame(.cancel), "pickWordFor": frame(.pickWordFor(Self.sentenceMark)),
            "script": frame(.script), "latin": frame(.latin), "cyrillic": frame(.cyrillic),
            "showInLatin": frame(.showIn(.latin)), "showInCyrillic": frame(.showIn(.cyrillic)),
            "addFavourite": frame(.addFavourite), "removeFavourite": frame(.removeFavourite),
            "favouriteKept": frame(.favouriteKept), "favouriteNotSent": frame(.favouriteNotSent),
            "favouriteRemovalNotSent": frame(.favouriteRemovalNotSent), "favouritesWaiting": frame(.favouritesWaiting),
        ]
        self.phrases = phrases
        self.categories = Dictionary(pack.categories.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        self.forms = forms
        self.favourites = favourites
        self.favouriteAction = SiteURL.phrasebook(.favourite(pack.id)).path
    }
}
