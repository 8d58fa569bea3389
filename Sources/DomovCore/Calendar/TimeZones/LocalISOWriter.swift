/// Writes wall-clock seconds as `LocalDateTime(localSeconds:).isoString` does
/// (`YYYY-MM-DDTHH:MM:SS`), for one expansion's occurrences in a row. The recurrence batch
/// writes one string per occurrence (75,000 in the benchmark), and the civil-date conversion
/// and digit-by-digit writing were a fifth of its time; in order, consecutive values mostly
/// fall in the same or the next month and at the same time of day, so both are remembered,
/// and the digits go in as three word stores.
struct LocalISOWriter {
    /// Day numbers of the remembered month's first and last day (empty at first).
    private var monthFirst = 1
    private var monthLast = 0
    private var year = 0
    private var month = 0
    /// `YYYY-MM-` of the remembered month: the string's first eight bytes (little-endian).
    private var yearMonthWord: UInt64 = 0
    /// The remembered time of day (seconds; -1: none), as bytes 10…15 (`THH:MM`) in place in
    /// the second word, and bytes 16…18 (`:SS`).
    private var timeOfDay = -1
    private var timeWord: UInt64 = 0
    private var secondsWord: UInt64 = 0

    mutating func isoString(localSeconds: Int64) -> String {
        let s = Int(localSeconds)
        let day = s >= 0 ? s / 86_400 : (s - 86_399) / 86_400
        if day < monthFirst || day > monthLast { remember(day: day) }
        guard (0...9999).contains(year) else { return LocalDateTime(localSeconds: localSeconds).isoString }
        let rest = s - day * 86_400
        if rest != timeOfDay {
            timeOfDay = rest
            let hour = rest / 3600, minute = rest / 60 % 60, second = rest % 60
            timeWord = 0x54 << 16 | Self.pair(hour) << 24 | 0x3A << 40 | Self.pair(minute) << 48 // THH:MM
            secondsWord = 0x3A | Self.pair(second) << 8 // :SS
        }
        let first = yearMonthWord
        let middle = Self.pair(day - monthFirst + 1) | timeWord // DDTHH:MM
        let end = secondsWord
        return String(unsafeUninitializedCapacity: 19) { buffer in
            let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
            raw.storeBytes(of: first.littleEndian, as: UInt64.self)
            raw.storeBytes(of: middle.littleEndian, toByteOffset: 8, as: UInt64.self)
            raw.storeBytes(of: UInt16(truncatingIfNeeded: end).littleEndian, toByteOffset: 16, as: UInt16.self)
            raw.storeBytes(of: UInt8(truncatingIfNeeded: end >> 16), toByteOffset: 18, as: UInt8.self)
            return 19
        }
    }

    /// Makes the month holding `day` the remembered one: the next month by counting on,
    /// any other by the civil-date conversion.
    private mutating func remember(day: Int) {
        if day > monthLast, monthLast >= monthFirst {
            let (nextYear, nextMonth) = month == 12 ? (year + 1, 1) : (year, month + 1)
            let first = monthLast + 1, last = monthLast + CivilCalendar.daysInMonth(year: nextYear, month: nextMonth)
            if day <= last {
                set(year: nextYear, month: nextMonth, first: first, last: last)
                return
            }
        }
        let c = CivilCalendar.civil(dayNumber: day)
        let first = day - c.day + 1
        set(year: c.year, month: c.month, first: first, last: first + CivilCalendar.daysInMonth(year: c.year, month: c.month) - 1)
    }

    private mutating func set(year: Int, month: Int, first: Int, last: Int) {
        self.year = year
        self.month = month
        monthFirst = first
        monthLast = last
        if (0...9999).contains(year) {
            yearMonthWord = Self.pair(year / 100) | Self.pair(year % 100) << 16 | 0x2D << 32 | Self.pair(month) << 40 | 0x2D << 56
        }
    }

    /// Two ASCII digits of `value` (0…99) as a little-endian 16-bit word.
    @inline(__always)
    private static func pair(_ value: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: 48 + value / 10) | UInt64(truncatingIfNeeded: 48 + value % 10) << 8
    }
}
