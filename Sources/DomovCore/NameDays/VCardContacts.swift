import Foundation

/// The people in a vCard file (RFC 6350, and the 2.1 and 3.0 forms phones still export), as far
/// as name days need them: the display name and the first name. A card that does not read is
/// reported by its position, and the rest are kept.
public struct VCardContacts: Sendable, Equatable {
    public struct Contact: Sendable, Equatable {
        /// The card's position in the file, from 1.
        public let number: Int
        public let fullName: String
        /// The given name (N's second component, else FN's first word); nil when there is none.
        public let firstName: String?
    }

    public let contacts: [Contact]
    /// Positions of the cards that could not be read (no end, no name, broken lines).
    public let malformed: [Int]

    /// Thrown when the file holds no card at all.
    public struct NotAVCard: Error, Equatable, Sendable {}

    public static func parse(_ text: String) throws(NotAVCard) -> VCardContacts {
        var contacts: [Contact] = []
        var malformed: [Int] = []
        var current: [String]?
        var number = 0
        for line in unfolded(text) {
            let upper = line.uppercased()
            if upper == "BEGIN:VCARD" {
                // A card that never ended is broken; the new one starts afresh.
                if current != nil { malformed.append(number) }
                number += 1
                current = []
            } else if upper == "END:VCARD" {
                guard let lines = current else { continue }
                if let contact = contact(number: number, lines: lines) { contacts.append(contact) } else { malformed.append(number) }
                current = nil
            } else if !line.isEmpty {
                current?.append(line)
            }
        }
        if current != nil { malformed.append(number) }
        guard number > 0 else { throw NotAVCard() }
        return VCardContacts(contacts: contacts, malformed: malformed)
    }

    /// Joins folded lines (a line starting with a space or tab continues the one before), and
    /// the soft line breaks of quoted-printable values (a line ending in "=").
    ///
    /// In one pass: each line grows in place, and whether it names QUOTED-PRINTABLE is kept as
    /// it grows. Looking through the whole line again at each soft line break, and copying it,
    /// made a value of a few hundred thousand breaks (one upload) hours of work.
    static func unfolded(_ text: String) -> [String] {
        var lines: [String] = []
        var lastIsQuotedPrintable = false
        func extendLast(with piece: Substring) {
            // Only where the old end meets the new piece can the marker newly appear.
            let seam = String(lines[lines.count - 1].suffix(quotedPrintableMarker.count - 1)) + piece
            lines[lines.count - 1] += piece
            if !lastIsQuotedPrintable { lastIsQuotedPrintable = seam.uppercased().contains(quotedPrintableMarker) }
        }
        for raw in text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            if let first = raw.first, first == " " || first == "\t", !lines.isEmpty {
                extendLast(with: raw.dropFirst())
            } else if lastIsQuotedPrintable, lines.last?.hasSuffix("=") == true {
                lines[lines.count - 1].removeLast()
                extendLast(with: raw)
            } else {
                lines.append(String(raw))
                lastIsQuotedPrintable = raw.uppercased().contains(quotedPrintableMarker)
            }
        }
        return lines.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static let quotedPrintableMarker = "QUOTED-PRINTABLE"

    private static func contact(number: Int, lines: [String]) -> Contact? {
        var fullName: String?
        var structured: [String]?
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let head = line[..<colon].split(separator: ";")
            guard let rawName = head.first else { return nil }
            // Grouped properties ("item1.FN") count as their property.
            let name = rawName.split(separator: ".").last.map { $0.uppercased() } ?? ""
            let quotedPrintable = head.dropFirst().contains { $0.uppercased().contains("QUOTED-PRINTABLE") }
            let raw = String(line[line.index(after: colon)...])
            let value = quotedPrintable ? decodeQuotedPrintable(raw) : raw
            switch name {
            case "FN": fullName = unescape(value)
            case "N": structured = splitComponents(value).map(unescape)
            default: break
            }
        }
        let given = structured.flatMap { $0.count > 1 ? $0[1] : nil }?.split(separator: " ").first.map(String.init)
        let family = structured?.first ?? ""
        let shown =
            fullName?.trimmingCharacters(in: .whitespaces).nilIfEmpty
            ?? [given, family.nilIfEmpty].compactMap { $0 }.joined(separator: " ").nilIfEmpty
        guard let shown else { return nil }
        let first = given?.nilIfEmpty ?? fullName?.split(separator: " ").first.map(String.init)
        return Contact(number: number, fullName: shown, firstName: first)
    }

    /// Splits a structured value at semicolons that are not escaped.
    private static func splitComponents(_ value: String) -> [String] {
        var parts: [String] = [""]
        var escaped = false
        for character in value {
            if escaped {
                parts[parts.count - 1].append("\\")
                parts[parts.count - 1].append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ";" {
                parts.append("")
            } else {
                parts[parts.count - 1].append(character)
            }
        }
        return parts
    }

    private static func unescape(_ value: String) -> String {
        ICalText.unescape(value).trimmingCharacters(in: .whitespaces)
    }

    /// "=C5=A0=C3=A1rka" to "Šárka" (UTF-8, as phones write it).
    static func decodeQuotedPrintable(_ value: String) -> String {
        var bytes: [UInt8] = []
        var iterator = Array(value.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "="), let high = iterator.next(), let low = iterator.next(),
                let decoded = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            {
                bytes.append(decoded)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

private extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

private extension Optional where Wrapped == String {
    var nilIfEmpty: String? { self?.isEmpty == false ? self : nil }
}
