import Foundation

/// Reads a WebDAV body into a `DAVElement` tree: a request to Domov's CalDAV server or a
/// multistatus another calendar server answers Domov's client with.
///
/// Written by hand because Foundation's XMLParser on Linux takes the process down on input
/// any user (or any calendar server a user adds) can send: an XML declaration without a
/// version or a processing instruction without data crash it, a name with an invalid UTF-8
/// byte traps (swift-corelibs-foundation#5534), and deep nesting overflows its stack. This
/// reader is total: open elements live on an explicit stack, every index is checked, every
/// failure is a `DAVXMLError`, and `Limits` bound what one body may cost.
///
/// It reads the XML declaration, comments and processing instructions (both skipped), CDATA,
/// the five predefined entities, character references, and namespaces (prefixes, default
/// namespaces, the predefined `xml:`). It refuses a DOCTYPE, and with it every entity
/// declaration, so nothing is expanded and no external entity is ever named. The bytes must
/// be UTF-8 whatever the declaration says.
public struct DAVXMLReader: Sendable {
    public struct Limits: Sendable, Hashable {
        /// Largest body, in bytes.
        public var maximumSize: Int
        /// Deepest element nesting. WebDAV bodies nest about 6 deep, a calendar-query filter
        /// about 8; the bound keeps the callers' recursive walks over the tree shallow.
        public var maximumDepth: Int
        /// Most elements in one body.
        public var maximumElements: Int
        /// Longest element or attribute name (with its prefix), in bytes.
        public var maximumNameLength: Int
        /// Most attributes (namespace declarations included) on one element.
        public var maximumAttributes: Int

        public init(maximumSize: Int, maximumDepth: Int, maximumElements: Int, maximumNameLength: Int, maximumAttributes: Int) {
            self.maximumSize = maximumSize
            self.maximumDepth = maximumDepth
            self.maximumElements = maximumElements
            self.maximumNameLength = maximumNameLength
            self.maximumAttributes = maximumAttributes
        }

        /// Requests to Domov's server: 1 MiB (the server's body limit), 64 deep, 20,000
        /// elements (a calendar-multiget of thousands of hrefs), names of 256 bytes, 32 attributes.
        public static let request = Limits(
            maximumSize: 1 << 20, maximumDepth: 64, maximumElements: 20_000, maximumNameLength: 256, maximumAttributes: 32)
        /// Answers of other calendar servers, which list whole calendars: 20 MiB (the
        /// client's download limit) and 1,000,000 elements; otherwise as `request`.
        public static let response = Limits(
            maximumSize: 20 << 20, maximumDepth: 64, maximumElements: 1_000_000, maximumNameLength: 256, maximumAttributes: 32)
    }

    public var limits: Limits

    public init(limits: Limits = .request) {
        self.limits = limits
    }

    public func read(_ data: Data) throws(DAVXMLError) -> DAVElement {
        guard data.count <= limits.maximumSize else { throw DAVXMLError(offset: 0, line: 1, reason: .tooLarge(limit: limits.maximumSize)) }
        return try read(bytes: [UInt8](data))
    }

    public func read(bytes: [UInt8]) throws(DAVXMLError) -> DAVElement {
        guard bytes.count <= limits.maximumSize else { throw DAVXMLError(offset: 0, line: 1, reason: .tooLarge(limit: limits.maximumSize)) }
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        let normalized: [UInt8]
        do {
            normalized = try DAVXMLText.checkedAndNormalized(bytes[start...])
        } catch let problem {
            let line = DAVXMLText.line(of: problem.offset, in: bytes[start...])
            throw DAVXMLError(offset: problem.offset, line: line, reason: problem.reason)
        }
        var scanner = DAVXMLScanner(normalized, limits: limits)
        return try scanner.document()
    }
}

/// The raw text checks that come before reading markup.
enum DAVXMLText {
    struct Problem: Error {
        var offset: Int
        var reason: DAVXMLError.Reason
    }

    /// Validates UTF-8 and XML's character range, and turns CRLF and lone CR into LF as
    /// XML 1.0 §2.11 asks, in one pass.
    static func checkedAndNormalized(_ bytes: ArraySlice<UInt8>) throws(Problem) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        let end = bytes.endIndex
        while i < end {
            let b = bytes[i]
            if b < 0x80 {
                if b == 13 {
                    out.append(10)
                    if i + 1 < end, bytes[i + 1] == 10 { i += 1 }
                } else {
                    guard b >= 0x20 || b == 9 || b == 10 else { throw Problem(offset: i - bytes.startIndex, reason: .invalidCharacter) }
                    out.append(b)
                }
                i += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F // no surrogates
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F // nothing above U+10FFFF
            default: throw Problem(offset: i - bytes.startIndex, reason: .invalidUTF8)
            }
            guard end - i >= length else { throw Problem(offset: i - bytes.startIndex, reason: .invalidUTF8) }
            let second = bytes[i + 1]
            guard second >= low, second <= high else { throw Problem(offset: i - bytes.startIndex, reason: .invalidUTF8) }
            for k in 2..<max(2, length) where bytes[i + k] & 0xC0 != 0x80 {
                throw Problem(offset: i - bytes.startIndex, reason: .invalidUTF8)
            }
            // U+FFFE and U+FFFF are not XML characters.
            if b == 0xEF, second == 0xBF, bytes[i + 2] >= 0xBE { throw Problem(offset: i - bytes.startIndex, reason: .invalidCharacter) }
            out.append(contentsOf: bytes[i..<(i + length)])
            i += length
        }
        return out
    }

    /// The 1-based line of a byte offset.
    static func line(of offset: Int, in bytes: some Collection<UInt8>) -> Int {
        var line = 1
        var previous: UInt8 = 0
        for b in bytes.prefix(offset) {
            if b == 10, previous != 13 { line += 1 }
            if b == 13 { line += 1 }
            previous = b
        }
        return line
    }

    /// Whether a scalar is an XML 1.0 Char (§2.2), for character references.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
