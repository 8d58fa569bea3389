/// A complete server reply (RFC 5321 section 4.2): a three-digit code and one or more lines.
public struct SMTPReply: Sendable, Hashable, CustomStringConvertible {
    public var code: Int
    /// The text of each line, without the code and separator.
    public var lines: [String]

    public init(code: Int, lines: [String]) {
        self.code = code
        self.lines = lines
    }

    public var isPositiveCompletion: Bool { (200..<300).contains(code) }
    public var isPositiveIntermediate: Bool { (300..<400).contains(code) }
    public var isTransientFailure: Bool { (400..<500).contains(code) }
    public var isPermanentFailure: Bool { (500..<600).contains(code) }

    public var description: String {
        "\(code) " + lines.joined(separator: " / ")
    }
}

/// Assembles reply lines into replies: `250-first`, `250-second`, `250 last`.
struct SMTPReplyAssembler {
    private var code: Int?
    private var lines: [String] = []

    /// Feeds one line without its line ending; returns a reply when the line was the last of one.
    mutating func feed(_ line: String) throws(SMTPError) -> SMTPReply? {
        let bytes = Array(line.utf8)
        guard bytes.count >= 3, bytes[0...2].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let lineCode = Int(String(decoding: bytes[0...2], as: UTF8.self)),
            (200..<600).contains(lineCode)
        else { throw .protocolViolation("malformed reply line: \(line.prefix(80))") }
        let separator = bytes.count > 3 ? bytes[3] : UInt8(ascii: " ")
        guard separator == UInt8(ascii: " ") || separator == UInt8(ascii: "-") else {
            throw .protocolViolation("malformed reply line: \(line.prefix(80))")
        }
        if let code, code != lineCode {
            throw .protocolViolation("reply code changed from \(code) to \(lineCode) within one reply")
        }
        code = lineCode
        lines.append(bytes.count > 4 ? String(decoding: bytes[4...], as: UTF8.self) : "")
        guard separator == UInt8(ascii: " ") else { return nil }
        defer { self = SMTPReplyAssembler() }
        return SMTPReply(code: lineCode, lines: lines)
    }
}
