import Foundation

/// One word list a slot can be filled from, such as "Accusative" (nouns in that case) or
/// "Verb" (infinitives). Each entry already carries both texts in this form.
public struct WordForm: Codable, Sendable, Equatable {
    public var id: String
    /// The label on slot buttons and picker sections, in the source language.
    public var name: String
    /// For noun forms: the case and number the entries are in, checked against the grammar.
    public var grammaticalCase: GrammaticalCase?
    public var number: GrammaticalNumber?
    public var entries: [VocabularyEntry]

    public init(
        id: String, name: String, grammaticalCase: GrammaticalCase? = nil, number: GrammaticalNumber? = nil,
        entries: [VocabularyEntry]
    ) {
        self.id = id
        self.name = name
        self.grammaticalCase = grammaticalCase
        self.number = number
        self.entries = entries
    }

    enum CodingKeys: String, CodingKey {
        case id, name, number, entries
        case grammaticalCase = "case"
    }

    public func entry(_ id: String) -> VocabularyEntry? {
        entries.first { $0.id == id }
    }
}

/// A word in one form: what the user reads (source) and what is said (target).
public struct VocabularyEntry: Codable, Sendable, Equatable {
    /// Unique within its form; chosen words are kept as "form:entry".
    public var id: String
    public var source: String
    public var target: String
    public var gender: Gender?
    /// The declension pattern of a noun, named after its model word ("žena").
    public var pattern: String?
    /// The noun's dictionary form (nominative singular) in the target language.
    public var lemma: String?
    /// The stem endings attach to, when it is not the lemma without its ending ("ps" for "pes").
    public var stem: String?
    /// What the word names, for slots that take only some kinds; nil fits every slot.
    public var kind: WordKind?

    public init(
        id: String, source: String, target: String, gender: Gender? = nil, pattern: String? = nil,
        lemma: String? = nil, stem: String? = nil, kind: WordKind? = nil
    ) {
        self.id = id
        self.source = source
        self.target = target
        self.gender = gender
        self.pattern = pattern
        self.lemma = lemma
        self.stem = stem
        self.kind = kind
    }
}

public enum Gender: String, Codable, Sendable, CaseIterable {
    case masculine, feminine, neuter
}
