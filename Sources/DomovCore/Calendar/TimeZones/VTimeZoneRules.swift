import Foundation

/// The offsets a VTIMEZONE defines, for TZIDs that name no known zone: Outlook and Exchange
/// send "Customized Time Zone 1" with the rules spelled out, and an event must be placed by
/// those rules, not moved into someone's own zone.
///
/// Observances are read as real VTIMEZONEs write them: a DTSTART, TZOFFSETFROM/TZOFFSETTO,
/// and either RDATEs or a yearly RRULE by month with an n-th weekday (`BYDAY=-1SU`) or a
/// day of the month. Anything else in a rule makes the zone unreadable (nil), never guessed.
public struct VTimeZoneRules: Sendable {
    struct Observance: Sendable {
        var start: LocalDateTime
        var offsetFrom: Int
        var offsetTo: Int
        var month: Int?
        /// (n, weekday): n-th (negative: from the end) weekday of the month.
        var weekday: (Int, Weekday)?
        var monthDay: Int?
        var until: Date?
        var extraStarts: [LocalDateTime]
    }

    let observances: [Observance]

    /// The most observance onsets looked at for one instant; a rule yields one a year.
    static let maximumYearsBack = 2

    public init?(_ component: ICalComponent) {
        var observances: [Observance] = []
        for child in component.components where child.hasName("STANDARD") || child.hasName("DAYLIGHT") {
            guard let start = (try? child.property("DTSTART")?.dateTime()).flatMap(\.self), case .floating(let local) = start,
                let from = child.property("TZOFFSETFROM").flatMap({ Self.offset($0.value) }),
                let to = child.property("TZOFFSETTO").flatMap({ Self.offset($0.value) })
            else { return nil }
            var observance = Observance(start: local, offsetFrom: from, offsetTo: to, extraStarts: [])
            for rdate in child.properties(named: "RDATE") {
                for value in (try? rdate.dateTimeList()) ?? [] {
                    if case .dateTime(.floating(let extra)) = value { observance.extraStarts.append(extra) }
                }
            }
            if let rule = child.property("RRULE") {
                guard Self.readRule(rule.value, into: &observance) else { return nil }
            }
            observances.append(observance)
        }
        guard !observances.isEmpty else { return nil }
        self.observances = observances
    }

    /// Seconds east of UTC in effect at the instant.
    public func secondsFromGMT(for instant: Date) -> Int {
        var best: (onset: Date, offset: Int)?
        let year = LocalDateTime(instant: instant, in: .gmt).year
        for observance in observances {
            for local in onsets(of: observance, years: (year - Self.maximumYearsBack)...year) {
                let onset = local.instant(in: .gmt).addingTimeInterval(-Double(observance.offsetFrom))
                guard onset <= instant else { continue }
                if best == nil || onset > best!.onset { best = (onset, observance.offsetTo) }
            }
        }
        // Before every onset: the earliest observance's offset before it began.
        return best?.offset ?? observances.min { $0.start < $1.start }!.offsetFrom
    }

    /// The instant a wall-clock reading in this zone denotes.
    public func instant(of local: LocalDateTime) -> Date {
        let guess = local.instant(in: .gmt)
        let first = guess.addingTimeInterval(-Double(secondsFromGMT(for: guess)))
        return guess.addingTimeInterval(-Double(secondsFromGMT(for: first)))
    }

    /// A known zone that keeps the same offsets over the years around `instant`, so a series
    /// keeps its wall-clock time; else a fixed offset of the one in effect then. Several zones
    /// share most rules, and the one chosen is what people see in the planner: `preferred`
    /// first (the writer's own zone: a Czech Outlook's custom CET is Europe/Prague), then the
    /// zones most people live in, then the zones Windows means by its names (CLDR's main zone of
    /// each), then any other; never simply the alphabet's first (Africa/Ceuta for central Europe).
    public func matchingZone(around instant: Date, preferring preferred: [String] = []) -> TimeZone {
        let year = LocalDateTime(instant: instant, in: .gmt).year
        let samples = (0..<48).compactMap { week -> Date? in
            LocalDateTime(year: year, month: 1, day: 1)?.instant(in: .gmt).addingTimeInterval(Double(week) * 15.25 * 86_400)
        }
        let wanted = samples.map(secondsFromGMT(for:))
        for identifier in preferred + Self.candidateZones {
            guard let zone = TimeZone(identifier: identifier) else { continue }
            if samples.indices.allSatisfy({ zone.secondsFromGMT(for: samples[$0]) == wanted[$0] }) { return zone }
        }
        return TimeZone(secondsFromGMT: secondsFromGMT(for: instant)) ?? .gmt
    }

