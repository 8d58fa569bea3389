import Foundation

extension PlannerCalendarWriter {
    /// The VCALENDAR an invitation email carries (RFC 5546): the item with METHOD, ORGANIZER and
    /// the invitees by address, asking each to reply (RSVP). What concerns only the household
    /// stays out: its category names, the privacy flag, its own alarms, and members, who are
    /// known by an internal id that means nothing outside Domov.
    public func invitation(_ item: PlannerItem, method: MeetingInvitation.Method, organizer: MeetingOrganizer, invitees: [PlannerAttendee])
        -> ICalComponent
    {
        var calendar = object(items: [item])
        calendar.properties.insert(ICalProperty(name: "METHOD", value: method.rawValue), at: 3)
        guard let index = calendar.components.firstIndex(where: { $0.hasName("VEVENT") || $0.hasName("VTODO") }) else { return calendar }
        var component = calendar.components[index]
        component.properties.removeAll { ["CATEGORIES", "CLASS", "ATTENDEE", "ORGANIZER"].contains($0.name.uppercased()) }
        component.components.removeAll { $0.hasName("VALARM") }
        component.properties.append(Self.organizerProperty(organizer))
        for invitee in invitees {
            guard let email = invitee.email else { continue }
            var attendee = ICalProperty(name: "ATTENDEE", value: "mailto:" + email)
            if !invitee.name.isEmpty { attendee.setParameter("CN", invitee.name) }
            attendee.setParameter("ROLE", "REQ-PARTICIPANT")
            attendee.setParameter(
                "PARTSTAT", method == .request ? invitee.response.rawValue : PlannerAttendee.Response.needsAction.rawValue)
            if method == .request { attendee.setParameter("RSVP", "TRUE") }
            component.properties.append(attendee)
        }
        if method == .cancel {
            component.setProperty("STATUS", ICalProperty(name: "STATUS", value: "CANCELLED"))
        }
        calendar.components[index] = component
        return calendar
    }
}
