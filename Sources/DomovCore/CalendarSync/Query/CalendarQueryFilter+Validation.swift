import Foundation

/// Why a filter breaks RFC 4791 §7.8's CALDAV:valid-filter precondition; the server answers
/// 403 with that element.
public enum CalendarQueryFilterError: Error, Hashable, Sendable {
    /// The top-level comp-filter must name VCALENDAR.
    case rootIsNotVCalendar(String)
    /// A component nested where iCalendar never puts it (VEVENT in VTODO, VALARM in VJOURNAL).
    case misplacedComponent(String, in: String)
    /// A time-range on a component or property §9.9 gives no meaning.
    case timeRangeNotDefined(on: String)
    /// A time-range with neither end, or an end not after its start.
    case emptyTimeRange
}

extension CalendarQueryFilter {
    /// Components that live directly in a VCALENDAR, and VALARM's possible parents.
    private static let calendarChildren: Set<String> = ["VEVENT", "VTODO", "VJOURNAL", "VFREEBUSY", "VTIMEZONE"]
    private static let alarmParents: Set<String> = ["VEVENT", "VTODO"]
    private static let timeRangeComponents: Set<String> = ["VEVENT", "VTODO", "VJOURNAL", "VFREEBUSY", "VALARM"]
    private static let timeRangeProperties: Set<String> = ["COMPLETED", "CREATED", "DTEND", "DTSTAMP", "DTSTART", "DUE", "LAST-MODIFIED"]

    /// Checks the filter against what §7.8 and §9.9 allow. Non-standard (X-) components and
    /// properties pass: §7.7 lets servers query them.
    public func validate() throws(CalendarQueryFilterError) {
        guard component.name.uppercased() == "VCALENDAR" else { throw .rootIsNotVCalendar(component.name) }
        try Self.validate(component, parent: nil)
    }

    private static func validate(_ filter: ComponentFilter, parent: String?) throws(CalendarQueryFilterError) {
        let name = filter.name.uppercased()
        if let parent, !name.hasPrefix("X-") {
            let allowed =
                switch name {
                case "VALARM": alarmParents.contains(parent)
                case "STANDARD", "DAYLIGHT": parent == "VTIMEZONE"
                default: parent == "VCALENDAR" && calendarChildren.contains(name)
                }
            guard allowed else { throw .misplacedComponent(filter.name, in: parent) }
        }
        if filter.isNotDefined { return }
        if let range = filter.timeRange {
            // §9.9 defines no time-range on VCALENDAR, but apps built on the Python caldav library
            // send one when asked for "anything in this range", and Radicale answers it: it means
            // any event, to-do, journal or free-busy of the object in the range.
            guard timeRangeComponents.contains(name) || (parent == nil && name == "VCALENDAR") else {
                throw .timeRangeNotDefined(on: filter.name)
            }
            try validate(range)
        }
        for property in filter.properties where !property.isNotDefined {
            if case .timeRange(let range)? = property.test {
                guard timeRangeProperties.contains(property.name.uppercased()) else { throw .timeRangeNotDefined(on: property.name) }
                try validate(range)
            }
        }
        for child in filter.components { try validate(child, parent: name) }
    }

    private static func validate(_ range: CalendarTimeRange) throws(CalendarQueryFilterError) {
        guard range.start != nil || range.end != nil else { throw .emptyTimeRange }
        if let start = range.start, let end = range.end, end <= start { throw .emptyTimeRange }
    }
}
