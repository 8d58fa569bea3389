import Foundation

/// When a VALARM goes off (RFC 5545 §3.8.6.3, §3.8.6.2), for RFC 4791 §9.9's VALARM rule:
/// `(start <= trigger-time) AND (end > trigger-time)` for any trigger of any instance of the
/// enclosing component, repeats included.
struct CalendarAlarmTriggers {
    enum Trigger {
        /// TRIGGER;VALUE=DATE-TIME: once, whatever the instances.
        case absolute(Date)
        /// An offset from each instance's start, or its end with RELATED=END.
        case relative(ICalDuration, fromEnd: Bool)
    }

    let trigger: Trigger
    /// REPEAT: further triggers after the first, `interval` apart.
    let repeats: Int
    let interval: ICalDuration

    /// Nil for an alarm without a readable TRIGGER (it never goes off).
    init?(_ alarm: ICalComponent, floatingZone: TimeZone) {
        guard let property = alarm.property("TRIGGER") else { return nil }
        if property.valueType == "DATE-TIME" {
            guard let value = try? property.dateTime() else { return nil }
            trigger = .absolute(value.instant(floatingZone: floatingZone))
        } else {
            guard let offset = try? property.duration() else { return nil }
            trigger = .relative(offset, fromEnd: property.parameter("RELATED")?.uppercased() == "END")
        }
        // RFC 5545 wants REPEAT and DURATION together; one without the other means no repeats.
        if let count = alarm.property("REPEAT")?.integer, count > 0, let interval = try? alarm.property("DURATION")?.duration() {
            repeats = min(count, 1000)
            self.interval = interval
        } else {
            repeats = 0
            interval = ICalDuration()
        }
    }

    /// How far triggers can lie from their instance, to widen the instances looked at.
    var margin: TimeInterval {
        let offset: Int
        switch trigger {
        case .absolute: offset = 0
        case .relative(let duration, _): offset = abs(duration.totalSeconds)
        }
        return TimeInterval(offset + repeats * abs(interval.totalSeconds) + 7200)
    }

    /// Whether the alarm goes off within `range` for the enclosing component's instances.
    func fire(within range: CalendarTimeRange, of parent: CalendarComponentInstances?) -> Bool {
        switch trigger {
        case .absolute(let time):
            return times(from: time, zone: .gmt).contains(where: range.contains)
        case .relative:
            guard let parent else { return false }
            return parent.contains(near: range, margin: margin) { instance in
                times(for: instance).contains(where: range.contains)
            }
        }
    }

    /// The first trigger and its repeats for one instance. RELATED=START on a to-do without
    /// DTSTART counts from DUE (RFC 4791 §7.8.5's own example needs that); RELATED=END on
    /// a component without an end counts from its start.
    func times(for instance: CalendarInstance) -> [Date] {
        guard case .relative(let offset, let fromEnd) = trigger,
            let base = fromEnd ? (instance.end ?? instance.start) : (instance.start ?? instance.end)
        else { return [] }
        return times(from: offset.added(to: base, in: instance.zone), zone: instance.zone)
    }

    private func times(from first: Date, zone: TimeZone) -> [Date] {
        var result = [first]
        for _ in 0..<repeats { result.append(interval.added(to: result[result.count - 1], in: zone)) }
        return result
    }
}
