@testable import DomovCore
import Foundation
import Testing

@Suite("RecurrenceSet: zones and DST, RDATE/EXDATE, all-day, impossible rules")
struct RecurrenceSetTests {
    func weeklyAtNine(_ zoneName: String, start: String) throws -> [(local: String, offset: Int)] {
        let zone = try #require(TimeZone(identifier: zoneName))
        let set = RecurrenceSet(
            start: .zoned(LocalDateTime(icalString: start)!, tzid: zoneName),
            rules: [try RecurrenceRule(rrule: "FREQ=WEEKLY;COUNT=12")])
        let from = Date(timeIntervalSince1970: 0), to = Date(timeIntervalSince1970: 4_000_000_000)
        return set.occurrences(from: from, to: to).map { instant in
            (LocalDateTime(instant: instant, in: zone).isoString, zone.secondsFromGMT(for: instant))
        }
    }

    @Test(arguments: [
        ("Europe/Prague", "20240310T090000", 3600, 7200),
        ("America/New_York", "20240225T090000", -18_000, -14_400),
        ("Australia/Sydney", "20240310T090000", 39_600, 36_000),
    ])
    func weeklyNineOClockStaysAtNineAcrossDST(zone: String, start: String, before: Int, after: Int) throws {
        let occurrences = try weeklyAtNine(zone, start: start)
        #expect(occurrences.count == 12)
        #expect(occurrences.allSatisfy { $0.local.hasSuffix("T09:00:00") })
        #expect(occurrences.first?.offset == before)
        #expect(occurrences.last?.offset == after)
    }

    @Test(arguments: [("Asia/Kathmandu", 20_700), ("Asia/Kolkata", 19_800)])
    func zonesWithOddOffsets(zone: String, offset: Int) throws {
        let occurrences = try weeklyAtNine(zone, start: "20240310T090000")
        #expect(occurrences.allSatisfy { $0.local.hasSuffix("T09:00:00") && $0.offset == offset })
        let utc = LocalDateTime(
            instant: LocalDateTime(year: 2024, month: 3, day: 10, hour: 9)!.instant(in: TimeZone(identifier: zone)!),
            in: TimeZone(identifier: "UTC")!)
        #expect(utc.isoString == (zone == "Asia/Kathmandu" ? "2024-03-10T03:15:00" : "2024-03-10T03:30:00"))
    }

