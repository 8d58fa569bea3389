extension RecurrenceExpansion.Iterator {
    /// One HOURLY, MINUTELY or SECONDLY period. Periods on days, hours or minutes the
    /// rule excludes are jumped over in one step (keeping the INTERVAL alignment).
    mutating func fillClockPeriod() {
        let unit = Int64(unitSeconds)
        while pendingCount == 0, !finished {
            let seconds = Int64(period) * unit
            if seconds > untilSeconds || seconds >= Self.maximumSeconds
                || seconds - lastProductive > Int64(Self.cycleDays) * 86_400
            {
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

    /// Offsets from the start of the hour of the instances in one finer-than-daily period.
    mutating func scratchTimes(hour: Int, minute: Int, second: Int) {
        timesBuffer.removeAll(keepingCapacity: true)
        switch frequency {
        case .hourly:
            let minutes = filter.minuteMask == 0 ? 1 << minute : filter.minuteMask
            let seconds = filter.secondMask == 0 ? 1 << second : filter.secondMask
            var m = minutes
            while m != 0 {
                let value = m.trailingZeroBitCount
                m &= m - 1
                var s = seconds
                while s != 0 { timesBuffer.append(value * 60 + s.trailingZeroBitCount); s &= s - 1 }
            }
        case .minutely:
            var s = filter.secondMask == 0 ? 1 << second : filter.secondMask
            while s != 0 { timesBuffer.append(minute * 60 + s.trailingZeroBitCount); s &= s - 1 }
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
