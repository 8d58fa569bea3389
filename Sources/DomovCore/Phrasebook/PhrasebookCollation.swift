import Foundation

/// Alphabetical order as a language's speakers expect it. Czech sorts "ch" as one letter
/// after "h", and "č", "ř", "š", "ž" after "c", "r", "s", "z"; accents on vowels only break
/// ties. Neoslavonic follows the same letters without "ch"; other languages fold accents.
public enum PhrasebookCollation: Sendable {
    case standard, czech, neoslavonic

    public func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        let ka = key(a), kb = key(b)
        if ka.primary != kb.primary { return ka.primary.lexicographicallyPrecedes(kb.primary) }
        if ka.secondary != kb.secondary { return ka.secondary.lexicographicallyPrecedes(kb.secondary) }
        if ka.tertiary != kb.tertiary { return ka.tertiary.lexicographicallyPrecedes(kb.tertiary) }
        return a < b
    }

    public func sorted(_ texts: [String]) -> [String] {
        texts.sorted(by: areInIncreasingOrder)
    }

    struct Key: Equatable {
        var primary: [Int] = []
        var secondary: [Int] = []
        var tertiary: [Int] = []
    }

    /// Letters that are letters of their own in the alphabet, after the base letter.
    private var ownLetters: Set<Character> {
        switch self {
        case .standard: []
        case .czech: ["č", "ř", "š", "ž"]
        case .neoslavonic: ["č", "š", "ž", "ě"]
        }
    }

    func key(_ text: String) -> Key {
        var key = Key()
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let original = characters[index]
            let character = Character(original.lowercased())
            key.tertiary.append(original.isUppercase ? 1 : 0)
            if self == .czech, character == "c", index + 1 < characters.count, characters[index + 1].lowercased() == "h" {
                key.primary.append(Self.weight(of: "h") + 5)
                key.secondary.append(0)
                index += 2
                continue
            }
            index += 1
            if ownLetters.contains(character), let base = Self.base(of: character) {
                key.primary.append(Self.weight(of: base) + 5)
                key.secondary.append(0)
            } else if let base = Self.base(of: character) {
                key.primary.append(Self.weight(of: base))
                key.secondary.append(base == character ? 0 : Int(character.unicodeScalars.first!.value))
            } else if character.isWhitespace || character.isPunctuation {
                // Spaces and punctuation count only to break ties.
                key.secondary.append(Int(character.unicodeScalars.first!.value))
            } else if character.isNumber {
                key.primary.append(Int(character.unicodeScalars.first!.value))
                key.secondary.append(0)
            } else {
                key.primary.append(100_000 + Int(character.unicodeScalars.first!.value))
                key.secondary.append(0)
            }
        }
        return key
    }

    /// a…z spaced by ten, leaving room for the letters sorted after them.
    static func weight(of base: Character) -> Int {
        1000 + Int(base.unicodeScalars.first!.value - 97) * 10
    }

    /// The ASCII letter under an accented one ("ř" → "r"), nil for anything else.
    static func base(of character: Character) -> Character? {
        let folded = String(character).folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        guard folded.count == 1, let scalar = folded.unicodeScalars.first, ("a"..."z").contains(scalar) else { return nil }
        return Character(scalar)
    }
}
