@testable import DomovCore
import Foundation
import Testing

@Suite("Time zones: RFC 5545 gap and overlap rules, TZID resolution, VTIMEZONE")
struct TimeZoneTests {
    let prague = TimeZone(identifier: "Europe/Prague")!
    let newYork = TimeZone(identifier: "America/New_York")!

    func utc(_ instant: Date) -> String { LocalDateTime(instant: instant, in: TimeZone(identifier: "UTC")!).isoString }

    @Test func civilArithmeticMatchesKnownDays() {
        #expect(CivilCalendar.dayNumber(year: 1970, month: 1, day: 1) == 0)
        #expect(CivilCalendar.dayNumber(year: 2000, month: 3, day: 1) == 11_017)
        #expect(CivilCalendar.weekday(dayNumber: CivilCalendar.dayNumber(year: 2024, month: 2, day: 29)) == .thursday)
        for day in stride(from: -800_000, through: 2_900_000, by: 997) {
            let c = CivilCalendar.civil(dayNumber: day)
            #expect(CivilCalendar.dayNumber(year: c.year, month: c.month, day: c.day) == day)
        }
    }

    @Test func nonexistentLocalTimeMovesForwardByTheGap() {
        // Prague, 2024-03-31: 02:00 → 03:00.
        #expect(utc(LocalDateTime(year: 2024, month: 3, day: 31, hour: 2, minute: 30)!.instant(in: prague)) == "2024-03-31T01:30:00")
        #expect(
            LocalDateTime(instant: LocalDateTime(year: 2024, month: 3, day: 31, hour: 2, minute: 30)!.instant(in: prague), in: prague)
                .isoString
                == "2024-03-31T03:30:00")
        // New York, 2024-03-10: 02:00 → 03:00.
        #expect(utc(LocalDateTime(year: 2024, month: 3, day: 10, hour: 2, minute: 15)!.instant(in: newYork)) == "2024-03-10T07:15:00")
    }

    @Test func ambiguousLocalTimeTakesTheFirstInstant() {
        // Prague, 2024-10-27: 03:00 → 02:00; 02:30 happens twice, the first at 00:30 UTC.
        #expect(utc(LocalDateTime(year: 2024, month: 10, day: 27, hour: 2, minute: 30)!.instant(in: prague)) == "2024-10-27T00:30:00")
        #expect(utc(LocalDateTime(year: 2024, month: 11, day: 3, hour: 1, minute: 30)!.instant(in: newYork)) == "2024-11-03T05:30:00")
        let sydney = TimeZone(identifier: "Australia/Sydney")!
        #expect(utc(LocalDateTime(year: 2024, month: 4, day: 7, hour: 2, minute: 30)!.instant(in: sydney)) == "2024-04-06T15:30:00")
    }

    @Test func offsetTableAgreesWithFoundation() {
        for name in [
            "Europe/Prague", "America/New_York", "Australia/Sydney", "Asia/Kathmandu", "Asia/Kolkata", "Europe/Moscow", "America/Sao_Paulo",
        ] {
            let zone = TimeZone(identifier: name)!
            let table = ZoneOffsetTable.table(for: zone)
            for t in stride(from: Int64(-1_500_000_000), through: 4_000_000_000, by: 9_876_543) {
                #expect(table.offset(atUTC: t) == zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(t))), "\(name) \(t)")
            }
        }
    }

    @Test func resolvesIANAWindowsAndPrefixedTZIDs() {
        #expect(TimeZoneResolver.timeZone(forTZID: "Europe/Prague")?.identifier == "Europe/Prague")
        #expect(TimeZoneResolver.timeZone(forTZID: "/mozilla.org/20050126_1/Europe/Prague")?.identifier == "Europe/Prague")
        #expect(TimeZoneResolver.timeZone(forTZID: "/Europe/Prague")?.identifier == "Europe/Prague")
        #expect(
            TimeZoneResolver.timeZone(forTZID: "/softwarestudio.org/Olson_20011030_5/America/New_York")?.identifier == "America/New_York")
        #expect(TimeZoneResolver.timeZone(forTZID: "\"Europe/Prague\"")?.identifier == "Europe/Prague")
        #expect(
            TimeZoneResolver.timeZone(forTZID: "Eastern Standard Time")?.secondsFromGMT(for: Date(timeIntervalSince1970: 1_704_067_200))
                == -18_000)
        #expect(TimeZoneResolver.timeZone(forTZID: "central europe standard time") != nil)
        #expect(
            TimeZoneResolver.timeZone(forTZID: "AUS Eastern Standard Time")?.secondsFromGMT(for: Date(timeIntervalSince1970: 1_704_067_200))
                == 39_600)
        #expect(
            TimeZoneResolver.timeZone(forTZID: "Nepal Standard Time")?.secondsFromGMT(for: Date(timeIntervalSince1970: 1_704_067_200))
                == 20_700)
        #expect(TimeZoneResolver.timeZone(forTZID: "UTC")?.secondsFromGMT() == 0)
        #expect(TimeZoneResolver.timeZone(forTZID: "Not/AZone") == nil)
        #expect(TimeZoneResolver.timeZone(forTZID: "X") == nil)
        #expect(WindowsTimeZones.toIANA.count >= 130)
        for (windows, iana) in WindowsTimeZones.toIANA {
            #expect(TimeZone(identifier: iana) != nil, "\(windows) → \(iana)")
        }
    }

    @Test func vtimezoneForPragueUsesYearlyRulesWithOffsetsAndNames() throws {
        let from = LocalDateTime(year: 2024, month: 1, day: 1)!.instant(in: prague)
        let to = LocalDateTime(year: 2027, month: 1, day: 1)!.instant(in: prague)
        let component = VTimeZoneBuilder.component(for: prague, from: from, to: to)
        #expect(component.property("TZID")?.value == "Europe/Prague")
        let daylight = try #require(component.components(named: "DAYLIGHT").first)
        let standard = try #require(component.components(named: "STANDARD").first)
        #expect(component.components.count == 2)
        #expect(daylight.property("DTSTART")?.value == "20240331T020000")
        #expect(daylight.property("TZOFFSETFROM")?.value == "+0100")
        #expect(daylight.property("TZOFFSETTO")?.value == "+0200")
        #expect(daylight.property("RRULE")?.value == "FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3")
        #expect(standard.property("DTSTART")?.value == "20241027T030000")
        #expect(standard.property("TZOFFSETTO")?.value == "+0100")
        #expect(standard.property("TZNAME") != nil)
        // And it parses back.
        #expect(try ICalComponent.parse(component.serialized()) == component)
    }

    @Test func vtimezoneForAZoneWithoutDSTIsOneStandard() {
        let kathmandu = TimeZone(identifier: "Asia/Kathmandu")!
        let component = VTimeZoneBuilder.component(
            for: kathmandu, from: Date(timeIntervalSince1970: 1_700_000_000),
            to: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(component.components.map(\.name) == ["STANDARD"])
        #expect(component.components[0].property("TZOFFSETTO")?.value == "+0545")
        #expect(component.components[0].property("TZOFFSETFROM")?.value == "+0545")
        #expect(VTimeZoneBuilder.utcOffset(-12_600) == "-0330")
    }
}