    /// The zones most people live in, by region; then Windows' main zones, then every other
    /// named zone, these two in alphabetical order.
    private static let candidateZones: [String] = {
        let widelyUsed = [
            "Europe/London", "Europe/Berlin", "Europe/Athens", "Europe/Moscow", "America/New_York", "America/Chicago",
            "America/Denver", "America/Phoenix", "America/Los_Angeles", "America/Sao_Paulo", "Asia/Kolkata", "Asia/Shanghai",
            "Asia/Tokyo", "Australia/Sydney", "Pacific/Auckland",
        ]
        let named = { (identifier: String) in identifier.contains("/") && !identifier.hasPrefix("Etc/") }
        let main = Set(WindowsTimeZones.toIANA.values.filter(named)).subtracting(widelyUsed).sorted()
        let others = TimeZone.knownTimeZoneIdentifiers.filter { named($0) && !main.contains($0) && !widelyUsed.contains($0) }
        return widelyUsed + main + others.sorted()
    }()

    private func onsets(of observance: Observance, years: ClosedRange<Int>) -> [LocalDateTime] {
        var result = observance.extraStarts + [observance.start]
        guard let month = observance.month else { return result }
        for year in years where year > observance.start.year {
            guard let day = Self.day(in: year, month: month, weekday: observance.weekday, monthDay: observance.monthDay),
                let local = LocalDateTime(
                    date: day, hour: observance.start.hour, minute: observance.start.minute, second: observance.start.second)
            else { continue }
            if let until = observance.until, local.instant(in: .gmt) > until { continue }
            result.append(local)
        }
        return result
    }

    private static func day(in year: Int, month: Int, weekday: (Int, Weekday)?, monthDay: Int?) -> LocalDate? {
        let length = CivilCalendar.daysInMonth(year: year, month: month)
        if let monthDay { return LocalDate(year: year, month: month, day: monthDay > 0 ? monthDay : length + monthDay + 1) }
        guard let (n, wanted) = weekday, let first = LocalDate(year: year, month: month, day: 1) else { return nil }
        let matching = (0..<length).map { first.adding(days: $0) }.filter { $0.weekday == wanted }
        let index = n > 0 ? n - 1 : matching.count + n
        return matching.indices.contains(index) ? matching[index] : nil
    }

    private static func readRule(_ text: String, into observance: inout Observance) -> Bool {
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return false }
            switch pair[0].uppercased() {
            case "FREQ": guard pair[1].uppercased() == "YEARLY" else { return false }
            case "BYMONTH": guard let month = Int(pair[1]), (1...12).contains(month) else { return false }; observance.month = month
            case "BYMONTHDAY": guard let day = Int(pair[1]), (1...31).contains(abs(day)) else { return false }; observance.monthDay = day
            case "BYDAY":
                let code = String(pair[1].suffix(2)).uppercased()
                let number = pair[1].dropLast(2)
                guard let weekday = Weekday.allCases.first(where: { $0.icalCode == code }), let n = number.isEmpty ? 1 : Int(number),
                    (1...5).contains(abs(n))
                else { return false }
                observance.weekday = (n, weekday)
            case "UNTIL": observance.until = (try? ICalDateTime(icalValue: pair[1]))?.instant(floatingZone: .gmt)
            case "INTERVAL": guard pair[1] == "1" else { return false }
            case "WKST", "COUNT": continue
            default: return false
            }
        }
        return observance.month != nil && (observance.weekday != nil || observance.monthDay != nil)
    }

    /// "+0100", "-0500", "+053000" as seconds.
    static func offset(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let sign = trimmed.first, sign == "+" || sign == "-" else { return nil }
        let digits = trimmed.dropFirst()
        guard [4, 6].contains(digits.count), digits.allSatisfy(\.isASCII), let value = Int(digits) else { return nil }
        let (hours, minutes, seconds) = digits.count == 4 ? (value / 100, value % 100, 0) : (value / 10_000, value / 100 % 100, value % 100)
        guard hours < 24, minutes < 60, seconds < 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds)
    }
}
