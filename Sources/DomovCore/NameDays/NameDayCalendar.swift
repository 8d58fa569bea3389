import Foundation

/// One name-day calendar: an entry for every day of a leap year, and the way back from a name
/// to its days.
public struct NameDayCalendar: Sendable {
    public let id: NameDayCalendarID
    /// In date order, 1 January to 31 December, 29 February included.
    public let entries: [NameDayEntry]
    private let byDay: [DayOfYear: NameDayEntry]
    /// Search key (`TextRules.searchKey`) of a name to its spellings and days.
    let byKey: [String: [(name: String, day: DayOfYear)]]

    public init(id: NameDayCalendarID, entries: [NameDayEntry]) {
        self.id = id
        self.entries = entries.sorted { $0.day < $1.day }
        self.byDay = Dictionary(entries.map { ($0.day, $0) }, uniquingKeysWith: { first, _ in first })
        var byKey: [String: [(name: String, day: DayOfYear)]] = [:]
        for entry in self.entries {
            for name in entry.names { byKey[TextRules.searchKey(name), default: []].append((name, entry.day)) }
        }
        self.byKey = byKey
    }

    public func entry(for day: DayOfYear) -> NameDayEntry? { byDay[day] }

    /// The entry of a dated day: the table's names and holiday, or, on Good Friday and Easter
    /// Monday of that year, the table's names with that holiday. (No fixed holiday of the
    /// tables falls where Easter can move; a test keeps it so.)
    public func entry(on date: LocalDate) -> NameDayEntry? {
        guard let entry = entry(for: DayOfYear(date)) else { return nil }
        guard entry.holiday == nil, let movable = NameDayMovableHolidays.holiday(on: date, in: id) else { return entry }
        return NameDayEntry(day: entry.day, names: entry.names, holiday: movable)
    }

    /// The days on which a name is celebrated, ignoring case and accents; empty if it has none.
    public func days(of name: String) -> [DayOfYear] {
        byKey[TextRules.searchKey(name)]?.map(\.day) ?? []
    }

    /// The name as this calendar spells it ("sarka" gives "Šárka").
    public func spelling(of name: String) -> String? {
        byKey[TextRules.searchKey(name)]?.first?.name
    }

    /// Every name of the calendar, each once.
    public var names: [String] {
        var seen: Set<String> = []
        return entries.flatMap(\.names).filter { seen.insert($0).inserted }
    }

    /// Reads the tab-separated form of the data files: `MM-DD`, comma-separated names, holiday key.
    public static func parse(_ text: String, id: NameDayCalendarID) throws -> NameDayCalendar {
        var entries: [NameDayEntry] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.isEmpty || line.hasPrefix("#") { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count == 3, let day = DayOfYear(code: columns[0]) else {
                throw NameDayDataError(calendar: id, line: index + 1)
            }
            let names = columns[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let holidayKey = columns[2].trimmingCharacters(in: .whitespaces)
            let holiday = NameDayHoliday(rawValue: holidayKey)
            guard holidayKey.isEmpty || holiday != nil else { throw NameDayDataError(calendar: id, line: index + 1) }
            entries.append(NameDayEntry(day: day, names: names, holiday: holiday))
        }
        return NameDayCalendar(id: id, entries: entries)
    }
}

/// A data file line that does not read; a bug in the shipped tables, caught by the tests.
public struct NameDayDataError: Error, Equatable, Sendable {
    public let calendar: NameDayCalendarID
    public let line: Int
}
