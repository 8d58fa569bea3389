import Foundation

/// Foundation's trimming and case-insensitive comparison, answered over the UTF-8 bytes where
/// the text is ASCII, which iCalendar names and most values are. On Linux both Foundation calls
/// bridge through NSString: a third of parsing a calendar object went to them (perf, a CalDAV
/// REPORT that parses the objects it cannot answer from the index). Anything else falls back to
/// Foundation, so the answers are Foundation's.
extension String {
    /// `trimmingCharacters(in: .whitespaces)`.
    var trimmingWhitespace: String {
        // Nothing to trim when the first and last characters are visible ASCII.
        guard let first = utf8.first, let last = utf8.last, Self.isVisibleASCII(first), Self.isVisibleASCII(last) else {
            return isEmpty ? self : trimmingCharacters(in: .whitespaces)
        }
        return self
    }

    /// `caseInsensitiveCompare(other) == .orderedSame`.
    func equalsIgnoringCase(_ other: String) -> Bool {
        var mine = utf8.makeIterator()
        var theirs = other.utf8.makeIterator()
        while true {
            switch (mine.next(), theirs.next()) {
            case (nil, nil):
                return true
            case (let a?, let b?) where a < 0x80 && b < 0x80:
                // Letters differ from their other case only in bit 5; no other pair of ASCII
                // characters differs only there and is equal ignoring case.
                if a != b && !(a | 0x20 == b | 0x20 && (0x61...0x7A).contains(a | 0x20)) { return false }
            case (nil, let b?) where b < 0x80 && IteratorSequence(theirs).allSatisfy({ $0 < 0x80 }):
                return false
            case (let a?, nil) where a < 0x80 && IteratorSequence(mine).allSatisfy({ $0 < 0x80 }):
                return false
            default:
                // Other scripts fold case in ways bytes do not show (ß and SS): Foundation decides.
                return caseInsensitiveCompare(other) == .orderedSame
            }
        }
    }

    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte)
    }
}
