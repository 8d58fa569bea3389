import Foundation
import Synchronization

/// What `PlannerIndexTimeRange.startZoneIsWritten(in:zone:start:)` said of each timed series' text,
/// remembered for the series as it is now.
///
/// A week's calendar-query cannot answer for a timed series from the index alone (it needs to
/// know whether the text's DTSTART is the series' start in its zone), so it read every such series' text,
/// about a thousand of them on the benchmark's calendar, on every query. The answer depends only
/// on the master's DTSTART line and the zone and start the index gives it; every write that can change
/// either writes the series' item again with a higher SEQUENCE and a new `updatedAt`, which are
/// part of the key, so a remembered answer is never stale, and several processes sharing one
/// database need not tell each other anything. A series whose key is not here is read as before.
final class StartZoneMemo: Sendable {
    struct Key: Hashable, Sendable {
        let id: ID<PlannerItem>
        let sequence: Int
        let updatedAt: Date
        let zone: String
        let startAsWritten: LocalDateTime?

        init(_ series: PlannerItem) {
            id = series.id
            sequence = series.sequence
            updatedAt = series.updatedAt
            zone = series.timeZoneIdentifier
            startAsWritten = series.startAsWritten
        }
    }

    static let shared = StartZoneMemo()

    private let answers = Mutex<[Key: Bool]>([:])
    /// Series kept at most (a few dozen bytes each); all are forgotten when there would be more.
    private let capacity: Int

    init(capacity: Int = 100_000) {
        self.capacity = capacity
    }

    func answer(for series: PlannerItem) -> Bool? {
        answers.withLock { $0[Key(series)] }
    }

    func remember(_ answer: Bool, for series: PlannerItem) {
        answers.withLock { answers in
            if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
            answers[Key(series)] = answer
        }
    }
}

extension PlannerIndexTimeRange {
    /// Whether the series' text writes its DTSTART in the series' zone: read from `text` when it
    /// is at hand (and remembered), else what was read last time for the series as it is now,
    /// or nil when it was never read.
    public static func startZoneIsWritten(of series: PlannerItem, text: String?) -> Bool? {
        guard let text, !text.isEmpty else { return StartZoneMemo.shared.answer(for: series) }
        guard let wallClock = series.startWallClock else { return false }
        let answer = startZoneIsWritten(in: text, zone: series.timeZoneIdentifier, wallClock: wallClock)
        StartZoneMemo.shared.remember(answer, for: series)
        return answer
    }
}
