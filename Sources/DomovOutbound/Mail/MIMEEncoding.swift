import Foundation

/// The byte-level encodings of MIME (RFC 2045) and encoded words (RFC 2047), kept apart from
/// message structure so they can be tested on their own.
enum MIMEEncoding {
    /// The longest line we emit, not counting CRLF (RFC 5322 section 2.1.1 recommends 78).
    static let maximumLineLength = 78

    /// Base64 in lines of 76 characters, each ending in CRLF.
    static func base64Lines<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        let encoded = Data(bytes).base64EncodedString(options: [.lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed])
        return encoded.isEmpty ? "" : encoded + "\r\n"
    }

    /// Quoted-printable (RFC 2045 section 6.7) of UTF-8 text. Line breaks in the text, whatever
    /// their form, become CRLF hard breaks; soft breaks keep every line within 76 characters.
    static func quotedPrintable(_ text: String) -> String {
        var output = ""
        for (index, line) in normalizedLines(text).enumerated() {
            if index > 0 { output += "\r\n" }
            output += quotedPrintableLine(Array(line.utf8))
        }
        return output + "\r\n"
    }

    private static func quotedPrintableLine(_ bytes: [UInt8]) -> String {
        var output = ""
        var lineLength = 0
        for (index, byte) in bytes.enumerated() {
            let isLast = index == bytes.count - 1
            let token: String
            switch byte {
            case 0x20, 0x09:
                // Whitespace at the end of a line would be stripped in transit, so encode it there.
                token = isLast ? hexEscape(byte) : String(UnicodeScalar(byte))
            case 0x21...0x3C, 0x3E...0x7E:
                // A dot at the start of a line is safe (SMTP dot-stuffing handles it), but some
                // relays mangle it anyway; encoding it costs two bytes.
                token = (lineLength == 0 && byte == 0x2E) ? hexEscape(byte) : String(UnicodeScalar(byte))
            default:
                token = hexEscape(byte)
            }
            // 76 characters including the "=" of a soft break; the last token of the line needs no "=".
            let limit = isLast ? 76 : 75
            if lineLength + token.count > limit {
                output += "=\r\n"
                lineLength = 0
            }
            output += token
            lineLength += token.count
        }
        return output
    }

    private static func hexEscape(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "=" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }

    /// Text split into lines at CRLF, CR or LF.
    static func normalizedLines(_ text: String) -> [Substring] {
        text.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Text with every line break as CRLF and a final CRLF.
    static func crlfText(_ text: String) -> String {
        var lines = normalizedLines(text)
        if lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// Whether a header value can be sent as it is: printable ASCII and no text that a
    /// reader would take for an encoded word.
    static func isPlainHeaderText(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } && !text.contains("=?")
    }

    /// Header values never carry line breaks of their own (header injection).
    static func singleLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }

    /// Splits UTF-8 text into `B` encoded words (RFC 2047) without splitting a character
    /// (grapheme cluster, or a scalar when a cluster alone is too long), each word fitting
    /// its line: the first after `firstLinePrefixLength` characters, the others after one space.
    static func encodedWords(_ text: String, firstLinePrefixLength: Int) -> [String] {
        let overhead = "=?UTF-8?B?".count + "?=".count
        func byteBudget(prefix: Int) -> Int {
            // Base64 length for n bytes is 4 * ceil(n / 3); an encoded word is at most 75 characters.
            let characters = min(75, maximumLineLength - prefix) - overhead
            return max(3, characters / 4 * 3)
        }
        var words: [String] = []
        var chunk: [UInt8] = []
        var budget = byteBudget(prefix: firstLinePrefixLength)
        func flush() {
            guard !chunk.isEmpty else { return }
            words.append("=?UTF-8?B?" + Data(chunk).base64EncodedString() + "?=")
            chunk = []
            budget = byteBudget(prefix: 1)
        }
        for character in text {
            let pieces: [[UInt8]]
            let bytes = Array(String(character).utf8)
            if bytes.count <= byteBudget(prefix: 1) {
                pieces = [bytes]
            } else {
                pieces = character.unicodeScalars.map { Array(String($0).utf8) }
            }
            for piece in pieces {
                if chunk.count + piece.count > budget { flush() }
                chunk += piece
            }
        }
        flush()
        return words
    }

    /// An unstructured header (RFC 5322 section 2.2.1) folded to 78 characters per line:
    /// plain ASCII is folded at spaces, anything else becomes encoded words.
    static func unstructuredHeader(name: String, value: String) -> String {
        let value = singleLine(value)
        let prefix = name + ": "
        if isPlainHeaderText(value) {
            return prefix + foldAtSpaces(value, firstLinePrefixLength: prefix.count)
        }
        return prefix + encodedWords(value, firstLinePrefixLength: prefix.count).joined(separator: "\r\n ")
    }

    /// Folds at spaces so lines stay within 78 characters where the words allow it.
    static func foldAtSpaces(_ value: String, firstLinePrefixLength: Int) -> String {
        var output = ""
        var lineLength = firstLinePrefixLength
        for (index, word) in value.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if index == 0 {
                output += word
                lineLength += word.count
            } else if lineLength + 1 + word.count > maximumLineLength, lineLength > 1 {
                output += "\r\n " + word
                lineLength = 1 + word.count
            } else {
                output += " " + word
                lineLength += 1 + word.count
            }
        }
        return output
    }

    /// A MIME parameter (RFC 2045, with RFC 2231 for non-ASCII values such as file names).
    static func parameter(_ name: String, _ value: String) -> String {
        let value = singleLine(value)
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "\(name)=\"\(escaped)\""
        }
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$&+-.^_`|~".utf8)
        var encoded = ""
        for byte in value.utf8 {
            if unreserved.contains(byte) {
                encoded.append(Character(UnicodeScalar(byte)))
            } else {
                encoded += "%" + String(hexEscape(byte).dropFirst())
            }
        }
        return "\(name)*=UTF-8''\(encoded)"
    }
}
