import Foundation

/// CALDAV:expand (RFC 4791 §9.6.5): a calendar object resource rewritten as one component
/// per instance that overlaps a range, for clients that do not do recurrence or time zones.
///
/// Every instance of a recurring event, to-do or journal entry becomes its own component with
/// RECURRENCE-ID, overrides take the place of the instances they replace, RRULE, RDATE, EXRULE
/// and EXDATE go, and so do the VTIMEZONEs: DTSTART, DTEND, DUE, RECURRENCE-ID and every
/// other TZID or floating date-time are written in UTC. DATE values stay DATEs, so an
/// all-day event stays all-day (the RFC converts only "local time with reference to time
/// zone information"). Other components (VFREEBUSY, X- ones) pass through unchanged.
///
/// CALDAV:limit-recurrence-set (§9.6.6) is not offered: it is optional for clients, none of
/// those Domov targets sends it, and returning the whole master and all overrides is valid.
public enum CalendarQueryExpansion {
    /// The range holds more instances than the caller allows. The expansion stops at the first
    /// one past the limit, so a rule repeating every minute costs no more than the limit.
    public struct TooManyInstances: Error, Equatable {
        public let limit: Int
    }

    /// The expanded VCALENDAR: the calendar's own properties, then per UID its overlapping
    /// instances in order of start, the UIDs in the order they first appear. At most
    /// `maximumInstances` instances in all: one more is an error rather than a silently shorter
    /// answer, because an app would take the missing instances for deleted ones.
    public static func expand(
        _ calendar: ICalComponent, from start: Date, to end: Date, floatingTimeZone: TimeZone, maximumInstances: Int = .max
    ) throws(TooManyInstances) -> ICalComponent {
        let range = CalendarTimeRange(start: start, end: end)
        var result = ICalComponent(name: calendar.name, properties: calendar.properties)
        var emittedUIDs = Set<String>()
        var total = 0
        // Instances are written in UTC, placed by the calendar's own rules for zones Domov does
        // not know; anything else is answered as it was written.
        let written = calendar
        let calendar = calendar.namingCustomTimeZones(preferring: [floatingTimeZone.identifier])
        for (component, asWritten) in zip(calendar.components, written.components) {
            if component.hasName("VTIMEZONE") { continue }
            guard CalendarQueryMatcher.hasInstances(component) else {
                result.components.append(asWritten)
                continue
            }
            let uid = component.property("UID")?.value
            if let uid {
                guard emittedUIDs.insert(component.name.uppercased() + "\n" + uid).inserted else { continue }
            }
            // The master and its overrides together, so their instances interleave by start.
            let group = calendar.components.filter { other in
                other.hasName(component.name) && (uid == nil ? other == component : other.property("UID")?.value == uid)
            }
            var instances: [CalendarInstance] = []
            for member in group {
                CalendarComponentInstances(member, siblings: calendar.components, floatingZone: floatingTimeZone)
                    .forEach(near: range) { instance in
                        if range.overlaps(instance, floatingZone: floatingTimeZone) {
                            instances.append(instance)
                            total += 1
                        }
                        return total <= maximumInstances
                    }
                if total > maximumInstances { throw TooManyInstances(limit: maximumInstances) }
            }
            instances.sort { a, b in
                (a.start ?? .distantPast, a.recurrenceID ?? .distantPast) < (b.start ?? .distantPast, b.recurrenceID ?? .distantPast)
            }
            result.components += instances.map { instanceComponent($0, floatingZone: floatingTimeZone) }
        }
        return result
    }

    /// One instance as a stand-alone component.
    static func instanceComponent(_ instance: CalendarInstance, floatingZone: TimeZone) -> ICalComponent {
        var component = instance.component
        for name in ["RRULE", "RDATE", "EXRULE", "EXDATE"] { component.setProperty(name, nil) }
        func value(_ instant: Date) -> ICalDateTime {
            instance.isAllDay ? .date(LocalDateTime(instant: instant, in: instance.zone).date) : .utc(instant)
        }
        if let start = instance.start { replaceValue("DTSTART", with: value(start), in: &component) }
        let endName = component.hasName("VTODO") ? "DUE" : "DTEND"
        if component.property(endName) != nil, let end = instance.end {
            replaceValue(endName, with: value(end), in: &component)
        }
        if let id = instance.recurrenceID {
            replaceValue("RECURRENCE-ID", with: value(id), in: &component)
        }
        component.properties = component.properties.map { inUTC($0, floatingZone: floatingZone) }
        return component
    }

    /// Sets a date property's value, keeping its other parameters (RANGE, X- ones).
    private static func replaceValue(_ name: String, with value: ICalDateTime, in component: inout ICalComponent) {
        let parameters = component.property(name)?.parameters ?? []
        component.setProperty(name, .dateTime(name, value, parameters: parameters))
    }

    /// Date-time properties of RFC 5545 whose values may be local; any other property only
    /// when a TZID says it is one, so a SUMMARY that looks like a date stays text.
    static let dateTimeProperties: Set<String> = [
        "DTSTART", "DTEND", "DUE", "RECURRENCE-ID", "COMPLETED", "CREATED",
        "DTSTAMP", "LAST-MODIFIED", "ACKNOWLEDGED",
    ]

    /// A DATE-TIME property with a TZID or a floating value, rewritten in UTC; others as they are.
    private static func inUTC(_ property: ICalProperty, floatingZone: TimeZone) -> ICalProperty {
        guard property.parameter("TZID") != nil || dateTimeProperties.contains(property.name.uppercased()),
            property.valueType == nil || property.valueType == "DATE-TIME",
            let value = try? property.dateTime()
        else { return property }
        switch value {
        case .zoned, .floating:
            return .dateTime(property.name, .utc(value.instant(floatingZone: floatingZone)), parameters: property.parameters)
        case .utc, .date:
            return property
        }
    }
}
