import Foundation

/// A group of phrases on one topic ("Asking for help"), listed in the menu.
public struct PhraseCategory: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var phrases: [Phrase]

    public init(id: String, name: String, phrases: [Phrase]) {
        self.id = id
        self.name = name
        self.phrases = phrases
    }

    /// Phrases in the source language's alphabetical order, as the category page lists them.
    public func sortedPhrases(_ collation: PhrasebookCollation) -> [Phrase] {
        phrases.sorted { collation.areInIncreasingOrder($0.source, $1.source) }
    }
}

/// A phrase and its translation. Both texts may hold the same numbered slots ("|1|", "|2|"),
/// filled with a word chosen from one of the forms the slot allows, possibly in another order
/// in each language.
public struct Phrase: Codable, Sendable, Equatable {
    /// Unique within the pack; chosen words and favourites are kept under it.
    public var id: String
    public var source: String
    public var target: String
    /// Slot number ("1") → the ids of the forms it allows, in the order the picker shows them.
    public var slots: [String: [String]]
    /// Slot number ("1") → the kinds of word it takes ("Please call |1|." takes people); a slot
    /// not named here takes every word of its forms.
    public var kinds: [String: [WordKind]]

    public init(id: String, source: String, target: String, slots: [String: [String]] = [:], kinds: [String: [WordKind]] = [:]) {
        self.id = id
        self.source = source
        self.target = target
        self.slots = slots
        self.kinds = kinds
    }

    enum CodingKeys: String, CodingKey { case id, source, target, slots, kinds }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        source = try container.decode(String.self, forKey: .source)
        target = try container.decode(String.self, forKey: .target)
        slots = try container.decodeIfPresent([String: [String]].self, forKey: .slots) ?? [:]
        kinds = try container.decodeIfPresent([String: [WordKind]].self, forKey: .kinds) ?? [:]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(source, forKey: .source)
        try container.encode(target, forKey: .target)
        if !slots.isEmpty { try container.encode(slots, forKey: .slots) }
        if !kinds.isEmpty { try container.encode(kinds, forKey: .kinds) }
    }

    /// The forms slot `number` allows; empty when the phrase has no such slot.
    public func allowedForms(_ number: Int) -> [String] {
        slots[String(number)] ?? []
    }

    /// The kinds of word slot `number` takes; empty: any.
    public func allowedKinds(_ number: Int) -> [WordKind] {
        kinds[String(number)] ?? []
    }

    /// Whether slot `number` offers `entry` of the form `form`: the slot allows the form, and
    /// takes the word's kind (a slot without kinds, or a word without one, fits).
    public func takes(_ entry: VocabularyEntry, of form: String, in number: Int) -> Bool {
        guard allowedForms(number).contains(form) else { return false }
        let kinds = allowedKinds(number)
        guard !kinds.isEmpty, let kind = entry.kind else { return true }
        return kinds.contains(kind)
    }

    /// Slot numbers in the order they appear in the source text.
    public var slotNumbers: [Int] {
        PhraseTemplate(source).slotNumbers
    }
}
