/// One day of a name-day calendar: its names (none on some holidays) and its holiday, if any.
public struct NameDayEntry: Hashable, Sendable {
    public let day: DayOfYear
    public let names: [String]
    public let holiday: NameDayHoliday?

    public init(day: DayOfYear, names: [String], holiday: NameDayHoliday?) {
        self.day = day
        self.names = names
        self.holiday = holiday
    }
}
