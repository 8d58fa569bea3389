import Foundation

/// Czech sentences for `RecurrenceWords`: "Každý druhý týden v pondělí a ve čtvrtek, 10krát",
/// "Každý měsíc ve druhé úterý do 31. března 2027". Weekdays are in the accusative after v/ve,
/// and an ordinal agrees with its weekday's gender (druhé úterý, druhou středu, druhý čtvrtek).
enum CzechRecurrenceWords: RecurrencePhrasing {
    static let everyWeekday = "Každý pracovní den"
    static let furtherConditions = "(s dalšími podmínkami z kalendářové aplikace)"
    static func count(_ count: Int) -> String { count == 1 ? ", jednou" : ", \(count)krát" }
    static func until(_ day: LocalDate) -> String { " do \(day.day). \(monthGenitive(day.month)) \(day.year)" }

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

    static func setPositions(_ positions: [Int], of day: RecurrenceShape.SetPositionDay) -> String {
        let (noun, gender): (String, Gender) =
            switch day {
            case .workday: ("pracovní den", .masculine)
            case .weekendDay: ("víkendový den", .masculine)
            case .day: ("den", .masculine)
            case .weekday(let weekday): (weekdayAccusative[weekday.rawValue], genders[weekday.rawValue])
            }
        return preceded(list(positions.map { ordinal($0, gender) }) + " " + noun)
    }

    static let workWeek = "v pracovní dny"
    static let weekend = "o víkendech"
    static func weekdays(_ weekdays: [Weekday]) -> String { list(weekdays.map { preceded(weekdayAccusative[$0.rawValue]) }) }

    static func placedWeekdays(_ days: [RecurrenceRule.WeekdayNum], month: Int?, ofTheYear: Bool) -> String {
        placed(days) + (month.map { " v " + monthLocative($0) } ?? (ofTheYear ? " v roce" : ""))
    }

    static func monthDays(_ days: [Int], month: Int?) -> String {
        guard let month else { return monthDays(days) }
        return list(days.map { "\($0)." }) + " " + monthGenitive(month)
    }

    static func months(_ months: [Int]) -> String { list(months.map { "v " + monthLocative($0) }) }

    static func yearDays(_ days: [Int]) -> String {
        list(days.map { $0 > 0 ? "\($0). den" : ordinal($0, .masculine) + " den" }) + " v roce"
    }

    static func weekNumbers(_ numbers: [Int]) -> String { preceded(list(numbers.map { "\($0)." }) + " týdnu") }

    static func setPositions(_ positions: [Int], within frequency: RecurrenceRule.Frequency) -> String {
        "(jen \(list(positions.map { ordinal($0, .masculine) })) výskyt v každém \(periodLocative(frequency)))"
    }

    static func hours(_ hours: [Int], minute: Int) -> String {
        let minute = minute < 10 ? "0\(minute)" : "\(minute)"
        return preceded(list(hours.map { "\($0):\(minute)" }))
    }

    static func hours(_ hours: [Int]) -> String {
        let unit = CzechPlural.choose(hours[hours.count - 1], one: "hodinu", few: "hodiny", many: "hodin")
        return preceded(list(hours.map(String.init)) + " " + unit)
    }

    static func minutes(_ minutes: [Int]) -> String { preceded(list(minutes.map { "\($0)." }) + " minutě každé hodiny") }

    static func seconds(_ seconds: [Int]) -> String { preceded(list(seconds.map { "\($0)." }) + " sekundě") }

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
