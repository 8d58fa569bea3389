import Foundation

/// Which of a phrase's two texts to render.
public enum PhraseSide: String, Sendable {
    case source, target
}

/// A phrase text with its slots resolved: plain text, and slots that either show the chosen
/// word in this side's language or wait for one (labelled with the forms they allow).
public struct RenderedPhrase: Sendable, Equatable {
    public enum Piece: Sendable, Equatable {
        case text(String)
        case slot(number: Int, label: String, word: String?)
    }

    public let pieces: [Piece]

    /// The sentence as one string; an empty slot reads as `placeholder`.
    public func plainText(placeholder: String = "…") -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .slot(_, _, let word): word ?? placeholder
            }
        }.joined()
    }

    public var isComplete: Bool {
        !pieces.contains { if case .slot(_, _, nil) = $0 { true } else { false } }
    }
}

/// Fills phrases' slots from a pack's word lists.
public struct PhraseRenderer: Sendable {
    public let pack: PhrasePack

    public init(pack: PhrasePack) {
        self.pack = pack
    }

    public func render(_ phrase: Phrase, _ side: PhraseSide, selection: PhraseSelection = PhraseSelection()) -> RenderedPhrase {
        let text = side == .source ? phrase.source : phrase.target
        let pieces = PhraseTemplate(text).pieces.enumerated().map { index, piece -> RenderedPhrase.Piece in
            switch piece {
            case .text(let text):
                return .text(text)
            case .slot(let number):
                let word = selection[number].flatMap { choice -> String? in
                    guard let entry = pack.form(choice.form)?.entry(choice.entry),
                        phrase.takes(entry, of: choice.form, in: number)
                    else { return nil }
                    let word = side == .source ? entry.source : entry.target
                    return index == 0 ? Self.opening(word) : word
                }
                return .slot(number: number, label: label(phrase.allowedForms(number)), word: word)
            }
        }
        let language = side == .source ? pack.source.code : pack.target.code
        return RenderedPhrase(pieces: CzechPrepositions.apply(toLanguage: language) ? CzechPrepositions.vocalized(pieces) : pieces)
    }

    /// A word as it reads when it opens the sentence: with a capital ("Water, please.").
    /// The offline data carries both spellings, so the page's script only substitutes.
    public static func opening(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// "Verb or Accusative": the names of the allowed forms joined in the source language.
    public func label(_ formIDs: [String]) -> String {
        let names = formIDs.map { pack.form($0)?.name ?? $0 }
        return names.joined(separator: " \(pack.source.orWord) ")
    }

    /// The word picker for one slot: a section per allowed form, in the phrase's order, with
    /// the words the slot takes in alphabetical order; a form none of whose words fit is left out.
    public func pickerSections(_ phrase: Phrase, slot: Int) -> [WordForm] {
        let collation = pack.source.collationRules
        return phrase.allowedForms(slot).compactMap { pack.form($0) }.compactMap { form in
            var offered = form
            offered.entries = form.entries.filter { phrase.takes($0, of: form.id, in: slot) }
                .sorted { collation.areInIncreasingOrder($0.source, $1.source) }
            return offered.entries.isEmpty ? nil : offered
        }
    }
}

extension PackLanguage {
    /// The word between alternatives on a slot button, in this language.
    public var orWord: String {
        switch code {
        case "cs": "nebo"
        case "sk": "alebo"
        default: "or"
        }
    }
}
