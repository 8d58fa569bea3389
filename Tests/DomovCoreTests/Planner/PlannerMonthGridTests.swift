import DomovCore
import Foundation
import Testing

@Suite("Planner month grid")
struct PlannerMonthGridTests {
    typealias F = PlannerCoreFixtures

    static func date(_ iso: String) -> LocalDate { LocalDate(isoString: iso)! }

    static func grid(_ year: Int, _ month: Int, _ firstWeekday: Weekday = .monday) -> PlannerMonthGrid {
        PlannerMonthGrid(year: year, month: month, firstWeekday: firstWeekday)!
    }

    /// November 2026 begins on a Sunday and ends on a Monday.
    @Test func aMonthIsFilledWithTheNeighboursDaysFromMonday() {
        let grid = Self.grid(2026, 11)
        #expect(grid.first == Self.date("2026-10-26"))
        #expect(grid.end == Self.date("2026-12-07"))
        #expect(grid.weeks.count == 6)
        #expect(grid.weeks.allSatisfy { $0.count == 7 && $0.first?.weekday == .monday })
        #expect(grid.weeks.first?.prefix(6).allSatisfy { !grid.isInMonth($0) } == true, "six days of October lead")
        #expect(grid.weeks.first?.last == Self.date("2026-11-01") && grid.isInMonth(Self.date("2026-11-01")))
        #expect(grid.weeks.last == (0..<7).map { Self.date("2026-11-30").adding(days: $0) }, "a Monday, then six days of December")
        #expect(grid.days.filter(grid.isInMonth).count == 30)
        #expect(
            grid.contains(Self.date("2026-12-06")) && !grid.contains(Self.date("2026-12-07")) && !grid.contains(Self.date("2026-10-25")))
    }

    @Test func theSameMonthFromSunday() {
        let grid = Self.grid(2026, 11, .sunday)
        #expect(grid.first == Self.date("2026-11-01"), "the 1st is a Sunday: no leading days")
        #expect(grid.end == Self.date("2026-12-06"))
        #expect(grid.weeks.count == 5)
        #expect(grid.weeks.allSatisfy { $0.first?.weekday == .sunday && $0.last?.weekday == .saturday })
        #expect(grid.weeks.last?.first == Self.date("2026-11-29"))
    }

    /// June 2026 begins on a Monday: the first week is all June; it ends on a Tuesday.
    @Test func aMonthStartingOnMondayHasNoLeadingDays() {
        let grid = Self.grid(2026, 6)
        #expect(grid.first == Self.date("2026-06-01"))
        #expect(grid.weeks.count == 5)
        #expect(grid.weeks.first?.allSatisfy(grid.isInMonth) == true)
        #expect(grid.weeks.last?.filter { !grid.isInMonth($0) }.count == 5, "1–5 July trail")
        let fromSunday = Self.grid(2026, 6, .sunday)
        #expect(fromSunday.first == Self.date("2026-05-31"), "from Sunday, one day of May leads")
    }

    @Test func februaryOfALeapYear() {
        let leap = Self.grid(2024, 2)
        #expect(leap.monthEnd == Self.date("2024-03-01"))
        #expect(leap.days.filter(leap.isInMonth).count == 29)
        #expect(leap.days.contains(Self.date("2024-02-29")))
        #expect(leap.first == Self.date("2024-01-29") && leap.end == Self.date("2024-03-04"))
        #expect(leap.weeks.count == 5)
    }

    /// February 2021: 28 days from a Monday fill exactly four weeks.
    @Test func aFebruaryOfFourWholeWeeksHasNoNeighbours() {
        let grid = Self.grid(2021, 2)
        #expect(grid.weeks.count == 4)
        #expect(grid.days.allSatisfy(grid.isInMonth))
        #expect(Self.grid(2021, 2, .sunday).weeks.count == 5)
    }

    @Test func aMonthThatDoesNotExistHasNoGrid() {
        #expect(PlannerMonthGrid(year: 2026, month: 13, firstWeekday: .monday) == nil)
        #expect(PlannerMonthGrid(year: 0, month: 1, firstWeekday: .monday) == nil)
    }

    /// Read once and put on their days: a neighbour day's items too, a several-day event on each
    /// of its days, and an event ending at midnight not on the next day.
    @Test func occurrencesArePutOnEveryDayTheyAreOnInOnePass() {
        let grid = Self.grid(2026, 11)
        let prague = F.zone("Europe/Prague")
        func occurrence(_ number: UInt64, _ when: PlannerWhen) -> PlannerOccurrence {
            let item = F.item(number, when: when)
            return PlannerOccurrence(item: item, start: item.start, end: item.end)
        }
        let neighbour = occurrence(1, F.timed("2026-10-27T15:00"))
        let trip = occurrence(2, .allDay(first: Self.date("2026-11-29"), days: 3))
        let toMidnight = occurrence(3, F.timed("2026-11-10T22:00", minutes: 120))
        let overnight = occurrence(4, F.timed("2026-11-11T23:00", minutes: 120))
        let outside = occurrence(5, F.timed("2026-12-07T09:00"))
        let byDay = grid.occurrencesByDay([neighbour, trip, toMidnight, overnight, outside], in: prague)
        #expect(byDay[Self.date("2026-10-27")] == [neighbour])
        #expect(["2026-11-29", "2026-11-30", "2026-12-01"].allSatisfy { byDay[Self.date($0)] == [trip] })
        #expect(byDay[Self.date("2026-12-02")] == nil)
        #expect(byDay[Self.date("2026-11-10")] == [toMidnight] && byDay[Self.date("2026-11-11")] == [overnight])
        #expect(byDay[Self.date("2026-11-12")] == [overnight])
        #expect(!byDay.values.contains { $0.contains(outside) }, "past the grid")
        for day in grid.days {
            let expected = [neighbour, trip, toMidnight, overnight, outside].filter { $0.isOn(day, in: prague) }
            #expect((byDay[day] ?? []) == expected, "the same as asking each day: \(day)")
        }
    }
}
