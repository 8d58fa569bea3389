import Foundation

/// A rule's BYxxx parts compiled to bit masks, with RFC 5545's defaults from DTSTART filled
/// in, so the expander's per-day test is a handful of integer operations.
struct RecurrenceFilter: Sendable {
    let frequency: RecurrenceRule.Frequency
    let weekStart: Int
    var monthMask: UInt16 = 0 // bit m for month m; 0 = any month
    var monthDayPositive: UInt32 = 0 // bit d for BYMONTHDAY=d
    var monthDayNegative: UInt32 = 0 // bit d for BYMONTHDAY=-d
    var yearDayPositive: [UInt64] = [] // bit d for BYYEARDAY=d (6 words)
    var yearDayNegative: [UInt64] = []
    var weekNoPositive: UInt64 = 0
    var weekNoNegative: UInt64 = 0
    var weekdayPlain: UInt8 = 0 // bit w for a BYDAY without ordinal
    var ordinalPositive: [UInt64] = [] // per weekday, bit n for nWD (7 words, only with ordinals)
    var ordinalNegative: [UInt64] = []
    var hasMonthDay = false, hasYearDay = false, hasWeekNo = false, hasByDay = false, hasOrdinal = false
    /// YEARLY only: ordinals count within the month (BYMONTH given) rather than the year.
    var ordinalWithinMonth = false
    /// Whether any day-level filter applies at all (fast path for plain DAILY rules).
    var filtersDays = false

    /// BYHOUR/BYMINUTE/BYSECOND (or DTSTART's defaults) as bit masks: bit h for hour h.
    /// 0 = any (no list and no default at this frequency). The times of a period are the
    /// set bits in ascending order, so no sorted arrays are kept (three allocations per rule).
    var hourMask: UInt32 = 0
    var minuteMask: UInt64 = 0
    var secondMask: UInt64 = 0

