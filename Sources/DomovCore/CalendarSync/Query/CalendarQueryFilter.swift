import Foundation

/// A CalDAV calendar-query filter (RFC 4791 §9.7) as plain values. The server turns the
/// request's XML into this; `matches(calendar:floatingTimeZone:)` tests one calendar object
/// resource against it.
///
/// The model follows the XML one to one, so a request loses nothing on the way in. Where the
/// DTD makes elements exclusive (is-not-defined against everything else), `isNotDefined`
/// wins and the other fields are ignored, which is what a request holding both could only mean.
public struct CalendarQueryFilter: Hashable, Sendable {
    /// The filter's single top-level comp-filter; a valid request names VCALENDAR.
    public var component: ComponentFilter

    /// A filter whose top-level comp-filter is `component`.
    public init(_ component: ComponentFilter) {
        self.component = component
    }

    /// CALDAV:comp-filter (§9.7.1): a component type in the enclosing scope, optionally
    /// scheduled within a time range, whose properties and subcomponents match in turn.
    public struct ComponentFilter: Hashable, Sendable {
        /// A component name such as VCALENDAR, VEVENT, VTODO or VALARM (case-insensitive).
        public var name: String
        /// Matches when no component of that name exists in the scope.
        public var isNotDefined: Bool
        /// At least one recurrence instance must overlap it (§9.9).
        public var timeRange: CalendarTimeRange?
        public var properties: [PropertyFilter]
        public var components: [ComponentFilter]

        /// A comp-filter; with no tests it matches when a component of that name exists.
        public init(
            _ name: String, isNotDefined: Bool = false, timeRange: CalendarTimeRange? = nil,
            properties: [PropertyFilter] = [], components: [ComponentFilter] = []
        ) {
            self.name = name
            self.isNotDefined = isNotDefined
            self.timeRange = timeRange
            self.properties = properties
            self.components = components
        }
    }

    /// CALDAV:prop-filter (§9.7.2): a property of the enclosing component.
    public struct PropertyFilter: Hashable, Sendable {
        /// The optional value test; the DTD allows one of the two, or neither.
        public enum Test: Hashable, Sendable {
            /// For COMPLETED, CREATED, DTEND, DTSTAMP, DTSTART, DUE and LAST-MODIFIED.
            case timeRange(CalendarTimeRange)
            case textMatch(CalendarTextMatch)
        }

        /// A property name such as SUMMARY, ATTENDEE or DTSTART (case-insensitive).
        public var name: String
        /// Matches when the component has no property of that name.
        public var isNotDefined: Bool
        public var test: Test?
        /// Must all match the same property that passed `test`.
        public var parameters: [ParameterFilter]

        /// A prop-filter; with no tests it matches when a property of that name exists.
        public init(_ name: String, isNotDefined: Bool = false, test: Test? = nil, parameters: [ParameterFilter] = []) {
            self.name = name
            self.isNotDefined = isNotDefined
            self.test = test
            self.parameters = parameters
        }
    }

    /// CALDAV:param-filter (§9.7.3): a parameter of the property being examined.
    public struct ParameterFilter: Hashable, Sendable {
        /// A parameter name such as PARTSTAT (case-insensitive).
        public var name: String
        /// Matches when the property has no parameter of that name.
        public var isNotDefined: Bool
        public var textMatch: CalendarTextMatch?

        /// A param-filter; with no tests it matches when a parameter of that name exists.
        public init(_ name: String, isNotDefined: Bool = false, textMatch: CalendarTextMatch? = nil) {
            self.name = name
            self.isNotDefined = isNotDefined
            self.textMatch = textMatch
        }
    }
}
