/// Percent-decoding of a URL path (RFC 3986 §2.1) over its UTF-8 bytes. Foundation's
/// `removingPercentEncoding` goes through NSString: it was 3.5 % of a CalDAV GET's samples, whose
/// object names carry a `%40` (perf, bench/README.md "Session 19").
enum PercentDecoding {
    /// The text with each `%XX` replaced by its byte; nil when a `%` is not followed by two hex
    /// digits or the bytes are not UTF-8, where Foundation's rules (which repair some such bytes
    /// and refuse others) are left to decide.
    static func decoded(_ text: String) -> String? {
        let utf8 = text.utf8
        guard utf8.contains(UInt8(ascii: "%")) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            index = utf8.index(after: index)
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard index != utf8.endIndex, let high = hexValue(utf8[index]) else { return nil }
            index = utf8.index(after: index)
            guard index != utf8.endIndex, let low = hexValue(utf8[index]) else { return nil }
            index = utf8.index(after: index)
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
