import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed WebDAV body: a request Domov's CalDAV server reads (PROPFIND, PROPPATCH, REPORT,
/// MKCALENDAR) or a multistatus its CalDAV client reads. Elements are named by namespace and
/// local name, as RFC 4918 compares them; prefixes are gone.
public struct DAVElement: Sendable, Equatable {
    public var namespace: String
    public var name: String
    public var attributes: [String: String]
    public var children: [DAVElement]
    /// The element's own character data, trimmed (text-match, href).
    public var text: String

    public func `is`(_ namespace: String, _ name: String) -> Bool {
        self.namespace == namespace && self.name == name
    }

    public func child(_ namespace: String, _ name: String) -> DAVElement? {
        children.first { $0.is(namespace, name) }
    }

    public func children(_ namespace: String, _ name: String) -> [DAVElement] {
        children.filter { $0.is(namespace, name) }
    }

    /// Parses a request body. Nil for text that is not well-formed XML. External entities
    /// are never resolved (XMLParser's default), so a body cannot read the server's files.
    public static func parse(_ data: Data) -> DAVElement? {
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
public enum DAVNamespace {
    public static let dav = "DAV:"
    public static let caldav = "urn:ietf:params:xml:ns:caldav"
    /// getctag: older than sync tokens, still read by some apps.
    public static let calendarServer = "http://calendarserver.org/ns/"
    /// calendar-color and calendar-order: Apple's, read by most apps.
    public static let appleICal = "http://apple.com/ns/ical/"
    /// Domov's own error conditions, where the RFCs name none (a body that is not XML).
    public static let domov = "https://domov.invalid/ns/"

    public static let prefixes: [(prefix: String, namespace: String)] = [
        ("d", dav), ("c", caldav), ("cs", calendarServer), ("ical", appleICal),
    ]

    public static func prefix(for namespace: String) -> String? {
        prefixes.first { $0.namespace == namespace }?.prefix
    }
}
