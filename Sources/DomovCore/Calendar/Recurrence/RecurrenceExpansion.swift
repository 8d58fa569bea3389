import Foundation

/// The occurrences one `RecurrenceRule` generates from a start, on the wall clock
/// (RFC 5545 §3.3.10), in order, lazily.
///
/// Only the rule's own instances are produced: DTSTART is included only when it matches the
/// rule (as python-dateutil does); `RecurrenceSet` adds DTSTART, RDATE and EXDATE. Invalid
/// dates (30 February, 31 April) are skipped, never clamped. Works on integer day numbers
/// and local seconds, with no Foundation calendar in the loop.
///
/// Bounded search: a rule whose periods stay empty stops (and sets `gaveUp`) after one full
/// 400-year Gregorian cycle of periods without an occurrence (every calendar pattern repeats
/// after 146,097 days, so for YEARLY…DAILY this proves it never occurs), or for HOURLY and
/// finer rules after 400 years or 2,000,000 consecutive empty periods, whichever comes first.
/// Expansion also ends after year 9999.
public struct RecurrenceExpansion: Sequence, Sendable {
    public let rule: RecurrenceRule
    public let start: LocalDateTime
    let untilLocal: Int64?

    /// `zone` reads a UTC UNTIL on the start's wall clock; without it UTC is used. A DATE
    /// UNTIL includes that whole day.
    public init(rule: RecurrenceRule, start: LocalDateTime, zone: TimeZone? = nil) {
        self.init(rule: rule, start: start, untilLocal: Self.untilLocal(of: rule, zone: zone))
    }

    init(rule: RecurrenceRule, start: LocalDateTime, untilLocal: Int64?) {
        self.rule = rule
        self.start = start
        self.untilLocal = untilLocal
    }

    /// UNTIL on the start's wall clock.
    static func untilLocal(of rule: borrowing RecurrenceRule, zone: TimeZone?) -> Int64? {
        switch rule.until {
        case nil: return nil
        case .date(let date)?: return Int64(date.dayNumber) * 86_400 + 86_399
        case .floating(let local)?, .zoned(let local, _)?: return local.localSeconds
        case .utc(let local)?:
            guard let zone else { return local.localSeconds }
            return ZoneOffsetTable.table(for: zone).localSeconds(for: Date(timeIntervalSince1970: TimeInterval(local.localSeconds)))
        }
    }

    public func makeIterator() -> Iterator { Iterator(rule: rule, start: start, untilLocal: untilLocal) }

    /// True when the rule yields no occurrence at all (within the bounded search above):
    /// `FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30`, or a COUNT/UNTIL that ends before the first.
    public var isEmpty: Bool {
        var iterator = makeIterator()
        return iterator.nextLocalSeconds() == nil
    }

    public struct Iterator: IteratorProtocol, Sendable {
        let filter: RecurrenceFilter
        let frequency: RecurrenceRule.Frequency
        let interval: Int
        let startSeconds: Int64
        var untilSeconds: Int64
        let count: Int
        let setPositions: [Int]
        /// Seconds-of-day of every time in a DAILY-or-coarser period, when there are several
        /// (BYHOUR=9,17); empty when there is one (`time`) or none.
        let timeSet: [Int]
        /// The one time of day of a DAILY-or-coarser rule without several BYHOUR/BYMINUTE/
        /// BYSECOND values (nearly every rule): the period's instances are its days at this
        /// time, and no array of times is allocated.
        let time: Int64?
        /// Period: year (YEARLY), year*12+month-1 (MONTHLY), first day of the week (WEEKLY),
        /// day (DAILY), or hours/minutes/seconds since 1970 on the wall clock (finer).
        var period: Int
        let unitSeconds: Int
        let firstPeriod: Int
        var emitted = 0
        var emptyPeriods = 0
        var lastProductive: Int64
        var finished = false
        /// Set when expansion stopped because the bounded search found nothing more.
        public internal(set) var gaveUp = false
        /// The current period's instances: `pending[pendingIndex..<pendingCount]` are still to
        /// come. The buffers are reused from period to period (no allocation per period).
        var pending: [Int64] = []
        var pendingIndex = 0
        var pendingCount = 0
        var days: [Int] = []
        /// Whole months are decided by day masks (`RecurrenceFilter.monthDays`) instead of day
        /// by day; false only to test the masks against the day-by-day path (which also turns
        /// the mask-based `simple` path off for YEARLY and MONTHLY).
        var usesMonthMasks: Bool {
            didSet { if !usesMonthMasks, frequency >= .monthly { simple = false } }
        }
        var scratch: [Int] = []
        /// HOURLY and finer: the instance offsets of one period (`scratchTimes`).
        var timesBuffer: [Int] = []

