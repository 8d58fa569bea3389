import Foundation

/// One property parameter (`TZID=Europe/Prague`, `MEMBER="mailto:a","mailto:b"`).
///
/// Names compare case-insensitively but keep their spelling; values keep whether they were
/// quoted, so a file parses and writes back byte for byte (modulo folding).
public struct ICalParameter: Hashable, Sendable {
    public var name: String
    public var values: [String]
    /// Per value: whether it was written in double quotes. Not part of equality.
    var quoted: [Bool]

    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
        quoted = []
    }

    public init(name: String, value: String) {
        self.init(name: name, values: [value])
    }

    init(name: String, values: [String], quoted: [Bool]) {
        self.name = name
        self.values = values
        self.quoted = quoted
    }

    /// The values joined by commas (most parameters have exactly one).
    public var value: String { values.joined(separator: ",") }

    public func hasName(_ other: String) -> Bool {
        name.equalsIgnoringCase(other)
    }

    public static func == (a: ICalParameter, b: ICalParameter) -> Bool {
        a.name.uppercased() == b.name.uppercased() && a.values == b.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name.uppercased())
        hasher.combine(values)
    }

    /// `NAME=value,value` with quotes where needed (or where the source had them) and RFC 6868
    /// caret escapes for quotes and line breaks.
    var serialized: String {
        var out = name + "="
        for (i, raw) in values.enumerated() {
            if i > 0 { out += "," }
            var value = ""
            var needsQuotes = i < quoted.count ? quoted[i] : false
            let scalars = Array(raw.unicodeScalars)
            for (j, scalar) in scalars.enumerated() {
                switch scalar {
                case "\"": value += "^'"
                case "\n": value += "^n"
                case "\r": continue
                case "^":
                    // Only a caret that would read as an escape needs doubling; others stay
                    // as written so unusual input survives a round trip unchanged.
                    let next = j + 1 < scalars.count ? scalars[j + 1] : " "
                    value += (next == "n" || next == "^" || next == "'") ? "^^" : "^"
                case ":", ";", ",": needsQuotes = true; value.unicodeScalars.append(scalar)
                default: value.unicodeScalars.append(scalar)
                }
            }
            out += needsQuotes ? "\"" + value + "\"" : value
        }
        return out
    }
}
