import Foundation

/// A recurrence rule in words, in English or Czech: "Every 2 weeks on Monday and Thursday,
/// 10 times", "Každý měsíc ve druhé úterý do 31. března 2027". Never the RRULE text itself:
/// every part Domov knows is put into words, and a rule that does not even parse gets a
/// sentence saying it comes from a calendar app.
public struct RecurrenceWords: Sendable {
    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }

    /// - Parameters:
    ///   - start: the series' first day in its zone; a bare rule takes its weekday or date from
    ///     it ("Weekly on Tuesday", "Annually on 12 March"), as calendar apps say it.
    ///   - timeZone: the item's zone, which a UTC UNTIL is read in.
    public func describe(rule text: String, start: LocalDate? = nil, timeZone: TimeZone) -> String {
        guard let rule = try? RecurrenceRule(rrule: text) else { return unreadable }
        return describe(rule, start: start, timeZone: timeZone)
    }

    public func describe(_ rule: RecurrenceRule, start: LocalDate? = nil, timeZone: TimeZone) -> String {
        let shape = RecurrenceShape(rule, start: start, timeZone: timeZone)
        return switch language {
        case .english: EnglishRecurrenceWords.sentence(shape)
        case .czech: CzechRecurrenceWords.sentence(shape)
        }
    }

    /// The last resort, for a rule that does not parse.
    var unreadable: String {
        switch language {
        case .english: "Repeats by a rule from a calendar app"
        case .czech: "Opakuje se podle pravidla z kalendářové aplikace"
        }
    }
}

/// A rule's parts as a sentence needs them, with what a bare rule takes from its start filled in.
struct RecurrenceShape {
    var frequency: RecurrenceRule.Frequency
    var interval: Int
    /// BYDAY without ordinals, in the week's order.
    var weekdays: [Weekday]
    /// BYDAY with ordinals ("the second Tuesday").
    var placedWeekdays: [RecurrenceRule.WeekdayNum]
    var monthDays: [Int]
    var months: [Int]
    var yearDays: [Int]
    var weekNumbers: [Int]
    var setPositions: [Int]
    var hours: [Int]
    var minutes: [Int]
    var seconds: [Int]
    var count: Int?
    var until: LocalDate?
    /// Parts Domov does not know (RSCALE, SKIP); X- parts are private notes of an app and say nothing.
    var hasOtherConditions: Bool

    init(_ rule: RecurrenceRule, start: LocalDate?, timeZone: TimeZone) {
        frequency = rule.frequency
        interval = max(rule.interval, 1)
        weekdays = Array(Set(rule.byDay.filter { $0.ordinal == nil || $0.ordinal == 0 }.map(\.weekday))).sorted()
        placedWeekdays = rule.byDay.filter { ($0.ordinal ?? 0) != 0 }
        monthDays = rule.byMonthDay
        months = rule.byMonth
        yearDays = rule.byYearDay
        weekNumbers = rule.byWeekNo
        setPositions = rule.bySetPos
        hours = rule.byHour
        minutes = rule.byMinute
        seconds = rule.bySecond
        count = rule.count
        until = rule.until.map { until in
            switch until {
            case .date(let day): day
            case .floating(let local), .zoned(let local, _): local.date
            case .utc(let local): LocalDate(local.instant(in: .gmt), in: timeZone)
            }
        }
        hasOtherConditions = rule.otherParts.keys.contains { !$0.hasPrefix("X-") }
        guard let start else { return }
        let byDays = weekdays.isEmpty && placedWeekdays.isEmpty
        let byDates = monthDays.isEmpty && yearDays.isEmpty && weekNumbers.isEmpty
        switch frequency {
        case .weekly where byDays: weekdays = [start.weekday]
        case .monthly where byDays && byDates: monthDays = [start.day]
        case .yearly where byDays && byDates:
            monthDays = [start.day]
            if months.isEmpty { months = [start.month] }
        default: break
        }
    }

    /// Every weekday (Monday to Friday), every week or every day, and nothing else.
    var isEveryWeekday: Bool {
        (frequency == .weekly || frequency == .daily) && interval == 1 && weekdays == PlannerRepeat.workWeek
            && placedWeekdays.isEmpty && monthDays.isEmpty && months.isEmpty && yearDays.isEmpty && weekNumbers.isEmpty
            && setPositions.isEmpty && hours.isEmpty && minutes.isEmpty && seconds.isEmpty
    }

    var isWeekend: Bool { weekdays == [.saturday, .sunday] }
    var isWorkWeek: Bool { weekdays == PlannerRepeat.workWeek }

    /// A yearly rule on days of one month says the month with the day: "on 12 March",
    /// "on the second Tuesday of March".
    var monthGoesWithDays: Bool {
        frequency == .yearly && months.count == 1 && setPositions.isEmpty
            && ((!monthDays.isEmpty && monthDays.allSatisfy { $0 > 0 } && placedWeekdays.isEmpty)
                || (!placedWeekdays.isEmpty && monthDays.isEmpty))
    }

    /// The weekday a BYSETPOS picks among, said as one day ("the last weekday"): nil when the set is no such thing.
    var setPositionDay: SetPositionDay? {
        guard !setPositions.isEmpty, placedWeekdays.isEmpty, monthDays.isEmpty, yearDays.isEmpty, !weekdays.isEmpty else { return nil }
        if isWorkWeek { return .workday }
        if isWeekend { return .weekendDay }
        if weekdays.count == 7 { return .day }
        if weekdays.count == 1 { return .weekday(weekdays[0]) }
        return nil
    }

    enum SetPositionDay {
        case workday, weekendDay, day, weekday(Weekday)
    }
}
