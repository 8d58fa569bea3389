import Foundation

/// English sentences for `RecurrenceWords`, in Google Calendar's manner: "Monthly on the second
/// Tuesday until 31 March 2027", "Every 2 weeks on Monday and Thursday, 10 times".
enum EnglishRecurrenceWords: RecurrencePhrasing {
    static let everyWeekday = "Every weekday"
    static let furtherConditions = "(with further conditions from a calendar app)"
    static func count(_ count: Int) -> String { count == 1 ? ", once" : ", \(count) times" }
    static func until(_ day: LocalDate) -> String { " until " + date(day, withYear: true) }

    static func head(_ frequency: RecurrenceRule.Frequency, _ interval: Int) -> String {
        let (single, unit): (String, String) =
            switch frequency {
            case .secondly: ("Every second", "seconds")
            case .minutely: ("Every minute", "minutes")
            case .hourly: ("Every hour", "hours")
            case .daily: ("Daily", "days")
            case .weekly: ("Weekly", "weeks")
            case .monthly: ("Monthly", "months")
            case .yearly: ("Annually", "years")
            }
        return interval == 1 ? single : "Every \(interval) \(unit)"
    }

    static func setPositions(_ positions: [Int], of day: RecurrenceShape.SetPositionDay) -> String {
        let name =
            switch day {
            case .workday: "weekday"
            case .weekendDay: "weekend day"
            case .day: "day"
            case .weekday(let weekday): weekdayNames[weekday.rawValue]
            }
        return "on the \(list(positions.map(ordinal))) \(name)"
    }

    static let workWeek = "on weekdays"
    static let weekend = "on weekends"
    static func weekdays(_ weekdays: [Weekday]) -> String { "on " + list(weekdays.map { weekdayNames[$0.rawValue] }) }

    static func placedWeekdays(_ days: [RecurrenceRule.WeekdayNum], month: Int?, ofTheYear: Bool) -> String {
        "on " + placed(days) + (month.map { " of " + monthName($0) } ?? (ofTheYear ? " of the year" : ""))
    }

    static func monthDays(_ days: [Int], month: Int?) -> String {
        guard let month else { return "on " + monthDays(days) }
        return "on " + list(days.map(String.init)) + " " + monthName(month)
    }

    static func months(_ months: [Int]) -> String { "in " + list(months.map { monthName($0) }) }

    static func yearDays(_ days: [Int]) -> String {
        "on " + list(days.map { $0 > 0 ? "day \($0)" : $0 == -1 ? "the last day" : "the \(ordinal($0)) day" }) + " of the year"
    }

    static func weekNumbers(_ numbers: [Int]) -> String {
        (numbers.count == 1 ? "in week " : "in weeks ") + list(numbers.map(String.init))
    }

    static func setPositions(_ positions: [Int], within frequency: RecurrenceRule.Frequency) -> String {
        "(only the \(list(positions.map(ordinal))) of each \(period(frequency)))"
    }

    static func hours(_ hours: [Int], minute: Int) -> String {
        "at " + list(hours.map { twoDigits($0) + ":" + twoDigits(minute) })
    }

    static func hours(_ hours: [Int]) -> String {
        "in the " + list(hours.map { twoDigits($0) + ":00" }) + (hours.count == 1 ? " hour" : " hours")
    }

    static func minutes(_ minutes: [Int]) -> String {
        "at " + list(minutes.map { "\($0)" }) + (minutes == [1] ? " minute" : " minutes") + " past the hour"
    }

    static func seconds(_ seconds: [Int]) -> String { "at second " + list(seconds.map(String.init)) }

    /// "the second Tuesday", "the first and third Monday", "the last Friday and the first Monday".
    private static func placed(_ days: [RecurrenceRule.WeekdayNum]) -> String {
        let weekdays = Set(days.map(\.weekday))
        if weekdays.count == 1, let weekday = weekdays.first {
            return "the " + list(days.map { ordinal($0.ordinal ?? 1) }) + " " + weekdayNames[weekday.rawValue]
        }
        return list(days.map { "the " + ordinal($0.ordinal ?? 1) + " " + weekdayNames[$0.weekday.rawValue] })
    }

    /// "day 12", "days 1 and 15", "the last day", "day 1 and the last day".
    private static func monthDays(_ days: [Int]) -> String {
        let counted = days.filter { $0 > 0 }
        var pieces: [String] = []
        if !counted.isEmpty { pieces.append((counted.count == 1 ? "day " : "days ") + list(counted.map(String.init))) }
        pieces += days.filter { $0 < 0 }.map { "the \(ordinal($0)) day" }
        return list(pieces)
    }

    private static func period(_ frequency: RecurrenceRule.Frequency) -> String {
        switch frequency {
        case .secondly: "second"
        case .minutely: "minute"
        case .hourly: "hour"
        case .daily: "day"
        case .weekly: "week"
        case .monthly: "month"
        case .yearly: "year"
        }
    }

    /// "first", "second", "20th", "last", "second-to-last".
    static func ordinal(_ number: Int) -> String {
        if number == -1 { return "last" }
        if number < 0 { return ordinal(-number) + "-to-last" }
        let words = ["first", "second", "third", "fourth", "fifth"]
        if number <= words.count { return words[number - 1] }
        let suffix = (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix)"
    }

    /// "12 March", "31 March 2027".
    static func date(_ day: LocalDate, withYear: Bool) -> String {
        "\(day.day) \(monthName(day.month))" + (withYear ? " \(day.year)" : "")
    }

    /// "A", "A and B", "A, B and C".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    private static func twoDigits(_ number: Int) -> String { number < 10 && number >= 0 ? "0\(number)" : "\(number)" }

    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static func monthName(_ month: Int) -> String { (1...12).contains(month) ? monthNames[month - 1] : "month \(month)" }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]
}
