import Foundation

/// Just enough HTML reading for tests: the attributes of `<input>` tags and the content of an
/// element with a given id. Domov renders its own, regular markup, so no parser is needed.
public enum HTMLScraper {
    nonisolated(unsafe) private static let inputTag = try! Regex(#"<input\b[^>]*>"#)
    nonisolated(unsafe) private static let attribute = try! Regex(#"([A-Za-z_:][-A-Za-z0-9_:.]*)(?:="([^"]*)")?"#)

    /// Every input's attributes, values unescaped, in page order.
    public static func inputs(in html: String) -> [[String: String]] {
        html.matches(of: inputTag).map { match in
            let tag = html[match.range].dropFirst("<input".count).dropLast()
            var attributes: [String: String] = [:]
            for found in tag.matches(of: attribute) {
                guard let name = found.output[1].substring else { continue }
                attributes[String(name)] = found.output[2].substring.map { unescape(String($0)) } ?? ""
            }
            return attributes
        }
    }

    public static func input(named name: String, in html: String) -> [String: String]? {
        inputs(in: html).first { $0["name"] == name }
    }

    public static func input(id: String, in html: String) -> [String: String]? {
        inputs(in: html).first { $0["id"] == id }
    }

    public static func inputValue(named name: String, in html: String) -> String? {
        input(named: name, in: html)?["value"]
    }

    /// The markup inside the element with this id, up to its matching closing tag.
    public static func element(id: String, in html: String) -> String? {
        guard let idRange = html.range(of: " id=\"\(id)\""),
            let open = html[..<idRange.lowerBound].lastIndex(of: "<"),
            let openEnd = html[idRange.upperBound...].firstIndex(of: ">")
        else { return nil }
        let tagName = String(html[html.index(after: open)...].prefix { $0.isLetter || $0.isNumber })
        let contentStart = html.index(after: openEnd)
        var depth = 1
        var cursor = contentStart
        while let close = html[cursor...].range(of: "</\(tagName)>") {
            if let nested = openingTag(tagName, in: html, from: cursor, before: close.lowerBound) {
                depth += 1
                cursor = nested
            } else {
                depth -= 1
                if depth == 0 { return String(html[contentStart..<close.lowerBound]) }
                cursor = close.upperBound
            }
        }
        return nil
    }

    /// Where the next `<tag` (not `<tagmore`) ends, if one starts before `limit`.
    private static func openingTag(_ tag: String, in html: String, from start: String.Index, before limit: String.Index) -> String.Index? {
        var cursor = start
        while let found = html[cursor..<limit].range(of: "<\(tag)") {
            if found.upperBound < html.endIndex, html[found.upperBound] == ">" || html[found.upperBound].isWhitespace {
                return found.upperBound
            }
            cursor = found.upperBound
        }
        return nil
    }

    /// Reverses the escaping Domov's HTML type applies.
    public static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
