extension RecurrenceRule {
    /// The fast path of `init(rrule:)`: one pass over the UTF-8 bytes for a rule in the plain
    /// form every calendar app writes (ASCII, no spaces, known parts, each once, numbers as
    /// `[+|-]digits`, UNTIL as DATE, floating or UTC DATE-TIME), with no Foundation call and
    /// no allocation beyond the rule's own lists. Anything else (and every error) gives nil,
    /// and `init(rrule:)` falls back to the general parser, which decides and words the error,
    /// so both paths always agree (RecurrenceRuleParserTests checks this on many rules).
    static func parsePlain(_ text: String) -> RecurrenceRule? {
        var rule = RecurrenceRule(frequency: .daily)
        return parsePlain(text, into: &rule) ? rule : nil
    }

    /// The same, into `rule` (a fresh `RecurrenceRule(frequency: .daily)`); false when the text
    /// is not in the plain form, leaving `rule` partly filled.
    static func parsePlain(_ text: String, into rule: inout RecurrenceRule) -> Bool {
        ASCIIDigits.withBytes(text) { parsePlain($0, into: &rule) }
    }

    private enum Part: UInt16 {
        case freq = 1, interval = 2, count = 4, until = 8, bySecond = 16, byMinute = 32, byHour = 64, byDay = 128
        case byMonthDay = 256, byYearDay = 512, byWeekNo = 1024, byMonth = 2048, bySetPos = 4096, wkst = 8192

        /// The part named by `u[start..<end]`, compared case-insensitively.
        init?(_ u: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
            func named(_ name: StaticString) -> Bool { RecurrenceRule.equalsIgnoringCase(u, start, end, name) }
            switch end - start {
            case 4: if named("FREQ") { self = .freq } else if named("WKST") { self = .wkst } else { return nil }
            case 5:
                if named("COUNT") {
                    self = .count
                } else if named("UNTIL") {
                    self = .until
                } else if named("BYDAY") {
                    self = .byDay
                } else {
                    return nil
                }
            case 6: if named("BYHOUR") { self = .byHour } else { return nil }
            case 7: if named("BYMONTH") { self = .byMonth } else { return nil }
            case 8:
                if named("INTERVAL") {
                    self = .interval
                } else if named("BYSECOND") {
                    self = .bySecond
                } else if named("BYMINUTE") {
                    self = .byMinute
                } else if named("BYWEEKNO") {
                    self = .byWeekNo
                } else if named("BYSETPOS") {
                    self = .bySetPos
                } else {
                    return nil
                }
            case 9: if named("BYYEARDAY") { self = .byYearDay } else { return nil }
            case 10: if named("BYMONTHDAY") { self = .byMonthDay } else { return nil }
            default: return nil
            }
        }
    }

    private static func parsePlain(_ u: UnsafeBufferPointer<UInt8>, into rule: inout RecurrenceRule) -> Bool {
        // Letters are compared with bit 5 cleared (ASCII upper case); digits, '+', '-', ',',
        // ';', '=' are checked exactly. Spaces, controls and non-ASCII go to the general path.
        for byte in u where byte <= 32 || byte >= 127 { return false }
        var position = 0
        if u.count >= 6, u[5] == 58, equalsIgnoringCase(u, 0, 5, "RRULE") { position = 6 } // RRULE:
        var seen: UInt16 = 0
        while position < u.count {
            var end = position
            while end < u.count, u[end] != 59 { end += 1 } // ;
            defer { position = end + 1 }
            if end == position { continue }
            var equals = position
            while equals < end, u[equals] != 61 { equals += 1 } // =
            guard equals > position, equals < end, let part = Part(u, position, equals) else { return false }
            guard seen & part.rawValue == 0 else { return false }
            seen |= part.rawValue
            let valueStart = equals + 1
            guard valueStart < end else { return false }
            switch part {
            case .freq:
                guard let frequency = frequency(u, valueStart, end) else { return false }
                rule.frequency = frequency
            case .interval:
                guard let value = single(u, valueStart, end, limit: 1_000_000) else { return false }
                rule.interval = value
            case .count:
                guard let value = single(u, valueStart, end, limit: 1_000_000_000) else { return false }
                rule.count = value
            case .until:
                guard let until = until(u, valueStart, end) else { return false }
                rule.until = until
            case .bySecond, .byMinute, .byHour, .byMonthDay, .byYearDay, .byWeekNo, .byMonth, .bySetPos:
                guard let list = integers(u, valueStart, end, limit: 1000) else { return false }
                switch part {
                case .bySecond: rule.bySecond = list
                case .byMinute: rule.byMinute = list
                case .byHour: rule.byHour = list
                case .byMonthDay: rule.byMonthDay = list
                case .byYearDay: rule.byYearDay = list
                case .byWeekNo: rule.byWeekNo = list
                case .byMonth: rule.byMonth = list
                default: rule.bySetPos = list
                }
            case .wkst:
                guard end - valueStart == 2, let weekday = weekday(u, valueStart) else { return false }
                rule.weekStart = weekday
            case .byDay:
                guard let days = weekdayNums(u, valueStart, end) else { return false }
                rule.byDay = days
            }
        }
        return seen & Part.freq.rawValue != 0
    }

