import DomovCore
import DomovTesting
import Foundation
import Testing

/// Who hears of a change to a meeting by email, and what the attached iTIP message says.
@Suite("Meeting invitations")
struct MeetingInvitationPlanTests {
    typealias F = PlannerCoreFixtures
    static let organizer = MeetingOrganizer(id: F.author, name: "Jana Nováková", email: "jana@example.org")
    static let now = F.at("2026-03-01T08:00:00", "Europe/Prague")

    static func meeting(
        _ guests: [String], title: String = "Porada", at local: String = "2026-03-02T10:00:00", kind: PlannerItemKind = .meeting
    ) -> PlannerItem {
        var item = F.item(1, kind: kind, title: title, when: F.timed(local, minutes: 45))
        item.location = "Kuchyň"
        item.reminders = [PlannerReminder(minutesBefore: 15)]
        item.attendees =
            [PlannerAttendee(invitee: .member(F.other), name: "Petr")]
            + guests.map { PlannerAttendee(invitee: .email($0), name: $0.hasPrefix("eva") ? "Eva" : "") }
        return item
    }

    static func plan(_ previous: PlannerItem?, _ current: PlannerItem?, now: Date = now) -> [MeetingInvitation] {
        MeetingInvitationPlan.invitations(previous: previous, current: current, organizer: organizer, now: now, ids: .sequential())
    }

    static func summary(_ invitations: [MeetingInvitation]) -> [String] {
        invitations.map { "\($0.method.rawValue) \($0.recipient)" }
    }

    static func event(_ invitation: MeetingInvitation) throws -> ICalComponent {
        let calendar = try ICalComponent.parse(invitation.ics)
        #expect(calendar.property("METHOD")?.value == invitation.method.rawValue)
        return try #require(calendar.components(named: "VEVENT").first)
    }

    @Test func aNewMeetingInvitesEveryoneInvitedByAddressButNotMembers() throws {
        let invitations = Self.plan(nil, Self.meeting(["eva@example.org", "karel@example.org", "EVA@example.org"]))
        #expect(Self.summary(invitations) == ["REQUEST eva@example.org", "REQUEST karel@example.org"])
        let event = try Self.event(invitations[0])
        #expect(event.property("ORGANIZER")?.value == "mailto:jana@example.org")
        #expect(event.property("ORGANIZER")?.parameter("CN") == "Jana Nováková")
        let attendees = event.properties(named: "ATTENDEE")
        #expect(
            attendees.map(\.value) == ["mailto:eva@example.org", "mailto:karel@example.org"], "members are known by an internal id only")
        #expect(attendees.allSatisfy { $0.parameter("RSVP") == "TRUE" && $0.parameter("PARTSTAT") == "NEEDS-ACTION" })
        #expect(attendees.first?.parameter("CN") == "Eva")
        #expect(event.property("LOCATION")?.text == "Kuchyň")
        #expect(event.components(named: "VALARM").isEmpty, "the household's own alarms are not imposed on guests")
        #expect(event.property("CATEGORIES") == nil)
        #expect(invitations[0].title == "Porada" && invitations[0].startsAt == F.at("2026-03-02T10:00:00", "Europe/Prague"))
    }

    @Test func remindersAndAnswersChangeNothingGuestsSee() {
        let before = Self.meeting(["eva@example.org"])
        var after = before
        after.reminders = []
        after.isPrivate = true
        after.attendees[1].response = .accepted
        #expect(Self.plan(before, after).isEmpty)
    }

    @Test func anAddedGuestAloneIsInvitedAndARemovedOneIsCancelled() throws {
        let before = Self.meeting(["eva@example.org", "karel@example.org"])
        var after = Self.meeting(["eva@example.org", "olga@example.org"])
        after.sequence = before.sequence + 1
        let invitations = Self.plan(before, after)
        #expect(Self.summary(invitations) == ["CANCEL karel@example.org", "REQUEST olga@example.org"])
        let cancel = try Self.event(invitations[0])
        #expect(cancel.property("STATUS")?.value == "CANCELLED")
        #expect(cancel.properties(named: "ATTENDEE").map(\.value) == ["mailto:karel@example.org"], "a CANCEL names who it is for")
        let request = try Self.event(invitations[1])
        #expect(
            request.properties(named: "ATTENDEE").map(\.value) == ["mailto:eva@example.org", "mailto:olga@example.org"],
            "a REQUEST lists everyone invited")
    }

    @Test func aMovedMeetingIsSentToEveryGuestWithItsNewSequence() throws {
        let before = Self.meeting(["eva@example.org", "karel@example.org"])
        var after = Self.meeting(["eva@example.org", "karel@example.org"], at: "2026-03-02T11:00:00")
        after.sequence = 3
        let invitations = Self.plan(before, after)
        #expect(Self.summary(invitations) == ["REQUEST eva@example.org", "REQUEST karel@example.org"])
        let event = try Self.event(invitations[0])
        #expect(event.property("SEQUENCE")?.value == "3")
        #expect(try event.property("DTSTART")?.dateTime().instant(floatingZone: .gmt) == F.at("2026-03-02T11:00:00", "Europe/Prague"))
    }

    @Test func aDeletedMeetingIsCancelledForEveryGuestUnlessItIsOver() throws {
        let meeting = Self.meeting(["eva@example.org"])
        let invitations = Self.plan(meeting, nil)
        #expect(Self.summary(invitations) == ["CANCEL eva@example.org"])
        let event = try Self.event(invitations[0])
        #expect(event.property("SEQUENCE")?.value == String(meeting.sequence + 1), "a CANCEL outranks the last REQUEST")
        #expect(event.property("STATUS")?.value == "CANCELLED")
        #expect(
            Self.plan(meeting, nil, now: F.at("2026-03-03T08:00:00", "Europe/Prague")).isEmpty,
            "nobody needs to hear that yesterday's meeting is off")
        var series = meeting
        series.recurrenceRule = "FREQ=WEEKLY"
        #expect(Self.plan(series, nil, now: F.at("2026-03-03T08:00:00", "Europe/Prague")).count == 1, "a series goes on")
    }

    @Test func toDosInviteNobody() {
        #expect(Self.plan(nil, Self.meeting(["eva@example.org"], kind: .todo)).isEmpty)
    }
}
