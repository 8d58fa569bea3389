import Foundation

/// Czech writes a one-letter preposition as a syllable before a word that starts with the same
/// sound or its voiced or voiceless pair: "k obchodu" but "ke kostelu", "s mámou" but "se
/// sestrou", "v domě" but "ve vlaku", "z domu" but "ze zahrady". A slot's word therefore decides
/// how a preposition written just before the slot reads. phrasebook.js applies the same rule
/// offline (`vocalized`), and a test compares the two on every phrase and word.
public enum CzechPrepositions {
    /// Each preposition and the first letters after which it takes its "e".
    static let syllabicBefore: [Character: Set<Character>] = [
        "k": ["k", "g"], "s": ["s", "z", "š", "ž"], "z": ["z", "s", "ž", "š"], "v": ["v", "f"],
    ]

    /// Whether texts in this language (a BCP 47 code) follow the rule.
    public static func apply(toLanguage code: String) -> Bool {
        code == "cs" || code.hasPrefix("cs-")
    }

    /// `text`, the words before a slot, with a closing one-letter preposition written as a
    /// syllable when `word`, the slot's word, asks for it ("Jdu k " + "kavárně" → "Jdu ke ").
    public static func text(_ text: String, before word: String) -> String {
        guard text.hasSuffix(" "), let first = word.first.map({ Character($0.lowercased()) }) else { return text }
        let body = text.dropLast()
        guard let preposition = body.last, let sounds = syllabicBefore[Character(preposition.lowercased())],
            sounds.contains(first)
        else { return text }
        let before = body.dropLast()
        guard before.isEmpty || before.last == " " else { return text } // the last word is one letter
        return String(body) + "e "
    }

    /// Rendered pieces with the text before each filled slot written for its word.
    static func vocalized(_ pieces: [RenderedPhrase.Piece]) -> [RenderedPhrase.Piece] {
        var pieces = pieces
        for index in pieces.indices.dropFirst() {
            guard case .slot(_, _, let word?) = pieces[index], case .text(let text) = pieces[index - 1] else { continue }
            pieces[index - 1] = .text(Self.text(text, before: word))
        }
        return pieces
    }
}
