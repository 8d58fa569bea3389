import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// free-busy-query reads only the objects the planner's index puts near the range (issue 23:
/// every object's text was read at once), and answers what reading every text answered.
@Suite("CalDAV free-busy from the index")
struct CalDAVFreeBusyIndexTests {
    static func object(uid: String, _ components: String...) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tests//EN\r\n" + components.joined() + "END:VCALENDAR\r\n"
    }

    static func event(uid: String, start: String, end: String, extra: String = "") -> String {
        "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260301T120000Z\r\nDTSTART;TZID=Europe/Prague:\(start)\r\n"
            + "DTEND;TZID=Europe/Prague:\(end)\r\nSUMMARY:\(uid)\r\n\(extra)END:VEVENT\r\n"
    }

    /// Series with an edited occurrence moved, one cancelled, one moved in from far away;
    /// cancelled, transparent, tentative and plain events in and out of the range.
    static let objects: [String: String] = [
        "weekly": object(
            uid: "weekly",
            event(uid: "weekly", start: "20260302T180000", end: "20260302T190000", extra: "RRULE:FREQ=WEEKLY;COUNT=10\r\n"),
            event(
                uid: "weekly", start: "20260324T070000", end: "20260324T080000",
                extra: "RECURRENCE-ID;TZID=Europe/Prague:20260323T180000\r\n"),
            event(
                uid: "weekly", start: "20260330T180000", end: "20260330T190000",
                extra: "RECURRENCE-ID;TZID=Europe/Prague:20260330T180000\r\nSTATUS:CANCELLED\r\n")),
        "moved-in": object(
            uid: "moved-in",
            event(uid: "moved-in", start: "20260105T090000", end: "20260105T100000", extra: "RRULE:FREQ=MONTHLY;COUNT=3\r\n"),
            event(
                uid: "moved-in", start: "20260326T090000", end: "20260326T100000",
                extra: "RECURRENCE-ID;TZID=Europe/Prague:20260105T090000\r\n")),
        "cancelled": object(
            uid: "cancelled", event(uid: "cancelled", start: "20260325T120000", end: "20260325T130000", extra: "STATUS:CANCELLED\r\n")),
        "transparent": object(
            uid: "transparent", event(uid: "transparent", start: "20260325T140000", end: "20260325T150000", extra: "TRANSP:TRANSPARENT\r\n")
        ),
        "tentative": object(
            uid: "tentative", event(uid: "tentative", start: "20260327T100000", end: "20260327T113000", extra: "STATUS:TENTATIVE\r\n")),
        "plain": object(uid: "plain", event(uid: "plain", start: "20260327T110000", end: "20260327T120000")),
        "far": object(uid: "far", event(uid: "far", start: "20260610T110000", end: "20260610T120000")),
    ]

    @Test func theAnswerIsWhatReadingEveryTextAnswered() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var calendarApp = try await CalDAVTests.CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            for (uid, text) in Self.objects {
                let put = try await calendarApp.send(
                    .put, calendarApp.collection(household) + "\(uid).ics", body: text, headers: [.contentType: "text/calendar"])
                #expect(put.status == .created, "\(uid): \(put.status)")
            }
            let query =
                #"""
                <C:free-busy-query xmlns:C="urn:ietf:params:xml:ns:caldav"><C:time-range start="20260323T000000Z" end="20260331T000000Z"/>\#
                </C:free-busy-query>
                """#
            let answer = try await calendarApp.send(.report, calendarApp.collection(household), body: query)
            #expect(answer.status == .ok)
            let freeBusy = try #require(try ICalComponent.parse(answer.text).components(named: "VFREEBUSY").first)

            // What the report answered when it read every object's text.
            let everyText = try Self.objects.values.map { try ICalComponent.parse($0) }
            let expected = CalendarFreeBusy.freeBusy(
                for: everyText, from: try #require(LocalDateTime(isoString: "2026-03-23T00:00")?.instant(in: .gmt)),
                to: try #require(LocalDateTime(isoString: "2026-03-31T00:00")?.instant(in: .gmt)), floatingTimeZone: .gmt,
                now: app.clock.now
            )
            let lines = { (component: ICalComponent) in component.properties(named: "FREEBUSY").map(\.contentLine) }
            #expect(lines(freeBusy) == lines(expected))
            // Prague is UTC+1 until 29 March: the moved occurrence, the one moved in, the plain and
            // tentative events; neither the cancelled occurrence, nor the cancelled or transparent event.
            #expect(
                lines(freeBusy) == [
                    "FREEBUSY:20260324T060000Z/20260324T070000Z",
                    "FREEBUSY:20260326T080000Z/20260326T090000Z",
                    "FREEBUSY;FBTYPE=BUSY-TENTATIVE:20260327T090000Z/20260327T103000Z",
                    "FREEBUSY:20260327T100000Z/20260327T110000Z",
                ])
        }
    }
}
