import Foundation

/// A verb in the present tense: the six persons in the order já, ty, on/ona/ono, my, vy, oni
/// (I, you, he/she/it, we, you, they). Written out, not derived: Czech present tenses follow
/// several classes and many exceptions, and a phrasebook only needs the verbs it uses.
public struct VerbConjugation: Codable, Sendable, Equatable {
    public var verb: String
    /// What it means in the pack's source language, for the Grammar page.
    public var meaning: String?
    public var present: [String]

    public init(verb: String, meaning: String? = nil, present: [String]) {
        self.verb = verb
        self.meaning = meaning
        self.present = present
    }
}

/// An adjective pattern named after its model word ("mladý", "jarní"): the singular endings
/// of the seven cases for each gender (masculine animate). Endings attach to the model's stem,
/// the word without its masculine nominative ending.
public struct AdjectivePattern: Codable, Sendable, Equatable {
    public var pattern: String
    public var masculine: [String]
    public var feminine: [String]
    public var neuter: [String]

    public init(pattern: String, masculine: [String], feminine: [String], neuter: [String]) {
        self.pattern = pattern
        self.masculine = masculine
        self.feminine = feminine
        self.neuter = neuter
    }

    public func endings(_ gender: Gender) -> [String] {
        switch gender {
        case .masculine: masculine
        case .feminine: feminine
        case .neuter: neuter
        }
    }

    /// `adjective` (its masculine nominative) in a gender and case; nil when it does not end
    /// like the model word, so it is not of this pattern.
    public func decline(_ adjective: String, _ gender: Gender, _ grammaticalCase: GrammaticalCase) -> String? {
        guard let nominative = masculine.first, adjective.hasSuffix(nominative),
            let index = GrammaticalCase.allCases.firstIndex(of: grammaticalCase)
        else { return nil }
        let endings = endings(gender)
        guard index < endings.count else { return nil }
        return String(adjective.dropLast(nominative.count)) + endings[index]
    }
}
