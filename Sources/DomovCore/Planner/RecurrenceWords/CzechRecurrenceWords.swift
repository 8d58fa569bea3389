import Foundation

/// Czech sentences for `RecurrenceWords`: "Každý druhý týden v pondělí a ve čtvrtek, 10krát",
/// "Každý měsíc ve druhé úterý do 31. března 2027". Weekdays are in the accusative after v/ve,
/// and an ordinal agrees with its weekday's gender (druhé úterý, druhou středu, druhý čtvrtek).
enum CzechRecurrenceWords {
    static func sentence(_ shape: RecurrenceShape) -> String {
        var words = [shape.isEveryWeekday ? "Každý pracovní den" : head(shape.frequency, shape.interval)]
        if !shape.isEveryWeekday { words += conditions(shape) }
        if shape.hasOtherConditions { words.append("(s dalšími podmínkami z kalendářové aplikace)") }
        var text = words.joined(separator: " ")
        if let count = shape.count { text += count == 1 ? ", jednou" : ", \(count)krát" }
        if let until = shape.until { text += " do \(until.day). \(monthGenitive(until.month)) \(until.year)" }
        return text
    }

    /// "Každý den", "Každý druhý týden", "Každou hodinu", "Každý 12. měsíc": an ordinal says
    /// "every n-th" without the plural forms a count would need after "každých".
    static func head(_ frequency: RecurrenceRule.Frequency, _ interval: Int) -> String {
        let feminine = frequency == .hourly || frequency == .minutely || frequency == .secondly
        let unit =
            switch frequency {
            case .secondly: "sekundu"
            case .minutely: "minutu"
            case .hourly: "hodinu"
            case .daily: "den"
            case .weekly: "týden"
            case .monthly: "měsíc"
            case .yearly: "rok"
            }
        let every = feminine ? "Každou" : "Každý"
        guard interval != 1 else { return "\(every) \(unit)" }
        return "\(every) \(ordinal(interval, feminine ? .feminine : .masculine)) \(unit)"
    }

    private static func conditions(_ shape: RecurrenceShape) -> [String] {
        var words: [String] = []
        if let day = shape.setPositionDay {
            let (noun, gender): (String, Gender) =
                switch day {
                case .workday: ("pracovní den", .masculine)
                case .weekendDay: ("víkendový den", .masculine)
                case .day: ("den", .masculine)
                case .weekday(let weekday): (weekdayAccusative[weekday.rawValue], genders[weekday.rawValue])
                }
            words.append(preceded(list(shape.setPositions.map { ordinal($0, gender) }) + " " + noun))
        } else if !shape.weekdays.isEmpty {
            words.append(
                shape.isWorkWeek
                    ? "v pracovní dny"
                    : shape.isWeekend
                        ? "o víkendech"
                        : list(shape.weekdays.map { preceded(weekdayAccusative[$0.rawValue]) }))
        }
        let monthWithDays = shape.monthGoesWithDays
        if !shape.placedWeekdays.isEmpty {
            var text = placed(shape.placedWeekdays)
            if monthWithDays {
                text += " v " + monthLocative(shape.months[0])
            } else if shape.frequency == .yearly, shape.months.isEmpty {
                text += " v roce"
            }
            words.append(text)
        }
        if !shape.monthDays.isEmpty {
            if monthWithDays {
                words.append(list(shape.monthDays.map { "\($0)." }) + " " + monthGenitive(shape.months[0]))
            } else {
                words.append(monthDays(shape.monthDays))
            }
        }
        if !shape.months.isEmpty, !monthWithDays { words.append(list(shape.months.map { "v " + monthLocative($0) })) }
        if !shape.yearDays.isEmpty {
            words.append(list(shape.yearDays.map { $0 > 0 ? "\($0). den" : ordinal($0, .masculine) + " den" }) + " v roce")
        }
        if !shape.weekNumbers.isEmpty {
            words.append(preceded(list(shape.weekNumbers.map { "\($0)." }) + " týdnu"))
        }
        if !shape.setPositions.isEmpty, shape.setPositionDay == nil {
            words.append(
                "(jen \(list(shape.setPositions.map { ordinal($0, .masculine) })) výskyt v každém \(periodLocative(shape.frequency)))")
        }
        words += clock(shape)
        return words
    }

