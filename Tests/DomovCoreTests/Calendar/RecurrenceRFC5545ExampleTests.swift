@testable import DomovCore
import Foundation
import Testing

/// The examples of RFC 5545 §3.8.5.3, with the dates the RFC lists. All start in
/// America/New_York, as in the RFC; results are the wall-clock times there.
@Suite("RFC 5545 §3.8.5.3 recurrence examples")
struct RecurrenceRFC5545ExampleTests {
    /// Expands DTSTART;TZID=America/New_York:`start` with `rule`; `yyyymmdd` strings of the first `limit`.
    func dates(_ start: String, _ rule: String, limit: Int = 200, exdates: [String] = []) throws -> [String] {
        let local = try #require(LocalDateTime(icalString: start))
        let set = RecurrenceSet(
            start: .zoned(local, tzid: "America/New_York"), rules: [try RecurrenceRule(rrule: rule)],
            exdates: exdates.map { .zoned(LocalDateTime(icalString: $0)!, tzid: "America/New_York") })
        return set.localOccurrences().prefix(limit).map { $0.date.icalString }
    }

    func times(_ start: String, _ rule: String, limit: Int = 200) throws -> [String] {
        let local = try #require(LocalDateTime(icalString: start))
        let set = RecurrenceSet(start: .zoned(local, tzid: "America/New_York"), rules: [try RecurrenceRule(rrule: rule)])
        return set.localOccurrences().prefix(limit).map { $0.icalString }
    }

    func days(_ year: Int, _ month: Int, _ days: [Int]) -> [String] {
        days.map { LocalDate(year: year, month: month, day: $0)!.icalString }
    }

    @Test func dailyForTenOccurrences() throws {
        #expect(try dates("19970902T090000", "FREQ=DAILY;COUNT=10") == days(1997, 9, Array(2...11)))
    }

    @Test func dailyUntilDecember24() throws {
        let result = try dates("19970902T090000", "FREQ=DAILY;UNTIL=19971224T000000Z")
        #expect(result.count == 113)
        #expect(result.last == "19971223")
    }

    @Test func everyOtherDayAndEvery10Days() throws {
        #expect(try dates("19970902T090000", "FREQ=DAILY;INTERVAL=2", limit: 5) == days(1997, 9, [2, 4, 6, 8, 10]))
        #expect(try dates("19970902T090000", "FREQ=DAILY;INTERVAL=10;COUNT=5") == days(1997, 9, [2, 12, 22]) + days(1997, 10, [2, 12]))
    }

    @Test func everyDayInJanuaryForThreeYearsBothWays() throws {
        let expected = [1998, 1999, 2000].flatMap { days($0, 1, Array(1...31)) }
        #expect(try dates("19980101T090000", "FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA") == expected)
        #expect(try dates("19980101T090000", "FREQ=DAILY;UNTIL=20000131T140000Z;BYMONTH=1") == expected)
    }

