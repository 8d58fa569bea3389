/// One language's words for the parts of a rule. Which parts are said, and in which order, is
/// the same in every language (`sentence(_:)`); a language only puts each part into words.
protocol RecurrencePhrasing {
    /// The sentence for Monday to Friday every week, which says no more.
    static var everyWeekday: String { get }
    /// How often: "Every 2 weeks", "Každý druhý týden".
    static func head(_ frequency: RecurrenceRule.Frequency, _ interval: Int) -> String
    /// Said when the rule has parts Domov does not know.
    static var furtherConditions: String { get }
    /// Added to the sentence: ", 10 times".
    static func count(_ count: Int) -> String
    /// Added to the sentence: " until 31 March 2027".
    static func until(_ day: LocalDate) -> String

    /// BYSETPOS among days said as one day: "on the last weekday".
    static func setPositions(_ positions: [Int], of day: RecurrenceShape.SetPositionDay) -> String
    /// BYDAY without ordinals (never the whole work week or weekend, which have their own words).
    static func weekdays(_ weekdays: [Weekday]) -> String
    static var workWeek: String { get }
    static var weekend: String { get }
    /// BYDAY with ordinals, with the one month a yearly rule names, or said to be in the year.
    static func placedWeekdays(_ days: [RecurrenceRule.WeekdayNum], month: Int?, ofTheYear: Bool) -> String
    /// BYMONTHDAY, with the one month a yearly rule names.
    static func monthDays(_ days: [Int], month: Int?) -> String
    static func months(_ months: [Int]) -> String
    static func yearDays(_ days: [Int]) -> String
    static func weekNumbers(_ numbers: [Int]) -> String
    /// BYSETPOS that no one day explains: "(only the first of each month)".
    static func setPositions(_ positions: [Int], within frequency: RecurrenceRule.Frequency) -> String
    /// BYHOUR with one BYMINUTE: "at 09:30".
    static func hours(_ hours: [Int], minute: Int) -> String
    /// BYHOUR alone or with several minutes: "in the 09:00 hour".
    static func hours(_ hours: [Int]) -> String
    static func minutes(_ minutes: [Int]) -> String
    static func seconds(_ seconds: [Int]) -> String
}

extension RecurrencePhrasing {
    static func sentence(_ shape: RecurrenceShape) -> String {
        var words = [shape.isEveryWeekday ? everyWeekday : head(shape.frequency, shape.interval)]
        if !shape.isEveryWeekday { words += conditions(shape) }
        if shape.hasOtherConditions { words.append(furtherConditions) }
        var text = words.joined(separator: " ")
        if let count = shape.count { text += Self.count(count) }
        if let until = shape.until { text += Self.until(until) }
        return text
    }

    private static func conditions(_ shape: RecurrenceShape) -> [String] {
        var words: [String] = []
        if let day = shape.setPositionDay {
            words.append(setPositions(shape.setPositions, of: day))
        } else if !shape.weekdays.isEmpty {
            words.append(shape.isWorkWeek ? workWeek : shape.isWeekend ? weekend : weekdays(shape.weekdays))
        }
        let month = shape.monthGoesWithDays ? shape.months[0] : nil
        if !shape.placedWeekdays.isEmpty {
            let ofTheYear = month == nil && shape.frequency == .yearly && shape.months.isEmpty
            words.append(placedWeekdays(shape.placedWeekdays, month: month, ofTheYear: ofTheYear))
        }
        if !shape.monthDays.isEmpty { words.append(monthDays(shape.monthDays, month: month)) }
        if !shape.months.isEmpty, month == nil { words.append(months(shape.months)) }
        if !shape.yearDays.isEmpty { words.append(yearDays(shape.yearDays)) }
        if !shape.weekNumbers.isEmpty { words.append(weekNumbers(shape.weekNumbers)) }
        if !shape.setPositions.isEmpty, shape.setPositionDay == nil {
            words.append(setPositions(shape.setPositions, within: shape.frequency))
        }
        if !shape.hours.isEmpty {
            words.append(shape.minutes.count == 1 ? hours(shape.hours, minute: shape.minutes[0]) : hours(shape.hours))
        }
        if !shape.minutes.isEmpty, shape.hours.isEmpty || shape.minutes.count > 1 { words.append(minutes(shape.minutes)) }
        if !shape.seconds.isEmpty { words.append(seconds(shape.seconds)) }
        return words
    }
}
