import Foundation

/// Neoslavonic written in Latin or Cyrillic. Packs store Latin; the Cyrillic view is made
/// here. The mapping is one letter (or one digraph) for one letter, so text converted to
/// Cyrillic converts back to exactly the Latin it came from.
public enum NeoslavonicScript: String, Sendable, CaseIterable {
    case latin, cyrillic

    /// Digraphs are matched before single letters ("lj" is љ, not лј).
    static let digraphs: [(String, String)] = [("lj", "љ"), ("nj", "њ"), ("dž", "џ"), ("ie", "ѣ")]
    static let letters: [(String, String)] = [
        ("a", "а"), ("b", "б"), ("c", "ц"), ("č", "ч"), ("d", "д"), ("e", "е"), ("ě", "ѣ"), ("f", "ф"), ("g", "г"),
        ("h", "х"), ("i", "и"), ("j", "ј"), ("k", "к"), ("l", "л"), ("m", "м"), ("n", "н"), ("o", "о"), ("p", "п"),
        ("r", "р"), ("s", "с"), ("š", "ш"), ("t", "т"), ("u", "у"), ("v", "в"), ("y", "ы"), ("z", "з"), ("ž", "ж"),
        ("'", "ъ"),
    ]
    static let toCyrillic: [String: String] = Dictionary(uniqueKeysWithValues: digraphs + letters)
    static let toLatin: [String: String] = {
        var map: [String: String] = [:]
        for (latin, cyrillic) in digraphs + letters where map[cyrillic] == nil { map[cyrillic] = latin }
        return map
    }()

    /// Latin text in Cyrillic letters; anything that is not a Neoslavonic letter stays as it is.
    public static func cyrillic(_ latin: String) -> String {
        let characters = Array(latin)
        var output = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if index + 1 < characters.count {
                let pair = String(character).lowercased() + String(characters[index + 1]).lowercased()
                if let mapped = toCyrillic[pair] {
                    output += character.isUppercase ? mapped.uppercased() : mapped
                    index += 2
                    continue
                }
            }
            if let mapped = toCyrillic[String(character).lowercased()] {
                output += character.isUppercase ? mapped.uppercased() : mapped
            } else {
                output.append(character)
            }
            index += 1
        }
        return output
    }

    /// Cyrillic text in Latin letters: the inverse of `cyrillic(_:)`.
    public static func latin(_ cyrillic: String) -> String {
        let characters = Array(cyrillic)
        var output = ""
        for (index, character) in characters.enumerated() {
            guard let mapped = toLatin[String(character).lowercased()] else {
                output.append(character)
                continue
            }
            guard character.isUppercase else {
                output += mapped
                continue
            }
            // A capital digraph is "Lj" in a word and "LJ" in a word written in capitals.
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let neighbourIsCapital =
                (next?.isUppercase ?? false) || (index > 0 && characters[index - 1].isUppercase && next?.isLetter != true)
            output += neighbourIsCapital ? mapped.uppercased() : mapped.prefix(1).uppercased() + mapped.dropFirst()
        }
        return output
    }

    public func show(_ latin: String) -> String {
        self == .latin ? latin : Self.cyrillic(latin)
    }
}
