/// The public holidays whose date moves with Easter, which the tables (one line per day of the
/// year, without a year) cannot hold: they are computed for each year.
public enum NameDayMovableHolidays {
    /// The movable holiday on `date` in a calendar, if any. Czechia keeps Good Friday (Velký pátek,
    /// since 2016) and Easter Monday (Velikonoční pondělí) as public holidays under Act 245/2000 Sb.;
    /// Slovakia keeps the same two (Veľký piatok, Veľkonočný pondelok) under Act 241/1993 Z. z.
    public static func holiday(on date: LocalDate, in calendar: NameDayCalendarID) -> NameDayHoliday? {
        let daysFromEaster = date.dayNumber - Easter.sunday(in: date.year).dayNumber
        switch calendar {
        case .czech, .slovak:
            switch daysFromEaster {
            case -2: return .goodFriday
            case 1: return .easterMonday
            default: return nil
            }
        }
    }
}
