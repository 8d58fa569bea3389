@testable import DomovCore
import Foundation
import Testing

@Suite("Real-world exports: Google, Outlook, Apple")
struct ICalRealWorldSampleTests {
    @Test func googleExportParsesWithTypedValuesAndRoundTrips() throws {
        let calendar = try ICalComponent.parse(RealWorldSamples.google)
        #expect(calendar.serialized() == RealWorldSamples.google)
        let events = calendar.components(named: "VEVENT")
        #expect(events.count == 2)
        let training = events[0]
        #expect(
            try training.property("DTSTART")?.dateTime()
                == .zoned(LocalDateTime(year: 2024, month: 3, day: 4, hour: 18)!, tzid: "Europe/Prague"))
        #expect(training.property("DESCRIPTION")?.text == "Trénink, přinést <b>láhev</b>\nA ručník")
        #expect(training.property("LOCATION")?.text == "Sportovní hala, Brno")
        let rule = try #require(try training.property("RRULE")?.recurrenceRule())
        #expect(rule.byDay == [.init(.monday)])
        #expect(try training.components[0].property("TRIGGER")?.duration() == ICalDuration(isNegative: true, minutes: 30))

        let set = RecurrenceSet(
            start: try training.property("DTSTART")!.dateTime(), rules: [rule],
            exdates: try training.properties(named: "EXDATE").flatMap { try $0.dateTimeList() }.map(\.start))
        let local = Array(set.localOccurrences().prefix(6)).map(\.isoString)
        #expect(
            local == [
                "2024-03-04T18:00:00", "2024-03-11T18:00:00", "2024-03-18T18:00:00", "2024-03-25T18:00:00",
                "2024-04-08T18:00:00", "2024-04-15T18:00:00",
            ])
        #expect(Array(set.localOccurrences()).last?.isoString == "2024-06-24T18:00:00")

        let mothersDay = events[1]
        #expect(try mothersDay.property("DTSTART")?.dateTime() == .date(LocalDate(year: 2024, month: 5, day: 12)!))
        let days = RecurrenceSet(
            start: try mothersDay.property("DTSTART")!.dateTime(),
            rules: [try mothersDay.property("RRULE")!.recurrenceRule()])
        #expect(Array(days.localOccurrences().prefix(3)).map(\.date.isoString) == ["2024-05-12", "2025-05-11", "2026-05-10"])
    }

    @Test func outlookExportWithWindowsTimeZoneResolvesAndExpands() throws {
        let calendar = try ICalComponent.parse(RealWorldSamples.outlook)
        #expect(try ICalComponent.parse(calendar.serialized()) == calendar)
        let timezone = try #require(calendar.components(named: "VTIMEZONE").first)
        #expect(timezone.components.map(\.name) == ["STANDARD", "DAYLIGHT"])
        let event = try #require(calendar.components(named: "VEVENT").first)
        #expect(event.property("UID")?.value.hasSuffix("E8C0C1A4C2AD7C4A9E2B5F7E0C1B3A2D") == true)
        #expect(event.property("SUMMARY")?.parameter("LANGUAGE") == "cs-CZ")
        let start = try event.property("DTSTART")!.dateTime()
        #expect(start.tzid == "Central Europe Standard Time")
        let zone = try #require(TimeZoneResolver.timeZone(forTZID: start.tzid!))
        #expect(zone.secondsFromGMT(for: start.instant(floatingZone: TimeZone(identifier: "UTC")!)) == 3600)
        let exdates = try event.property("EXDATE")!.dateTimeList().map(\.start)
        #expect(exdates.count == 2)
        let set = RecurrenceSet(start: start, rules: [try event.property("RRULE")!.recurrenceRule()], exdates: exdates)
        let months = Array(set.localOccurrences()).map(\.date.isoString)
        #expect(
            months == [
                "2024-01-02", "2024-02-06", "2024-03-05", "2024-04-02", "2024-05-07", "2024-06-04",
                "2024-09-03", "2024-10-01", "2024-11-05", "2024-12-03",
            ])
        // 09:00 in Prague in winter and summer alike.
        let instants = set.occurrences(from: Date(timeIntervalSince1970: 1_704_067_200), to: Date(timeIntervalSince1970: 1_735_689_600))
        #expect(instants.count == 10)
        #expect(instants.allSatisfy { LocalDateTime(instant: $0, in: zone).hour == 9 })
    }

    @Test func appleExportWithBareLFMozillaTZIDTodoAndFreeBusy() throws {
        let calendar = try ICalComponent.parse(RealWorldSamples.apple)
        let todo = try #require(calendar.components(named: "VTODO").first)
        #expect(todo.property("CATEGORIES")?.textList == ["Domácnost", "Týdenní"])
        let due = try todo.property("DUE")!.dateTime()
        let zone = try #require(TimeZoneResolver.timeZone(forTZID: due.tzid!))
        #expect(zone.identifier == "America/New_York")
        #expect(try todo.components[0].property("TRIGGER")?.dateTime() == .utc(LocalDateTime(year: 2024, month: 3, day: 12, hour: 19)!))
        let freeBusy = try #require(calendar.components(named: "VFREEBUSY").first)
        let periods = try freeBusy.property("FREEBUSY")!.periodList()
        #expect(periods.count == 2)
        #expect(periods[0].end == .duration(ICalDuration(hours: 1)))
        #expect(periods[1].icalValue == "20240312T150000Z/20240312T163000Z")
        // Written back with CRLF; reading that again gives the same tree.
        let written = calendar.serialized()
        #expect(written.contains("\r\n"))
        #expect(try ICalComponent.parse(written) == calendar)
    }
}
