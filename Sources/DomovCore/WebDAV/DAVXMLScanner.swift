import Foundation

/// The markup half of `DAVXMLReader`, over bytes already checked as UTF-8 with line ends
/// normalized. One loop with an explicit stack of open elements, so nesting costs heap, not
/// call stack; every read goes through `byte(at:)`, which is nil past the end.
struct DAVXMLScanner {
    // Internal, not private: the lexing half (DAVXMLScanner+Lexing) reads and moves them.
    let u: [UInt8]
    var i = 0
    let limits: DAVXMLReader.Limits

    /// An open element: its name as written (for the end tag), what it resolved to, and how
    /// many namespace bindings it pushed (popped with it).
    struct Frame {
        var qualifiedName: ArraySlice<UInt8>
        var namespace: String
        var name: String
        var attributes: [String: String]
        var children: [DAVElement] = []
        var text: [UInt8] = []
        var bindings: Int
    }

    var stack: [Frame] = []
    private var bindings: [(prefix: String, uri: String)] = []
    private var elements = 0

    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    /// Real bodies declare a handful of namespaces, on the root.
    static let maximumBindingsInScope = 128

    init(_ bytes: [UInt8], limits: DAVXMLReader.Limits) {
        u = bytes
        self.limits = limits
    }

    // MARK: Document

    mutating func document() throws(DAVXMLError) -> DAVElement {
        if starts(with: "<?xml"), let next = byte(at: i + 5), next == 63 || Self.isSpace(next) { try declaration() }
        try misc()
        guard byte(at: i) == 60 else { throw fail(i >= u.count ? .noRootElement : .malformed("the root element must start with '<'")) }
        let root = try elementTree()
        try misc()
        guard i >= u.count else { throw fail(.malformed("nothing but comments may follow the root element")) }
        return root
    }

