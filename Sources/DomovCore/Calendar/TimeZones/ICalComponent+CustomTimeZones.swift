import Foundation

/// VTIMEZONEs whose TZID names no zone Domov knows ("Customized Time Zone 1", as Outlook and
/// Exchange send): the times that name them are placed by the VTIMEZONE's rules, through the
/// known zone with the same offsets (`VTimeZoneRules.matchingZone`). The planner reads them so
/// (issue 22, defect 1), and calendar queries must too, or an object the index cannot answer for
/// is matched with its times moved into the reader's zone.
extension ICalComponent {
    /// For each VTIMEZONE of this calendar whose TZID names no known zone, the known zone with
    /// the same offsets around the time of the calendar's first event or to-do (the first of
    /// `preferred` that has them, if any).
    public func customTimeZones(preferring preferred: [String]) -> [String: TimeZone] {
        var zones: [String: TimeZone] = [:]
        let around = firstTime
        for definition in components(named: "VTIMEZONE") where definition.definesCustomZone {
            guard let tzid = definition.property("TZID")?.value, let rules = VTimeZoneRules(definition) else { continue }
            zones[tzid] = rules.matchingZone(around: around, preferring: preferred)
        }
        return zones
    }

    /// Whether this VTIMEZONE's TZID names no zone Domov knows.
    private var definesCustomZone: Bool {
        property("TZID").map { TimeZoneResolver.timeZone(forTZID: $0.value) == nil } ?? false
    }

    /// The calendar with every TZID that names one of its custom VTIMEZONEs replaced by the
    /// known zone it stands for, so that every reader of times resolves it; itself when it has
    /// none. For reading only: a stored object keeps the TZIDs it was written with.
    public func namingCustomTimeZones(preferring preferred: [String]) -> ICalComponent {
        // Most calendars define only known zones: then nothing is read or copied.
        guard components.contains(where: { $0.hasName("VTIMEZONE") && $0.definesCustomZone }) else { return self }
        let zones = customTimeZones(preferring: preferred)
        guard !zones.isEmpty else { return self }
        return renamingTimeZones(zones.mapValues(\.identifier))
    }

    /// When the calendar's first event or to-do starts (or is due); now when it has neither.
    private var firstTime: Date {
        let first = components.first { $0.hasName("VEVENT") || $0.hasName("VTODO") }
        guard let value = try? first?.property("DTSTART")?.dateTime() ?? first?.property("DUE")?.dateTime() else { return Date() }
        return value.instant(floatingZone: .gmt)
    }

    private func renamingTimeZones(_ names: [String: String]) -> ICalComponent {
        var renamed = self
        for index in renamed.properties.indices {
            if let tzid = renamed.properties[index].parameter("TZID"), let known = names[tzid] {
                renamed.properties[index].setParameter("TZID", known)
            }
        }
        renamed.components = components.map { $0.hasName("VTIMEZONE") ? $0 : $0.renamingTimeZones(names) }
        return renamed
    }
}
