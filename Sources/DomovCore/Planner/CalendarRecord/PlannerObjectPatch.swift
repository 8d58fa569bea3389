import Foundation

/// A web or API edit applied to a calendar object as it is stored.
///
/// Only what the edit changed is rewritten: the fields that differ between the items as they
/// were (`before`, the index of the stored text) and as they are to be (`after`) replace the
/// properties that hold them, and every other property, parameter, alarm and X- property of
/// the stored components stays as the app wrote it. This is why an edit in Domov never costs
/// an app the data Domov does not model.
public struct PlannerObjectPatch {
    public var writer: PlannerCalendarWriter

    public init(writer: PlannerCalendarWriter) {
        self.writer = writer
    }

    /// The object's new text, or nil when `after` holds no series or single item (it is gone).
    /// Without a stored text (or with one that no longer parses) the object is written anew.
    public func text(stored: String?, before: [PlannerItem], after: [PlannerItem]) -> String? {
        guard let ordered = PlannerObjectItems(uid: after.first?.calendarUID ?? "", unordered: after)?.items else { return nil }
        let master = ordered[0]
        guard let stored, var calendar = try? ICalComponent.parse(stored, options: .init(validatesKnownValues: false)),
            calendar.hasName("VCALENDAR")
        else {
            return writer.object(items: ordered).serialized()
        }
        let zone = (before.first { $0.override == nil } ?? master).timeZone
        var unmatched = Set(after.map(\.id))
        var components: [ICalComponent] = []
        var touched: [PlannerItem] = []
        for component in calendar.components {
            guard Self.isItem(component) else {
                components.append(component)
                continue
            }
            let original = Self.recurrenceInstant(of: component, zone: zone)
            let old = before.first { ($0.override?.originalStart) == original }
            guard let old else {
                // A component the index does not hold (an app's VJOURNAL, say): kept as it is.
                components.append(component)
                continue
            }
            // The item went (an occurrence's own changes dropped, the series deleted): so does its component.
            guard let new = after.first(where: { $0.id == old.id }) else { continue }
            unmatched.remove(new.id)
            if new == old {
                components.append(component)
            } else {
                components.append(patched(component, from: old, to: new))
                touched.append(new)
            }
        }
        // Items the stored text did not have (an occurrence edited for the first time).
        for item in ordered where unmatched.contains(item.id) {
            components.append(writer.component(item))
            touched.append(item)
        }
        calendar.components = components
        addMissingTimeZones(for: touched, to: &calendar)
        return calendar.serialized()
    }

    static func isItem(_ component: ICalComponent) -> Bool {
        component.hasName("VEVENT") || component.hasName("VTODO")
    }

    /// The original start a component's RECURRENCE-ID names; nil for the series itself.
    static func recurrenceInstant(of component: ICalComponent, zone: TimeZone) -> Date? {
        guard let property = component.property("RECURRENCE-ID"), let value = try? property.dateTime() else { return nil }
        return value.instant(floatingZone: zone)
    }

    /// The stored component with the properties of every changed field written anew.
    func patched(_ stored: ICalComponent, from old: PlannerItem, to new: PlannerItem) -> ICalComponent {
        // A to-do turned into an event (or back) is another component: written whole, keeping
        // what Domov does not model.
        guard (old.kind == .todo) == (new.kind == .todo) else { return writer.component(new) }
        var component = stored
        let fresh = writer.component(new)
        func replace(_ names: [String]) {
            let index = component.properties.firstIndex { property in names.contains { property.hasName($0) } }
            component.properties.removeAll { property in names.contains { property.hasName($0) } }
            let replacements = fresh.properties.filter { property in names.contains { property.hasName($0) } }
            component.properties.insert(contentsOf: replacements, at: min(index ?? component.properties.count, component.properties.count))
        }
        if old.title != new.title { replace(["SUMMARY"]) }
        if old.notes != new.notes { replace(["DESCRIPTION"]) }
        if old.location != new.location { replace(["LOCATION"]) }
        if old.category != new.category { patchCategories(&component, from: old, to: new) }
        if old.isPrivate != new.isPrivate {
            component.setProperty("CLASS", new.isPrivate ? ICalProperty(name: "CLASS", value: "PRIVATE") : nil)
        }
        if old.when != new.when || old.timeZoneIdentifier != new.timeZoneIdentifier || old.startAsWritten != new.startAsWritten {
            patchTimes(&component, to: new)
        }
        if old.override != new.override { replace(["RECURRENCE-ID"]) }
        if old.recurrenceRule != new.recurrenceRule { replace(["RRULE"]) }
        // Dates listed in the old zone would name other wall-clock times in the new one.
        let zoneMoved = old.timeZoneIdentifier != new.timeZoneIdentifier
        if old.recurrenceDates != new.recurrenceDates || old.recurrenceDateLengths != new.recurrenceDateLengths || zoneMoved {
            replace(["RDATE"])
        }
        if old.excludedStarts != new.excludedStarts || old.isRecurring != new.isRecurring || zoneMoved { replace(["EXDATE"]) }
        if old.attendees != new.attendees {
            patchAttendees(&component, to: new)
            // Inviting people in Domov makes its author the organizer; an app's own one stays.
            if new.kind == .meeting, component.property("ORGANIZER") == nil, let organizer = fresh.property("ORGANIZER") {
                component.properties.append(organizer)
            }
        }
        if old.reminders != new.reminders { patchAlarms(&component, to: new) }
        if old.completedAt != new.completedAt, new.kind == .todo { patchCompletion(&component, to: new) }
        component.setProperty(
            "SEQUENCE",
            ICalProperty(name: "SEQUENCE", value: String(max(new.sequence, (component.property("SEQUENCE")?.integer ?? -1) + 1))))
        component.setProperty("LAST-MODIFIED", .dateTime("LAST-MODIFIED", .utc(new.updatedAt)))
        component.setProperty("DTSTAMP", .dateTime("DTSTAMP", .utc(writer.now)))
        return component
    }