        /// The simple path (`RecurrenceExpansion+Simple.swift`): one time a day, no BYSETPOS,
        /// days from masks. False only to test it against the general path.
        var simple = false
        /// The simple path's instances still to come: days `maskBase + bit` for each set bit.
        var maskBits: UInt32 = 0
        var maskBase = 0
        /// YEARLY on the simple path: each month's matching days (index = month), the months
        /// with days still to hand out (bit m), and the year they belong to.
        var yearMasks = SIMD16<UInt32>()
        var yearMonths: UInt16 = 0
        var maskYear = 0
        /// WEEKLY on the simple path: the days of every week (`weekDays(filter:)`).
        var weekDays: UInt32 = 0

        static let maximumSeconds: Int64 = Int64(CivilCalendar.dayNumber(year: 10000, month: 1, day: 1)) * 86_400
        static let cycleDays = 146_097

        init(rule: borrowing RecurrenceRule, start: LocalDateTime, untilLocal: Int64?) {
            filter = RecurrenceFilter(rule: rule, start: start)
            usesMonthMasks = filter.monthMasksApply
            frequency = rule.frequency
            interval = Swift.max(1, rule.interval)
            startSeconds = start.localSeconds
            untilSeconds = untilLocal ?? Int64.max
            count = rule.count ?? Int.max
            setPositions = rule.bySetPos.contains(0) ? rule.bySetPos.filter { $0 != 0 } : rule.bySetPos
            lastProductive = startSeconds
            var times: [Int] = []
            var time: Int64? = nil
            if frequency >= .daily {
                // For these frequencies all three masks have a bit (DTSTART's by default).
                let hours = UInt64(filter.hourMask), minutes = filter.minuteMask, seconds = filter.secondMask
                if hours.nonzeroBitCount == 1, minutes.nonzeroBitCount == 1, seconds.nonzeroBitCount == 1 {
                    time = Int64(hours.trailingZeroBitCount * 3600 + minutes.trailingZeroBitCount * 60 + seconds.trailingZeroBitCount)
                } else {
                    for h in RecurrenceFilter.values(hours) {
                        for m in RecurrenceFilter.values(minutes) {
                            for s in RecurrenceFilter.values(seconds) { times.append(h * 3600 + m * 60 + s) }
                        }
                    }
                }
            }
            timeSet = times
            self.time = time
            let day = start.date.dayNumber
            switch frequency {
            case .yearly: period = start.year; unitSeconds = 0
            case .monthly: period = start.year * 12 + start.month - 1; unitSeconds = 0
            case .weekly: period = day - (CivilCalendar.weekdayIndex(dayNumber: day) - rule.weekStart.rawValue + 7) % 7; unitSeconds = 0
            case .daily: period = day; unitSeconds = 0
            case .hourly: unitSeconds = 3600; period = Int(startSeconds / 3600)
            case .minutely: unitSeconds = 60; period = Int(startSeconds / 60)
            case .secondly: unitSeconds = 1; period = Int(startSeconds)
            }
            firstPeriod = period
            if rule.count.map({ $0 < 1 }) == true || filter.impossibleTime || untilSeconds < startSeconds { finished = true }
            if startSeconds < 0 - 62_135_596_800 { finished = true } // before year 1
            weekDays = Self.weekDays(filter: filter)
            simple = Self.simplePathApplies(
                frequency: frequency, filter: filter, oneTime: time != nil,
                setPositions: setPositions.isEmpty)
        }