    private static func clock(_ shape: RecurrenceShape) -> [String] {
        var words: [String] = []
        if !shape.hours.isEmpty {
            if shape.minutes.count == 1 {
                let minute = shape.minutes[0] < 10 ? "0\(shape.minutes[0])" : "\(shape.minutes[0])"
                words.append(preceded(list(shape.hours.map { "\($0):\(minute)" })))
            } else {
                let last = shape.hours[shape.hours.count - 1]
                words.append(
                    preceded(
                        list(shape.hours.map(String.init)) + " " + CzechPlural.choose(last, one: "hodinu", few: "hodiny", many: "hodin")))
            }
        }
        if !shape.minutes.isEmpty, shape.hours.isEmpty || shape.minutes.count > 1 {
            words.append(preceded(list(shape.minutes.map { "\($0)." }) + " minutě každé hodiny"))
        }
        if !shape.seconds.isEmpty { words.append(preceded(list(shape.seconds.map { "\($0)." }) + " sekundě")) }
        return words
    }

    /// "ve druhé úterý", "v první a třetí pondělí", "v poslední pátek a v první pondělí".
    private static func placed(_ days: [RecurrenceRule.WeekdayNum]) -> String {
        let weekdays = Set(days.map(\.weekday))
        if weekdays.count == 1, let weekday = weekdays.first {
            let gender = genders[weekday.rawValue]
            return preceded(list(days.map { ordinal($0.ordinal ?? 1, gender) }) + " " + weekdayAccusative[weekday.rawValue])
        }
        return list(
            days.map { preceded(ordinal($0.ordinal ?? 1, genders[$0.weekday.rawValue]) + " " + weekdayAccusative[$0.weekday.rawValue]) })
    }

    /// "12. dne", "1. a 15. dne", "poslední den", "1. dne a poslední den".
    private static func monthDays(_ days: [Int]) -> String {
        let counted = days.filter { $0 > 0 }
        var pieces: [String] = []
        if !counted.isEmpty { pieces.append(list(counted.map { "\($0)." }) + " dne") }
        pieces += days.filter { $0 < 0 }.map { ordinal($0, .masculine) + " den" }
        return list(pieces)
    }

    enum Gender { case masculine, feminine, neuter }

    /// An ordinal in the accusative, agreeing with its noun: druhý týden, druhou hodinu, druhé úterý.
    static func ordinal(_ number: Int, _ gender: Gender) -> String {
        switch number {
        case -1: return "poslední"
        case -2: return "předposlední"
        case ..<0: return "\(-number). od konce"
        case 1: return "první"
        case 3: return "třetí"
        default: break
        }
        let stems = [2: "druh", 4: "čtvrt", 5: "pát", 6: "šest", 7: "sedm", 8: "osm", 9: "devát", 10: "desát"]
        guard let stem = stems[number] else { return "\(number)." }
        return stem + (gender == .masculine ? "ý" : gender == .feminine ? "ou" : "é")
    }

    /// The phrase after "v", or "ve" where Czech puts it to be said (ve druhé, ve středu, ve čtvrtek).
    static func preceded(_ phrase: String) -> String {
        let start = phrase.lowercased()
        let takesVe = ["dr", "tř", "čt", "st", "sk", "sp", "šk", "zd", "v", "f", "2", "3", "4"].contains { start.hasPrefix($0) }
        return (takesVe ? "ve " : "v ") + phrase
    }

    /// "A", "A a B", "A, B a C".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " a " + items[items.count - 1]
    }

    private static func periodLocative(_ frequency: RecurrenceRule.Frequency) -> String {
        switch frequency {
        case .secondly: "sekundě"
        case .minutely: "minutě"
        case .hourly: "hodině"
        case .daily: "dni"
        case .weekly: "týdnu"
        case .monthly: "měsíci"
        case .yearly: "roce"
        }
    }

    static func monthGenitive(_ month: Int) -> String {
        guard (1...12).contains(month) else { return "\(month). měsíce" }
        return [
            "ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu",
            "prosince",
        ][
            month - 1]
    }

    static func monthLocative(_ month: Int) -> String {
        guard (1...12).contains(month) else { return "\(month). měsíci" }
        return [
            "lednu", "únoru", "březnu", "dubnu", "květnu", "červnu", "červenci", "srpnu", "září", "říjnu", "listopadu",
            "prosinci",
        ][
            month - 1]
    }

    static let weekdayAccusative = ["pondělí", "úterý", "středu", "čtvrtek", "pátek", "sobotu", "neděli"]
    static let genders: [Gender] = [.neuter, .neuter, .feminine, .masculine, .masculine, .feminine, .feminine]
}
