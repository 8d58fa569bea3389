import DomovCore
import Foundation

/// One appearance of an item in a window or in the agenda.
struct PlannerOccurrenceResource: Encodable, Sendable {
    let item: PlannerItemResource
    let start: String?
    let end: String?
    let startsAt: Date?
    let endsAt: Date?
    /// The start the series gave this occurrence: what `occurrence` names in edits.
    let originalStart: Date?
    let seriesId: String?
    let status: String

    init(_ occurrence: PlannerOccurrence, now: Date) {
        item = PlannerItemResource(occurrence.item)
        let zone = occurrence.item.timeZone
        if occurrence.item.when.isAllDay, let first = occurrence.start, let last = occurrence.end {
            let firstDay = LocalDate(first, in: zone)
            start = firstDay.isoString
            end = max(firstDay, LocalDate(last, in: zone).adding(days: -1)).isoString
        } else {
            start = occurrence.start.map { PlannerItemResource.local($0, zone) }
            end = occurrence.end.map { PlannerItemResource.local($0, zone) }
        }
        startsAt = occurrence.start
        endsAt = occurrence.end
        originalStart = occurrence.originalStart
        seriesId = occurrence.seriesID?.description
        status = occurrence.status(at: now).rawValue
    }
}
