import Foundation

/// An identifier's text form, written and read byte by byte. Foundation's `uuidString` and
/// `UUID(uuidString:)` go through sprintf and sscanf on Linux, and a page formats or parses an
/// id for every row and link it has: a planner agenda spent about a fifth of its time there
/// (profiled, bench/README.md).
extension UUID {
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
    /// The 8-4-4-4-12 form has a hyphen before these bytes.
    private static func hasHyphen(before byteIndex: Int) -> Bool {
        byteIndex == 4 || byteIndex == 6 || byteIndex == 8 || byteIndex == 10
    }

    /// The lowercase 8-4-4-4-12 form: "3f2b…-…".
    public var lowercaseText: String {
        withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { text in
                var position = 0
                for (index, byte) in bytes.enumerated() {
                    if Self.hasHyphen(before: index) {
                        text[position] = UInt8(ascii: "-")
                        position += 1
                    }
                    text[position] = Self.hexDigits[Int(byte >> 4)]
                    text[position + 1] = Self.hexDigits[Int(byte & 0x0F)]
                    position += 2
                }
                return position
            }
        }
    }

    /// Reads the 8-4-4-4-12 form in either case, as `UUID(uuidString:)` does; nil for anything else.
    public init?(text: String) {
        var text = text
        let parsed: uuid_t? = text.withUTF8 { utf8 in
            guard utf8.count == 36 else { return nil }
            var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let complete = withUnsafeMutableBytes(of: &uuid) { bytes -> Bool in
                var position = 0
                for index in 0..<16 {
                    if Self.hasHyphen(before: index) {
                        guard utf8[position] == UInt8(ascii: "-") else { return false }
                        position += 1
                    }
                    guard let high = Self.nibble(utf8[position]), let low = Self.nibble(utf8[position + 1]) else { return false }
                    bytes[index] = high << 4 | low
                    position += 2
                }
                return true
            }
            return complete ? uuid : nil
        }
        guard let parsed else { return nil }
        self.init(uuid: parsed)
    }

    private static func nibble(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
