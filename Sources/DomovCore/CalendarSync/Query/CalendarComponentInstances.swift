import Foundation

/// The instances one VEVENT, VTODO or VJOURNAL component stands for (RFC 4791 §3.2, §9.9).
///
/// A master expands DTSTART + RRULE + RDATE − EXDATE through `RecurrenceSet`, minus the
/// instances its sibling overrides (same UID, with RECURRENCE-ID) replace: those are the
/// overrides' own, each one instance at its own times. A component without RRULE or RDATE is
/// one instance. Expansion is bounded by the range asked about, so endless rules end, and
/// capped at `maximumInstances` against rules that would produce millions (§11).
///
/// RANGE=THISANDFUTURE overrides are read as overriding their one instance; EXRULE, removed by
/// RFC 5545, is ignored.
struct CalendarComponentInstances {
    let component: ICalComponent
    let timing: ComponentTiming
    let floatingZone: TimeZone
    private let recurrence: RecurrenceSet?
    /// Ends of RDATE periods by their start on the recurrence's wall clock.
    private let periodEnds: [Int64: Date]
    /// Instants (whole seconds) of the instances sibling overrides replace.
    private let overridden: Set<Int64>

    /// Most instances visited per component and question, whatever the range.
    static let maximumInstances = 100_000

    /// `siblings` are the components around `component` (the calendar's), where its
    /// overrides are found.
    init(_ component: ICalComponent, siblings: [ICalComponent], floatingZone: TimeZone) {
        self.component = component
        self.floatingZone = floatingZone
        let timing = ComponentTiming(component, floatingZone: floatingZone)
        self.timing = timing
        let rules = component.properties(named: "RRULE").compactMap { try? $0.recurrenceRule() }
        let rdates = component.properties(named: "RDATE").flatMap { (try? $0.dateTimeList()) ?? [] }
        guard component.property("RECURRENCE-ID") == nil, let start = timing.start, !rules.isEmpty || !rdates.isEmpty else {
            recurrence = nil
            periodEnds = [:]
            overridden = []
            return
        }
        let exdates = component.properties(named: "EXDATE").flatMap { (try? $0.dateTimeList()) ?? [] }.map(\.start)
        let set = RecurrenceSet(start: start, timeZone: timing.zone, rules: rules, rdates: rdates, exdates: exdates)
        recurrence = set
        var ends: [Int64: Date] = [:]
        for case .period(let period) in rdates {
            let periodStart = period.start.instant(floatingZone: floatingZone)
            switch period.end {
            case .dateTime(let end): ends[set.localSeconds(of: period.start)] = end.instant(floatingZone: floatingZone)
            case .duration(let duration): ends[set.localSeconds(of: period.start)] = duration.added(to: periodStart, in: set.zone)
            }
        }
        periodEnds = ends
        let uid = component.property("UID")?.value
        overridden = Set(
            siblings.compactMap { sibling -> Int64? in
                guard sibling.hasName(component.name), sibling.property("UID")?.value == uid,
                    let id = sibling.dateTimeValue("RECURRENCE-ID")
                else { return nil }
                return Self.key(id.instant(floatingZone: floatingZone))
            })
    }

    /// Whether the component is an override (has RECURRENCE-ID).
    var isOverride: Bool { component.property("RECURRENCE-ID") != nil }

    /// The longest an instance lasts: how far before a range an instance may start and
    /// still reach into it.
    var maximumLength: TimeInterval {
        let start = timing.startInstant ?? .distantPast
        var longest = timing.end.map { max(0, $0.timeIntervalSince(start)) } ?? 0
        // A nominal day can hold 25 hours.
        if case .nominal(let duration)? = timing.length { longest = max(longest, TimeInterval(duration.totalSeconds + 7200)) }
        for (_, end) in periodEnds { longest = max(longest, end.timeIntervalSince(start)) }
        return longest
    }

    /// Calls `body` with every instance that may lie within `margin` of `range` (callers
    /// test each exactly), a master's in order of start, until `body` returns false.
    func forEach(near range: CalendarTimeRange, margin: TimeInterval = 0, _ body: (CalendarInstance) -> Bool) {
        guard let recurrence else {
            _ = body(single)
            return
        }
        let table = ZoneOffsetTable.table(for: recurrence.zone)
        // A day more either side: the wall clock and the instant differ by the zone's offset.
        let widening = margin + maximumLength + 86_400
        let from = range.start.map { Self.local(table, $0.addingTimeInterval(-widening)) }
        let through = range.end.map { Self.local(table, $0.addingTimeInterval(margin + 86_400)) }
        var iterator = recurrence.localOccurrences(from: from, through: through).makeIterator()
        var last = Int64.min
        var visited = 0
        while visited < Self.maximumInstances, let local = iterator.nextLocalSeconds() {
            visited += 1
            let seconds = table.instantSeconds(forLocal: local)
            // Two wall-clock times in a spring-forward gap can name one instant: keep it once.
            guard seconds > last else { continue }
            last = seconds
            guard !overridden.contains(seconds) else { continue }
            let start = Date(timeIntervalSince1970: TimeInterval(seconds))
            let instance = CalendarInstance(
                component: component, recurrenceID: start, start: start,
                end: periodEnds[local] ?? timing.end(after: start),
                zone: timing.zone, isAllDay: timing.start?.isDate == true)
            guard body(instance) else { return }
        }
    }

    /// Whether any instance near `range` passes `predicate`.
    func contains(near range: CalendarTimeRange, margin: TimeInterval = 0, where predicate: (CalendarInstance) -> Bool) -> Bool {
        var found = false
        forEach(near: range, margin: margin) { instance in
            found = predicate(instance)
            return !found
        }
        return found
    }

    /// The one instance of an override or of a component that does not recur.
    private var single: CalendarInstance {
        CalendarInstance(
            component: component,
            recurrenceID: component.dateTimeValue("RECURRENCE-ID")?.instant(floatingZone: floatingZone),
            start: timing.startInstant, end: timing.end, zone: timing.zone,
            isAllDay: timing.start?.isDate == true)
    }

    static func key(_ instant: Date) -> Int64 {
        Int64(instant.timeIntervalSince1970.rounded(.down))
    }

    /// The wall-clock reading of `instant`, kept within the years a `LocalDateTime` can hold.
    private static func local(_ table: ZoneOffsetTable, _ instant: Date) -> LocalDateTime {
        let lowest = Int64(CivilCalendar.dayNumber(year: 1, month: 1, day: 1)) * 86_400
        let highest = Int64(CivilCalendar.dayNumber(year: 9999, month: 12, day: 31)) * 86_400
        let clamped = min(max(instant.timeIntervalSince1970, Double(lowest)), Double(highest))
        return LocalDateTime(localSeconds: min(max(table.localSeconds(for: Date(timeIntervalSince1970: clamped)), lowest), highest))
    }
}