    /// `borrowing`: an initializer otherwise takes its arguments owned, which copied the
    /// rule (a dozen retained arrays) for every expansion.
    init(rule: borrowing RecurrenceRule, start: LocalDateTime) {
        frequency = rule.frequency
        weekStart = rule.weekStart.rawValue
        var byMonth = rule.byMonth
        var byMonthDay = rule.byMonthDay
        var byDay = rule.byDay
        if rule.byWeekNo.isEmpty, rule.byYearDay.isEmpty, rule.byMonthDay.isEmpty, rule.byDay.isEmpty {
            switch rule.frequency {
            case .yearly:
                if byMonth.isEmpty { byMonth = [start.month] }
                byMonthDay = [start.day]
            case .monthly: byMonthDay = [start.day]
            case .weekly: byDay = [RecurrenceRule.WeekdayNum(start.date.weekday)]
            default: break
            }
        }
        for m in byMonth where (1...12).contains(m) { monthMask |= 1 << m }
        if !byMonth.isEmpty, monthMask == 0 { monthMask = 1 } // only invalid months: nothing matches
        hasMonthDay = !byMonthDay.isEmpty
        for d in byMonthDay {
            if (1...31).contains(d) { monthDayPositive |= 1 << d } else if (-31 ... -1).contains(d) { monthDayNegative |= 1 << -d }
        }
        hasYearDay = !rule.byYearDay.isEmpty
        if hasYearDay {
            yearDayPositive = Array(repeating: 0, count: 6)
            yearDayNegative = Array(repeating: 0, count: 6)
            for d in rule.byYearDay {
                if (1...366).contains(d) {
                    yearDayPositive[d >> 6] |= 1 << (d & 63)
                } else if (-366 ... -1).contains(d) {
                    yearDayNegative[-d >> 6] |= 1 << (-d & 63)
                }
            }
        }
        hasWeekNo = !rule.byWeekNo.isEmpty
        for w in rule.byWeekNo {
            if (1...53).contains(w) { weekNoPositive |= 1 << w } else if (-53 ... -1).contains(w) { weekNoNegative |= 1 << -w }
        }
        hasByDay = !byDay.isEmpty
        // Ordinals only mean something for MONTHLY and YEARLY; elsewhere (invalid per RFC)
        // they count as plain weekdays, as python-dateutil and libical read them.
        let ordinalsApply = rule.frequency == .monthly || rule.frequency == .yearly
        for item in byDay {
            let w = item.weekday.rawValue
            if let n = item.ordinal, ordinalsApply {
                if !hasOrdinal {
                    ordinalPositive = Array(repeating: 0, count: 7)
                    ordinalNegative = Array(repeating: 0, count: 7)
                }
                hasOrdinal = true
                if (1...53).contains(n) { ordinalPositive[w] |= 1 << n } else if (-53 ... -1).contains(n) { ordinalNegative[w] |= 1 << -n }
            } else {
                weekdayPlain |= 1 << w
            }
        }
        ordinalWithinMonth = rule.frequency == .monthly || !rule.byMonth.isEmpty
        filtersDays = monthMask != 0 || hasMonthDay || hasYearDay || hasWeekNo || hasByDay
        onlyPlainWeekdays = hasByDay && !hasOrdinal && monthMask == 0 && !hasMonthDay && !hasYearDay && !hasWeekNo
        // Ordinals counted within the year (YEARLY;BYDAY=20MO without BYMONTH), BYYEARDAY and
        // BYWEEKNO need the day-by-day test; everything else is decided per month by masks.
        monthMasksApply = !hasYearDay && !hasWeekNo && (!hasOrdinal || ordinalWithinMonth)

        func mask(_ values: [Int], _ range: ClosedRange<Int>, default value: Int, applies: Bool) -> UInt64 {
            if values.isEmpty { return applies ? 1 << value : 0 }
            var mask: UInt64 = 0
            for v in values where range.contains(v) { mask |= 1 << v }
            return mask
        }
        // BYHOUR/BYMINUTE/BYSECOND default to DTSTART's for coarser frequencies. Second 60
        // (a leap second) cannot be represented and never matches.
        let hours = mask(rule.byHour, 0...23, default: start.hour, applies: rule.frequency > .hourly)
        minuteMask = mask(rule.byMinute, 0...59, default: start.minute, applies: rule.frequency > .minutely)
        secondMask = mask(rule.bySecond, 0...59, default: start.second, applies: rule.frequency > .secondly)
        hourMask = UInt32(truncatingIfNeeded: hours)
        // Only invalid values in a list: nothing ever matches (the expander stops at once).
        impossibleTime =
            (!rule.byHour.isEmpty && hours == 0) || (!rule.byMinute.isEmpty && minuteMask == 0)
            || (!rule.bySecond.isEmpty && secondMask == 0)
        if !rule.byHour.isEmpty, hours == 0 { hourMask = 1 << 31 }
        if !rule.byMinute.isEmpty, minuteMask == 0 { minuteMask = 1 << 63 }
        if !rule.bySecond.isEmpty, secondMask == 0 { secondMask = 1 << 63 }
    }

