import Foundation

/// The grammar a pack declares: its alphabet, the noun declension patterns its vocabulary
/// uses, and the present tense of its verbs and its adjective patterns. The Grammar page shows
/// it, and the validator checks nouns against it.
public struct PackGrammar: Codable, Sendable, Equatable {
    public var alphabet: [AlphabetLetter]?
    public var declensions: [DeclensionPattern]?
    public var conjugations: [VerbConjugation]?
    public var adjectives: [AdjectivePattern]?

    public init(
        alphabet: [AlphabetLetter]? = nil, declensions: [DeclensionPattern]? = nil,
        conjugations: [VerbConjugation]? = nil, adjectives: [AdjectivePattern]? = nil
    ) {
        self.alphabet = alphabet
        self.declensions = declensions
        self.conjugations = conjugations
        self.adjectives = adjectives
    }

    public func declension(_ pattern: String) -> DeclensionPattern? {
        declensions?.first { $0.pattern == pattern }
    }
}

/// One letter of the alphabet in both scripts, with how it sounds.
public struct AlphabetLetter: Codable, Sendable, Equatable {
    public var latin: String
    public var cyrillic: String?
    public var sound: String?

    public init(latin: String, cyrillic: String? = nil, sound: String? = nil) {
        self.latin = latin
        self.cyrillic = cyrillic
        self.sound = sound
    }
}

public enum GrammaticalCase: String, Codable, Sendable, CaseIterable {
    case nominative, genitive, dative, accusative, vocative, locative, instrumental
}

public enum GrammaticalNumber: String, Codable, Sendable, CaseIterable {
    case singular, plural
}

/// A noun declension pattern named after its model word ("žena"): the ending of each of the
/// seven cases in singular and plural. Endings attach to the stem, which is the lemma without
/// the nominative singular ending unless an entry names its own stem.
public struct DeclensionPattern: Codable, Sendable, Equatable {
    public var pattern: String
    public var gender: Gender
    /// Seven endings each, in `GrammaticalCase.allCases` order; "" for none.
    public var singular: [String]
    public var plural: [String]
    /// Forms of the model word itself that the endings do not give ("vocative.singular":
    /// "pane" for Czech "pán"), so the Grammar page shows the word as the books do.
    public var modelExceptions: [String: String]?
    /// The model word's stem when it is not the word without its ending ("písn" for "píseň").
    public var modelStem: String?

    public init(
        pattern: String, gender: Gender, singular: [String], plural: [String], modelExceptions: [String: String]? = nil,
        modelStem: String? = nil
    ) {
        self.pattern = pattern
        self.gender = gender
        self.singular = singular
        self.plural = plural
        self.modelExceptions = modelExceptions
        self.modelStem = modelStem
    }

    public func ending(_ grammaticalCase: GrammaticalCase, _ number: GrammaticalNumber) -> String? {
        let endings = number == .singular ? singular : plural
        guard let index = GrammaticalCase.allCases.firstIndex(of: grammaticalCase), index < endings.count else { return nil }
        return endings[index]
    }

    /// The stem of `lemma` under this pattern; nil when the lemma does not end like the model.
    public func stem(of lemma: String) -> String? {
        let ending = singular.first ?? ""
        guard lemma.hasSuffix(ending) else { return nil }
        return String(lemma.dropLast(ending.count))
    }

    /// The form of a noun in a case and number. The nominative singular is always the lemma.
    public func decline(
        _ lemma: String, stem: String? = nil, _ grammaticalCase: GrammaticalCase,
        _ number: GrammaticalNumber
    ) -> String? {
        if grammaticalCase == .nominative && number == .singular { return lemma }
        if lemma == pattern, stem == nil, let form = modelExceptions?["\(grammaticalCase.rawValue).\(number.rawValue)"] { return form }
        let modelStem = lemma == pattern ? self.modelStem : nil
        guard let stem = stem ?? modelStem ?? self.stem(of: lemma), let ending = ending(grammaticalCase, number) else { return nil }
        return stem + ending
    }
}
