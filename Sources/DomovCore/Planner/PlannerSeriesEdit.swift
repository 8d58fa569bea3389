import Foundation

/// A change to a whole series, and how it reaches what hangs on single occurrences: the dates
/// deleted one by one (EXDATE) and the occurrences edited on their own. Nothing of either is
/// dropped while it still names an occurrence; a series moved in time takes them along.
struct PlannerSeriesEdit {
    let before: PlannerItem
    let after: PlannerItem

    /// The series' times after an edit of "all" made from the occurrence at `originalStart`:
    /// a start left as that occurrence showed it keeps the series' first start, a moved one
    /// moves the first start by the same wall-clock time; the length is the edited one.
    static func times(of series: PlannerItem, shownAt originalStart: Date, edited: PlannerWhen) -> (
        when: PlannerWhen, startAsWritten: LocalDateTime?
    ) {
        let zone = series.timeZone
        switch (series.when, series.startWallClock, edited) {
        case (.timed(let firstStart, _), let wallClock?, .timed(let start, let minutes)):
            let delta = LocalDateTime(instant: start, in: zone).localSeconds - LocalDateTime(instant: originalStart, in: zone).localSeconds
            if delta == 0 { return (.timed(start: firstStart, minutes: minutes), series.startAsWritten) }
            let moved = LocalDateTime(localSeconds: wallClock.localSeconds + delta)
            let instant = moved.instant(in: zone)
            // Moved into the hour the clocks skip on the first day, the series keeps that time too.
            return (.timed(start: instant, minutes: minutes), LocalDateTime(instant: instant, in: zone) == moved ? nil : moved)
        case (.allDay(let first, _), _, .allDay(let day, let days)):
            let when = PlannerWhen.allDay(
                first: first.adding(days: day.dayNumber - LocalDate(originalStart, in: zone).dayNumber), days: days)
            return (when, nil)
        default:
            // Between timed and all-day: the times as typed.
            return (edited, nil)
        }
    }

    /// How far every occurrence moved on the wall clock, when the edit moved them all alike
    /// (same rule, same zone); nil when the occurrences are others now.
    private var shift: Int64? {
        guard before.recurrenceRule == after.recurrenceRule, before.timeZoneIdentifier == after.timeZoneIdentifier,
            let old = before.startWallClock, let new = after.startWallClock
        else { return nil }
        return new.localSeconds - old.localSeconds
    }

    private func moved(_ originalStart: Date) -> Date {
        shift.map { Self.shifted(originalStart, by: $0, in: after.timeZone) } ?? originalStart
    }

    /// The extra dates (RDATE), moved with the series.
    func recurrenceDates() -> [Date] {
        before.recurrenceDates.map(moved)
    }

    /// The lengths of the extra dates given as periods, moved with their dates.
    func recurrenceDateLengths() -> [Date: Int] {
        Dictionary(before.recurrenceDateLengths.map { (moved($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The deleted dates that still name an occurrence, moved with the series.
    func excludedStarts() -> [Date] {
        guard after.isRecurring else { return [] }
        return before.excludedStarts.map(moved).filter { PlannerExpansion.seriesHasOccurrence(after, at: $0) }
    }

    /// The edited occurrence as it stays, or nil when it names no occurrence any more. Title,
    /// place and notes changed for the series reach it unless it had changed them itself.
    func keeping(_ occurrence: PlannerItem) -> PlannerItem? {
        guard let override = occurrence.override, after.isRecurring else { return nil }
        let originalStart = moved(override.originalStart)
        guard PlannerExpansion.seriesHasOccurrence(after, at: originalStart) else { return nil }
        var kept = occurrence
        kept.override = PlannerOverride(seriesID: override.seriesID, originalStart: originalStart)
        if occurrence.title == before.title { kept.title = after.title }
        if occurrence.location == before.location { kept.location = after.location }
        if occurrence.notes == before.notes { kept.notes = after.notes }
        return kept
    }

    private static func shifted(_ instant: Date, by localSeconds: Int64, in zone: TimeZone) -> Date {
        guard localSeconds != 0 else { return instant }
        return LocalDateTime(localSeconds: LocalDateTime(instant: instant, in: zone).localSeconds + localSeconds).instant(in: zone)
    }
}
