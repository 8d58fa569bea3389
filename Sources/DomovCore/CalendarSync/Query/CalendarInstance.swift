import Foundation

/// One occurrence of an event, to-do or journal entry with its effective times: the master's
/// expanded instances, an override's own, or a component that does not recur.
///
/// RFC 4791 §9.9 asks for "an effective value for DTSTART, DTEND, DURATION, and DUE" per
/// instance; this carries them as instants so the time-range rules are plain comparisons.
struct CalendarInstance {
    /// The component whose properties describe this instance: the master, or the override.
    var component: ICalComponent
    /// The original start (what a RECURRENCE-ID names); nil for a component that does not recur.
    var recurrenceID: Date?
    /// Effective DTSTART; nil for a to-do or journal entry without one.
    var start: Date?
    /// Effective DTEND of an event (from DTEND, DURATION or the default length), effective
    /// DUE of a to-do (from DUE or DURATION), the default length's end for a journal entry.
    var end: Date?
    /// The zone nominal durations (days) are added in: the start's zone.
    var zone: TimeZone
    /// DTSTART is a DATE, so expansion writes DATE values back.
    var isAllDay: Bool
}

/// How one component's start and end are written, read once per component.
struct ComponentTiming {
    /// How an instance's end follows from its start.
    enum Length {
        /// DTEND or DUE minus DTSTART for date-times: RFC 5545 §3.8.5.3 keeps the exact duration.
        case exact(TimeInterval)
        /// DURATION, whole days between DATE values, or the one-day default of an all-day event.
        case nominal(ICalDuration)
    }

    let start: ICalDateTime?
    let startInstant: Date?
    let zone: TimeZone
    /// Nil when the end cannot follow from a start (a to-do with neither DUE nor DURATION).
    let length: Length?
    /// The component's own end as written (DTEND, DUE) or derived from its start.
    let end: Date?

    init(_ component: ICalComponent, floatingZone: TimeZone) {
        start = component.dateTimeValue("DTSTART")
        zone = start.map { Self.zone(of: $0, floatingZone: floatingZone) } ?? floatingZone
        startInstant = start?.instant(floatingZone: floatingZone)
        let isTodo = component.hasName("VTODO")
        let written = component.dateTimeValue(isTodo ? "DUE" : "DTEND")
        let duration = try? component.property("DURATION")?.duration()
        if let written {
            let endInstant = written.instant(floatingZone: floatingZone)
            if let start, let startInstant {
                length =
                    start.isDate && written.isDate
                    ? .nominal(ICalDuration(days: written.date.dayNumber - start.date.dayNumber))
                    : .exact(endInstant.timeIntervalSince(startInstant))
            } else {
                length = nil
            }
            end = endInstant
            return
        }
        if let duration {
            length = .nominal(duration)
        } else if isTodo {
            length = nil
        } else {
            // §9.9: an event or journal entry without DTEND and DURATION lasts one day when
            // DTSTART is a DATE and nothing when it is a DATE-TIME.
            length = start?.isDate == true ? .nominal(ICalDuration(days: 1)) : .exact(0)
        }
        end = startInstant.flatMap { [length, zone] in Self.end(after: $0, length: length, zone: zone) }
    }

    /// The end of an instance starting at `start`.
    func end(after start: Date) -> Date? {
        Self.end(after: start, length: length, zone: zone)
    }

    private static func end(after start: Date, length: Length?, zone: TimeZone) -> Date? {
        switch length {
        case .exact(let seconds)?: return start.addingTimeInterval(seconds)
        case .nominal(let duration)?: return duration.added(to: start, in: zone)
        case nil: return nil
        }
    }

    /// The zone a value's wall clock runs in: its TZID's (or, unknown, the floating zone, as
    /// `ICalDateTime.instant` reads it), UTC, or the floating zone for floating and DATE values.
    static func zone(of value: ICalDateTime, floatingZone: TimeZone) -> TimeZone {
        switch value {
        case .utc: return .gmt
        case .zoned(_, let tzid): return TimeZoneResolver.timeZone(forTZID: tzid) ?? floatingZone
        case .floating, .date: return floatingZone
        }
    }
}

extension ICalComponent {
    /// The first property of that name as a DATE or DATE-TIME; nil when absent or unreadable.
    func dateTimeValue(_ name: String) -> ICalDateTime? {
        try? property(name)?.dateTime()
    }
}