    @Test func dailyAtHalfPastTwoInTheSpringGapMovesForwardOnlyThatDay() throws {
        let prague = TimeZone(identifier: "Europe/Prague")!
        let set = RecurrenceSet(
            start: .zoned(LocalDateTime(year: 2024, month: 3, day: 30, hour: 2, minute: 30)!, tzid: "Europe/Prague"),
            rules: [try RecurrenceRule(rrule: "FREQ=DAILY;COUNT=3")])
        let instants = set.occurrences(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 2_000_000_000))
        #expect(
            instants.map { LocalDateTime(instant: $0, in: prague).isoString }
                == ["2024-03-30T02:30:00", "2024-03-31T03:30:00", "2024-04-01T02:30:00"])
        // The local values stay as the rule says.
        #expect(Array(set.localOccurrences()).map(\.isoString) == ["2024-03-30T02:30:00", "2024-03-31T02:30:00", "2024-04-01T02:30:00"])
    }

    @Test(arguments: ["Europe/Prague", "America/New_York", "Australia/Sydney", "Asia/Kathmandu"])
    func hourlyInstantsAcrossAYearMatchOneByOneConversion(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let set = RecurrenceSet(
            start: .zoned(LocalDateTime(year: 2024, month: 1, day: 1, minute: 30)!, tzid: zoneName),
            rules: [try RecurrenceRule(rrule: "FREQ=HOURLY;INTERVAL=1")])
        let from = LocalDateTime(year: 2024, month: 1, day: 1)!.instant(in: zone)
        let to = LocalDateTime(year: 2025, month: 1, day: 1)!.instant(in: zone)
        let fast = set.occurrences(from: from, to: to)
        var expected: [Date] = []
        for local in set.localOccurrences() {
            let instant = local.instant(in: zone)
            if instant >= to { break }
            if instant > (expected.last ?? .distantPast) { expected.append(instant) }
        }
        #expect(fast == expected)
        #expect(fast.count > 8700)
    }

    @Test func rdatesAddExdatesRemoveAndDuplicatesCollapse() throws {
        let start = LocalDateTime(year: 2024, month: 1, day: 1, hour: 9)!
        let set = RecurrenceSet(
            start: .floating(start), rules: [try RecurrenceRule(rrule: "FREQ=DAILY;COUNT=5")],
            rdates: [
                .dateTime(.floating(LocalDateTime(year: 2024, month: 1, day: 3, hour: 9)!)),
                .dateTime(.floating(LocalDateTime(year: 2024, month: 1, day: 10, hour: 18)!)),
                .period(
                    ICalPeriod(
                        start: .floating(LocalDateTime(year: 2024, month: 1, day: 2, hour: 12)!), end: .duration(ICalDuration(hours: 1)))),
            ],
            exdates: [.floating(LocalDateTime(year: 2024, month: 1, day: 4, hour: 9)!)])
        #expect(
            Array(set.localOccurrences()).map(\.isoString) == [
                "2024-01-01T09:00:00", "2024-01-02T09:00:00", "2024-01-02T12:00:00", "2024-01-03T09:00:00",
                "2024-01-05T09:00:00", "2024-01-10T18:00:00",
            ])
    }

    @Test func utcExdateRemovesTheZonedOccurrenceItDenotes() throws {
        let set = RecurrenceSet(
            start: .zoned(LocalDateTime(year: 2024, month: 7, day: 1, hour: 9)!, tzid: "Europe/Prague"),
            rules: [try RecurrenceRule(rrule: "FREQ=DAILY;COUNT=3")],
            exdates: [.utc(LocalDateTime(year: 2024, month: 7, day: 2, hour: 7)!)])
        #expect(Array(set.localOccurrences()).map(\.day) == [1, 3])
    }

    @Test func allDayYearlyBirthdayOnFebruary29AndDateExdate() throws {
        let set = RecurrenceSet(
            start: .date(LocalDate(year: 2000, month: 2, day: 29)!),
            rules: [try RecurrenceRule(rrule: "FREQ=YEARLY;UNTIL=20170101")],
            exdates: [.date(LocalDate(year: 2008, month: 2, day: 29)!)])
        #expect(Array(set.localOccurrences()).map(\.date.isoString) == ["2000-02-29", "2004-02-29", "2012-02-29", "2016-02-29"])
    }

    @Test func dtstartIsAlwaysTheFirstOccurrenceEvenWhenOffRule() throws {
        // Monday start, rule on Wednesdays.
        let set = RecurrenceSet(
            start: .floating(LocalDateTime(year: 2024, month: 1, day: 1, hour: 9)!),
            rules: [try RecurrenceRule(rrule: "FREQ=WEEKLY;BYDAY=WE;COUNT=2")])
        #expect(Array(set.localOccurrences()).map(\.day) == [1, 3, 10])
    }

    @Test func windowQueriesSkipAheadWithoutScanningFromTheStart() throws {
        let set = RecurrenceSet(
            start: .zoned(LocalDateTime(year: 1990, month: 1, day: 1, hour: 8)!, tzid: "Europe/Prague"),
            rules: [try RecurrenceRule(rrule: "FREQ=DAILY")])
        let prague = TimeZone(identifier: "Europe/Prague")!
        let from = LocalDateTime(year: 2024, month: 6, day: 1)!.instant(in: prague)
        let to = LocalDateTime(year: 2024, month: 6, day: 8)!.instant(in: prague)
        let result = set.occurrences(from: from, to: to)
        #expect(result.map { LocalDateTime(instant: $0, in: prague).isoString } == (1...7).map { "2024-06-0\($0)T08:00:00" })
        #expect(set.occurrences(from: from, to: to, limit: 2).count == 2)
    }

    @Test func impossibleRulesAreDetectedWithoutLoopingForever() throws {
        let start = ICalDateTime.floating(LocalDateTime(year: 2024, month: 1, day: 1, hour: 9)!)
        for text in [
            "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=MONTHLY;BYMONTHDAY=31;BYMONTH=4,6,9,11",
            "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31", "FREQ=WEEKLY;BYMONTH=11;BYMONTHDAY=31",
            "FREQ=YEARLY;BYWEEKNO=53;BYMONTH=6", "FREQ=MONTHLY;BYDAY=5FR;BYMONTHDAY=1",
            "FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=DAILY;COUNT=3;BYSETPOS=2",
        ] {
            let rule = try RecurrenceRule(rrule: text)
            let set = RecurrenceSet(start: start, rules: [rule])
            #expect(throws: RecurrenceError.neverOccurs(rule), "\(text)") { try set.validateOccurs() }
            var iterator = RecurrenceExpansion(rule: rule, start: start.localDateTime).makeIterator()
            #expect(iterator.next() == nil)
            #expect(iterator.gaveUp || text.contains("COUNT"))
        }
        // Rare but possible: Friday 29 February happens (2036), and is found.
        let rare = try RecurrenceRule(rrule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=FR")
        try RecurrenceSet(start: start, rules: [rare]).validateOccurs()
        #expect(RecurrenceExpansion(rule: rare, start: start.localDateTime).first(where: { _ in true })?.date.isoString == "2036-02-29")
    }
}
