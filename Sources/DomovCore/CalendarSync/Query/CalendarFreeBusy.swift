import Foundation

/// CALDAV:free-busy-query (RFC 4791 §7.10): the busy time of many calendar object resources
/// over a range, as one VFREEBUSY.
///
/// Events count by the section's table: TRANSP:TRANSPARENT and STATUS:CANCELLED are free
/// (and left out, the report lists busy time only), STATUS:TENTATIVE is BUSY-TENTATIVE, any
/// other status BUSY; each instance by its own component, so a cancelled override frees its
/// slot. Stored VFREEBUSY components add their FREEBUSY periods with their FBTYPE. Events
/// without duration take no time. To-dos and journal entries are not busy time.
public enum CalendarFreeBusy {
    /// A VFREEBUSY with DTSTAMP `now`, DTSTART and DTEND the range, and one FREEBUSY line
    /// per busy period in UTC: clipped to the range, overlapping or touching periods of one
    /// FBTYPE merged (§7.10 asks for coalescing, which also hides how many events there are),
    /// in order of start. FBTYPE is written only when it is not BUSY. The server wraps it in
    /// a VCALENDAR with its PRODID.
    public static func freeBusy(
        for calendars: [ICalComponent], from start: Date, to end: Date,
        floatingTimeZone: TimeZone, now: Date
    ) -> ICalComponent {
        var busy = Busy(from: start, to: end, floatingTimeZone: floatingTimeZone)
        for calendar in calendars { busy.add(calendar) }
        return busy.component(now: now)
    }

    /// The busy time of calendars added one at a time, coalesced as it grows: a free-busy-query
    /// reads the texts of a collection a batch at a time (issue 23) and keeps only this.
    public struct Busy: Sendable {
        public let start: Date
        public let end: Date
        public let floatingTimeZone: TimeZone
        private var periods: [FreeBusyPeriod] = []
        /// Coalesced once there are this many periods; then at twice as many as remained.
        private var mergeAt = 4_096

        public init(from start: Date, to end: Date, floatingTimeZone: TimeZone) {
            self.start = start
            self.end = end
            self.floatingTimeZone = floatingTimeZone
        }

        public mutating func add(_ calendar: ICalComponent) {
            let calendar = calendar.namingCustomTimeZones(preferring: [floatingTimeZone.identifier])
            let range = CalendarTimeRange(start: start, end: end)
            for component in calendar.components {
                if component.hasName("VEVENT") {
                    CalendarComponentInstances(component, siblings: calendar.components, floatingZone: floatingTimeZone)
                        .forEach(near: range) { instance in
                            if let period = CalendarFreeBusy.busyPeriod(instance), range.overlaps(from: period.start, to: period.end) {
                                periods.append(
                                    FreeBusyPeriod(start: max(period.start, start), end: min(period.end, end), type: period.type))
                            }
                            return true
                        }
                } else if component.hasName("VFREEBUSY") {
                    periods += component.freeBusyPeriods(floatingZone: floatingTimeZone).filter { period in
                        period.type != "FREE" && period.end > period.start && range.overlaps(from: period.start, to: period.end)
                    }.map { FreeBusyPeriod(start: max($0.start, start), end: min($0.end, end), type: $0.type) }
                }
            }
            if periods.count >= mergeAt {
                periods = CalendarFreeBusy.merged(periods)
                mergeAt = max(4_096, 2 * periods.count)
            }
        }

        /// A VFREEBUSY with DTSTAMP `now`, DTSTART and DTEND the range, and the busy time.
        public func component(now: Date) -> ICalComponent {
            var result = ICalComponent(
                name: "VFREEBUSY",
                properties: [
                    .dateTime("DTSTAMP", .utc(now)), .dateTime("DTSTART", .utc(start)), .dateTime("DTEND", .utc(end)),
                ])
            for period in CalendarFreeBusy.merged(periods) {
                let parameters = period.type == "BUSY" ? [] : [ICalParameter(name: "FBTYPE", value: period.type)]
                result.properties.append(
                    .period(
                        "FREEBUSY", [ICalPeriod(start: .utc(period.start), end: .dateTime(.utc(period.end)))],
                        parameters: parameters))
            }
            return result
        }
    }

    /// The busy time one event instance takes, or nil when it is free or has no length.
    static func busyPeriod(_ instance: CalendarInstance) -> FreeBusyPeriod? {
        let event = instance.component
        guard let start = instance.start, let end = instance.end, end > start,
            event.property("TRANSP")?.value.uppercased() != "TRANSPARENT"
        else { return nil }
        switch event.property("STATUS")?.value.uppercased() {
        case "CANCELLED": return nil
        case "TENTATIVE": return FreeBusyPeriod(start: start, end: end, type: "BUSY-TENTATIVE")
        default: return FreeBusyPeriod(start: start, end: end, type: "BUSY")
        }
    }

    /// Per FBTYPE, overlapping or touching periods as one; all sorted by start, then type.
    static func merged(_ periods: [FreeBusyPeriod]) -> [FreeBusyPeriod] {
        var result: [FreeBusyPeriod] = []
        for (_, ofType) in Dictionary(grouping: periods, by: \.type) {
            var current: FreeBusyPeriod?
            for period in ofType.sorted(by: { $0.start < $1.start }) {
                if let open = current, period.start <= open.end {
                    current?.end = max(open.end, period.end)
                } else {
                    if let open = current { result.append(open) }
                    current = period
                }
            }
            if let open = current { result.append(open) }
        }
        return result.sorted { ($0.start, $0.type) < ($1.start, $1.type) }
    }
}

/// One FREEBUSY value as instants with its FBTYPE.
struct FreeBusyPeriod: Hashable, Sendable {
    var start: Date
    var end: Date
    /// Upper-cased FBTYPE; BUSY when absent (RFC 5545 §3.2.9).
    var type: String
}

extension ICalComponent {
    /// Every period of every FREEBUSY property, unreadable ones skipped.
    func freeBusyPeriods(floatingZone: TimeZone) -> [FreeBusyPeriod] {
        properties(named: "FREEBUSY").flatMap { property -> [FreeBusyPeriod] in
            let type = property.parameter("FBTYPE")?.uppercased() ?? "BUSY"
            return ((try? property.periodList()) ?? []).map { period in
                let start = period.start.instant(floatingZone: floatingZone)
                let end: Date
                switch period.end {
                case .dateTime(let value): end = value.instant(floatingZone: floatingZone)
                case .duration(let duration): end = duration.added(to: start, in: .gmt)
                }
                return FreeBusyPeriod(start: start, end: end, type: type)
            }
        }
    }
}
