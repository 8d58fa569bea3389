import Foundation

/// Plain text out of the strings recipe pages put in JSON-LD, which often hold entities
/// ("Mac &amp; cheese") and sometimes tags ("<p>Stir.</p>").
enum HTMLText {
    static func plain(_ text: String) -> String {
        var result = ""
        var inTag = false
        for character in text {
            if character == "<" { inTag = true; continue }
            if character == ">", inTag { inTag = false; result.append(" "); continue }
            if !inTag { result.append(character) }
        }
        return decodeEntities(result)
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{A0}" }).joined(separator: " ")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "frac12": "½", "frac14": "¼", "frac34": "¾",
        "deg": "°", "ndash": "–", "mdash": "—", "rsquo": "’", "lsquo": "‘", "ldquo": "“", "rdquo": "”", "hellip": "…",
    ]

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "&", let semicolon = text[index...].prefix(12).firstIndex(of: ";") {
                let entity = String(text[text.index(after: index)..<semicolon])
                if let value = entityValue(entity) {
                    result += value
                    index = text.index(after: semicolon)
                    continue
                }
            }
            result.append(character)
            index = text.index(after: index)
        }
        return result
    }

    private static func entityValue(_ entity: String) -> String? {
        if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
            return UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        if entity.hasPrefix("#") {
            return UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        return named[entity.lowercased()]
    }
}