    /// The item's category replaces the value it was read from; the app's other values stay.
    private func patchCategories(_ component: inout ICalComponent, from old: PlannerItem, to new: PlannerItem) {
        var values = component.properties(named: "CATEGORIES").flatMap(\.textList)
        if let index = values.firstIndex(where: { !$0.isEmpty }) { values.remove(at: index) }
        if new.category != .builtin(.other) { values.insert(writer.categoryName(new.category), at: 0) }
        component.setProperty("CATEGORIES", values.isEmpty ? nil : .textList("CATEGORIES", values))
    }

    /// New times in the form the app used: DURATION stays DURATION, a to-do's own start stays
    /// unless the new due time comes before it.
    private func patchTimes(_ component: inout ICalComponent, to item: PlannerItem) {
        let fresh = writer.timeProperties(item)
        let index = component.properties.firstIndex { ["DTSTART", "DTEND", "DURATION", "DUE"].contains($0.name.uppercased()) }
        var replacements: [ICalProperty]
        if item.kind == .todo {
            replacements = fresh.filter { $0.hasName("DUE") }
            if let start = component.property("DTSTART") {
                let due = item.start
                let keeps =
                    (try? start.dateTime()).map { value in due.map { value.instant(floatingZone: item.timeZone) <= $0 } ?? true } ?? false
                if keeps && component.property("DUE") != nil { replacements.insert(start, at: 0) }
            }
        } else if component.property("DURATION") != nil, let start = fresh.first(where: { $0.hasName("DTSTART") }) {
            let seconds: Int =
                switch item.when {
                case .timed(_, let minutes): minutes * 60
                case .allDay(_, let days): days * 86_400
                case .unscheduled: 0
                }
            replacements = [start, .duration("DURATION", ICalDuration(isNegative: false, minutes: seconds / 60))]
        } else {
            replacements = fresh
        }
        component.properties.removeAll { ["DTSTART", "DTEND", "DURATION", "DUE"].contains($0.name.uppercased()) }
        component.properties.insert(contentsOf: replacements, at: min(index ?? component.properties.count, component.properties.count))
    }

    /// Invitees still invited keep their property as the app wrote it (CUTYPE, RSVP and the
    /// rest), with Domov's name and answer; new ones are added, removed ones go.
    private func patchAttendees(_ component: inout ICalComponent, to item: PlannerItem) {
        let stored = component.properties(named: "ATTENDEE")
        let index = component.properties.firstIndex { $0.hasName("ATTENDEE") }
        let attendees = item.attendees.map { attendee in
            let fresh = writer.attendeeProperty(attendee)
            guard var kept = stored.first(where: { $0.value.caseInsensitiveCompare(fresh.value) == .orderedSame }) else { return fresh }
            kept.setParameter("PARTSTAT", attendee.response.rawValue)
            if !attendee.name.isEmpty { kept.setParameter("CN", attendee.name) }
            return kept
        }
        component.properties.removeAll { $0.hasName("ATTENDEE") }
        component.properties.insert(contentsOf: attendees, at: min(index ?? component.properties.count, component.properties.count))
    }

    /// Alarms that are not reminders (audio, email with attachments, absolute times) stay;
    /// reminders still wanted keep their alarm as the app wrote it; new ones get Domov's.
    private func patchAlarms(_ component: inout ICalComponent, to item: PlannerItem) {
        var wanted = Set(item.reminders)
        var kept: [ICalComponent] = []
        for child in component.components {
            guard child.hasName("VALARM"), let reminder = PlannerCalendarReader.reminder(from: child) else {
                kept.append(child)
                continue
            }
            if wanted.remove(reminder) != nil { kept.append(child) }
        }
        kept += item.reminders.filter { wanted.contains($0) }.map { writer.alarm($0, of: item) }
        component.components = kept
    }

    /// Done sets STATUS and COMPLETED; reopening clears COMPLETED and PERCENT-COMPLETE too.
    private func patchCompletion(_ component: inout ICalComponent, to item: PlannerItem) {
        if let completed = item.completedAt {
            component.setProperty("STATUS", ICalProperty(name: "STATUS", value: "COMPLETED"))
            component.setProperty("COMPLETED", .dateTime("COMPLETED", .utc(completed)))
            if component.property("PERCENT-COMPLETE") != nil {
                component.setProperty("PERCENT-COMPLETE", ICalProperty(name: "PERCENT-COMPLETE", value: "100"))
            }
        } else {
            component.setProperty("STATUS", ICalProperty(name: "STATUS", value: "NEEDS-ACTION"))
            component.setProperty("COMPLETED", nil)
            component.setProperty("PERCENT-COMPLETE", nil)
        }
    }

    /// A VTIMEZONE for each zone a rewritten property names that the object does not define
    /// yet. Zones only an item's index knows (a custom TZID's matching zone) are not added.
    private func addMissingTimeZones(for items: [PlannerItem], to calendar: inout ICalComponent) {
        let defined = Set(calendar.components(named: "VTIMEZONE").compactMap { $0.property("TZID")?.value })
        let named = Set(calendar.components.filter(Self.isItem).flatMap { $0.properties.compactMap { $0.parameter("TZID") } })
        let missing = named.subtracting(defined)
        guard !missing.isEmpty else { return }
        let zones = writer.timeZones(for: items.filter { missing.contains($0.timeZoneIdentifier) })
        let firstItem = calendar.components.firstIndex(where: Self.isItem) ?? calendar.components.count
        calendar.components.insert(contentsOf: zones, at: firstItem)
    }
}
