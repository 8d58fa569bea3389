extension RecurrenceExpansion.Iterator {
    /// Whether the simple path gives this rule's occurrences: a DAILY, WEEKLY, MONTHLY or
    /// YEARLY rule with one time a day and no BYSETPOS whose days come from masks (MONTHLY and
    /// YEARLY: `RecurrenceFilter.monthDays`; WEEKLY: plain weekdays only; DAILY: the per-day
    /// test). That is nearly every rule calendar apps write. The general path (period buffers
    /// of days and instances) stays for everything else.
    static func simplePathApplies(
        frequency: RecurrenceRule.Frequency, filter: RecurrenceFilter, oneTime: Bool,
        setPositions noSetPositions: Bool
    ) -> Bool {
        guard oneTime, noSetPositions else { return false }
        switch frequency {
        case .yearly, .monthly: return filter.monthMasksApply
        case .weekly: return filter.onlyPlainWeekdays
        case .daily: return true
        default: return false
        }
    }

    /// WEEKLY: the week's days from the weekday mask, rotated so bit 0 is the period's first
    /// day (always a WKST weekday, so the same mask every week).
    static func weekDays(filter: RecurrenceFilter) -> UInt32 {
        let first = filter.weekStart
        let weekdays = UInt32(filter.weekdayPlain)
        return ((weekdays >> first) | (weekdays << (7 - first))) & 0x7F
    }

    /// `nextLocalSeconds` on the simple path. The instances of a period are bits of a day
    /// mask instead of arrays, handed out lowest first; the order, COUNT, UNTIL, the window,
    /// the bounded search and year 9999 work exactly as on the general path (the tests
    /// compare the two on generated rules), only without the per-period buffers.
    mutating func nextSimpleLocalSeconds() -> Int64? {
        let time = time ?? 0
        while true {
            while maskBits != 0 {
                let value = Int64(maskBase + maskBits.trailingZeroBitCount) * 86_400 + time
                maskBits &= maskBits - 1
                if value < startSeconds { continue }
                if value > untilSeconds || emitted >= count {
                    finished = true
                    maskBits = 0
                    yearMonths = 0
                    return nil
                }
                emitted += 1
                emptyPeriods = 0
                lastProductive = value
                return value
            }
            if yearMonths != 0 {
                nextMonthOfYear()
                continue
            }
            if finished || emitted >= count { return nil }
            fillSimplePeriod(time: time)
        }
    }

    /// YEARLY: moves the next month of `yearMasks` with days into `maskBits`.
    mutating func nextMonthOfYear() {
        let month = yearMonths.trailingZeroBitCount
        yearMonths &= yearMonths - 1
        maskBits = yearMasks[month]
        maskBase = CivilCalendar.dayNumber(year: maskYear, month: month, day: 1) - 1
    }

    /// One period on the simple path, as `fillCalendarPeriod` and `fillNextPeriod` do it:
    /// the same stops (year 9999, a period starting after UNTIL) and the same count of empty
    /// periods for the bounded search.
    mutating func fillSimplePeriod(time: Int64) {
        var last: Int64 = .min // the period's last instance (.min: none)
        let periodStart: Int
        switch frequency {
        case .yearly:
            let year = period
            guard year <= 9999 else {
                finished = true
                countEmptySimplePeriod()
                return
            }
            periodStart = CivilCalendar.dayNumber(year: year, month: 1, day: 1)
            // Only the months BYMONTH (or DTSTART's month by default) allows.
            var months = filter.monthMask == 0 ? 0x1FFE : filter.monthMask & 0x1FFE
            var lastDay = 0
            while months != 0 {
                let month = months.trailingZeroBitCount
                months &= months - 1
                let monthStart = CivilCalendar.dayNumber(year: year, month: month, day: 1)
                let mask = filter.monthDays(
                    month: month, monthLength: CivilCalendar.daysInMonth(year: year, month: month),
                    firstWeekday: CivilCalendar.weekdayIndex(dayNumber: monthStart))
                yearMasks[month] = mask
                if mask != 0 {
                    yearMonths |= 1 << month
                    lastDay = monthStart - 1 + (31 - mask.leadingZeroBitCount)
                }
            }
            if lastDay != 0 { last = Int64(lastDay) * 86_400 + time }
            maskYear = year
            period += interval
        case .monthly:
            let year = floorDiv(period, 12), month = period - year * 12 + 1
            guard year <= 9999 else {
                finished = true
                countEmptySimplePeriod()
                return
            }
            periodStart = CivilCalendar.dayNumber(year: year, month: month, day: 1)
            maskBits = filter.monthDays(
                month: month, monthLength: CivilCalendar.daysInMonth(year: year, month: month),
                firstWeekday: CivilCalendar.weekdayIndex(dayNumber: periodStart))
            maskBase = periodStart - 1
            period += interval
        case .weekly:
            periodStart = period
            maskBits = weekDays
            maskBase = period
            period += 7 * interval
        default:
            periodStart = period
            maskBits = filter.matches(day: period) ? 1 : 0
            maskBase = period
            period += interval
        }
        if frequency != .yearly, maskBits != 0 {
            last = Int64(maskBase + (31 - maskBits.leadingZeroBitCount)) * 86_400 + time
        }
        if Int64(periodStart) * 86_400 > untilSeconds || Int64(periodStart) * 86_400 >= Self.maximumSeconds {
            finished = true
            maskBits = 0
            yearMonths = 0
            last = .min
        }
        if last == .min || last < startSeconds { countEmptySimplePeriod() }
    }

    mutating func countEmptySimplePeriod() {
        emptyPeriods += 1
        if emptyPeriods > cycleLength + 1 {
            gaveUp = true
            finished = true
        }
    }
}
