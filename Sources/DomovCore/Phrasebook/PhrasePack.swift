import Foundation

/// One phrasebook: phrases in a source language with their translations into a target
/// language, the word lists their slots are filled from, and the grammar the words follow.
/// Packs are JSON files (see Resources/Phrasebook/README.md in DomovServer for the schema);
/// `PhrasePackLoader` reads and validates them.
public struct PhrasePack: Codable, Sendable, Equatable {
    /// Stable identifier used in URLs, for example "en-neoslavonic".
    public var id: String
    public var name: String
    public var source: PackLanguage
    public var target: PackLanguage
    public var info: PackInfo?
    public var categories: [PhraseCategory]
    /// The word lists slots allow, for example "verb" or "accusative".
    public var forms: [WordForm]
    public var grammar: PackGrammar?

    public init(
        id: String, name: String, source: PackLanguage, target: PackLanguage, info: PackInfo? = nil,
        categories: [PhraseCategory], forms: [WordForm], grammar: PackGrammar? = nil
    ) {
        self.id = id
        self.name = name
        self.source = source
        self.target = target
        self.info = info
        self.categories = categories
        self.forms = forms
        self.grammar = grammar
    }

    /// The form list with this id, if the pack has it.
    public func form(_ id: String) -> WordForm? {
        forms.first { $0.id == id }
    }

    public func category(_ id: String) -> PhraseCategory? {
        categories.first { $0.id == id }
    }

    /// The phrase with this id and the category it is in.
    public func phrase(_ id: String) -> (category: PhraseCategory, phrase: Phrase)? {
        for category in categories {
            if let phrase = category.phrases.first(where: { $0.id == id }) { return (category, phrase) }
        }
        return nil
    }

    /// Categories in the source language's alphabetical order, as the menu lists them.
    public var sortedCategories: [PhraseCategory] {
        let collation = source.collationRules
        return categories.sorted { collation.areInIncreasingOrder($0.name, $1.name) }
    }

    public var phraseCount: Int { categories.reduce(0) { $0 + $1.phrases.count } }
    public var entryCount: Int { forms.reduce(0) { $0 + $1.entries.count } }
}

/// A language of a pack: its BCP 47 code, its name, and how it is sorted, spoken and written.
public struct PackLanguage: Codable, Sendable, Equatable {
    public var code: String
    public var name: String
    /// The BCP 47 tag of a speech-synthesis voice to read it with ("cs-CZ"); nil: the code.
    public var speech: String?
    /// "czech", "neoslavonic" or "default"; nil: chosen from the code.
    public var collation: String?
    /// "neoslavonic" when the language can also be shown in Cyrillic.
    public var transliteration: String?

    public init(code: String, name: String, speech: String? = nil, collation: String? = nil, transliteration: String? = nil) {
        self.code = code
        self.name = name
        self.speech = speech
        self.collation = collation
        self.transliteration = transliteration
    }

    public var collationRules: PhrasebookCollation {
        switch collation ?? code {
        case "czech", "cs": .czech
        case "neoslavonic": .neoslavonic
        default: .standard
        }
    }

    /// Whether a Latin/Cyrillic toggle makes sense for this language.
    public var hasCyrillic: Bool { transliteration == "neoslavonic" }

    public var speechLanguage: String { speech ?? code }
}

/// Who made a pack and where to learn more, for the Info page.
public struct PackInfo: Codable, Sendable, Equatable {
    public var description: String?
    public var authors: [String]?
    public var links: [PackLink]?

    public init(description: String? = nil, authors: [String]? = nil, links: [PackLink]? = nil) {
        self.description = description
        self.authors = authors
        self.links = links
    }
}

public struct PackLink: Codable, Sendable, Equatable {
    public var title: String
    public var url: String

    public init(title: String, url: String) {
        self.title = title
        self.url = url
    }
}