    @Test func weeklyAndEveryOtherWeek() throws {
        #expect(
            try dates("19970902T090000", "FREQ=WEEKLY;COUNT=10") == days(1997, 9, [2, 9, 16, 23, 30]) + days(1997, 10, [7, 14, 21, 28])
                + days(1997, 11, [4]))
        #expect(
            try dates("19970902T090000", "FREQ=WEEKLY;INTERVAL=2;WKST=SU", limit: 10)
                == days(1997, 9, [2, 16, 30]) + days(1997, 10, [14, 28]) + days(1997, 11, [11, 25]) + days(1997, 12, [9, 23])
                + days(1998, 1, [6]))
        #expect(
            try dates("19970902T090000", "FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH")
                == days(1997, 9, [2, 4, 9, 11, 16, 18, 23, 25, 30]) + days(1997, 10, [2]))
        #expect(
            try dates("19970902T090000", "FREQ=WEEKLY;COUNT=10;WKST=SU;BYDAY=TU,TH")
                == days(1997, 9, [2, 4, 9, 11, 16, 18, 23, 25, 30]) + days(1997, 10, [2]))
    }

    @Test func everyOtherWeekOnMondayWednesdayFridayUntilDecember24() throws {
        #expect(
            try dates("19970901T090000", "FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR")
                == days(1997, 9, [1, 3, 5, 15, 17, 19, 29]) + days(1997, 10, [1, 3, 13, 15, 17, 27, 29, 31])
                + days(1997, 11, [10, 12, 14, 24, 26, 28]) + days(1997, 12, [8, 10, 12, 22]))
        #expect(
            try dates("19970902T090000", "FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH")
                == days(1997, 9, [2, 4, 16, 18, 30]) + days(1997, 10, [2, 14, 16]))
    }

    @Test func monthlyByOrdinalWeekdays() throws {
        #expect(
            try dates("19970905T090000", "FREQ=MONTHLY;COUNT=10;BYDAY=1FR")
                == days(1997, 9, [5]) + days(1997, 10, [3]) + days(1997, 11, [7]) + days(1997, 12, [5]) + days(1998, 1, [2])
                + days(1998, 2, [6]) + days(1998, 3, [6]) + days(1998, 4, [3]) + days(1998, 5, [1]) + days(1998, 6, [5]))
        #expect(
            try dates("19970907T090000", "FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU")
                == days(1997, 9, [7, 28]) + days(1997, 11, [2, 30]) + days(1998, 1, [4, 25]) + days(1998, 3, [1, 29])
                + days(1998, 5, [3, 31]))
        #expect(
            try dates("19970922T090000", "FREQ=MONTHLY;COUNT=6;BYDAY=-2MO")
                == days(1997, 9, [22]) + days(1997, 10, [20]) + days(1997, 11, [17]) + days(1997, 12, [22]) + days(1998, 1, [19])
                + days(1998, 2, [16]))
    }

    @Test func monthlyByMonthDay() throws {
        #expect(
            try dates("19970928T090000", "FREQ=MONTHLY;BYMONTHDAY=-3", limit: 6)
                == days(1997, 9, [28]) + days(1997, 10, [29]) + days(1997, 11, [28]) + days(1997, 12, [29]) + days(1998, 1, [29])
                + days(1998, 2, [26]))
        #expect(
            try dates("19970902T090000", "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15")
                == [9, 10, 11, 12].flatMap { days(1997, $0, [2, 15]) } + days(1998, 1, [2, 15]))
        #expect(
            try dates("19970930T090000", "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1")
                == days(1997, 9, [30]) + days(1997, 10, [1, 31]) + days(1997, 11, [1, 30]) + days(1997, 12, [1, 31])
                + days(1998, 1, [1, 31]) + days(1998, 2, [1]))
        #expect(
            try dates("19970910T090000", "FREQ=MONTHLY;INTERVAL=18;COUNT=10;BYMONTHDAY=10,11,12,13,14,15")
                == days(1997, 9, Array(10...15)) + days(1999, 3, Array(10...13)))
        #expect(
            try dates("19970902T090000", "FREQ=MONTHLY;INTERVAL=2;BYDAY=TU", limit: 13)
                == days(1997, 9, [2, 9, 16, 23, 30]) + days(1997, 11, [4, 11, 18, 25]) + days(1998, 1, [6, 13, 20, 27]))
    }

    @Test func yearlyByMonthAndYearDay() throws {
        #expect(
            try dates("19970610T090000", "FREQ=YEARLY;COUNT=10;BYMONTH=6,7")
                == (1997...2001).flatMap { days($0, 6, [10]) + days($0, 7, [10]) })
        #expect(
            try dates("19970310T090000", "FREQ=YEARLY;INTERVAL=2;COUNT=10;BYMONTH=1,2,3")
                == days(1997, 3, [10])
                + [1999, 2001, 2003].flatMap { [days($0, 1, [10]), days($0, 2, [10]), days($0, 3, [10])].flatMap { $0 } })
        #expect(
            try dates("19970101T090000", "FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200")
                == ["19970101", "19970410", "19970719", "20000101", "20000409", "20000718", "20030101", "20030410", "20030719", "20060101"])
    }

    @Test func yearlyByOrdinalWeekdayAndWeekNumber() throws {
        #expect(try dates("19970519T090000", "FREQ=YEARLY;BYDAY=20MO", limit: 3) == ["19970519", "19980518", "19990517"])
        #expect(try dates("19970512T090000", "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", limit: 3) == ["19970512", "19980511", "19990517"])
        #expect(
            try dates("19970313T090000", "FREQ=YEARLY;BYMONTH=3;BYDAY=TH", limit: 11)
                == days(1997, 3, [13, 20, 27]) + days(1998, 3, [5, 12, 19, 26]) + days(1999, 3, [4, 11, 18, 25]))
        #expect(
            try dates("19970605T090000", "FREQ=YEARLY;BYDAY=TH;BYMONTH=6,7,8", limit: 26)
                == days(1997, 6, [5, 12, 19, 26]) + days(1997, 7, [3, 10, 17, 24, 31]) + days(1997, 8, [7, 14, 21, 28])
                + days(1998, 6, [4, 11, 18, 25]) + days(1998, 7, [2, 9, 16, 23, 30]) + days(1998, 8, [6, 13, 20, 27]))
    }

    @Test func fridayThe13thWithDTSTARTExcluded() throws {
        #expect(
            try dates("19970902T090000", "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", limit: 5, exdates: ["19970902T090000"])
                == ["19980213", "19980313", "19981113", "19990813", "20001013"])
    }

    @Test func firstSaturdayAfterFirstSundayAndElectionDay() throws {
        #expect(
            try dates("19970913T090000", "FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13", limit: 10)
                == ["19970913", "19971011", "19971108", "19971213", "19980110", "19980207", "19980307", "19980411", "19980509", "19980613"])
        #expect(
            try dates("19961105T090000", "FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8", limit: 3)
                == ["19961105", "20001107", "20041102"])
    }

    @Test func bySetPos() throws {
        #expect(try dates("19970904T090000", "FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3") == ["19970904", "19971007", "19971106"])
        #expect(
            try dates("19970929T090000", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2", limit: 7)
                == ["19970929", "19971030", "19971127", "19971230", "19980129", "19980226", "19980330"])
    }

    @Test func hourlyAndMinutely() throws {
        // The RFC's own UNTIL (17:00Z = 13:00 EDT) contradicts its listed 15:00 (a known
        // erratum); 21:00Z is 17:00 EDT, which gives the listed result.
        #expect(
            try times("19970902T090000", "FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T210000Z")
                == ["19970902T090000", "19970902T120000", "19970902T150000"])
        #expect(
            try times("19970902T090000", "FREQ=MINUTELY;INTERVAL=15;COUNT=6")
                == ["090000", "091500", "093000", "094500", "100000", "101500"].map { "19970902T" + $0 })
        #expect(
            try times("19970902T090000", "FREQ=MINUTELY;INTERVAL=90;COUNT=4")
                == ["090000", "103000", "120000", "133000"].map { "19970902T" + $0 })
        let daily = try times("19970902T090000", "FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40", limit: 48)
        let minutely = try times("19970902T090000", "FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16", limit: 48)
        #expect(daily == minutely)
        #expect(daily[0...2] == ["19970902T090000", "19970902T092000", "19970902T094000"])
        #expect(daily[23] == "19970902T164000")
        #expect(daily[24] == "19970903T090000")
    }

    @Test func weekStartChangesWeeklyWithInterval() throws {
        #expect(
            try dates("19970805T090000", "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO") == [
                "19970805", "19970810", "19970819", "19970824",
            ])
        #expect(
            try dates("19970805T090000", "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU") == [
                "19970805", "19970817", "19970819", "19970831",
            ])
    }

    @Test func invalidDatesAreSkippedNotClamped() throws {
        #expect(
            try dates("20070115T090000", "FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5") == [
                "20070115", "20070130", "20070215", "20070315", "20070330",
            ])
        #expect(try dates("20240131T090000", "FREQ=MONTHLY;COUNT=4") == ["20240131", "20240331", "20240531", "20240731"])
        #expect(try dates("20240229T090000", "FREQ=YEARLY;COUNT=3") == ["20240229", "20280229", "20320229"])
        #expect(try dates("20240102T090000", "FREQ=MONTHLY;BYMONTHDAY=-30;COUNT=3") == ["20240102", "20240302", "20240401"])
    }
}
