import Foundation

extension CalendarQueryFilter {
    /// For a filter that can only match events overlapping a time range (the common "what is on
    /// in this week" query of Apple Calendar, Thunderbird and DAVx5): that range. A store may
    /// then read just the events near it before applying the whole filter. Nil when the filter
    /// may match anything else: to-dos (whose time-range rules reach CREATED and COMPLETED),
    /// alarms, or time-ranges on properties.
    public var eventWindow: DateInterval? {
        let components = component.components
        guard component.timeRange == nil, component.properties.isEmpty, !components.isEmpty, !component.isNotDefined else { return nil }
        var start = Date.distantFuture
        var end = Date.distantPast
        for filter in components {
            guard filter.name.uppercased() == "VEVENT", !filter.isNotDefined, let range = filter.timeRange,
                !filter.components.contains(where: { $0.timeRange != nil || !$0.components.isEmpty }),
                !filter.properties.contains(where: { if case .timeRange = $0.test { true } else { false } })
            else { return nil }
            start = min(start, range.start ?? .distantPast)
            end = max(end, range.end ?? .distantFuture)
        }
        return start < end ? DateInterval(start: start, end: end) : nil
    }
}