    /// `<?xml version="1.0" encoding="…" standalone="…"?>`: a version is required.
    private mutating func declaration() throws(DAVXMLError) {
        i += 5
        var seen: [String] = []
        while true {
            let hadSpace = skipSpace()
            if starts(with: "?>") { i += 2; break }
            guard byte(at: i) != nil else { throw fail(.unexpectedEnd) }
            guard hadSpace else { throw fail(.malformed("space expected in the XML declaration")) }
            let name = String(decoding: try nameBytes(), as: UTF8.self)
            skipSpace()
            guard byte(at: i) == 61 else { throw fail(.malformed("'=' expected in the XML declaration")) }
            i += 1
            skipSpace()
            let value = String(decoding: try attributeValue(), as: UTF8.self)
            switch (name, seen) {
            case ("version", []):
                guard value.hasPrefix("1."), value.count > 2, value.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    throw fail(.malformed("unsupported XML version"))
                }
            case ("encoding", ["version"]): break // the bytes are checked as UTF-8 whatever this says
            case ("standalone", ["version"]), ("standalone", ["version", "encoding"]):
                guard value == "yes" || value == "no" else { throw fail(.malformed("standalone must be yes or no")) }
            default:
                throw fail(
                    .malformed(
                        seen.isEmpty ? "the XML declaration needs a version" : "unexpected \(name.prefix(40)) in the XML declaration"))
            }
            seen.append(name)
        }
        guard !seen.isEmpty else { throw fail(.malformed("the XML declaration needs a version")) }
    }

    /// Space, comments and processing instructions around the root element.
    private mutating func misc() throws(DAVXMLError) {
        while true {
            skipSpace()
            if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<?") {
                try processingInstruction()
            } else if starts(with: "<!DOCTYPE") {
                throw fail(.doctypeNotAllowed)
            } else if starts(with: "<!") {
                throw fail(.malformed("unexpected markup declaration"))
            } else {
                return
            }
        }
    }

    // MARK: Elements

    private mutating func elementTree() throws(DAVXMLError) -> DAVElement {
        try startTag()
        while true {
            if let finished = closeEmptyOrContinue() { return finished }
            guard let b = byte(at: i) else { throw fail(.unexpectedEnd) }
            if b == 60 {
                switch byte(at: i + 1) {
                case 47: // '/'
                    if let finished = try endTag() { return finished }
                case 63: // '?'
                    try processingInstruction()
                case 33: // '!'
                    if starts(with: "<!--") {
                        try comment()
                    } else if starts(with: "<![CDATA[") {
                        try cdata()
                    } else if starts(with: "<!DOCTYPE") {
                        throw fail(.doctypeNotAllowed)
                    } else {
                        throw fail(.malformed("unexpected markup declaration"))
                    }
                default:
                    try startTag()
                }
            } else if b == 38 {
                var text: [UInt8] = []
                try reference(into: &text)
                appendText(text[...])
            } else {
                let start = i
                while let c = byte(at: i), c != 60, c != 38 { i += 1 }
                appendText(u[start..<i])
            }
        }
    }

    /// `pendingEmpty` marks a start tag that ended in `/>`: it closes at once.
    private var pendingEmpty = false

    private mutating func closeEmptyOrContinue() -> DAVElement? {
        guard pendingEmpty else { return nil }
        pendingEmpty = false
        return close()
    }

    private mutating func startTag() throws(DAVXMLError) {
        i += 1
        guard stack.count < limits.maximumDepth else { throw fail(.nestingTooDeep(limit: limits.maximumDepth)) }
        elements += 1
        guard elements <= limits.maximumElements else { throw fail(.tooManyElements(limit: limits.maximumElements)) }
        let qualifiedName = try nameBytes()
        var written: [(name: ArraySlice<UInt8>, value: [UInt8])] = []
        while true {
            let hadSpace = skipSpace()
            guard let b = byte(at: i) else { throw fail(.unexpectedEnd) }
            if b == 62 { i += 1; break }
            if b == 47 {
                guard byte(at: i + 1) == 62 else { throw fail(.malformed("'>' expected after '/'")) }
                i += 2
                pendingEmpty = true
                break
            }
            guard hadSpace else { throw fail(.malformed("space expected between attributes")) }
            let name = try nameBytes()
            guard !written.contains(where: { $0.name == name }) else { throw fail(.duplicateAttribute(Self.shown(name))) }
            guard written.count < limits.maximumAttributes else { throw fail(.tooManyAttributes(limit: limits.maximumAttributes)) }
            skipSpace()
            guard byte(at: i) == 61 else { throw fail(.malformed("'=' expected after an attribute name")) }
            i += 1
            skipSpace()
            written.append((name, try attributeValue()))
        }
        try open(qualifiedName, attributes: written)
    }

    /// Pushes the element's namespace declarations, then resolves its name and attributes.
    private mutating func open(_ qualifiedName: ArraySlice<UInt8>, attributes written: [(name: ArraySlice<UInt8>, value: [UInt8])])
        throws(DAVXMLError)
    {
        var pushed = 0
        for (name, value) in written {
            let text = String(decoding: value, as: UTF8.self)
            if name.elementsEqual("xmlns".utf8) {
                bindings.append(("", text))
                pushed += 1
            } else if name.starts(with: "xmlns:".utf8) {
                let prefix = String(decoding: name.dropFirst(6), as: UTF8.self)
                guard !prefix.isEmpty, !prefix.contains(":"), !text.isEmpty, prefix != "xmlns" else {
                    throw fail(.malformed("invalid namespace declaration \(Self.shown(name))"))
                }
                bindings.append((prefix, text))
                pushed += 1
            }
        }
        // Resolving a name searches the declarations in scope: bounded, so a deep chain that
        // declares many namespaces cannot make every element below it slow to read.
        guard bindings.count <= Self.maximumBindingsInScope else {
            throw fail(.malformed("more than \(Self.maximumBindingsInScope) namespace declarations in scope"))
        }
        let (namespace, local) = try resolve(qualifiedName, isElement: true)
        var attributes: [String: String] = [:]
        for (name, value) in written where !name.elementsEqual("xmlns".utf8) && !name.starts(with: "xmlns:".utf8) {
            _ = try resolve(name, isElement: false)
            attributes[String(decoding: name, as: UTF8.self)] = String(decoding: value, as: UTF8.self)
        }
        stack.append(Frame(qualifiedName: qualifiedName, namespace: namespace, name: local, attributes: attributes, bindings: pushed))
    }

    /// An element name's namespace and local name. Unprefixed attributes have no namespace.
    private func resolve(_ qualifiedName: ArraySlice<UInt8>, isElement: Bool) throws(DAVXMLError) -> (String, String) {
        let parts = qualifiedName.split(separator: 58, omittingEmptySubsequences: false) // ':'
        switch parts.count {
        case 1:
            let local = String(decoding: parts[0], as: UTF8.self)
            guard isElement else { return ("", local) }
            return (bindings.last { $0.prefix.isEmpty }?.uri ?? "", local)
        case 2 where !parts[0].isEmpty && !parts[1].isEmpty:
            let prefix = String(decoding: parts[0], as: UTF8.self)
            let local = String(decoding: parts[1], as: UTF8.self)
            if prefix == "xml" { return (Self.xmlNamespace, local) }
            guard prefix != "xmlns", let uri = bindings.last(where: { $0.prefix == prefix })?.uri else {
                throw fail(.undeclaredPrefix(String(prefix.prefix(40))))
            }
            return (uri, local)
        default:
            throw fail(.malformed("invalid qualified name \(Self.shown(qualifiedName))"))
        }
    }

    /// `</name>`: closes the open element; returns the root when it closes.
    private mutating func endTag() throws(DAVXMLError) -> DAVElement? {
        i += 2
        let name = try nameBytes()
        skipSpace()
        guard byte(at: i) == 62 else { throw fail(byte(at: i) == nil ? .unexpectedEnd : .malformed("'>' expected in an end tag")) }
        guard let open = stack.last else { throw fail(.malformed("end tag without an open element")) }
        guard open.qualifiedName == name else {
            throw fail(.mismatchedEndTag(expected: Self.shown(open.qualifiedName), found: Self.shown(name)))
        }
        i += 1
        return close()
    }

    /// Pops the open element into its parent; returns it when it was the root.
    private mutating func close() -> DAVElement? {
        guard let frame = stack.popLast() else { return nil }
        bindings.removeLast(min(frame.bindings, bindings.count))
        let text = String(decoding: frame.text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let element = DAVElement(
            namespace: frame.namespace, name: frame.name, attributes: frame.attributes, children: frame.children, text: text)
        guard !stack.isEmpty else { return element }
        stack[stack.count - 1].children.append(element)
        return nil
    }
}