        public mutating func next() -> LocalDateTime? {
            nextLocalSeconds().map(LocalDateTime.init(localSeconds:))
        }

        /// The next occurrence as seconds since 1970 on the wall clock.
        public mutating func nextLocalSeconds() -> Int64? {
            if simple { return nextSimpleLocalSeconds() }
            while true {
                while pendingIndex < pendingCount {
                    let value = pending[pendingIndex]
                    pendingIndex += 1
                    if value < startSeconds { continue }
                    if value > untilSeconds || emitted >= count { finished = true; pendingCount = 0; return nil }
                    emitted += 1
                    emptyPeriods = 0
                    lastProductive = value
                    return value
                }
                if finished || emitted >= count { return nil }
                fillNextPeriod()
            }
        }

        /// Ends the expansion after this wall-clock time (for a query window), so an empty
        /// or sparse rule does not scan past it.
        public mutating func stop(afterLocalSeconds bound: Int64) {
            untilSeconds = Swift.min(untilSeconds, bound)
        }

        /// Moves forward to the period holding `localSeconds`, skipping earlier periods
        /// without generating them. Only without COUNT (which must count from the start).
        public mutating func skip(toLocalSeconds target: Int64) {
            guard count == Int.max, target > startSeconds, pendingIndex >= pendingCount, maskBits == 0, yearMonths == 0 else { return }
            let c = CivilCalendar.civil(dayNumber: Int(floorDiv(target, 86_400)))
            var goal: Int
            switch frequency {
            case .yearly: goal = c.year
            case .monthly: goal = c.year * 12 + c.month - 1
            case .weekly, .daily: goal = Int(floorDiv(target, 86_400)) - 7
            case .hourly, .minutely, .secondly: goal = Int(floorDiv(target, Int64(unitSeconds)))
            }
            let step = frequency == .weekly ? 7 * interval : interval
            if goal > period {
                period += (goal - period) / step * step
                lastProductive = Swift.max(lastProductive, target - 86_400)
            }
        }

        mutating func fillNextPeriod() {
            pendingCount = 0
            pendingIndex = 0
            if frequency >= .daily { fillCalendarPeriod() } else { fillClockPeriod() }
            if pendingCount == 0 || pending[pendingCount - 1] < startSeconds {
                emptyPeriods += 1
                let cap = frequency >= .daily ? cycleLength + 1 : 2_000_000
                if emptyPeriods > cap { gaveUp = true; finished = true }
            }
        }

        var cycleLength: Int {
            switch frequency {
            case .yearly: return 400
            case .monthly: return 4800
            case .weekly: return Self.cycleDays / 7
            default: return Self.cycleDays
            }
        }

        @inline(__always)
        mutating func push(_ value: Int64) {
            if pendingCount < pending.count { pending[pendingCount] = value } else { pending.append(value) }
            pendingCount += 1
        }

