import DomovCore
import Foundation

/// Dates and times as the planner shows them, in the viewer's language and zone.
/// Made once per page, because a formatter is costly to make and a month has many items.
final class PlannerFormat {
    let language: Language
    let timeZone: TimeZone
    private let dayFormatter: DateFormatter
    private let monthFormatter: DateFormatter
    private let weekdayFormatter: DateFormatter
    private let spanFormatter: DateIntervalFormatter

    init(language: Language, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
        let locale = Locale(identifier: language == .czech ? "cs_CZ" : "en_GB")
        func make(_ template: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.setLocalizedDateFormatFromTemplate(template)
            return formatter
        }
        dayFormatter = make("EEEdMMMyyyy")
        monthFormatter = make("LLLLyyyy")
        weekdayFormatter = make("EEE")
        spanFormatter = DateIntervalFormatter()
        spanFormatter.locale = locale
        spanFormatter.timeZone = timeZone
        spanFormatter.dateTemplate = "dMMMyyyy"
    }

    /// Day names already made on this page: an agenda names the same few days a hundred times,
    /// and `DateFormatter` was a noticeable part of rendering it (profiled).
    private var dayNames: [LocalDate: String] = [:]

    /// "Sun 29 Mar 2026".
    func day(_ date: LocalDate) -> String {
        if let name = dayNames[date] { return name }
        let name = dayFormatter.string(from: midday(date))
        dayNames[date] = name
        return name
    }

    func day(of instant: Date) -> String {
        day(LocalDate(instant, in: timeZone))
    }

    /// A week's days as calendars title it, short enough for a phone: "23–29 Nov 2026",
    /// "30 Nov – 6 Dec 2026"; "23.–29. 11. 2026" in Czech.
    func days(from first: LocalDate, through last: LocalDate) -> String {
        spanFormatter.string(from: midday(first), to: midday(last))
    }

    /// "09:30": both languages write the time as two-digit hours and minutes, so it is put
    /// together from the wall clock instead of through a formatter.
    func time(_ instant: Date) -> String {
        Self.time(instant, in: timeZone)
    }

    static func time(_ instant: Date, in timeZone: TimeZone) -> String {
        let local = LocalDateTime(instant: instant, in: timeZone)
        return Self.twoDigits(local.hour) + ":" + Self.twoDigits(local.minute)
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0" + String(number) : String(number)
    }

    /// "March 2026" / "březen 2026".
    func month(year: Int, month: Int) -> String {
        monthFormatter.string(from: midday(LocalDate(year: year, month: month, day: 1)!))
    }

    /// "Mon".
    func weekday(_ date: LocalDate) -> String {
        weekdayFormatter.string(from: midday(date))
    }

    /// When an occurrence happens, in one line: "Sun 29 Mar 2026, 09:00–10:30",
    /// "Sun 29 Mar 2026 – Mon 30 Mar 2026, 22:00–01:00", or "Sun 29 Mar 2026" for a whole day.
    func span(_ occurrence: PlannerOccurrence) -> String {
        guard let start = occurrence.start else { return "" }
        let item = occurrence.item
        if case .allDay(_, let days) = item.when {
            let first = LocalDate(start, in: item.timeZone)
            return days <= 1 ? day(first) : day(first) + " – " + day(first.adding(days: days - 1))
        }
        let end = occurrence.end ?? start
        if end == start { return day(of: start) + ", " + time(start) }
        let sameDay = LocalDate(start, in: timeZone) == LocalDate(end, in: timeZone)
        return sameDay
            ? day(of: start) + ", " + time(start) + "–" + time(end)
            : day(of: start) + ", " + time(start) + " – " + day(of: end) + ", " + time(end)
    }

    /// Noon avoids any daylight-saving edge when a date is formatted through an instant.
    private func midday(_ date: LocalDate) -> Date {
        LocalDateTime(date: date, hour: 12)!.instant(in: timeZone)
    }
}
