/// Byte-level helpers for the fixed-width date and time texts (ISO 8601, RFC 5545), so that
/// formatting and parsing one value costs at most one allocation and no Foundation call.
enum ASCIIDigits {
    /// Runs `body` on the UTF-8 bytes of `text`, without copying when the string is native.
    @inline(__always)
    static func withBytes<R>(_ text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Reads `count` ASCII digits at `start`; nil on anything else.
    @inline(__always)
    static func read(_ u: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        guard start >= 0, start + count <= u.count else { return nil }
        var value = 0
        for i in start..<(start + count) {
            let c = u[i]
            guard c >= 48, c <= 57 else { return nil }
            value = value * 10 + Int(c - 48)
        }
        return value
    }

    /// Writes `value` (0 ≤ value < 10^width) as `width` zero-padded digits at `start`.
    @inline(__always)
    static func write(_ value: Int, width: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        var rest = value
        var i = start + width
        while i > start + 1 { // two digits per step: one division by 100
            let pair = rest % 100
            rest /= 100
            buffer[i - 1] = UInt8(truncatingIfNeeded: 48 + pair % 10)
            buffer[i - 2] = UInt8(truncatingIfNeeded: 48 + pair / 10)
            i -= 2
        }
        if i > start { buffer[start] = UInt8(truncatingIfNeeded: 48 + rest % 10) }
    }

    /// `YYYY<sep>MM<sep>DD` (no separator when `separator` is 0) at `start`; returns the end.
    @inline(__always)
    static func writeDate(
        year: Int, month: Int, day: Int, separator: UInt8,
        into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
    ) -> Int {
        var i = start
        write(year, width: 4, into: buffer, at: i); i += 4
        if separator != 0 { buffer[i] = separator; i += 1 }
        write(month, width: 2, into: buffer, at: i); i += 2
        if separator != 0 { buffer[i] = separator; i += 1 }
        write(day, width: 2, into: buffer, at: i); i += 2
        return i
    }
}
