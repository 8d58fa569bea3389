import Foundation

/// The repeat choices the planner's form offers, and their exact RRULE spelling.
///
/// The form covers what people set by hand, as Google Calendar offers it: every N days, weeks on
/// chosen weekdays (every weekday is Monday to Friday), months on chosen days or on the n-th or
/// last weekday ("the second Tuesday"), years on the start's date or on the n-th weekday of its
/// month; until a date or for N times. Anything richer, such as a rule written by another
/// calendar app over CalDAV, is kept as its RRULE text and described in words.
public struct PlannerRepeat: Hashable, Sendable {
    public enum Frequency: String, Sendable, CaseIterable, Codable {
        case daily = "DAILY", weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY"
    }

    public enum End: Hashable, Sendable {
        case never
        /// This many occurrences in all (iCalendar COUNT).
        case count(Int)
        /// The last day an occurrence may start on, in the item's zone (iCalendar UNTIL).
        case until(LocalDate)
    }

    public var frequency: Frequency
    public var interval: Int
    /// Weekly: the days it repeats on (empty means the start's weekday).
    public var weekdays: [Weekday]
    /// Monthly: the days of the month (1…31, or -1 for the last); empty means the start's day.
    public var monthDays: [Int]
    /// Monthly or yearly: on this weekday of the month (BYDAY=2TU, BYDAY=-1FR) instead of a date.
    public var weekdayInMonth: WeekdayInMonth?
    /// Yearly with `weekdayInMonth`: the month it falls in (BYMONTH), the start's month.
    public var month: Int?
    public var end: End

    public init(
        frequency: Frequency, interval: Int = 1, weekdays: [Weekday] = [], monthDays: [Int] = [],
        weekdayInMonth: WeekdayInMonth? = nil, month: Int? = nil, end: End = .never
    ) {
        self.frequency = frequency
        self.interval = interval
        self.weekdays = weekdays
        self.monthDays = monthDays
        self.weekdayInMonth = weekdayInMonth
        self.month = month
        self.end = end
    }

    /// Monday to Friday, as calendar apps write "every weekday" (FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR).
    public static let workWeek: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]

    /// "Every weekday": each Monday to Friday.
    public static func everyWeekday(end: End = .never) -> PlannerRepeat {
        PlannerRepeat(frequency: .weekly, weekdays: workWeek, end: end)
    }

    public var isEveryWeekday: Bool { frequency == .weekly && interval == 1 && weekdays == Self.workWeek }

    public static let maximumInterval = 999
    public static let maximumCount = 9_999

    /// The RRULE value. UNTIL is the end of the chosen day in the item's zone, written in UTC
    /// as RFC 5545 requires for zoned starts; for all-day items it is a DATE.
    public func rule(timeZone: TimeZone, allDay: Bool) -> String {
        var parts = ["FREQ=\(frequency.rawValue)"]
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        switch end {
        case .never: break
        case .count(let count): parts.append("COUNT=\(count)")
        case .until(let day):
            if allDay {
                parts.append("UNTIL=" + day.icalString)
            } else {
                let lastMoment = day.adding(days: 1).startOfDay(in: timeZone).addingTimeInterval(-1)
                parts.append("UNTIL=" + Self.utcStamp(lastMoment))
            }
        }
        if frequency == .weekly, !weekdays.isEmpty {
            parts.append("BYDAY=" + weekdays.sorted().map(\.icalCode).joined(separator: ","))
        }
        if frequency == .monthly || frequency == .yearly, let weekdayInMonth {
            parts.append("BYDAY=" + weekdayInMonth.icalCode)
        }
        if frequency == .monthly, !monthDays.isEmpty {
            parts.append("BYMONTHDAY=" + monthDays.map(String.init).joined(separator: ","))
        }
        if frequency == .yearly, weekdayInMonth != nil, let month {
            parts.append("BYMONTH=\(month)")
        }
        return parts.joined(separator: ";")
    }

    /// `rule(timeZone:allDay:)` as `RecurrenceRule` spells it, which is how the planner's index
    /// holds every rule (COUNT before INTERVAL, for one).
    public func canonicalRule(timeZone: TimeZone, allDay: Bool) -> String {
        let text = rule(timeZone: timeZone, allDay: allDay)
        return (try? RecurrenceRule(rrule: text))?.rruleString ?? text
    }

    /// Reads back a rule this form wrote; nil for any rule with parts the form does not offer.
    public init?(rule: String, timeZone: TimeZone) {
        var frequency: Frequency?
        var interval = 1
        var weekdays: [Weekday] = []
        var monthDays: [Int] = []
        var weekdayInMonth: WeekdayInMonth?
        var month: Int?
        var end = End.never
        for part in rule.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            switch pair[0].uppercased() {
            case "FREQ": frequency = Frequency(rawValue: pair[1].uppercased())
            case "INTERVAL":
                guard let value = Int(pair[1]) else { return nil }
                interval = value
            case "COUNT":
                guard let value = Int(pair[1]) else { return nil }
                end = .count(value)
            case "UNTIL":
                guard let day = Self.untilDay(pair[1], timeZone: timeZone) else { return nil }
                end = .until(day)
            case "BYDAY":
                let codes = pair[1].split(separator: ",")
                if codes.count == 1, let placed = WeekdayInMonth(icalCode: codes[0]) {
                    weekdayInMonth = placed
                    continue
                }
                let days = codes.map { Weekday(icalCode: $0) }
                guard days.allSatisfy({ $0 != nil }) else { return nil }
                weekdays = days.compactMap { $0 }
            case "BYMONTH":
                guard let value = Int(pair[1]), (1...12).contains(value) else { return nil }
                month = value
            case "BYMONTHDAY":
                let days = pair[1].split(separator: ",").map { Int($0) }
                guard days.allSatisfy({ $0 != nil }) else { return nil }
                monthDays = days.compactMap { $0 }
            case "WKST" where pair[1].uppercased() == "MO":
                continue
            default:
                return nil
            }
        }
        guard let frequency,
            weekdays.isEmpty || frequency == .weekly,
            monthDays.isEmpty || frequency == .monthly,
            weekdayInMonth == nil || (frequency == .monthly && monthDays.isEmpty && month == nil) || (frequency == .yearly && month != nil),
            month == nil || (frequency == .yearly && weekdayInMonth != nil)
        else { return nil }
        self.init(
            frequency: frequency, interval: interval, weekdays: weekdays, monthDays: monthDays,
            weekdayInMonth: weekdayInMonth, month: month, end: end)
    }

    static func utcStamp(_ date: Date) -> String {
        LocalDateTime(instant: date, in: .gmt).icalString + "Z"
    }

    private static func untilDay(_ text: String, timeZone: TimeZone) -> LocalDate? {
        if let date = LocalDate(icalString: text) { return date }
        // A UTC UNTIL names the day it falls on in the item's zone.
        guard text.hasSuffix("Z"), let utc = LocalDateTime(icalString: text.dropLast()) else { return nil }
        return LocalDate(utc.instant(in: .gmt), in: timeZone)
    }
}
