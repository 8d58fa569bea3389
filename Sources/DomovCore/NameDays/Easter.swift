/// The date of Easter Sunday in the Gregorian calendar, from which the holidays that move with it
/// (Good Friday, Easter Monday) are counted.
public enum Easter {
    /// Easter Sunday of `year` by the anonymous Gregorian algorithm, as Meeus gives it
    /// (Astronomical Algorithms, ch. 8): the first Sunday after the ecclesiastical full moon
    /// on or after 21 March. Exact for every Gregorian year, without tables.
    public static func sunday(in year: Int) -> LocalDate {
        let a = year % 19 // the year's place in the 19-year lunar cycle
        let b = year / 100, c = year % 100
        let d = b / 4, e = b % 4
        let f = (b + 8) / 25 // the lunar correction of the century
        let g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30 // days from 21 March to the full moon, roughly
        let i = c / 4, k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7 // days from the full moon to the Sunday after
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return LocalDate(year: year, month: month, day: day)!
    }
}
