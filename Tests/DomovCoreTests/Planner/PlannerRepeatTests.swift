import DomovCore
import Foundation
import Testing

@Suite("PlannerRepeat and its RRULE")
struct PlannerRepeatTests {
    static let prague = TimeZone(identifier: "Europe/Prague")!

    static let roundTrips: [(PlannerRepeat, Bool, String)] = [
        (PlannerRepeat(frequency: .daily), false, "FREQ=DAILY"),
        (PlannerRepeat(frequency: .daily, interval: 3, end: .count(5)), false, "FREQ=DAILY;INTERVAL=3;COUNT=5"),
        (PlannerRepeat(frequency: .weekly, weekdays: [.monday, .wednesday, .friday]), false, "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
        (
            PlannerRepeat(frequency: .weekly, interval: 2, weekdays: [.sunday], end: .count(10)), false,
            "FREQ=WEEKLY;INTERVAL=2;COUNT=10;BYDAY=SU"
        ),
        (PlannerRepeat(frequency: .monthly, monthDays: [1, 15, -1]), false, "FREQ=MONTHLY;BYMONTHDAY=1,15,-1"),
        (PlannerRepeat(frequency: .monthly, interval: 6), false, "FREQ=MONTHLY;INTERVAL=6"),
        (PlannerRepeat(frequency: .yearly, end: .count(3)), true, "FREQ=YEARLY;COUNT=3"),
        (PlannerRepeat(frequency: .monthly, weekdayInMonth: WeekdayInMonth(2, .tuesday)), false, "FREQ=MONTHLY;BYDAY=2TU"),
        (
            PlannerRepeat(frequency: .monthly, interval: 2, weekdayInMonth: WeekdayInMonth(-1, .friday), end: .count(6)), false,
            "FREQ=MONTHLY;INTERVAL=2;COUNT=6;BYDAY=-1FR"
        ),
        (PlannerRepeat(frequency: .yearly, weekdayInMonth: WeekdayInMonth(2, .tuesday), month: 3), true, "FREQ=YEARLY;BYDAY=2TU;BYMONTH=3"),
        (PlannerRepeat.everyWeekday(), false, "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        // A zoned UNTIL is the last second of that day in the zone, written in UTC (CEST: UTC+2).
        (
            PlannerRepeat(frequency: .daily, end: .until(LocalDate(year: 2026, month: 6, day: 30)!)), false,
            "FREQ=DAILY;UNTIL=20260630T215959Z"
        ),
        // In winter Prague is UTC+1.
        (
            PlannerRepeat(frequency: .weekly, end: .until(LocalDate(year: 2026, month: 1, day: 31)!)), false,
            "FREQ=WEEKLY;UNTIL=20260131T225959Z"
        ),
        // All-day items end on a DATE.
        (PlannerRepeat(frequency: .yearly, end: .until(LocalDate(year: 2030, month: 12, day: 24)!)), true, "FREQ=YEARLY;UNTIL=20301224"),
    ]

    @Test(arguments: 0..<roundTrips.count)
    func writesAndReadsBackTheSameRule(_ index: Int) throws {
        let (planned, allDay, rule) = Self.roundTrips[index]
        #expect(planned.rule(timeZone: Self.prague, allDay: allDay) == rule)
        let read = try #require(PlannerRepeat(rule: rule, timeZone: Self.prague))
        #expect(read == planned)
        #expect(read.rule(timeZone: Self.prague, allDay: allDay) == rule)
    }

    @Test func readsRulesWrittenByOtherAppsInAnyOrderAndCase() throws {
        let read = try #require(PlannerRepeat(rule: "byday=fr,mo;freq=weekly;wkst=MO;interval=1", timeZone: Self.prague))
        #expect(read == PlannerRepeat(frequency: .weekly, weekdays: [.friday, .monday]))
        #expect(read.rule(timeZone: Self.prague, allDay: false) == "FREQ=WEEKLY;BYDAY=MO,FR")
    }

    @Test(arguments: [
        "FREQ=HOURLY", "FREQ=MONTHLY;BYDAY=1MO,3MO", "FREQ=MONTHLY;BYDAY=MO", "FREQ=YEARLY;BYDAY=2TU",
        "FREQ=MONTHLY;BYDAY=2TU;BYMONTHDAY=3",
        "FREQ=YEARLY;BYDAY=2TU;BYMONTH=3,9", "FREQ=WEEKLY;BYDAY=2TU", "FREQ=MONTHLY;BYDAY=-2FR", "FREQ=DAILY;BYDAY=MO",
        "FREQ=WEEKLY;BYMONTHDAY=3", "INTERVAL=2",
        "FREQ=DAILY;COUNT=many", "FREQ=DAILY;UNTIL=tomorrow", "FREQ=YEARLY;BYMONTH=3", "FREQ", "",
    ])
    func rulesTheFormCannotShowAreNotRead(_ rule: String) {
        #expect(PlannerRepeat(rule: rule, timeZone: Self.prague) == nil)
    }
}
