import Foundation

/// RFC 5545 §3.1 line folding and unfolding.
///
/// Folding never splits a UTF-8 sequence, and prefers not to split a grapheme (an emoji
/// with modifiers), because some clients (Outlook among them) unfold per physical line and
/// show broken characters otherwise. Unfolding works on bytes, so a producer that did split
/// a character still yields the right text.
public enum ICalFolding {
    /// Octets per physical line, excluding CRLF (RFC 5545 §3.1).
    public static let lineLimit = 75

    /// Appends `line` folded, with CRLF after each physical line.
    public static func appendFolded(_ line: String, to out: inout String) {
        if line.utf8.count <= lineLimit {
            out += line
            out += "\r\n"
            return
        }
        var used = 0
        // The continuation space counts toward the limit.
        for character in line {
            let size = character.utf8.count
            if used + size > lineLimit {
                if size > lineLimit - 1 {
                    // A grapheme longer than a line (a long combining sequence): split it at
                    // scalar boundaries instead, which is still valid UTF-8.
                    for scalar in character.unicodeScalars {
                        let scalarSize = String(scalar).utf8.count
                        if used + scalarSize > lineLimit {
                            out += "\r\n "
                            used = 1
                        }
                        out.unicodeScalars.append(scalar)
                        used += scalarSize
                    }
                    continue
                }
                out += "\r\n "
                used = 1
            }
            out.append(character)
            used += size
        }
        out += "\r\n"
    }

    /// Folds one content line and returns it with its CRLF.
    public static func fold(_ line: String) -> String {
        var out = ""
        appendFolded(line, to: &out)
        return out
    }

    /// Logical lines with the 1-based physical line number each starts on. Accepts CRLF,
    /// bare LF and bare CR line ends; a line beginning with space or tab continues the
    /// previous one. A UTF-8 byte-order mark is skipped; blank lines are dropped.
    public static func unfold(_ bytes: [UInt8]) -> [(text: String, line: Int)] {
        var result: [(String, Int)] = []
        var current: [UInt8] = []
        var currentLine = 0
        var physicalLine = 1
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var i = start
        func flush() {
            // Whitespace-only lines are blank lines, not content.
            if currentLine > 0, current.contains(where: { $0 != 32 && $0 != 9 }) {
                result.append((String(decoding: current, as: UTF8.self), currentLine))
            }
            current.removeAll(keepingCapacity: true)
            currentLine = 0
        }
        var lineStart = true
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 13 || byte == 10 {
                // End of a physical line: CRLF, LF, or CR.
                if byte == 13, i + 1 < bytes.count, bytes[i + 1] == 10 { i += 1 }
                i += 1
                physicalLine += 1
                lineStart = true
                continue
            }
            if lineStart {
                lineStart = false
                if (byte == 32 || byte == 9), currentLine > 0 {
                    i += 1 // continuation: drop the one whitespace character
                    continue
                }
                flush()
                currentLine = physicalLine
            }
            current.append(byte)
            i += 1
        }
        flush()
        return result
    }
}
