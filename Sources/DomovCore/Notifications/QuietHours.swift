import Foundation

/// A daily stretch of local time when push and email wait (the inbox does not): e.g. 22:00 to
/// 07:00. It may run past midnight. Minutes are counted from local midnight in the person's zone,
/// so the quiet stays at 22:00 across daylight-saving changes.
public struct QuietHours: Sendable, Equatable, Codable {
    public static let minutesPerDay = 24 * 60

    public let startMinute: Int
    public let endMinute: Int

    /// Nil unless both are times of day and differ (an empty or whole-day quiet makes no sense).
    public init?(startMinute: Int, endMinute: Int) {
        let day = 0..<Self.minutesPerDay
        guard day.contains(startMinute), day.contains(endMinute), startMinute != endMinute else { return nil }
        self.startMinute = startMinute
        self.endMinute = endMinute
    }

    /// When the quiet that `date` falls in ends, or nil when `date` is not quiet.
    public func end(ifQuietAt date: Date, in timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let local = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let minute = (local.hour ?? 0) * 60 + (local.minute ?? 0)
        let wraps = startMinute > endMinute
        let quiet = wraps ? (minute >= startMinute || minute < endMinute) : (minute >= startMinute && minute < endMinute)
        guard quiet, let midnight = calendar.date(from: DateComponents(year: local.year, month: local.month, day: local.day)) else {
            return nil
        }
        // Before midnight in a quiet that wraps, it ends tomorrow.
        let endDay = wraps && minute >= startMinute ? calendar.date(byAdding: .day, value: 1, to: midnight) ?? midnight : midnight
        let day = calendar.dateComponents([.year, .month, .day], from: endDay)
        // A DST gap at the end time moves it forward, which is still after the quiet.
        return calendar.date(
            from: DateComponents(
                year: day.year, month: day.month, day: day.day, hour: endMinute / 60, minute: endMinute % 60
            ))
    }
}
