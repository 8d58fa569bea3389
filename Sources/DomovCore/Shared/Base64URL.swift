import Foundation

/// Base64url without padding (RFC 4648 §5): JOSE tokens and keys (RFC 7515), PKCE (RFC 7636),
/// Web Push keys and VAPID tokens (RFC 8291, 8292), and the secret tokens Domov hands out.
///
/// The alphabet is swapped byte by byte: Foundation's `replacingOccurrences` goes through
/// NSString on Linux and cost more than the rest of the encoding (every push decodes the
/// subscription's keys).
public enum Base64URL {
    public static func encode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let base64 = Data(bytes).base64EncodedData()
        var url: [UInt8] = []
        url.reserveCapacity(base64.count)
        for byte in base64 {
            switch byte {
            case UInt8(ascii: "+"): url.append(UInt8(ascii: "-"))
            case UInt8(ascii: "/"): url.append(UInt8(ascii: "_"))
            case UInt8(ascii: "="): continue
            default: url.append(byte)
            }
        }
        return String(decoding: url, as: UTF8.self)
    }

    /// Nil for anything that is not base64url. Padding is tolerated (some sign-in providers
    /// send it), and so is plain base64 (browsers' older push libraries sent it).
    public static func decode(_ text: some StringProtocol) -> [UInt8]? {
        var base64: [UInt8] = []
        base64.reserveCapacity(text.utf8.count + 3)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-"): base64.append(UInt8(ascii: "+"))
            case UInt8(ascii: "_"): base64.append(UInt8(ascii: "/"))
            case UInt8(ascii: "="): continue
            // Anything else outside base64 makes the decoding below fail, as it should; only
            // spaces and tabs around the text are forgiven.
            default: base64.append(byte)
            }
        }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let start = base64.firstIndex { !isBlank($0) } ?? base64.endIndex
        let end = (base64.lastIndex { !isBlank($0) }).map { $0 + 1 } ?? start
        base64 = Array(base64[start..<end])
        guard base64.count % 4 != 1 else { return nil }
        base64 += Array(repeating: UInt8(ascii: "="), count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: Data(base64)).map(Array.init)
    }
}
