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
        self.rule = rule
        self.start = start
        switch rule.until {
        case nil: untilLocal = nil
        case .date(let date)?: untilLocal = Int64(date.dayNumber) * 86_400 + 86_399
        case .floating(let local)?, .zoned(let local, _)?: untilLocal = local.localSeconds
        case .utc(let local)?:
            if let zone {
                untilLocal = ZoneOffsetTable.table(for: zone).localSeconds(for: Date(timeIntervalSince1970: TimeInterval(local.localSeconds)))
            } else {
                untilLocal = local.localSeconds
            }
        }
    }

    public func makeIterator() -> Iterator { Iterator(self) }

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
        /// Seconds-of-day of every time in a DAILY-or-coarser period.
        let timeSet: [Int]
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
        public private(set) var gaveUp = false
        /// The current period's instances: `pending[pendingIndex..<pendingCount]` are still to
        /// come. The buffers are reused from period to period (no allocation per period).
        var pending: [Int64] = []
        var pendingIndex = 0
        var pendingCount = 0
        var days: [Int] = []
        /// Whole months are decided by day masks (`RecurrenceFilter.monthDays`) instead of day
        /// by day; false only to test the masks against the day-by-day path.
        var usesMonthMasks: Bool
        var scratch: [Int] = []

        static let maximumSeconds: Int64 = Int64(CivilCalendar.dayNumber(year: 10000, month: 1, day: 1)) * 86_400
        static let cycleDays = 146_097

        init(_ expansion: RecurrenceExpansion) {
            let rule = expansion.rule
            let start = expansion.start
            filter = RecurrenceFilter(rule: rule, start: start)
            usesMonthMasks = filter.monthMasksApply
            frequency = rule.frequency
            interval = Swift.max(1, rule.interval)
            startSeconds = start.localSeconds
            untilSeconds = expansion.untilLocal ?? Int64.max
            count = rule.count ?? Int.max
            setPositions = rule.bySetPos.filter { $0 != 0 }
            lastProductive = startSeconds
            var times: [Int] = []
            if frequency >= .daily {
                for h in filter.hours { for m in filter.minutes { for s in filter.seconds { times.append(h * 3600 + m * 60 + s) } } }
            }
            timeSet = times
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
        }

        public mutating func next() -> LocalDateTime? {
            nextLocalSeconds().map(LocalDateTime.init(localSeconds:))
        }

        /// The next occurrence as seconds since 1970 on the wall clock.
        public mutating func nextLocalSeconds() -> Int64? {
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
            guard count == Int.max, target > startSeconds, pendingIndex >= pendingCount else { return }
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
                    appendDays(monthStart: monthStart, month: month, monthLength: monthLength, year: year,
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
                    appendDays(monthStart: periodStart, month: month, monthLength: monthLength, year: year,
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
            if days.isEmpty || timeSet.isEmpty { return }
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
        mutating func appendDays(monthStart: Int, month: Int, monthLength: Int, year: Int, yearStart: Int, yearLength: Int,
                                 scopeStart: Int, scopeEnd: Int) {
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
                if filter.matches(day: day, month: month, monthDay: monthDay, monthLength: monthLength,
                                  yearDay: day - yearStart + 1, yearLength: yearLength, weekday: weekday, year: year,
                                  scopeStart: scopeStart, scopeEnd: scopeEnd) {
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

        /// One HOURLY, MINUTELY or SECONDLY period. Periods on days, hours or minutes the
        /// rule excludes are jumped over in one step (keeping the INTERVAL alignment).
        mutating func fillClockPeriod() {
            let unit = Int64(unitSeconds)
            while pendingCount == 0, !finished {
                let seconds = Int64(period) * unit
                if seconds > untilSeconds || seconds >= Self.maximumSeconds
                    || seconds - lastProductive > Int64(Self.cycleDays) * 86_400 {
                    if seconds - lastProductive > Int64(Self.cycleDays) * 86_400 { gaveUp = true }
                    finished = true
                    return
                }
                let day = Int(floorDiv(seconds, 86_400))
                let secondOfDay = Int(seconds - Int64(day) * 86_400)
                let hour = secondOfDay / 3600, minute = secondOfDay / 60 % 60, second = secondOfDay % 60
                if !filter.matches(day: day) {
                    jump(toSeconds: Int64(day + 1) * 86_400)
                } else if filter.hourMask != 0, filter.hourMask & (1 << hour) == 0 {
                    jump(toSeconds: Int64(day) * 86_400 + Int64(hour + 1) * 3600)
                } else if frequency < .hourly, filter.minuteMask != 0, filter.minuteMask & (1 << minute) == 0 {
                    jump(toSeconds: seconds - Int64(second) + 60)
                } else if frequency == .secondly, filter.secondMask != 0, filter.secondMask & (1 << second) == 0 {
                    period += interval
                } else {
                    let base = Int64(day) * 86_400 + Int64(hour) * 3600
                    scratchTimes(hour: hour, minute: minute, second: second)
                    let total = timesBuffer.count
                    if setPositions.isEmpty {
                        for offset in timesBuffer { push(base + Int64(offset)) }
                    } else {
                        selectPositions(total: total)
                        for index in scratch { push(base + Int64(timesBuffer[index])) }
                    }
                    period += interval
                    if pendingCount == 0 { countEmpty() }
                    return
                }
                countEmpty()
            }
        }

        var timesBuffer: [Int] = []

        /// Offsets from the start of the hour of the instances in one finer-than-daily period.
        mutating func scratchTimes(hour: Int, minute: Int, second: Int) {
            timesBuffer.removeAll(keepingCapacity: true)
            switch frequency {
            case .hourly:
                let minutes = filter.minutes.isEmpty ? [minute] : filter.minutes
                let seconds = filter.seconds.isEmpty ? [second] : filter.seconds
                for m in minutes { for s in seconds { timesBuffer.append(m * 60 + s) } }
            case .minutely:
                let seconds = filter.seconds.isEmpty ? [second] : filter.seconds
                for s in seconds { timesBuffer.append(minute * 60 + s) }
            default:
                timesBuffer.append(minute * 60 + second)
            }
        }

        mutating func countEmpty() {
            emptyPeriods += 1
            if emptyPeriods > 2_000_000 { gaveUp = true; finished = true }
        }

        /// Advances to the first period at or after `target` seconds that INTERVAL allows.
        mutating func jump(toSeconds target: Int64) {
            let goal = Int(ceilDiv(target, Int64(unitSeconds)))
            if goal <= period { period += interval; return }
            let steps = (goal - firstPeriod + interval - 1) / interval
            period = firstPeriod + steps * interval
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
