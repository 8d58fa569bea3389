import Foundation
import DomovCore
/// A piece of HTML that is safe to send. String literals written in the views are trusted;
/// every interpolated `String` is escaped, so user data can never become markup. Only another
/// `HTML` value is inserted as it is. This is the whole templating approach: type-safe,
/// escaping by default, and fast (one string append per piece).
public struct HTML: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public private(set) var rendered: String

    public init(stringLiteral value: String) {
        rendered = value
    }

    public init(stringInterpolation: StringInterpolation) {
        rendered = stringInterpolation.output
    }

    init(trusted rendered: String) {
        self.rendered = rendered
    }

    public var description: String { rendered }

    public static let empty: HTML = ""

    public static func + (lhs: HTML, rhs: HTML) -> HTML {
        HTML(trusted: lhs.rendered + rhs.rendered)
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        /// Text and attribute values: escaped.
        public mutating func appendInterpolation(_ text: String) {
            HTML.escape(text, into: &output)
        }

        public mutating func appendInterpolation(_ number: Int) {
            output += String(number)
        }

        public mutating func appendInterpolation(_ html: HTML) {
            output += html.rendered
        }

        public mutating func appendInterpolation(_ pieces: [HTML]) {
            for piece in pieces { output += piece.rendered }
        }

        public mutating func appendInterpolation(_ html: HTML?) {
            if let html { output += html.rendered }
        }

        public mutating func appendInterpolation(_ url: SiteURL) {
            HTML.escape(url.href, into: &output)
        }
    }

    /// Escapes the five characters that matter in text and in quoted attribute values.
    static func escape(_ text: String, into output: inout String) {
        var needsEscaping = false
        for byte in text.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 {
            needsEscaping = true
            break
        }
        guard needsEscaping else {
            output += text
            return
        }
        for character in text.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(character)
            }
        }
    }

    static func escaped(_ text: String) -> String {
        var output = ""
        escape(text, into: &output)
        return output
    }
}

extension Sequence {
    /// Renders each element and joins the results.
    func html(_ render: (Element) throws -> HTML) rethrows -> HTML {
        HTML(trusted: try map { try render($0).rendered }.joined())
    }
}