    /// One `[+|-]digits` filling `u[start..<end]`, within ±`limit` (COUNT, INTERVAL), without
    /// the list `integers` allocates.
    private static func single(_ u: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, limit: Int) -> Int? {
        guard let (value, next) = integer(u, start, end), next == end, abs(value) <= limit else { return nil }
        return value
    }

    /// `[+|-]digits` items separated by commas, each within ±`limit`; nil on anything else.
    private static func integers(_ u: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, limit: Int) -> [Int]? {
        var result: [Int] = []
        var i = start
        while true {
            guard let (value, next) = integer(u, i, end), abs(value) <= limit else { return nil }
            result.append(value)
            if next == end { return result }
            guard u[next] == 44, next + 1 < end else { return nil } // ,
            i = next + 1
        }
    }

    /// One `[+|-]digits` (at most 18 digits) at `start`; the value and where it ends.
    @inline(__always)
    private static func integer(_ u: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (Int, Int)? {
        var i = start
        if i < end, u[i] == 43 { i += 1 } // +
        var negative = false
        if i < end, u[i] == 45 { negative = true; i += 1 } // -
        let digitsStart = i
        var value = 0
        while i < end, u[i] >= 48, u[i] <= 57, i - digitsStart < 18 {
            value = value * 10 + Int(u[i] - 48)
            i += 1
        }
        guard i > digitsStart, i == end || u[i] == 44 else { return nil }
        return (negative ? -value : value, i)
    }

    /// Whether `u[start..<end]` is `name` (upper-case letters) in any case.
    @inline(__always)
    private static func equalsIgnoringCase(_ u: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ name: StaticString) -> Bool {
        guard name.utf8CodeUnitCount == end - start else { return false }
        let p = name.utf8Start
        for i in 0..<(end - start) where u[start + i] & 0xDF != p[i] { return false }
        return true
    }

    private static func frequency(_ u: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Frequency? {
        if equalsIgnoringCase(u, start, end, "WEEKLY") { return .weekly }
        if equalsIgnoringCase(u, start, end, "MONTHLY") { return .monthly }
        if equalsIgnoringCase(u, start, end, "YEARLY") { return .yearly }
        if equalsIgnoringCase(u, start, end, "DAILY") { return .daily }
        if equalsIgnoringCase(u, start, end, "HOURLY") { return .hourly }
        if equalsIgnoringCase(u, start, end, "MINUTELY") { return .minutely }
        if equalsIgnoringCase(u, start, end, "SECONDLY") { return .secondly }
        return nil
    }

    /// A two-letter weekday code at `start`, any case.
    @inline(__always)
    private static func weekday(_ u: UnsafeBufferPointer<UInt8>, _ start: Int) -> Weekday? {
        switch (u[start] & 0xDF, u[start + 1] & 0xDF) {
        case (77, 79): return .monday // MO
        case (84, 85): return .tuesday // TU
        case (87, 69): return .wednesday // WE
        case (84, 72): return .thursday // TH
        case (70, 82): return .friday // FR
        case (83, 65): return .saturday // SA
        case (83, 85): return .sunday // SU
        default: return nil
        }
    }

    /// BYDAY items: `[[+|-]digits]WD`, separated by commas.
    private static func weekdayNums(_ u: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> [WeekdayNum]? {
        var result: [WeekdayNum] = []
        var i = start
        while i < end {
            var itemEnd = i
            while itemEnd < end, u[itemEnd] != 44 { itemEnd += 1 }
            guard itemEnd - i >= 2, let weekday = weekday(u, itemEnd - 2) else { return nil }
            if itemEnd - i == 2 {
                result.append(WeekdayNum(weekday))
            } else {
                guard let (ordinal, next) = integer(u, i, itemEnd - 2), next == itemEnd - 2, abs(ordinal) <= 1000 else {
                    return nil
                }
                result.append(WeekdayNum(weekday, ordinal: ordinal))
            }
            if itemEnd == end { return result }
            guard itemEnd + 1 < end else { return nil } // a trailing comma: general path
            i = itemEnd + 1
        }
        return nil
    }

    /// UNTIL as `YYYYMMDD`, `YYYYMMDDTHHMMSS` or `YYYYMMDDTHHMMSSZ`.
    private static func until(_ u: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> ICalDateTime? {
        let length = end - start
        guard length == 8 || length == 15 || length == 16,
            let y = ASCIIDigits.read(u, start, 4), let mo = ASCIIDigits.read(u, start + 4, 2),
            let d = ASCIIDigits.read(u, start + 6, 2)
        else { return nil }
        if length == 8 { return LocalDate(year: y, month: mo, day: d).map(ICalDateTime.date) }
        guard u[start + 8] & 0xDF == 84, let h = ASCIIDigits.read(u, start + 9, 2), // T
            let m = ASCIIDigits.read(u, start + 11, 2), let s = ASCIIDigits.read(u, start + 13, 2),
            let local = LocalDateTime(year: y, month: mo, day: d, hour: h, minute: m, second: s)
        else { return nil }
        if length == 15 { return .floating(local) }
        return u[start + 15] & 0xDF == 90 ? .utc(local) : nil // Z
    }
}
