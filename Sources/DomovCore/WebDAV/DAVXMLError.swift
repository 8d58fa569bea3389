import Foundation

/// Why a body is not XML Domov reads, with the 1-based line where the reading stopped, so a
/// 400 can tell a client's developer what to fix.
public struct DAVXMLError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// Larger than `DAVXMLReader.Limits.maximumSize` bytes.
        case tooLarge(limit: Int)
        /// Bytes that are not UTF-8 (the only encoding read; an `encoding` other than UTF-8
        /// or ASCII is accepted only when the bytes are UTF-8 anyway).
        case invalidUTF8
        /// A control character XML does not allow (NUL, ESC, …), as a byte or a reference.
        case invalidCharacter
        /// More nested elements than `maximumDepth`.
        case nestingTooDeep(limit: Int)
        /// More elements than `maximumElements`.
        case tooManyElements(limit: Int)
        /// An element or attribute name longer than `maximumNameLength` bytes.
        case nameTooLong(limit: Int)
        /// More attributes on one element than `maximumAttributes`.
        case tooManyAttributes(limit: Int)
        /// A DOCTYPE: refused with every entity declaration it could carry, so no body can
        /// expand entities or name external files.
        case doctypeNotAllowed
        /// `&name;` other than the five XML predefines.
        case undefinedEntity(String)
        /// A namespace prefix with no `xmlns:prefix` in scope.
        case undeclaredPrefix(String)
        /// An end tag that does not close the open element.
        case mismatchedEndTag(expected: String, found: String)
        /// The same attribute twice on one element.
        case duplicateAttribute(String)
        /// The body ended inside markup or with elements open.
        case unexpectedEnd
        /// No root element.
        case noRootElement
        /// Anything else that is not well-formed, with what was expected.
        case malformed(String)
    }

    /// Byte offset in the body (after a byte-order mark) where reading stopped.
    public let offset: Int
    /// 1-based line of `offset`.
    public let line: Int
    public let reason: Reason

    public init(offset: Int, line: Int, reason: Reason) {
        self.offset = offset
        self.line = line
        self.reason = reason
    }

    public var message: String {
        switch reason {
        case .tooLarge(let limit): return "the body is larger than \(limit) bytes"
        case .invalidUTF8: return "the body is not valid UTF-8"
        case .invalidCharacter: return "a character XML does not allow"
        case .nestingTooDeep(let limit): return "elements are nested more than \(limit) deep"
        case .tooManyElements(let limit): return "more than \(limit) elements"
        case .nameTooLong(let limit): return "a name longer than \(limit) bytes"
        case .tooManyAttributes(let limit): return "more than \(limit) attributes on one element"
        case .doctypeNotAllowed: return "DOCTYPE and entity declarations are not accepted"
        case .undefinedEntity(let name): return "undefined entity &\(name);"
        case .undeclaredPrefix(let prefix): return "namespace prefix \"\(prefix)\" is not declared"
        case .mismatchedEndTag(let expected, let found): return "</\(expected)> expected, found </\(found)>"
        case .duplicateAttribute(let name): return "attribute \(name) appears twice"
        case .unexpectedEnd: return "the body ends before the XML does"
        case .noRootElement: return "no root element"
        case .malformed(let expected): return expected
        }
    }

    public var description: String { "line \(line): \(message)" }
}
