import Foundation

/// A component (VCALENDAR, VEVENT, VTODO, VALARM, VTIMEZONE, STANDARD, DAYLIGHT, VFREEBUSY,
/// or anything else) as a generic tree: properties in file order and subcomponents.
///
/// Generic on purpose: the CalDAV server stores and returns what clients send, so nothing
/// may be lost; features read what they need through typed accessors.
public struct ICalComponent: Hashable, Sendable {
    /// As written; compare with `hasName(_:)`.
    public var name: String
    public var properties: [ICalProperty]
    public var components: [ICalComponent]

    public init(name: String, properties: [ICalProperty] = [], components: [ICalComponent] = []) {
        self.name = name
        self.properties = properties
        self.components = components
    }

    public func hasName(_ other: String) -> Bool {
        name.equalsIgnoringCase(other)
    }

    /// The first property with this name (case-insensitive).
    public func property(_ name: String) -> ICalProperty? {
        properties.first { $0.hasName(name) }
    }

    public func properties(named name: String) -> [ICalProperty] {
        properties.filter { $0.hasName(name) }
    }

    public func components(named name: String) -> [ICalComponent] {
        components.filter { $0.hasName(name) }
    }

    /// Replaces every property of that name with `property` (at the first one's place), or
    /// appends it; nil removes them all.
    public mutating func setProperty(_ name: String, _ property: ICalProperty?) {
        let index = properties.firstIndex { $0.hasName(name) }
        properties.removeAll { $0.hasName(name) }
        guard let property else { return }
        properties.insert(property, at: min(index ?? properties.count, properties.count))
    }

    /// Parses a stream holding exactly one top-level component (normally VCALENDAR).
    public static func parse(_ text: String, options: ICalParser.Options = .init()) throws(ICalParseError) -> ICalComponent {
        let all = try ICalParser(options: options).parse(text)
        return all[0]
    }

    /// The component as iCalendar text: CRLF line ends, lines folded at 75 octets.
    public func serialized() -> String {
        var out = ""
        write(to: &out)
        return out
    }

    /// The component as text, or nil as soon as the text passes `maximumBytes` of UTF-8: an
    /// answer too big to send is given up after one line too many, not built whole and measured.
    public func serialized(maximumBytes: Int) -> String? {
        var out = ""
        return write(to: &out, maximumBytes: maximumBytes) ? out : nil
    }

    func write(to out: inout String) {
        _ = write(to: &out, maximumBytes: .max)
    }

    /// False when the text passed `maximumBytes` (what was written so far stays in `out`).
    private func write(to out: inout String, maximumBytes: Int) -> Bool {
        ICalFolding.appendFolded("BEGIN:" + name, to: &out)
        for property in properties {
            ICalFolding.appendFolded(property.contentLine, to: &out)
            if out.utf8.count > maximumBytes { return false }
        }
        for component in components {
            guard component.write(to: &out, maximumBytes: maximumBytes) else { return false }
        }
        ICalFolding.appendFolded("END:" + name, to: &out)
        return out.utf8.count <= maximumBytes
    }
}
