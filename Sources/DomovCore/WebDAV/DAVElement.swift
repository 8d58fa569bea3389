import Foundation

/// A parsed WebDAV body: a request Domov's CalDAV server reads (PROPFIND, PROPPATCH, REPORT,
/// MKCALENDAR) or a multistatus its CalDAV client reads. Elements are named by namespace and
/// local name, as RFC 4918 compares them; prefixes are gone.
public struct DAVElement: Sendable, Equatable {
    public var namespace: String
    public var name: String
    public var attributes: [String: String]
    public var children: [DAVElement]
    /// The element's own character data (CDATA sections included), trimmed (text-match, href).
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

    /// Parses a body; nil for anything that is not well-formed XML within `limits`
    /// (`DAVXMLReader`: no DOCTYPE, so no entity of any kind is resolved).
    public static func parse(_ data: Data, limits: DAVXMLReader.Limits = .request) -> DAVElement? {
        try? read(data, limits: limits)
    }

    /// Parses a body, saying why it is not XML Domov reads.
    public static func read(_ data: Data, limits: DAVXMLReader.Limits = .request) throws(DAVXMLError) -> DAVElement {
        try DAVXMLReader(limits: limits).read(data)
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