        /// One YEARLY, MONTHLY, WEEKLY or DAILY period: its days, times the time set.
        mutating func fillCalendarPeriod() {
            if !days.isEmpty { days.removeAll(keepingCapacity: true) }
            let periodStart: Int
            switch frequency {
            case .yearly:
                let year = period
                periodStart = CivilCalendar.dayNumber(year: year, month: 1, day: 1)
                guard year <= 9999 else { finished = true; return }
                let yearLength = CivilCalendar.daysInYear(year)
                let yearEnd = periodStart + yearLength - 1
                var monthStart = periodStart
                for month in 1...12 {
                    let monthLength = CivilCalendar.daysInMonth(year: year, month: month)
                    defer { monthStart += monthLength }
                    if filter.monthMask != 0, filter.monthMask & (1 << month) == 0 { continue }
                    appendDays(
                        monthStart: monthStart, month: month, monthLength: monthLength, year: year,
                        yearStart: periodStart, yearLength: yearLength,
                        scopeStart: filter.ordinalWithinMonth ? monthStart : periodStart,
                        scopeEnd: filter.ordinalWithinMonth ? monthStart + monthLength - 1 : yearEnd)
                }
                period += interval
            case .monthly:
                let year = floorDiv(period, 12), month = period - year * 12 + 1
                guard year <= 9999 else { finished = true; return }
                periodStart = CivilCalendar.dayNumber(year: year, month: month, day: 1)
                let monthLength = CivilCalendar.daysInMonth(year: year, month: month)
                if filter.monthMask == 0 || filter.monthMask & (1 << month) != 0 {
                    appendDays(
                        monthStart: periodStart, month: month, monthLength: monthLength, year: year,
                        yearStart: CivilCalendar.dayNumber(year: year, month: 1, day: 1),
                        yearLength: CivilCalendar.daysInYear(year),
                        scopeStart: periodStart, scopeEnd: periodStart + monthLength - 1)
                }
                period += interval
            case .weekly:
                periodStart = period
                if filter.onlyPlainWeekdays {
                    // The common weekly rule: the week's days from the weekday mask alone.
                    var weekday = CivilCalendar.weekdayIndex(dayNumber: period)
                    for day in period..<(period + 7) {
                        if filter.weekdayPlain & (1 << weekday) != 0 { days.append(day) }
                        weekday = weekday == 6 ? 0 : weekday + 1
                    }
                } else {
                    for day in period..<(period + 7) where filter.matches(day: day) { days.append(day) }
                }
                period += 7 * interval
            default:
                periodStart = period
                if filter.matches(day: period) { days.append(period) }
                period += interval
            }
            if Int64(periodStart) * 86_400 > untilSeconds || Int64(periodStart) * 86_400 >= Self.maximumSeconds {
                finished = true
                days.removeAll(keepingCapacity: true)
                return
            }
            if days.isEmpty { return }
            if let time, setPositions.isEmpty {
                for day in days { push(Int64(day) * 86_400 + time) }
                return
            }
            if let time { // BYSETPOS over one time a day: the positions pick days
                selectPositions(total: days.count)
                for index in scratch { push(Int64(days[index]) * 86_400 + time) }
                return
            }
            if timeSet.isEmpty { return }
            let times = timeSet.count
            if setPositions.isEmpty {
                for day in days {
                    let base = Int64(day) * 86_400
                    for time in timeSet { push(base + Int64(time)) }
                }
            } else {
                selectPositions(total: days.count * times)
                for index in scratch {
                    push(Int64(days[index / times]) * 86_400 + Int64(timeSet[index % times]))
                }
            }
        }

        @inline(__always)
        mutating func appendDays(
            monthStart: Int, month: Int, monthLength: Int, year: Int, yearStart: Int, yearLength: Int,
            scopeStart: Int, scopeEnd: Int
        ) {
            var weekday = CivilCalendar.weekdayIndex(dayNumber: monthStart)
            if usesMonthMasks {
                var mask = filter.monthDays(month: month, monthLength: monthLength, firstWeekday: weekday)
                while mask != 0 {
                    days.append(monthStart + mask.trailingZeroBitCount - 1)
                    mask &= mask - 1
                }
                return
            }
            for monthDay in 1...monthLength {
                let day = monthStart + monthDay - 1
                if filter.matches(
                    day: day, month: month, monthDay: monthDay, monthLength: monthLength,
                    yearDay: day - yearStart + 1, yearLength: yearLength, weekday: weekday, year: year,
                    scopeStart: scopeStart, scopeEnd: scopeEnd)
                {
                    days.append(day)
                }
                weekday = weekday == 6 ? 0 : weekday + 1
            }
        }

        /// BYSETPOS: the chosen 0-based indexes into a period's `total` instances, ascending,
        /// without duplicates, into `scratch`.
        mutating func selectPositions(total: Int) {
            scratch.removeAll(keepingCapacity: true)
            for position in setPositions {
                let index = position > 0 ? position - 1 : total + position
                if index >= 0, index < total, !scratch.contains(index) { scratch.append(index) }
            }
            scratch.sort()
        }
    }
}

@inline(__always)
func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}

@inline(__always)
func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}

@inline(__always)
func ceilDiv(_ a: Int64, _ b: Int64) -> Int64 {
    -floorDiv(-a, b)
}
