import Foundation

/// The lexing half of `DAVXMLScanner`: comments, CDATA, processing instructions, attribute
/// values, references and names, over bounds-checked bytes.
extension DAVXMLScanner {
    // MARK: Pieces

    mutating func comment() throws(DAVXMLError) {
        i += 4
        guard let end = find("-->") else { throw fail(.unexpectedEnd) }
        i = end + 3
    }

    mutating func cdata() throws(DAVXMLError) {
        i += 9
        guard let end = find("]]>") else { throw fail(.unexpectedEnd) }
        appendText(u[i..<end])
        i = end + 3
    }

    mutating func appendText(_ text: ArraySlice<UInt8>) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += text
    }

    /// `<?target data?>`, skipped; the data may be absent. `xml` as a target is reserved.
    mutating func processingInstruction() throws(DAVXMLError) {
        i += 2
        let target = String(decoding: try nameBytes(), as: UTF8.self)
        guard target.lowercased() != "xml" else { throw fail(.malformed("an XML declaration is allowed only at the start")) }
        if starts(with: "?>") { i += 2; return }
        guard let b = byte(at: i) else { throw fail(.unexpectedEnd) }
        guard Self.isSpace(b) else { throw fail(.malformed("space expected after a processing instruction's target")) }
        guard let end = find("?>") else { throw fail(.unexpectedEnd) }
        i = end + 2
    }

    /// A quoted attribute value with references replaced and white space normalized (§3.3.3).
    mutating func attributeValue() throws(DAVXMLError) -> [UInt8] {
        guard let quote = byte(at: i), quote == 34 || quote == 39 else { throw fail(.malformed("a quoted value expected")) }
        i += 1
        var value: [UInt8] = []
        while true {
            guard let b = byte(at: i) else { throw fail(.unexpectedEnd) }
            if b == quote { i += 1; return value }
            if b == 60 { throw fail(.malformed("'<' in an attribute value")) }
            if b == 38 {
                try reference(into: &value)
            } else {
                value.append(Self.isSpace(b) ? 32 : b)
                i += 1
            }
        }
    }

    /// `&name;`, `&#decimal;` or `&#xhex;`, appended as UTF-8.
    mutating func reference(into out: inout [UInt8]) throws(DAVXMLError) {
        let start = i
        i += 1
        var end = i
        while let b = byte(at: end), b != 59 {
            guard end - i < 16, b != 60, b != 38, !Self.isSpace(b) else { throw fail(.malformed("a reference must end with ';'")) }
            end += 1
        }
        guard byte(at: end) == 59 else { throw fail(.unexpectedEnd) }
        let body = u[i..<end]
        i = end + 1
        switch String(decoding: body, as: UTF8.self) {
        case "lt": out.append(60)
        case "gt": out.append(62)
        case "amp": out.append(38)
        case "apos": out.append(39)
        case "quot": out.append(34)
        case let name where name.hasPrefix("#"):
            let hex = name.hasPrefix("#x")
            let digits = name.dropFirst(hex ? 2 : 1)
            guard !digits.isEmpty, digits.count <= 8, digits.allSatisfy({ hex ? $0.isHexDigit : ($0.isASCII && $0.isNumber) }),
                let value = UInt32(digits, radix: hex ? 16 : 10),
                DAVXMLText.isXMLCharacter(value), let scalar = Unicode.Scalar(value)
            else {
                i = start
                throw fail(.invalidCharacter)
            }
            out.append(contentsOf: String(Character(scalar)).utf8)
        case let name:
            i = start
            throw fail(.undefinedEntity(String(name.prefix(40))))
        }
    }

    /// A Name (§2.3) as bytes: ASCII name characters, and any non-ASCII character (the
    /// bytes are valid UTF-8 already, so a name never splits a character).
    mutating func nameBytes() throws(DAVXMLError) -> ArraySlice<UInt8> {
        let start = i
        guard let first = byte(at: i) else { throw fail(.unexpectedEnd) }
        guard Self.isNameStart(first) else { throw fail(.malformed("a name expected")) }
        i += 1
        while let b = byte(at: i), Self.isNameStart(b) || (b >= 48 && b <= 57) || b == 45 || b == 46 {
            i += 1
            guard i - start <= limits.maximumNameLength else { throw fail(.nameTooLong(limit: limits.maximumNameLength)) }
        }
        return u[start..<i]
    }

    // MARK: Bytes

    func byte(at index: Int) -> UInt8? {
        index >= 0 && index < u.count ? u[index] : nil
    }

    func starts(with literal: String) -> Bool {
        var k = i
        for b in literal.utf8 {
            guard byte(at: k) == b else { return false }
            k += 1
        }
        return true
    }

    /// The offset of the next `literal` at or after `i`.
    func find(_ literal: String) -> Int? {
        let pattern = Array(literal.utf8)
        guard let first = pattern.first, u.count >= pattern.count else { return nil }
        var k = i
        while k <= u.count - pattern.count {
            if u[k] == first, u[k..<(k + pattern.count)].elementsEqual(pattern) { return k }
            k += 1
        }
        return nil
    }

    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = i
        while let b = byte(at: i), Self.isSpace(b) { i += 1 }
        return i > start
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 10 || b == 13 }

    static func isNameStart(_ b: UInt8) -> Bool {
        (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b == 58 || b >= 0x80
    }

    /// A name for an error message, shortened.
    static func shown(_ name: ArraySlice<UInt8>) -> String {
        String(String(decoding: name, as: UTF8.self).prefix(40))
    }

    func fail(_ reason: DAVXMLError.Reason) -> DAVXMLError {
        let offset = min(i, u.count)
        return DAVXMLError(offset: offset, line: DAVXMLText.line(of: offset, in: u), reason: reason)
    }
}
