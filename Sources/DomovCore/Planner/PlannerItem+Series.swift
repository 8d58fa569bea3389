import Foundation

extension PlannerItem {
    /// A copy that stands for one occurrence of `series` (the edited-alone form of it): the same
    /// content, floating or not, without the series' recurrence.
    func asOverride(id: ID<PlannerItem>, of series: PlannerItem, originalStart: Date, now: Date) -> PlannerItem {
        var occurrence = content.withoutRecurrence
        if occurrence.when == series.when { occurrence.when = series.when.moved(to: originalStart, in: series.timeZone) }
        return PlannerItem(
            id: id, householdID: householdID, authorID: authorID, content: occurrence, category: category,
            override: PlannerOverride(seriesID: series.id, originalStart: originalStart),
            calendarUID: series.calendarUID, sequence: sequence, calendarID: series.calendarID, createdAt: now, updatedAt: now
        )
    }

    /// A copy that starts a series of its own (the later half of a split); the caller decides
    /// which of the recurrence it keeps.
    func asNewSeries(id: ID<PlannerItem>, createdAt: Date) -> PlannerItem {
        PlannerItem(
            id: id, householdID: householdID, authorID: authorID, content: content, category: category,
            calendarUID: "\(id)@domov", calendarID: calendarID, createdAt: createdAt, updatedAt: createdAt
        )
    }
}
