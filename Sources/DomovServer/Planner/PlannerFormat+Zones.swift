import DomovCore
import Foundation

/// An item planned in another zone than the viewer's shows its own clock as well:
/// "09:00 New York, 15:00 your time". People plan a call with a grandparent abroad in the
/// grandparent's time and need to see both.
extension PlannerFormat {
    /// The place a zone is named after: "America/New_York" is "New York", "UTC" stays "UTC".
    static func place(of zone: TimeZone) -> String {
        (zone.identifier.split(separator: "/").last.map(String.init) ?? zone.identifier).replacingOccurrences(of: "_", with: " ")
    }

    /// True for a timed occurrence whose zone shows other wall-clock times than the viewer's
    /// (a zone with the same offset at that moment changes nothing people would read).
    func isInOtherZone(_ occurrence: PlannerOccurrence) -> Bool {
        guard let start = occurrence.start, !occurrence.item.when.isAllDay else { return false }
        let zone = occurrence.item.timeZone
        return zone.identifier != timeZone.identifier && zone.secondsFromGMT(for: start) != timeZone.secondsFromGMT(for: start)
    }

    /// "09:00–10:00" on the zone's clock.
    private func clock(_ occurrence: PlannerOccurrence, in zone: TimeZone) -> String {
        guard let start = occurrence.start else { return "" }
        let end = occurrence.end ?? start
        return end > start ? Self.time(start, in: zone) + "–" + Self.time(end, in: zone) : Self.time(start, in: zone)
    }

    /// For a list row: "09:00–10:00 New York", with the weekday when it is another day there.
    func otherZoneNote(_ occurrence: PlannerOccurrence) -> String? {
        guard isInOtherZone(occurrence), let start = occurrence.start else { return nil }
        let zone = occurrence.item.timeZone
        let day = LocalDate(start, in: zone)
        let weekdayNote = day == LocalDate(start, in: timeZone) ? "" : weekday(day) + " "
        return weekdayNote + clock(occurrence, in: zone) + " " + Self.place(of: zone)
    }

    /// For the item's page: both clocks, the item's first, each with its day when they differ.
    /// nil when the item is planned in the viewer's zone.
    func bothClocks(_ occurrence: PlannerOccurrence) -> (item: String, place: String, yours: String)? {
        guard isInOtherZone(occurrence), let start = occurrence.start else { return nil }
        let zone = occurrence.item.timeZone
        let itemDay = LocalDate(start, in: zone)
        let yourDay = LocalDate(start, in: timeZone)
        let yours = (itemDay == yourDay ? "" : day(yourDay) + ", ") + clock(occurrence, in: timeZone)
        return (day(itemDay) + ", " + clock(occurrence, in: zone), Self.place(of: zone), yours)
    }
}
