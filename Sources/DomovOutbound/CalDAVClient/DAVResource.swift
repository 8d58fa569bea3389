import DomovCore
import Foundation

/// One `response` of a PROPFIND multistatus, as the CalDAV client reads it: the resource's
/// absolute URL and the properties it returned with 200.
struct DAVResource {
    var url: String
    var properties: [DAVElement]

    init?(response: DAVElement, base: String) {
        guard let href = response.child(DAVNamespace.dav, "href")?.text, let url = Self.absolute(href, base: base) else { return nil }
        self.url = url
        properties = response.children(DAVNamespace.dav, "propstat")
            .filter { ($0.child(DAVNamespace.dav, "status")?.text ?? "").contains(" 200 ") }
            .flatMap { $0.child(DAVNamespace.dav, "prop")?.children ?? [] }
    }

    static func absolute(_ href: String, base: String) -> String? {
        URL(string: href, relativeTo: URL(string: base))?.absoluteURL.absoluteString
    }

    func property(_ namespace: String, _ name: String) -> DAVElement? {
        properties.first { $0.is(namespace, name) }
    }

    /// A property's text; nil when missing or empty.
    func text(_ namespace: String, _ name: String) -> String? {
        property(namespace, name).map(\.text).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The absolute URL in a property holding an href (current-user-principal, calendar-home-set).
    func href(_ namespace: String, _ name: String) -> String? {
        property(namespace, name)?.child(DAVNamespace.dav, "href").flatMap { Self.absolute($0.text, base: url) }
    }

    var isCollection: Bool { property(DAVNamespace.dav, "resourcetype")?.child(DAVNamespace.dav, "collection") != nil }
    var isCalendar: Bool { property(DAVNamespace.dav, "resourcetype")?.child(DAVNamespace.caldav, "calendar") != nil }

    /// The collection as a calendar, when it is one that holds events or to-dos.
    var calendar: RemoteCalendar? {
        guard isCalendar else { return nil }
        let declared = property(DAVNamespace.caldav, "supported-calendar-component-set")?
            .children(DAVNamespace.caldav, "comp").compactMap {
                PlannerCalendarComponent(rawValue: ($0.attributes["name"] ?? "").uppercased())
            }
        // RFC 4791 §5.2.3: no set means any component.
        let components = declared.map(Set.init) ?? Set(PlannerCalendarComponent.allCases)
        // Domov syncs events and to-dos only: a calendar of journal entries alone is left out.
        guard !components.isDisjoint(with: [.event, .todo]) else { return nil }
        // Apple's calendar-color is "#RRGGBB" or "#RRGGBBAA".
        let color = text(DAVNamespace.appleICal, "calendar-color").map { String($0.prefix(7)) }
        let name = text(DAVNamespace.dav, "displayname") ?? URL(string: url)?.lastPathComponent ?? ""
        return RemoteCalendar(url: url, name: name, color: color, components: components)
    }

    static let discoveryProperties = [
        (DAVNamespace.dav, "resourcetype"), (DAVNamespace.dav, "current-user-principal"), (DAVNamespace.caldav, "calendar-home-set"),
    ]
    static let calendarProperties = [
        (DAVNamespace.dav, "resourcetype"), (DAVNamespace.dav, "displayname"), (DAVNamespace.appleICal, "calendar-color"),
        (DAVNamespace.caldav, "supported-calendar-component-set"),
    ]

    static func propfindBody(_ properties: [(String, String)]) -> String {
        let names = properties.map { namespace, name in "<\(name) xmlns=\"\(namespace)\"/>" }.joined()
        return "<?xml version=\"1.0\" encoding=\"utf-8\"?><propfind xmlns=\"DAV:\"><prop>\(names)</prop></propfind>"
    }
}
