import Foundation

/// The VTIMEZONEs a feed's stored components need, gathered a page at a time before the first
/// item is written (they come first in the calendar, issue 23): each object's own definitions
/// by TZID and, for a TZID a text names without defining it (or a row written by Domov), the
/// zone Domov knows by that name, built for the span of the items' starts.
///
/// A feed is one calendar, in which a TZID names one definition. When an object defines a
/// TZID another object already defined otherwise (two Outlook objects' "Customized Time Zone
/// 1"), that object's TZIDs are renamed in the feed, so each time stays in its own zone.
public struct PlannerFeedZones: Sendable, Equatable {
    /// The definitions taken from stored objects, by the TZID they have in the feed.
    private var definitions: [String: ICalComponent] = [:]
    /// For each object with a renamed definition: its TZID → the TZID it has in the feed.
    private var renamed: [String: [String: String]] = [:]
    /// Zones named without a definition, with the first and last start of their items.
    private var undefined = PlannerCalendarWriter.ZoneSpan()

    public init() {}

    /// Notes the zones of what the feed writes for `item`: its stored component, from an object
    /// whose VTIMEZONEs are `objectZones`, or (nil) the component Domov writes from the row.
    mutating func add(_ item: PlannerItem, component: ICalComponent?, objectZones: [ICalComponent]) {
        guard let component else {
            // Domov's own writing names the item's zone, and none for UTC, floating times and dates.
            if !item.when.isAllDay, !item.isFloating, !PlannerCalendarWriter.isUTC(item.timeZone), let start = item.start {
                undefined.add(zone: item.timeZoneIdentifier, at: start)
            }
            return
        }
        for tzid in Self.tzids(in: component) {
            guard let definition = objectZones.first(where: { $0.property("TZID")?.value == tzid }) else {
                if let start = item.start { undefined.add(zone: tzid, at: start) }
                continue
            }
            define(tzid, as: definition, in: item.calendarUID)
        }
    }

    private mutating func define(_ tzid: String, as definition: ICalComponent, in uid: String) {
        guard renamed[uid]?[tzid] == nil else { return }
        var name = tzid
        var copy = 1
        while let taken = definitions[name], taken != Self.definition(definition, named: name) {
            copy += 1
            name = "\(tzid) (\(copy))"
        }
        definitions[name] = Self.definition(definition, named: name)
        if name != tzid { renamed[uid, default: [:]][tzid] = name }
    }

    private static func definition(_ definition: ICalComponent, named name: String) -> ICalComponent {
        var named = definition
        named.setProperty("TZID", ICalProperty(name: "TZID", value: name))
        return named
    }

    /// The component as the feed writes it: with its object's renamed TZIDs.
    func feedComponent(_ component: ICalComponent, of uid: String) -> ICalComponent {
        guard let names = renamed[uid] else { return component }
        return Self.renaming(component, names)
    }

    private static func renaming(_ component: ICalComponent, _ names: [String: String]) -> ICalComponent {
        var renamed = component
        for index in renamed.properties.indices {
            if let tzid = renamed.properties[index].parameter("TZID"), let name = names[tzid] {
                renamed.properties[index].setParameter("TZID", name)
            }
        }
        renamed.components = renamed.components.map { renaming($0, names) }
        return renamed
    }

    /// Every VTIMEZONE, by TZID: the stored definitions, and one built by `writer` for each zone
    /// named without one that Domov knows (IANA and Windows names).
    func timeZones(writer: PlannerCalendarWriter) -> [ICalComponent] {
        var zones = definitions
        for tzid in undefined.zones where zones[tzid] == nil {
            if let built = writer.timeZone(named: tzid, for: undefined) { zones[tzid] = built }
        }
        return zones.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The TZID parameters of the component's properties and of its own components' (alarms).
    static func tzids(in component: ICalComponent) -> [String] {
        var seen: [String] = []
        let named = component.properties.compactMap { $0.parameter("TZID") } + component.components.flatMap(tzids)
        for tzid in named where !seen.contains(tzid) { seen.append(tzid) }
        return seen
    }
}
