import Foundation

/// RFC 5545 §3.3.11 TEXT escaping: backslash, semicolon, comma and newline are escaped in
/// property values. Kept apart from parsing so raw values survive round trips untouched and
/// are only unescaped when a caller asks for text.
public enum ICalText {
    /// Escapes `\`, `;`, `,` and line breaks (CRLF, CR or LF become `\n`).
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\r": out += "\\n"
            case "\n": if !previousWasCR { out += "\\n" }
            default: out.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return out
    }

    /// Undoes `escape`: `\\`, `\;`, `\,`, `\n` and `\N`. Other escapes (`\:` from some
    /// producers) drop the backslash; a trailing lone backslash is kept.
    public static func unescape(_ raw: some StringProtocol) -> String {
        guard raw.contains("\\") else { return String(raw) }
        var out = ""
        var escaping = false
        for scalar in raw.unicodeScalars {
            if escaping {
                switch scalar {
                case "n", "N": out += "\n"
                default: out.unicodeScalars.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        if escaping { out += "\\" }
        return out
    }

    /// Splits a raw multi-valued TEXT (CATEGORIES, RESOURCES) on unescaped commas and
    /// unescapes each item.
    public static func splitList(_ raw: String) -> [String] {
        splitRaw(raw, separator: ",").map { unescape($0) }
    }

    /// Splits raw text on a separator that is not preceded by an escaping backslash.
    static func splitRaw(_ raw: String, separator: Unicode.Scalar) -> [Substring] {
        var parts: [Substring] = []
        var start = raw.unicodeScalars.startIndex
        var escaping = false
        var index = start
        let scalars = raw.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if escaping {
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else if scalar == separator {
                parts.append(Substring(scalars[start..<index]))
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        parts.append(Substring(scalars[start..<scalars.endIndex]))
        return parts
    }

    /// Escapes each item and joins them with commas (CATEGORIES:a,b\,c).
    public static func joinList(_ items: [String]) -> String {
        items.map(escape).joined(separator: ",")
    }
}
