import Foundation

/// Whether a return path ("next", "back") stays on this site however a browser reads it.
///
/// Browsers parse a Location by the WHATWG URL rules, not by looking at the first characters:
/// they drop tabs and newlines anywhere, strip leading spaces and control characters, and read
/// a backslash as a slash. So `/<TAB>/evil.example` and `/\evil.example` are `//evil.example`,
/// another host. Rather than undo those rules one by one, a path is kept only when none of
/// them can apply: it starts with exactly one slash, and holds no whitespace, control,
/// invisible formatting character or backslash, neither as sent nor once percent-decoded
/// (a later hop, or a careless proxy, may decode it).
enum SameSitePath {
    /// Longer than any link Domov makes; a return path is never a document.
    static let maximumLength = 2000

    static func isSafe(_ path: String) -> Bool {
        guard path.utf8.count <= maximumLength, isPlainPath(path) else { return false }
        // The path part (before any query or fragment) again, decoded until nothing changes:
        // `/%2F%2Fevil.example` and `/%5Cevil.example` are refused too.
        // Encoded more than three times over is no link Domov made.
        var decoded = String(path.prefix { $0 != "?" && $0 != "#" })
        for _ in 0...3 {
            guard let once = decoded.removingPercentEncoding else { return false }
            if once == decoded { return true }
            guard isPlainPath(once) else { return false }
            decoded = once
        }
        return false
    }

    /// One leading slash, not followed by another (or by anything a browser reads as one), and
    /// no character that a browser drops, strips or turns into a slash.
    private static func isPlainPath(_ path: String) -> Bool {
        let scalars = Array(path.unicodeScalars)
        guard scalars.first == "/" else { return false }
        if scalars.count > 1, scalars[1] == "/" { return false }
        return !scalars.contains(where: isUnsafe)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\\" { return true }
        if scalar.value <= 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        default:
            return scalar.properties.isWhitespace
        }
    }
}
