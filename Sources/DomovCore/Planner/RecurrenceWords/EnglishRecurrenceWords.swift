import Foundation

/// English sentences for `RecurrenceWords`, in Google Calendar's manner: "Monthly on the second
/// Tuesday until 31 March 2027", "Every 2 weeks on Monday and Thursday, 10 times".
enum EnglishRecurrenceWords {
    static func sentence(_ shape: RecurrenceShape) -> String {
        var words = [shape.isEveryWeekday ? "Every weekday" : head(shape.frequency, shape.interval)]
        if !shape.isEveryWeekday { words += conditions(shape) }
        if shape.hasOtherConditions { words.append("(with further conditions from a calendar app)") }
        var text = words.joined(separator: " ")
        if let count = shape.count { text += count == 1 ? ", once" : ", \(count) times" }
        if let until = shape.until { text += " until " + date(until, withYear: true) }
        return text
    }

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

    private static func conditions(_ shape: RecurrenceShape) -> [String] {
        var words: [String] = []
        if let day = shape.setPositionDay {
            let name =
                switch day {
                case .workday: "weekday"
                case .weekendDay: "weekend day"
                case .day: "day"
                case .weekday(let weekday): weekdayNames[weekday.rawValue]
                }
            words.append("on the \(list(shape.setPositions.map(ordinal))) \(name)")
        } else if !shape.weekdays.isEmpty {
            words.append(
                shape.isWorkWeek
                    ? "on weekdays" : shape.isWeekend ? "on weekends" : "on " + list(shape.weekdays.map { weekdayNames[$0.rawValue] }))
        }
        let monthWithDays = shape.monthGoesWithDays
        if !shape.placedWeekdays.isEmpty {
            var text = "on " + placed(shape.placedWeekdays)
            if monthWithDays {
                text += " of " + monthName(shape.months[0])
            } else if shape.frequency == .yearly, shape.months.isEmpty {
                text += " of the year"
            }
            words.append(text)
        }
        if !shape.monthDays.isEmpty {
            if monthWithDays {
                words.append("on " + list(shape.monthDays.map(String.init)) + " " + monthName(shape.months[0]))
            } else {
                words.append("on " + monthDays(shape.monthDays))
            }
        }
        if !shape.months.isEmpty, !monthWithDays { words.append("in " + list(shape.months.map { monthName($0) })) }
        if !shape.yearDays.isEmpty {
            let days = shape.yearDays.map { $0 > 0 ? "day \($0)" : $0 == -1 ? "the last day" : "the \(ordinal($0)) day" }
            words.append("on " + list(days) + " of the year")
        }
        if !shape.weekNumbers.isEmpty {
            words.append((shape.weekNumbers.count == 1 ? "in week " : "in weeks ") + list(shape.weekNumbers.map(String.init)))
        }
        if !shape.setPositions.isEmpty, shape.setPositionDay == nil {
            words.append("(only the \(list(shape.setPositions.map(ordinal))) of each \(period(shape.frequency)))")
        }
        words += clock(shape)
        return words
    }

    private static func clock(_ shape: RecurrenceShape) -> [String] {
        var words: [String] = []
        if !shape.hours.isEmpty {
            if shape.minutes.count == 1 {
                words.append("at " + list(shape.hours.map { twoDigits($0) + ":" + twoDigits(shape.minutes[0]) }))
            } else {
                words.append("in the " + list(shape.hours.map { twoDigits($0) + ":00" }) + (shape.hours.count == 1 ? " hour" : " hours"))
            }
        }
        if !shape.minutes.isEmpty, shape.hours.isEmpty || shape.minutes.count > 1 {
            words.append("at " + list(shape.minutes.map { "\($0)" }) + (shape.minutes == [1] ? " minute" : " minutes") + " past the hour")
        }
        if !shape.seconds.isEmpty { words.append("at second " + list(shape.seconds.map(String.init))) }
        return words
    }

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
