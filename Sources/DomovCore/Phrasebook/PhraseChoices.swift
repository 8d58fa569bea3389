import Foundation

/// The words chosen in every phrase of a page, each phrase with its own selection. Without
/// JavaScript they travel in the URL as repeated "w=phrase.slot.form:entry" values, so picking
/// a word in one phrase never changes another.
public struct PhraseChoices: Sendable, Equatable {
    public private(set) var selections: [String: PhraseSelection]

    public init(_ selections: [String: PhraseSelection] = [:]) {
        self.selections = selections.filter { !$0.value.isEmpty }
    }

    public subscript(phrase: String) -> PhraseSelection {
        get { selections[phrase] ?? PhraseSelection() }
        set { selections[phrase] = newValue.isEmpty ? nil : newValue }
    }

    /// Reads "phrase.slot.form:entry" tokens; malformed ones are skipped.
    public init(tokens: [String]) {
        var selections: [String: PhraseSelection] = [:]
        for token in tokens {
            let parts = token.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, !parts[0].isEmpty, let slot = Int(parts[1]), (1...9).contains(slot),
                let choice = PhraseSelection.Choice(token: String(parts[2]))
            else { continue }
            selections[String(parts[0]), default: PhraseSelection()][slot] = choice
        }
        self.init(selections)
    }

    /// Tokens in a stable order (by phrase, then slot), so equal choices make equal URLs.
    public var tokens: [String] {
        selections.keys.sorted().flatMap { phrase in
            let selection = selections[phrase]!
            return selection.choices.keys.sorted().map { "\(phrase).\($0).\(selection.choices[$0]!.token)" }
        }
    }

    public var isEmpty: Bool { selections.isEmpty }

    /// Only choices valid for phrases of this pack.
    public func resolved(in pack: PhrasePack) -> PhraseChoices {
        var kept: [String: PhraseSelection] = [:]
        for (id, selection) in selections {
            guard let phrase = pack.phrase(id)?.phrase else { continue }
            kept[id] = selection.resolved(for: phrase, in: pack)
        }
        return PhraseChoices(kept)
    }
}
