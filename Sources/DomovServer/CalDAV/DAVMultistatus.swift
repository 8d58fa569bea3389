import DomovCore
import Foundation

/// A property name: namespace and local name.
struct DAVPropertyName: Hashable, Sendable {
    var namespace: String
    var name: String

    init(_ namespace: String, _ name: String) {
        self.namespace = namespace
        self.name = name
    }

    init(_ element: DAVElement) {
        self.init(element.namespace, element.name)
    }
}

/// Builds a 207 Multi-Status body (RFC 4918 §13). Values are XML fragments the caller made
/// with `DAVXML`, so every text that came from a user is escaped exactly once.
///
/// A REPORT streams it (issue 23): `opening` is written first, then what `takeBody()` gives after
/// each batch of objects, then the rest of the body and `closing`; the bytes are those of `xml`.
struct DAVMultistatus {
    private var body = ""
    /// Sync reports end with the collection's new token (RFC 6578 §6.2).
    private var syncToken: String?
    /// Responses added since the body was last taken.
    private(set) var pendingResponses = 0

    /// Told how many responses each `takeBody()` hands over, so a test can see that a streamed
    /// REPORT never holds more than one batch of them.
    @TaskLocal static var takeObserver: (@Sendable (_ responses: Int) -> Void)?

    /// One resource: found properties with their values, and the names of those it lacks.
    mutating func add(href: String, found: [(DAVPropertyName, String)], missing: [DAVPropertyName] = []) {
        append(Self.response(href: href, found: found, missing: missing))
    }

    /// The `<d:response>` `add(href:found:missing:)` appends, for a caller that weighs it first.
    static func response(href: String, found: [(DAVPropertyName, String)], missing: [DAVPropertyName] = []) -> String {
        var response = "<d:response><d:href>\(DAVXML.escape(href))</d:href>"
        if !found.isEmpty {
            response += "<d:propstat><d:prop>"
            for (name, value) in found { response += DAVXML.element(name, content: value) }
            response += "</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>"
        }
        if !missing.isEmpty {
            response += "<d:propstat><d:prop>"
            for name in missing { response += DAVXML.element(name, content: "") }
            response += "</d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat>"
        }
        return response + "</d:response>"
    }

    mutating func append(_ response: String) {
        body += response
        pendingResponses += 1
    }

    /// The body so far, to be written, and nothing kept of it.
    mutating func takeBody() -> String {
        Self.takeObserver?(pendingResponses)
        defer {
            body = ""
            pendingResponses = 0
        }
        return body
    }

    /// The answer was cut short at a server limit (RFC 4791 §7.8, RFC 5323 §5.2): 507 for the
    /// request-URI, naming the postcondition, so the app knows objects are missing.
    /// A sync-collection sends the same (RFC 6578 §3.7), and the app asks again from the new token.
    mutating func addIncomplete(href: String, description: String) {
        body +=
            "<d:response><d:href>\(DAVXML.escape(href))</d:href><d:status>HTTP/1.1 507 Insufficient Storage</d:status>"
            + "<d:error><d:number-of-matches-within-limits/></d:error>"
            + "<d:responsedescription>\(DAVXML.escape(description))</d:responsedescription></d:response>"
    }

    /// A resource answered with a status alone (a deleted object in a sync report, a missing href).
    mutating func add(href: String, status: String) {
        append(Self.response(href: href, status: status))
    }

    static func response(href: String, status: String) -> String {
        "<d:response><d:href>\(DAVXML.escape(href))</d:href><d:status>HTTP/1.1 \(status)</d:status></d:response>"
    }

    /// PROPPATCH results: each property with the status of its change.
    mutating func add(href: String, statuses: [(DAVPropertyName, String)]) {
        body += "<d:response><d:href>\(DAVXML.escape(href))</d:href>"
        for (name, status) in statuses {
            body += "<d:propstat><d:prop>\(DAVXML.element(name, content: ""))</d:prop><d:status>HTTP/1.1 \(status)</d:status></d:propstat>"
        }
        body += "</d:response>"
    }

    mutating func setSyncToken(_ token: String) {
        syncToken = token
    }

    var xml: String {
        Self.opening + body + closing
    }

    static let opening: String = {
        let declarations = DAVNamespace.prefixes.map { " xmlns:\($0.prefix)=\"\($0.namespace)\"" }.joined()
        return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<d:multistatus\(declarations)>"
    }()

    /// What follows the body: the sync token, if any, and the end of the multistatus.
    var closing: String {
        (syncToken.map { "<d:sync-token>\(DAVXML.escape($0))</d:sync-token>" } ?? "") + "</d:multistatus>"
    }
}

/// Small XML writing helpers for WebDAV answers.
enum DAVXML {
    static func escape(_ text: String) -> String {
        // Over the UTF-8 bytes, and not at all when nothing needs it (ETags, most names): a
        // week's REPORT escapes a few hundred values, and going by Character cost a tenth of it.
        let special: (UInt8) -> Bool = {
            $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"")
                || $0 == UInt8(ascii: "'")
        }
        guard text.utf8.contains(where: special) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += Array("&amp;".utf8)
            case UInt8(ascii: "<"): out += Array("&lt;".utf8)
            case UInt8(ascii: ">"): out += Array("&gt;".utf8)
            case UInt8(ascii: "\""): out += Array("&quot;".utf8)
            case UInt8(ascii: "'"): out += Array("&apos;".utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `<prefix:name>content</prefix:name>`, declaring the namespace inline when it has no known prefix.
    static func element(_ name: DAVPropertyName, content: String) -> String {
        let (open, close) =
            if let prefix = DAVNamespace.prefix(for: name.namespace) {
                ("\(prefix):\(name.name)", "\(prefix):\(name.name)")
            } else {
                ("x:\(name.name) xmlns:x=\"\(escape(name.namespace))\"", "x:\(name.name)")
            }
        return content.isEmpty ? "<\(open)/>" : "<\(open)>\(content)</\(close)>"
    }

    static func href(_ path: String) -> String {
        "<d:href>\(escape(path))</d:href>"
    }

    /// A precondition error body (RFC 4918 §16), e.g. `<c:valid-calendar-data/>`.
    /// `content` is the condition's own XML, such as the `DAV:href` a no-uid-conflict names.
    static func error(_ condition: DAVPropertyName, content: String = "", description: String? = nil) -> String {
        let text = description.map { "<d:responsedescription>\(escape($0))</d:responsedescription>" } ?? ""
        return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<d:error"
            + DAVNamespace.prefixes.map { " xmlns:\($0.prefix)=\"\($0.namespace)\"" }.joined()
            + ">\(element(condition, content: content))\(text)</d:error>"
    }
}
