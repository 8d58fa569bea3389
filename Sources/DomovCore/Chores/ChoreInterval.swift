import Foundation

/// How often a recurring chore comes round: a whole number of minutes, hours, days or weeks.
public struct ChoreInterval: Sendable, Equatable, Hashable {
    public enum Unit: String, Sendable, CaseIterable, Codable {
        case minutes, hours, days, weeks
    }

    public let value: Int
    public let unit: Unit

    public init(value: Int, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// Five years, the longest interval accepted: 5 × 365 days plus two leap days.
    public static let maximumDays = 1827

    /// The largest `value` allowed in each unit (five years of it, rounded down).
    public static func maximumValue(for unit: Unit) -> Int {
        switch unit {
        case .minutes: maximumDays * 24 * 60
        case .hours: maximumDays * 24
        case .days: maximumDays
        case .weeks: maximumDays / 7
        }
    }

    /// When an interval that starts at `start` ends. Days and weeks are calendar days in the
    /// chore's zone, so a daily chore stays at the same wall-clock time across a DST change;
    /// minutes and hours are exact durations.
    public func end(from start: Date, in zone: TimeZone) -> Date {
        switch unit {
        case .minutes: return start.addingTimeInterval(TimeInterval(value * 60))
        case .hours: return start.addingTimeInterval(TimeInterval(value * 3600))
        case .days, .weeks:
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let days = unit == .days ? value : value * 7
            return calendar.date(byAdding: .day, value: days, to: start) ?? start.addingTimeInterval(TimeInterval(days * 86_400))
        }
    }
}
