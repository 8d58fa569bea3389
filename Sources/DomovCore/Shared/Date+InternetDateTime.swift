import Foundation

extension Date {
    /// RFC 3339 in UTC to the second, "2026-03-29T07:00:00Z", for `<time datetime>` and the like.
    /// Written out directly: `ISO8601DateFormatter` makes a formatter per call, and a planner
    /// page has one of these per row.
    public var internetDateTime: String {
        LocalDateTime(localSeconds: Int64(timeIntervalSince1970.rounded(.down))).isoString + "Z"
    }
}
