import Foundation

/// A mailbox: an address and an optional display name, which may be any Unicode text.
public struct MailAddress: Sendable, Hashable, CustomStringConvertible {
    /// The addr-spec, `local@domain`. ASCII only: Domov does not ask servers for SMTPUTF8.
    public var address: String
    public var displayName: String?

    /// Fails for an address with characters that could break the envelope or a header
    /// (spaces, angle brackets, line breaks, non-ASCII) or without exactly one `@`.
    public init?(_ address: String, displayName: String? = nil) {
        let bytes = Array(address.utf8)
        guard bytes.filter({ $0 == UInt8(ascii: "@") }).count == 1,
            address.first != "@", address.last != "@",
            bytes.allSatisfy({
                $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">")
                    && $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "\"")
            })
        else { return nil }
        self.address = address
        self.displayName = displayName.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The part after the `@`.
    public var domain: Substring {
        address[address.index(after: address.firstIndex(of: "@")!)...]
    }

    public var description: String {
        displayName.map { "\($0) <\(address)>" } ?? address
    }

    /// The mailbox as header text (RFC 5322 section 3.4), with the display name quoted or
    /// RFC 2047-encoded as needed. `prefixLength` is how far into the line it starts.
    func headerText(prefixLength: Int) -> String {
        guard let name = displayName.map(MIMEEncoding.singleLine) else { return address }
        if MIMEEncoding.isPlainHeaderText(name) {
            let atext = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-/=?^_`{|}~ ".utf8)
            let phrase =
                name.utf8.allSatisfy(atext.contains) && !name.hasPrefix(" ") && !name.hasSuffix(" ")
                ? name
                : "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            return "\(phrase) <\(address)>"
        }
        let words = MIMEEncoding.encodedWords(name, firstLinePrefixLength: prefixLength)
        return words.joined(separator: "\r\n ") + "\r\n <\(address)>"
    }
}
