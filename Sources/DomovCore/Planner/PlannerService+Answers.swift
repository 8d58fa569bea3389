import Foundation

extension PlannerService {
    /// A household member's answer to a meeting they are invited to: accepted, declined or
    /// maybe. Only their ATTENDEE's PARTSTAT changes in the stored calendar object (so calendar
    /// apps get the answer the way an app's own reply would give it), and the index with it.
    /// A series is answered as a whole; an edited occurrence on its own.
    @discardableResult
    public func answer(
        _ id: ID<PlannerItem>, in householdID: ID<Household>, response: PlannerAttendee.Response, by user: User
    ) async throws -> PlannerItem {
        let existing = try await item(id, in: householdID, for: user)
        guard existing.kind == .meeting, let index = existing.attendees.firstIndex(where: { $0.memberID == user.id }) else {
            throw DomainError.forbidden
        }
        var answered = existing
        answered.attendees[index].response = response
        guard answered != existing else { return existing }
        let now = clock.now()
        let uid = answered.calendarUID
        let address = "urn:uuid:\(user.id.rawValue.uuidString.lowercased())"
        var attempt = 1
        while true {
            var batch = PlannerBatch(updates: [answered.indexed])
            batch.limits = limits
            batch.reminders[answered.id] = try await reminders(for: answered, after: now)
            guard let stored = try await planner.objectTexts(calendarUIDs: [uid], householdID: householdID)[uid],
                let text = PlannerObjectPatch.text(
                    stored: stored.text, answering: response, attendee: address,
                    recurrenceID: existing.override?.originalStart, zone: existing.timeZone
                )
            else {
                // No stored line to change (an object Domov writes anew): an ordinary edit.
                try await write(batch)
                return answered
            }
            batch.objectTexts[uid] = CalendarObjectTextChange(text: text, base: .patched(fromETag: stored.etag))
            do {
                try await planner.write(batch)
                return answered
            } catch is CalendarObjectTextStale where attempt < 5 {
                attempt += 1
            }
        }
    }
}
