import Foundation

extension CalendarQueryFilter {
    /// Whether one calendar object resource (a VCALENDAR) matches the filter, by RFC 4791
    /// §9.7 and the time-range rules of §9.9.
    ///
    /// `floatingTimeZone` turns floating times and DATE values into instants (the
    /// collection's CALDAV:calendar-timezone, or the user's zone). TZIDs go through
    /// `TimeZoneResolver` to the system's zone data; one that names no known zone but has its
    /// VTIMEZONE is read by its rules, as the planner reads it (`namingCustomTimeZones`).
    public func matches(calendar: ICalComponent, floatingTimeZone: TimeZone) -> Bool {
        let calendar = calendar.namingCustomTimeZones(preferring: [floatingTimeZone.identifier])
        return CalendarQueryMatcher(floatingZone: floatingTimeZone).matches(component, in: [calendar], parent: nil)
    }
}

/// The §9.7 walk: a comp-filter looks at the components of its name in its scope and
/// matches when any one of them passes all of its tests.
struct CalendarQueryMatcher {
    typealias ComponentFilter = CalendarQueryFilter.ComponentFilter
    typealias PropertyFilter = CalendarQueryFilter.PropertyFilter
    typealias ParameterFilter = CalendarQueryFilter.ParameterFilter

    let floatingZone: TimeZone

    /// `parent` holds the instances of the enclosing event or to-do, which a VALARM's
    /// relative triggers count from.
    func matches(_ filter: ComponentFilter, in scope: [ICalComponent], parent: CalendarComponentInstances?) -> Bool {
        let candidates = scope.filter { $0.hasName(filter.name) }
        if filter.isNotDefined { return candidates.isEmpty }
        return candidates.contains { matches(filter, $0, siblings: scope, parent: parent) }
    }

    private func matches(
        _ filter: ComponentFilter, _ component: ICalComponent, siblings: [ICalComponent],
        parent: CalendarComponentInstances?
    ) -> Bool {
        // Recurrence is read only when a time is asked about: a UID or text query needs none.
        let instances =
            Self.hasInstances(component) && Self.asksAboutTime(filter)
            ? CalendarComponentInstances(component, siblings: siblings, floatingZone: floatingZone) : nil
        if let range = filter.timeRange, !overlaps(component, range, instances: instances, parent: parent) { return false }
        return filter.properties.allSatisfy { matches($0, on: component, instances: instances) }
            && filter.components.allSatisfy { matches($0, in: component.components, parent: instances) }
    }

    /// Whether the filter or one below it has a time-range (VALARMs count from instances).
    static func asksAboutTime(_ filter: ComponentFilter) -> Bool {
        filter.timeRange != nil || !filter.components.isEmpty
            || filter.properties.contains { property in
                if case .timeRange? = property.test { return true }
                return false
            }
    }

    /// The components of a VCALENDAR that §9.9 gives a time.
    static let componentsInTime = ["VEVENT", "VTODO", "VJOURNAL", "VFREEBUSY"]

    /// The component types that recur and so are tested instance by instance.
    static func hasInstances(_ component: ICalComponent) -> Bool {
        ["VEVENT", "VTODO", "VJOURNAL"].contains(component.name.uppercased())
    }

    private func overlaps(
        _ component: ICalComponent, _ range: CalendarTimeRange, instances: CalendarComponentInstances?,
        parent: CalendarComponentInstances?
    ) -> Bool {
        if let instances {
            return instances.contains(near: range) { range.overlaps($0, floatingZone: floatingZone) }
        }
        switch component.name.uppercased() {
        case "VFREEBUSY": return range.overlapsFreeBusy(component, floatingZone: floatingZone)
        case "VALARM": return CalendarAlarmTriggers(component, floatingZone: floatingZone)?.fire(within: range, of: parent) ?? false
        // Not §9.9 (see CalendarQueryFilter.validate): a whole object overlaps when one of its
        // components would match a time-range of its own.
        case "VCALENDAR":
            return Self.componentsInTime.contains { name in
                matches(ComponentFilter(name, timeRange: range), in: component.components, parent: nil)
            }
        // §9.9: "not defined for any other calendar components".
        default: return false
        }
    }

    private func matches(_ filter: PropertyFilter, on component: ICalComponent, instances: CalendarComponentInstances?) -> Bool {
        let properties = component.properties(named: filter.name)
        if filter.isNotDefined { return properties.isEmpty }
        switch filter.test {
        case .timeRange(let range)?:
            if let instances, let effective = Self.effectiveTime(filter.name, of: component) {
                // Param-filters still look at the property as written (absent for an
                // effective DTEND or DUE, where only is-not-defined can pass).
                guard parametersMatch(filter, properties.first) else { return false }
                return instances.contains(near: range) { effective($0).map(range.contains) ?? false }
            }
            return properties.contains { property in
                guard let value = try? property.dateTime() else { return false }
                return range.contains(value.instant(floatingZone: floatingZone)) && parametersMatch(filter, property)
            }
        case .textMatch(let match)?:
            return properties.contains { match.matches($0.text) && parametersMatch(filter, $0) }
        case nil:
            return properties.contains { parametersMatch(filter, $0) }
        }
    }

    /// DTSTART, DTEND and DUE take their value per instance (§9.9: "infer an effective value
    /// … for an instance"); DTEND may be DTSTART+DURATION and DUE may be DTSTART+DURATION.
    static func effectiveTime(_ name: String, of component: ICalComponent) -> ((CalendarInstance) -> Date?)? {
        let hasDuration = component.property("DURATION") != nil
        switch (name.uppercased(), component.name.uppercased()) {
        case ("DTSTART", _):
            return { $0.start }
        case ("DTEND", "VEVENT") where component.property("DTEND") != nil || hasDuration:
            return { $0.end }
        case ("DUE", "VTODO") where component.property("DUE") != nil || (hasDuration && component.property("DTSTART") != nil):
            return { $0.end }
        default:
            return nil
        }
    }

    private func parametersMatch(_ filter: PropertyFilter, _ property: ICalProperty?) -> Bool {
        filter.parameters.allSatisfy { parameterFilter in
            let parameter = property?.parameters.first { $0.hasName(parameterFilter.name) }
            if parameterFilter.isNotDefined { return parameter == nil }
            guard let parameter else { return false }
            return parameterFilter.textMatch?.matches(anyOf: parameter.values) ?? true
        }
    }
}
