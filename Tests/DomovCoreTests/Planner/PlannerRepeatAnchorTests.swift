import DomovCore
import Foundation
import Testing

@Suite("The monthly and yearly choices a start date offers")
struct PlannerRepeatAnchorTests {
    static func day(_ year: Int, _ month: Int, _ day: Int) -> LocalDate { LocalDate(year: year, month: month, day: day)! }

    @Test func aDateEarlyInTheMonthOffersItsDayAndItsCountedWeekday() {
        // Tuesday 12 May 2026 is the second Tuesday, and not the last.
        let start = Self.day(2026, 5, 12)
        #expect(PlannerRepeat.anchors(for: start) == [.monthDay, .weekday])
        #expect(PlannerRepeat.weekdayInMonth(.weekday, start: start) == WeekdayInMonth(2, .tuesday))
        #expect(PlannerRepeat.weekdayInMonth(.lastWeekday, start: start) == nil)
    }

    @Test func aFourthWeekdayInTheLastWeekOffersBoth() {
        // Tuesday 26 May 2026 is the fourth Tuesday and the last one.
        let start = Self.day(2026, 5, 26)
        #expect(PlannerRepeat.anchors(for: start) == [.monthDay, .weekday, .lastWeekday])
        #expect(PlannerRepeat.weekdayInMonth(.weekday, start: start) == WeekdayInMonth(4, .tuesday))
        #expect(PlannerRepeat.weekdayInMonth(.lastWeekday, start: start) == WeekdayInMonth(-1, .tuesday))
    }

    @Test func aFifthWeekdayIsOfferedOnlyAsTheLast() {
        // Friday 29 May 2026 is the fifth Friday: Google Calendar offers "the last Friday".
        let start = Self.day(2026, 5, 29)
        #expect(PlannerRepeat.anchors(for: start) == [.monthDay, .lastWeekday])
        #expect(PlannerRepeat.weekdayInMonth(.weekday, start: start) == nil)
    }

    @Test func theLastWeekFollowsTheMonthsLength() {
        // 22 February 2027 (Monday) is the last Monday of a 28-day month; 22 March 2027 is not.
        #expect(PlannerRepeat.anchors(for: Self.day(2027, 2, 22)).contains(.lastWeekday))
        #expect(!PlannerRepeat.anchors(for: Self.day(2027, 3, 22)).contains(.lastWeekday))
    }

    @Test func anchoredRepeatsWriteTheRulesCalendarAppsWrite() {
        let start = Self.day(2026, 3, 10) // the second Tuesday of March
        let zone = TimeZone(identifier: "Europe/Prague")!
        #expect(PlannerRepeat.anchored(.monthly, .weekday, start: start).rule(timeZone: zone, allDay: false) == "FREQ=MONTHLY;BYDAY=2TU")
        #expect(
            PlannerRepeat.anchored(.yearly, .weekday, start: start).rule(timeZone: zone, allDay: false) == "FREQ=YEARLY;BYDAY=2TU;BYMONTH=3"
        )
        #expect(PlannerRepeat.anchored(.monthly, .monthDay, start: start).rule(timeZone: zone, allDay: false) == "FREQ=MONTHLY")
        #expect(PlannerRepeat.anchored(.monthly, .weekday, start: start).anchor(start: start) == .weekday)
        #expect(PlannerRepeat(frequency: .monthly, weekdayInMonth: WeekdayInMonth(-1, .friday)).anchor(start: start) == nil)
    }
}
