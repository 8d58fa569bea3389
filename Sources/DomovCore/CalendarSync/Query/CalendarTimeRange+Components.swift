import Foundation

/// RFC 4791 §9.9's overlap rules for each component type, on instances whose effective
/// times are already known (`CalendarInstance`).
extension CalendarTimeRange {
    /// VEVENT and VJOURNAL. The event table's rows all reduce to `overlaps(from:to:)` once
    /// the end is effective (DTEND, DTSTART+DURATION, +P1D for a DATE, nothing for a
    /// DATE-TIME); the journal table is the same with its one-day or zero duration, and a
    /// journal entry without DTSTART never overlaps.
    func overlapsEvent(_ instance: CalendarInstance) -> Bool {
        guard let start = instance.start else { return false }
        return overlaps(from: start, to: instance.end ?? start)
    }

    /// VTODO, row by row of the RFC's table. `instance.end` is the effective DUE.
    func overlapsTodo(_ instance: CalendarInstance, floatingZone: TimeZone) -> Bool {
        let todo = instance.component
        let hasDue = todo.property("DUE") != nil
        if let start = instance.start {
            if !hasDue, todo.property("DURATION") != nil, let end = instance.end {
                return startIsAtOrBefore(end) && (endIsAfter(start) || endIsAtOrAfter(end))
            }
            if hasDue, let due = instance.end {
                return (startIsBefore(due) || startIsAtOrBefore(start)) && (endIsAfter(start) || endIsAtOrAfter(due))
            }
            return startIsAtOrBefore(start) && endIsAfter(start)
        }
        if hasDue, let due = instance.end {
            return startIsBefore(due) && endIsAtOrAfter(due)
        }
        let completed = todo.dateTimeValue("COMPLETED")?.instant(floatingZone: floatingZone)
        let created = todo.dateTimeValue("CREATED")?.instant(floatingZone: floatingZone)
        switch (completed, created) {
        case let (completed?, created?):
            return (startIsAtOrBefore(created) || startIsAtOrBefore(completed))
                && (endIsAtOrAfter(created) || endIsAtOrAfter(completed))
        case let (completed?, nil):
            return startIsAtOrBefore(completed) && endIsAtOrAfter(completed)
        case let (nil, created?):
            return endIsAfter(created)
        case (nil, nil):
            return true
        }
    }

    /// VFREEBUSY: DTSTART and DTEND when both are there (note `start <= DTEND`), otherwise
    /// each FREEBUSY period whatever its FBTYPE. DURATION is ignored, as the RFC says.
    func overlapsFreeBusy(_ component: ICalComponent, floatingZone: TimeZone) -> Bool {
        if let start = component.dateTimeValue("DTSTART"), let end = component.dateTimeValue("DTEND") {
            return startIsAtOrBefore(end.instant(floatingZone: floatingZone)) && endIsAfter(start.instant(floatingZone: floatingZone))
        }
        return component.freeBusyPeriods(floatingZone: floatingZone).contains { period in
            startIsBefore(period.end) && endIsAfter(period.start)
        }
    }

    /// An instance of a component of this name, by the rule for its type; false for types
    /// the RFC gives no time-range meaning.
    func overlaps(_ instance: CalendarInstance, floatingZone: TimeZone) -> Bool {
        let name = instance.component.name.uppercased()
        switch name {
        case "VEVENT", "VJOURNAL": return overlapsEvent(instance)
        case "VTODO": return overlapsTodo(instance, floatingZone: floatingZone)
        default: return false
        }
    }
}
