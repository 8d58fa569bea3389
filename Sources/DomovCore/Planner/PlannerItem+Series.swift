import Foundation

extension PlannerItem {
    /// A copy that stands for one occurrence of `series` (the edited-alone form of it).
    func asOverride(id: ID<PlannerItem>, of series: PlannerItem, originalStart: Date, now: Date) -> PlannerItem {
        var occurrence = PlannerItem(
            id: id, householdID: householdID, authorID: authorID, kind: kind, title: title, notes: notes,
            category: category, isPrivate: isPrivate, timeZoneIdentifier: timeZoneIdentifier,
            when: when == series.when ? series.when.moved(to: originalStart, in: series.timeZone) : when,
            location: location, attendees: attendees, reminders: reminders,
            override: PlannerOverride(seriesID: series.id, originalStart: originalStart),
            completedAt: nil, calendarUID: series.calendarUID, sequence: sequence, calendarID: series.calendarID, createdAt: now,
            updatedAt: now
        )
        occurrence.recurrenceRule = nil
        return occurrence
    }

    /// A copy that starts a series of its own (the later half of a split).
    func asNewSeries(id: ID<PlannerItem>, createdAt: Date) -> PlannerItem {
        PlannerItem(
            id: id, householdID: householdID, authorID: authorID, kind: kind, title: title, notes: notes,
            category: category, isPrivate: isPrivate, timeZoneIdentifier: timeZoneIdentifier, when: when,
            location: location, attendees: attendees, reminders: reminders, recurrenceRule: recurrenceRule,
            calendarUID: "\(id)@domov", calendarID: calendarID, createdAt: createdAt, updatedAt: createdAt
        )
    }
}
