import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Guests invited to a meeting by address get its invitation, its updates and its cancellation
/// by email, with the iTIP attachment their calendar app acts on. The clock is frozen.
@Suite("Meeting invitation emails")
struct MeetingInvitationEmailTests {
    /// A meeting on Monday 20 January 2025, 10:00–11:00 in Prague, with the guests invited by address.
    static func meeting(_ title: String, guests: String, start: String = "10:00", end: String = "11:00") -> [(String, String)] {
        [
            ("kind", "meeting"), ("title", title), ("start_date", "2025-01-20"), ("start_time", start), ("end_time", end),
            ("time_zone", "Europe/Prague"), ("location", "Kavárna Slavia"), ("attendee_emails", guests),
            ("repeat_frequency", "none"),
        ]
    }

    static func invitations(_ app: TestApp, _ itemPath: String) async throws -> [MeetingInvitation] {
        let id = try #require(ID<PlannerItem>(String(itemPath.split(separator: "/").last!)))
        return try await app.storage.meetingInvitations.invitations(itemID: id)
    }

    @Test func withoutAMailServerTheItemsPageSaysTheInvitationIsNotSent() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let itemPath = try #require(
                try await jana.post("/planner/\(household)/items", Self.meeting("Porada", guests: "eva@example.org")).location)
            #expect(try await Self.invitations(app, itemPath).map(\.status) == [.pending], "planned with the meeting, in its transaction")
            // Nothing will carry it, so the page does not say it is on its way.
            let notSent = Texts.html(.planner(.invitationNotSentWithoutMailServer))
            let before = try await jana.get(itemPath).text
            #expect(before.contains(notSent) && !before.contains("Invitation on its way"))

            try await app.dispatcher().runOnce()
            let failed = try #require(try await Self.invitations(app, itemPath).first)
            #expect(failed.status == .failed && failed.lastError == "no mail server is configured")
            #expect(try await jana.get(itemPath).text.contains(notSent))
        }
    }

    @Test func meetingsWrittenByCalendarAppsSendNothingSinceTheAppsInviteThemselves() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            var calendar = try await CalDAVTests.CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            let body = CalDAVTests.event(uid: "meeting-from-app", summary: "Porada")
                .replacingOccurrences(
                    of: "SUMMARY:Porada\r\n",
                    with: "SUMMARY:Porada\r\nORGANIZER:mailto:jana@example.org\r\nATTENDEE:mailto:eva@example.org\r\n")
            #expect(
                try await calendar.send(
                    .put, calendar.collection(household) + "meeting.ics", body: body, headers: [.contentType: "text/calendar"]
                ).status == .created)
            let item = try #require(try await app.storage.planner.item(calendarUID: "meeting-from-app", householdID: household))
            #expect(item.attendees.compactMap(\.email) == ["eva@example.org"])
            #expect(try await app.storage.meetingInvitations.invitations(itemID: item.id).isEmpty)
        }
    }

    @Test(.enabled(if: DeliverySinks.smtp != nil, "needs the SMTP sink (bash .ci/run sinks swift-test)"))
    func guestsGetTheInvitationItsUpdateAndItsCancellation() async throws {
        let smtp = try #require(DeliverySinks.smtp)
        try await withTestApp { app, client in
            let guest = "eva.\(UUID().uuidString.prefix(8).lowercased())@example.org"
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            try await app.storage.deliverySettings.saveMailServer(smtp.mailServer)
            let job = app.dispatcher(mailCertificateAuthorities: smtp.caPEM)
            let itemPath = try #require(try await jana.post("/planner/\(household)/items", Self.meeting("Porada", guests: guest)).location)
            try await job.runOnce()
            #expect(try await Self.invitations(app, itemPath).map(\.status) == [.sent])

            let invitation = try #require(try smtp.messages(to: guest).first)
            let subject = try #require(invitation["subject"] as? String)
            #expect(subject.hasPrefix("Invitation: Porada, ") && subject.contains("10:00"))
            let request = try ICalComponent.parse(try #require(DeliverySinks.SMTP.part(invitation, "text/calendar")))
            #expect(request.property("METHOD")?.value == "REQUEST")
            let event = try #require(request.components(named: "VEVENT").first)
            #expect(event.property("ORGANIZER")?.value == "mailto:\(TestAccount.jana.email)")
            #expect(event.property("ORGANIZER")?.parameter("CN") == "Jana Test")
            #expect(event.property("ATTENDEE")?.value == "mailto:\(guest)" && event.property("ATTENDEE")?.parameter("RSVP") == "TRUE")
            #expect(DeliverySinks.SMTP.part(invitation, "text/plain")?.contains("Kavárna Slavia") == true)

            // Moved by an hour: the guest gets the update.
            _ = try await jana.post(itemPath, Self.meeting("Porada", guests: guest, start: "11:00", end: "12:00"))
            try await job.runOnce()
            // Deleted: the guest hears it is off.
            _ = try await jana.post(itemPath + "/delete", [])
            try await job.runOnce()
            let calendars = try smtp.messages(to: guest).compactMap { DeliverySinks.SMTP.part($0, "text/calendar") }.map {
                try ICalComponent.parse($0)
            }
            #expect(calendars.filter { $0.property("METHOD")?.value == "REQUEST" }.count == 2)
            let cancel = try #require(calendars.first { $0.property("METHOD")?.value == "CANCEL" }?.components(named: "VEVENT").first)
            #expect(cancel.property("STATUS")?.value == "CANCELLED" && cancel.property("SEQUENCE")?.value == "2")
            #expect(try await Self.invitations(app, itemPath).allSatisfy { $0.status == .sent })
        }
    }
}