    /// The set bits of `mask`, ascending (the sorted, de-duplicated list it stands for).
    static func values(_ mask: UInt64) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(mask.nonzeroBitCount)
        var rest = mask
        while rest != 0 {
            result.append(rest.trailingZeroBitCount)
            rest &= rest - 1
        }
        return result
    }

    /// A BYHOUR/BYMINUTE/BYSECOND list with only out-of-range values: nothing ever matches.
    var impossibleTime = false

    /// Day test. `scopeStart`/`scopeEnd` bound the month or year ordinals count in.
    @inline(__always)
    func matches(
        day: Int, month: Int, monthDay: Int, monthLength: Int, yearDay: Int, yearLength: Int,
        weekday: Int, year: Int, scopeStart: Int, scopeEnd: Int
    ) -> Bool {
        if monthMask != 0, monthMask & (1 << month) == 0 { return false }
        if hasMonthDay,
            monthDayPositive & (1 << monthDay) == 0, monthDayNegative & (1 << (monthLength - monthDay + 1)) == 0
        {
            return false
        }
        if hasYearDay {
            let negative = yearLength - yearDay + 1
            if yearDayPositive[yearDay >> 6] & (1 << (yearDay & 63)) == 0,
                yearDayNegative[negative >> 6] & (1 << (negative & 63)) == 0
            {
                return false
            }
        }
        if hasByDay, weekdayPlain & (1 << weekday) == 0 {
            guard hasOrdinal else { return false }
            let n = (day - scopeStart) / 7 + 1
            let m = (scopeEnd - day) / 7 + 1
            if ordinalPositive[weekday] & (1 << n) == 0, ordinalNegative[weekday] & (1 << m) == 0 { return false }
        }
        if hasWeekNo, !matchesWeekNo(day: day, year: year) { return false }
        return true
    }

    /// `monthDays` gives the same days as `matches` for every day of a month.
    var monthMasksApply = false

    /// The days of one month that match (bit d for day d), computed from the BYMONTHDAY and
    /// BYDAY masks without visiting each day; only when `monthMasksApply`. `firstWeekday` is
    /// the weekday index (Monday 0) of the month's first day.
    @inline(__always)
    func monthDays(month: Int, monthLength: Int, firstWeekday: Int) -> UInt32 {
        if monthMask != 0, monthMask & (1 << month) == 0 { return 0 }
        let valid: UInt32 = (UInt32(1) << (monthLength + 1)) &- 2 // bits 1...monthLength
        var result = valid
        if hasMonthDay {
            var days = monthDayPositive & valid
            var negative = monthDayNegative & valid // -n is day monthLength - n + 1
            while negative != 0 {
                let n = negative.trailingZeroBitCount
                negative &= negative - 1
                days |= 1 << (monthLength - n + 1)
            }
            result &= days
        }
        if hasByDay {
            var days: UInt32 = 0
            for w in 0..<7 {
                let first = (w - firstWeekday + 7) % 7 + 1 // the first such weekday of the month
                if weekdayPlain & (1 << w) != 0 {
                    var d = first
                    while d <= monthLength { days |= 1 << d; d += 7 }
                } else if hasOrdinal, ordinalPositive[w] | ordinalNegative[w] != 0 {
                    let last = first + (monthLength - first) / 7 * 7
                    var positive = ordinalPositive[w] & 0x3E // ordinals 1...5 can fall in a month
                    while positive != 0 {
                        let n = positive.trailingZeroBitCount
                        positive &= positive - 1
                        let d = first + (n - 1) * 7
                        if d <= monthLength { days |= 1 << d }
                    }
                    var negative = ordinalNegative[w] & 0x3E
                    while negative != 0 {
                        let n = negative.trailingZeroBitCount
                        negative &= negative - 1
                        let d = last - (n - 1) * 7
                        if d >= 1 { days |= 1 << d }
                    }
                }
            }
            result &= days
        }
        return result
    }

    /// BYDAY with plain weekdays is the only day filter (the common weekly rule): no civil date needed.
    var onlyPlainWeekdays = false

    /// The same test from a day number alone (DAILY, WEEKLY and finer frequencies).
    func matches(day: Int) -> Bool {
        guard filtersDays else { return true }
        if onlyPlainWeekdays { return weekdayPlain & (1 << CivilCalendar.weekdayIndex(dayNumber: day)) != 0 }
        let c = CivilCalendar.civil(dayNumber: day)
        let monthStart = day - c.day + 1
        let monthLength = CivilCalendar.daysInMonth(year: c.year, month: c.month)
        let yearStart = CivilCalendar.dayNumber(year: c.year, month: 1, day: 1)
        let yearLength = CivilCalendar.daysInYear(c.year)
        let withinMonth = ordinalWithinMonth
        return matches(
            day: day, month: c.month, monthDay: c.day, monthLength: monthLength, yearDay: day - yearStart + 1,
            yearLength: yearLength, weekday: CivilCalendar.weekdayIndex(dayNumber: day), year: c.year,
            scopeStart: withinMonth ? monthStart : yearStart,
            scopeEnd: withinMonth ? monthStart + monthLength - 1 : yearStart + yearLength - 1)
    }

    /// First day of week 1 of `year`: the week (starting on WKST) with at least four days
    /// in the year (RFC 5545 §3.3.10, BYWEEKNO).
    func weekOneStart(_ year: Int) -> Int {
        let jan1 = CivilCalendar.dayNumber(year: year, month: 1, day: 1)
        let offset = (CivilCalendar.weekdayIndex(dayNumber: jan1) - weekStart + 7) % 7
        return offset <= 3 ? jan1 - offset : jan1 + 7 - offset
    }

    func matchesWeekNo(day: Int, year: Int) -> Bool {
        var weekYear = year
        var start = weekOneStart(year)
        if day < start {
            weekYear -= 1
            start = weekOneStart(weekYear)
        } else {
            let next = weekOneStart(year + 1)
            if day >= next { weekYear += 1; start = next }
        }
        let week = (day - start) / 7 + 1
        let weeks = (weekOneStart(weekYear + 1) - start) / 7
        return weekNoPositive & (1 << week) != 0 || weekNoNegative & (1 << (weeks - week + 1)) != 0
    }
}
