/// The name-day calendars Domov ships. A person follows one or more of them.
public enum NameDayCalendarID: String, Sendable, CaseIterable, Codable, Hashable, Comparable {
    case czech = "cs"
    case slovak = "sk"

    /// What a person follows before choosing: the Czech calendar, whatever their language,
    /// because Domov's users are mostly Czech households.
    public static let defaultSelection: [NameDayCalendarID] = [.czech]

    /// The stored form of a selection ("cs,sk"), in a fixed order.
    public static func encode(_ selection: [NameDayCalendarID]) -> String {
        Set(selection).sorted().map(\.rawValue).joined(separator: ",")
    }

    /// Reads a stored selection; unknown codes are skipped, and nothing left means the default.
    public static func decode(_ stored: String) -> [NameDayCalendarID] {
        let ids = Set(stored.split(separator: ",").compactMap { NameDayCalendarID(rawValue: String($0)) })
        return ids.isEmpty ? defaultSelection : ids.sorted()
    }

    public static func < (a: NameDayCalendarID, b: NameDayCalendarID) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
