import Foundation
import Synchronization

/// Builds a VTIMEZONE for an IANA zone, for feeds and CalDAV responses: Google Calendar and
/// Outlook want the zone of every TZID spelled out in the file.
///
/// Transitions come from Foundation (through `ZoneOffsetTable`). Yearly transitions that
/// repeat on the same weekday rule ("last Sunday of March at 02:00") become one STANDARD or
/// DAYLIGHT with an RRULE, as tzurl and Apple write them; irregular ones get their own
/// DTSTART. A zone without transitions in the range gets a single STANDARD. TZNAMEs are the
/// zone's own abbreviations from the system's tzdata (`TZifFile`), Foundation's as a fallback.
public enum VTimeZoneBuilder {
    public static func component(for zone: TimeZone, from: Date, to: Date) -> ICalComponent {
        // A CalDAV report writes one per object: the same few zones over the same years, and
        // building one reads the zone's transitions from ICU (a fifth of a report, profiled).
        let key = CacheKey(zone: zone.identifier, from: from, to: to)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let built = build(for: zone, from: from, to: to)
        cache.withLock { cache in
            if cache.count >= 1_000 { cache.removeAll(keepingCapacity: true) }
            cache[key] = built
        }
        return built
    }

    private struct CacheKey: Hashable {
        var zone: String
        var from: Date
        var to: Date
    }

    private static let cache = Mutex<[CacheKey: ICalComponent]>([:])

    private static func build(for zone: TimeZone, from: Date, to: Date) -> ICalComponent {
        let table = ZoneOffsetTable.table(for: zone)
        let tzif = TZifFile.system(zone: zone.identifier)
        func abbreviation(at instant: Date, offset: Int, isDaylight: Bool) -> String? {
            tzif?.abbreviation(atUTC: Int64(instant.timeIntervalSince1970.rounded(.down)), offset: offset, isDaylight: isDaylight)
                ?? zone.abbreviation(for: instant)
        }
        let start = Int64(from.timeIntervalSince1970.rounded(.down))
        let end = Int64(to.timeIntervalSince1970.rounded(.up))
        var component = ICalComponent(name: "VTIMEZONE", properties: [ICalProperty(name: "TZID", value: zone.identifier)])
        let transitions = table.transitions(from: start, to: end)
        guard !transitions.isEmpty else {
            let offset = table.offset(atUTC: start)
            component.components.append(
                observance(
                    name: "STANDARD", start: LocalDateTime(year: 1970, month: 1, day: 1)!, from: offset, to: offset,
                    abbreviation: abbreviation(at: from, offset: offset, isDaylight: false), rule: nil))
            return component
        }
        struct Item {
            var isDaylight: Bool, from: Int, to: Int, local: LocalDateTime, abbreviation: String?
            var month: Int, weekday: Weekday, ordinal: Int, time: Int
        }
        let items: [Item] = transitions.map { transition in
            let instant = Date(timeIntervalSince1970: TimeInterval(transition.at))
            // DTSTART of an observance is the wall-clock time before the change (TZOFFSETFROM).
            let local = LocalDateTime(localSeconds: transition.at + Int64(transition.from))
            let monthLength = CivilCalendar.daysInMonth(year: local.year, month: local.month)
            let ordinal = local.day + 7 > monthLength ? -1 : (local.day - 1) / 7 + 1
            let isDaylight = zone.isDaylightSavingTime(for: instant)
            return Item(
                isDaylight: isDaylight, from: transition.from, to: transition.to,
                local: local, abbreviation: abbreviation(at: instant, offset: transition.to, isDaylight: isDaylight), month: local.month,
                weekday: local.date.weekday, ordinal: ordinal,
                time: local.hour * 3600 + local.minute * 60 + local.second)
        }
        // Group runs of same-kind transitions in consecutive years that follow one weekday rule.
        var used = Array(repeating: false, count: items.count)
        for i in items.indices where !used[i] {
            used[i] = true
            var last = i
            var j = i + 1
            while j < items.count {
                let a = items[last], b = items[j]
                if !used[j], b.isDaylight == a.isDaylight {
                    if b.from == a.from, b.to == a.to, b.month == a.month, b.weekday == a.weekday,
                        b.ordinal == a.ordinal, b.time == a.time, b.local.year == a.local.year + 1
                    {
                        used[j] = true
                        last = j
                    } else {
                        break
                    }
                }
                j += 1
            }
            let first = items[i]
            var rule: RecurrenceRule?
            if last != i {
                var yearly = RecurrenceRule(
                    frequency: .yearly, byDay: [.init(first.weekday, ordinal: first.ordinal)],
                    byMonth: [first.month])
                if last != items.count - 1 && items[(last + 1)...].contains(where: { $0.isDaylight == first.isDaylight }) {
                    yearly.until = .utc(LocalDateTime(localSeconds: transitions[last].at))
                }
                rule = yearly
            }
            component.components.append(
                observance(
                    name: first.isDaylight ? "DAYLIGHT" : "STANDARD", start: first.local, from: first.from, to: first.to,
                    abbreviation: first.abbreviation, rule: rule))
        }
        return component
    }

    static func observance(
        name: String, start: LocalDateTime, from: Int, to: Int, abbreviation: String?,
        rule: RecurrenceRule?
    ) -> ICalComponent {
        var properties = [
            ICalProperty.dateTime("DTSTART", .floating(start)),
            ICalProperty(name: "TZOFFSETFROM", value: utcOffset(from)),
            ICalProperty(name: "TZOFFSETTO", value: utcOffset(to)),
        ]
        if let rule { properties.append(.recurrenceRule(rule)) }
        if let abbreviation { properties.append(.text("TZNAME", abbreviation)) }
        return ICalComponent(name: name, properties: properties)
    }

    /// RFC 5545 §3.3.14 UTC-OFFSET: `+0100`, `-0500`, `+0545`, seconds only when present.
    public static func utcOffset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        var text = sign + pad(magnitude / 3600, 2) + pad(magnitude / 60 % 60, 2)
        if magnitude % 60 != 0 { text += pad(magnitude % 60, 2) }
        return text
    }
}
