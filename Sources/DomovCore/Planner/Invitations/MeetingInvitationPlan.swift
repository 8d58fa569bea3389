import Foundation

/// Which invitation emails a change to a planner item makes. People invited by address hear of
/// everything that concerns them: a REQUEST when they are added, and to all of them when the
/// meeting's time, place, title, notes or repetition change; a CANCEL when they are taken off
/// the list, and to all when the meeting is deleted (unless it is over already). Members are
/// left out: they see the meeting in their own planner and calendars.
public enum MeetingInvitationPlan {
    /// - Parameters:
    ///   - previous: the item as it was; nil when it is new.
    ///   - current: the item as saved; nil when it is deleted.
    public static func invitations(
        previous: PlannerItem?, current: PlannerItem?, organizer: MeetingOrganizer, now: Date, ids: IDGenerator
    ) -> [MeetingInvitation] {
        let before = previous.map(invitees) ?? []
        let after = current.map(invitees) ?? []
        let make = {
            (item: PlannerItem, method: MeetingInvitation.Method, recipients: [PlannerAttendee], listed: [PlannerAttendee])
                -> [MeetingInvitation] in
            guard !recipients.isEmpty else { return [] }
            let ics = PlannerCalendarWriter(categoryName: { _ in "" }, now: now)
                .invitation(item, method: method, organizer: organizer, invitees: listed).serialized()
            return recipients.compactMap { recipient in
                recipient.email.map { address in
                    MeetingInvitation(
                        id: ids(), householdID: item.householdID, itemID: item.id, organizerID: organizer.id, method: method,
                        recipient: address, recipientName: recipient.name, title: item.title, startsAt: item.start,
                        isAllDay: item.when.isAllDay, timeZoneIdentifier: item.timeZoneIdentifier, location: item.location,
                        ics: ics, outbox: OutboxState(nextAttemptAt: now, createdAt: now)
                    )
                }
            }
        }
        switch (previous, current) {
        case (nil, let current?):
            return make(current, .request, after, after)
        case (let previous?, nil):
            guard !isOver(previous, at: now) else { return [] }
            var cancelled = previous
            cancelled.sequence += 1
            return make(cancelled, .cancel, before, before)
        case (let previous?, let current?):
            let removed = before.filter { old in !after.contains { same($0, old) } }
            let added = after.filter { new in !before.contains { same($0, new) } }
            let requested = changesWhatInviteesSee(previous, current) ? after : added
            return make(current, .cancel, removed, removed) + make(current, .request, requested, after)
        case (nil, nil):
            return []
        }
    }

    /// Those invited by address, each address once; to-dos invite nobody.
    static func invitees(_ item: PlannerItem) -> [PlannerAttendee] {
        guard item.kind != .todo else { return [] }
        var seen = Set<String>()
        return item.attendees.filter { attendee in
            attendee.email.map { seen.insert($0.lowercased()).inserted } ?? false
        }
    }

    private static func same(_ a: PlannerAttendee, _ b: PlannerAttendee) -> Bool {
        a.email?.lowercased() == b.email?.lowercased()
    }

    /// Reminders, category, privacy and answers are the household's own business.
    static func changesWhatInviteesSee(_ a: PlannerItem, _ b: PlannerItem) -> Bool {
        a.title != b.title || a.notes != b.notes || a.location != b.location || a.when != b.when
            || a.timeZoneIdentifier != b.timeZoneIdentifier || a.recurrenceRule != b.recurrenceRule
            || a.recurrenceDates != b.recurrenceDates
            || a.excludedStarts != b.excludedStarts || a.kind != b.kind
    }

    /// A one-time meeting that has ended needs no cancelling; a series may still have occurrences.
    private static func isOver(_ item: PlannerItem, at now: Date) -> Bool {
        guard !item.isRecurring, let end = item.end ?? item.start else { return false }
        return end <= now
    }
}
