import DomovCore
import Foundation
import Testing

/// Easter and the holidays that move with it. The dates are those of a second source
/// (python-dateutil's `easter`, checked when this test was written), not of the algorithm.
@Suite("Easter and movable holidays")
struct EasterTests {
    static let easterSundays: [(year: Int, month: Int, day: Int)] = [
        (2024, 3, 31), (2025, 4, 20), (2026, 4, 5), (2027, 3, 28), (2028, 4, 16), (2029, 4, 1),
        (2030, 4, 21), (2031, 4, 13), (2032, 3, 28), (2033, 4, 17), (2034, 4, 9), (2035, 3, 25),
    ]

    @Test func easterSundaysFrom2024To2035() {
        for (year, month, day) in Self.easterSundays {
            #expect(Easter.sunday(in: year) == LocalDate(year: year, month: month, day: day), "\(year)")
        }
        // The extremes of the Gregorian range: 22 March and 25 April.
        #expect(Easter.sunday(in: 2285) == LocalDate(year: 2285, month: 3, day: 22))
        #expect(Easter.sunday(in: 2038) == LocalDate(year: 2038, month: 4, day: 25))
    }

    @Test(arguments: NameDayCalendarID.allCases)
    func goodFridayAndEasterMondayAreHolidaysEveryYear(_ id: NameDayCalendarID) throws {
        let calendar = try #require(NameDayCatalog.shipped.calendar(id))
        for (year, month, day) in Self.easterSundays {
            let sunday = try #require(LocalDate(year: year, month: month, day: day))
            #expect(calendar.entry(on: sunday.adding(days: -2))?.holiday == .goodFriday, "\(id) \(year)")
            #expect(calendar.entry(on: sunday.adding(days: 1))?.holiday == .easterMonday, "\(id) \(year)")
            // The names of those days stay: the holiday is added beside them.
            let friday = sunday.adding(days: -2)
            #expect(calendar.entry(on: friday)?.names == calendar.entry(for: DayOfYear(friday))?.names)
            for offset in [-3, -1, 0, 2] {
                #expect(calendar.entry(on: sunday.adding(days: offset))?.holiday == nil, "\(id) \(year) \(offset)")
            }
        }
    }

    /// Good Friday falls from 20 March to 23 April and Easter Monday from 23 March to 26 April;
    /// no fixed holiday of either table may fall in that window, or one would hide the other.
    @Test(arguments: NameDayCalendarID.allCases)
    func noFixedHolidayFallsWhereEasterCanMove(_ id: NameDayCalendarID) throws {
        let calendar = try #require(NameDayCatalog.shipped.calendar(id))
        let window = DayOfYear(month: 3, day: 20)!...DayOfYear(month: 4, day: 26)!
        for entry in calendar.entries where window.contains(entry.day) {
            #expect(entry.holiday == nil, "\(id) \(entry.day)")
        }
    }
}
