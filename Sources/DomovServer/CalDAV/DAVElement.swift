import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed WebDAV request body (PROPFIND, PROPPATCH, REPORT, MKCALENDAR): elements named by
/// namespace and local name, as RFC 4918 compares them; prefixes are gone.
struct DAVElement: Sendable, Equatable {
    var namespace: String
    var name: String
    var attributes: [String: String]
    var children: [DAVElement]
    /// The element's own character data, trimmed (text-match, href).
    var text: String

    func `is`(_ namespace: String, _ name: String) -> Bool {
        self.namespace == namespace && self.name == name
    }

    func child(_ namespace: String, _ name: String) -> DAVElement? {
        children.first { $0.is(namespace, name) }
    }

    func children(_ namespace: String, _ name: String) -> [DAVElement] {
        children.filter { $0.is(namespace, name) }
    }

    /// Parses a request body. Nil for text that is not well-formed XML. External entities
    /// are never resolved (XMLParser's default), so a body cannot read the server's files.
    static func parse(_ data: Data) -> DAVElement? {
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let builder = TreeBuilder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else { return nil }
        return root
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [DAVElement] = []
        var root: DAVElement?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            stack.append(DAVElement(namespace: namespaceURI ?? "", name: name, attributes: attributes, children: [], text: ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard var element = stack.popLast() else { return }
            element.text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }
    }
}

/// The XML namespaces CalDAV speaks, with the prefixes Domov writes them with.
enum DAVNamespace {
    static let dav = "DAV:"
    static let caldav = "urn:ietf:params:xml:ns:caldav"
    /// getctag: older than sync tokens, still read by some apps.
    static let calendarServer = "http://calendarserver.org/ns/"
    /// calendar-color and calendar-order: Apple's, read by most apps.
    static let appleICal = "http://apple.com/ns/ical/"
    /// Domov's own error conditions, where the RFCs name none (a body that is not XML).
    static let domov = "https://domov.invalid/ns/"

    static let prefixes: [(prefix: String, namespace: String)] = [
        ("d", dav), ("c", caldav), ("cs", calendarServer), ("ical", appleICal),
    ]

    static func prefix(for namespace: String) -> String? {
        prefixes.first { $0.namespace == namespace }?.prefix
    }
}
