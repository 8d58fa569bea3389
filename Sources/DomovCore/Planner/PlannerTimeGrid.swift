import Foundation

/// Where the timed items of one day sit in a day or week view's time grid: how far down
/// (minutes on the wall clock) and, when they overlap, side by side in columns.
///
/// The layout is the usual one of calendar apps: items are sorted by start (longer first on a
/// tie), grouped into clusters of items that overlap one another directly or through a chain,
/// and each item takes the leftmost column of its cluster that is free by its start. Every item
/// of a cluster is as narrow as the cluster has columns, so they line up.
public enum PlannerTimeGrid {
    public static let minutesPerDay = 24 * 60

    /// One timed thing to place: `payload` is whatever the caller shows for it.
    public struct Entry<Payload> {
        public let payload: Payload
        public let start: Date
        public let end: Date

        public init(_ payload: Payload, start: Date, end: Date) {
            self.payload = payload
            self.start = start
            self.end = max(start, end)
        }
    }

    /// An entry placed on one day.
    public struct Placement<Payload> {
        public let payload: Payload
        /// Minutes after midnight on the wall clock, 0 when it began on an earlier day.
        public let startMinute: Int
        /// Minutes after midnight on the wall clock, 1440 when it goes on into the next day;
        /// at least `startMinute + minimumMinutes` so that a short item stays readable.
        public let endMinute: Int
        /// 0-based, from the left.
        public let column: Int
        /// How many columns its cluster of overlapping items has.
        public let columns: Int
        /// It began on an earlier day (crossing midnight).
        public let startsBefore: Bool
        /// It goes on after this day.
        public let endsAfter: Bool
    }

    /// Places the entries that are on `day` for a reader in `zone`; entries not on it are left
    /// out. The grid is drawn by the wall clock (00:00–24:00), so on the day clocks go forward the
    /// missing hour is simply never used, and on the day they go back an item in the repeated hour
    /// keeps at least its real length. `minimumMinutes` is the least height an item gets: a to-do
    /// due at 9:00 has no length but must be seen, and what it covers counts for overlapping.
    public static func place<Payload>(
        _ entries: [Entry<Payload>], on day: LocalDate, in zone: TimeZone, minimumMinutes: Int = 0
    ) -> [Placement<Payload>] {
        let dayStart = day.startOfDay(in: zone)
        let dayEnd = day.adding(days: 1).startOfDay(in: zone)
        // Same rule as `PlannerOccurrence.isOn`: an item without length is on the day of its instant.
        let spans: [(index: Int, start: Int, end: Int, before: Bool, after: Bool)] = entries.indices.compactMap { index in
            let entry = entries[index]
            guard entry.start < dayEnd, entry.end > dayStart || (entry.start >= dayStart && entry.end == entry.start) else { return nil }
            let before = entry.start < dayStart
            let after = entry.end > dayEnd
            let start = before ? 0 : wallMinute(entry.start, in: zone)
            var end = entry.end >= dayEnd ? minutesPerDay : wallMinute(entry.end, in: zone)
            if end < start || (end == start && entry.end > entry.start) {
                // The clocks went back inside it: the wall clock reads earlier at its end.
                end = start + Int(entry.end.timeIntervalSince(max(entry.start, dayStart)) / 60)
            }
            end = min(max(end, start + minimumMinutes), minutesPerDay)
            let shownStart = min(start, end - minimumMinutes)
            return (index, max(shownStart, 0), end, before, after)
        }
        .sorted { ($0.start, -$0.end, $0.index) < ($1.start, -$1.end, $1.index) }

        var placements: [Placement<Payload>] = []
        var cluster: [(span: (index: Int, start: Int, end: Int, before: Bool, after: Bool), column: Int)] = []
        var columnEnds: [Int] = []
        var clusterEnd = 0

        func closeCluster() {
            for member in cluster {
                let span = member.span
                placements.append(
                    Placement(
                        payload: entries[span.index].payload, startMinute: span.start, endMinute: span.end,
                        column: member.column, columns: columnEnds.count, startsBefore: span.before, endsAfter: span.after
                    ))
            }
            cluster = []
            columnEnds = []
        }

        for span in spans {
            // Touching is not overlapping: what ends at 10:00 and what starts at 10:00 share a column.
            if !cluster.isEmpty && span.start >= clusterEnd { closeCluster() }
            if let free = columnEnds.firstIndex(where: { $0 <= span.start }) {
                columnEnds[free] = span.end
                cluster.append((span, free))
            } else {
                columnEnds.append(span.end)
                cluster.append((span, columnEnds.count - 1))
            }
            clusterEnd = cluster.count == 1 ? span.end : max(clusterEnd, span.end)
        }
        closeCluster()
        return placements
    }

    /// Minutes after midnight that the wall clock in `zone` shows at `instant`.
    public static func wallMinute(_ instant: Date, in zone: TimeZone) -> Int {
        let local = LocalDateTime(instant: instant, in: zone)
        return local.hour * 60 + local.minute
    }
}
