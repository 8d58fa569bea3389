import Foundation

/// Who has a name day when, in the calendars Domov ships: static data, the same for everyone.
public struct NameDayCatalog: Sendable {
    public let calendars: [NameDayCalendarID: NameDayCalendar]

    public init(calendars: [NameDayCalendar]) {
        self.calendars = Dictionary(calendars.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The tables in the package's resources (`NameDayTables/*.tsv`), read once.
    public static let shipped: NameDayCatalog = {
        do {
            return try loadShipped()
        } catch {
            preconditionFailure("The name-day tables shipped with Domov do not read: \(error)")
        }
    }()

    static func loadShipped() throws -> NameDayCatalog {
        try NameDayCatalog(
            calendars: NameDayCalendarID.allCases.map { id in
                guard let url = Bundle.module.url(forResource: id.rawValue, withExtension: "tsv", subdirectory: "NameDayTables") else {
                    throw NameDayDataError(calendar: id, line: 0)
                }
                return try NameDayCalendar.parse(String(contentsOf: url, encoding: .utf8), id: id)
            })
    }

    public func calendar(_ id: NameDayCalendarID) -> NameDayCalendar? { calendars[id] }

    /// What each of the followed calendars has on a day, in the order given.
    public func entries(on day: DayOfYear, in followed: [NameDayCalendarID]) -> [(calendar: NameDayCalendarID, entry: NameDayEntry)] {
        followed.compactMap { id in calendars[id]?.entry(for: day).map { (id, $0) } }
    }

    /// What each of the followed calendars has on a date, with that year's movable holidays.
    public func entries(on date: LocalDate, in followed: [NameDayCalendarID]) -> [(calendar: NameDayCalendarID, entry: NameDayEntry)] {
        followed.compactMap { id in calendars[id]?.entry(on: date).map { (id, $0) } }
    }

    /// Every day a name is celebrated in the followed calendars, each spelling as the calendar
    /// has it. Nicknames are not resolved here (see `search`).
    public func matches(ofName name: String, in followed: [NameDayCalendarID]) -> [NameDayMatch] {
        let key = TextRules.searchKey(name.trimmingCharacters(in: .whitespacesAndNewlines))
        return followed.flatMap { id in
            (calendars[id]?.byKey[key] ?? []).map { NameDayMatch(calendar: id, name: $0.name, day: $0.day, nickname: nil) }
        }
    }

    /// The days of a name in the followed calendars, each day once, in date order.
    public func days(ofName name: String, in followed: [NameDayCalendarID]) -> [DayOfYear] {
        Array(Set(matches(ofName: name, in: followed).map(\.day))).sorted()
    }

    /// Looks a typed name up: the name itself, or, when it is a nickname ("Honza"), the names it
    /// stands for. Case and accents do not matter. Suggestions are names (and nicknames) that
    /// begin with, or else contain, what was typed.
    public func search(_ query: String, in followed: [NameDayCalendarID], suggestionLimit: Int = 10) -> NameDaySearchResult {
        let typed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        let key = TextRules.searchKey(typed)
        guard !key.isEmpty else { return NameDaySearchResult(query: typed, matches: [], suggestions: []) }
        var matches = matches(ofName: typed, in: followed)
        if matches.isEmpty {
            for name in NameDayNicknames.names(for: typed) {
                matches += self.matches(ofName: name, in: followed).map {
                    NameDayMatch(calendar: $0.calendar, name: $0.name, day: $0.day, nickname: typed)
                }
            }
        }
        return NameDaySearchResult(query: typed, matches: matches, suggestions: suggestions(for: key, in: followed, limit: suggestionLimit))
    }

    /// Names of the followed calendars starting with the search key (`TextRules.searchKey`), then those containing it; then
    /// nicknames that start with it, shown as "Honza → Jan".
    public func suggestions(for key: String, in followed: [NameDayCalendarID], limit: Int) -> [NameDaySuggestion] {
        var seen: Set<String> = []
        var starts: [NameDaySuggestion] = []
        var contains: [NameDaySuggestion] = []
        for id in followed {
            guard let calendar = calendars[id] else { continue }
            for (nameKey, spellings) in calendar.byKey where nameKey.contains(key) {
                for spelling in spellings where seen.insert(spelling.name).inserted {
                    let suggestion = NameDaySuggestion(name: spelling.name, nickname: nil)
                    if nameKey.hasPrefix(key) { starts.append(suggestion) } else { contains.append(suggestion) }
                }
            }
        }
        let byName: (NameDaySuggestion, NameDaySuggestion) -> Bool = { TextRules.searchKey($0.name) < TextRules.searchKey($1.name) }
        var result = starts.sorted(by: byName) + contains.sorted(by: byName)
        for (nickname, names) in NameDayNicknames.table where TextRules.searchKey(nickname).hasPrefix(key) {
            for name in names where !matches(ofName: name, in: followed).isEmpty {
                result.append(NameDaySuggestion(name: name, nickname: nickname))
            }
        }
        return Array(result.prefix(limit))
    }
}

/// A name found on a day of a calendar; `nickname` is what was typed when it led there.
public struct NameDayMatch: Hashable, Sendable {
    public let calendar: NameDayCalendarID
    public let name: String
    public let day: DayOfYear
    public let nickname: String?

    public init(calendar: NameDayCalendarID, name: String, day: DayOfYear, nickname: String?) {
        self.calendar = calendar
        self.name = name
        self.day = day
        self.nickname = nickname
    }
}

/// A name offered while typing, and the nickname that led to it, if any.
public struct NameDaySuggestion: Hashable, Sendable {
    public let name: String
    public let nickname: String?

    public init(name: String, nickname: String?) {
        self.name = name
        self.nickname = nickname
    }
}

public struct NameDaySearchResult: Sendable, Equatable {
    public let query: String
    /// Every day and calendar the name (or the names of the nickname) is found in.
    public let matches: [NameDayMatch]
    public let suggestions: [NameDaySuggestion]
}
