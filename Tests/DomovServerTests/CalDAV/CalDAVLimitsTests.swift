import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Objects past what both databases store alike are refused with the CalDAV precondition and
/// a sentence for the app's log (they were a 500 on PostgreSQL and stored on SQLite).
@Suite("CalDAV limits")
struct CalDAVLimitsTests {
    static func event(uid: String = "edge@test", _ lines: String) -> String {
        """
        BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tests//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260301T120000Z\r\nSUMMARY:Edge\r\n
        """
            + lines + "END:VEVENT\r\nEND:VCALENDAR\r\n"
    }

    @Test func datesDurationsAndUIDsPastTheLimitsAre403WithADescription() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            var app = try await CalDAVTests.CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            let collection = app.collection(household)
            let cases: [(String, String, String)] = [
                (
                    Self.event("DTSTART:20260323T180000Z\r\nDTEND:99991231T235959Z\r\n"), "valid-calendar-data",
                    "DTEND is outside the years 1000 to 2999"
                ),
                (
                    Self.event("DTSTART:20260323T180000Z\r\nDURATION:P999999999W\r\n"), "valid-calendar-data",
                    "DURATION is outside the years 1000 to 2999"
                ),
                (Self.event("DTSTART:20260323T180000Z\r\nSEQUENCE:9999999999\r\n"), "valid-calendar-data", "SEQUENCE is above 1000000000"),
                (
                    Self.event(uid: String(repeating: "u", count: 5000), "DTSTART:20260323T180000Z\r\n"), "valid-calendar-object-resource",
                    "The UID is longer than 1000 bytes"
                ),
            ]
            for (index, (body, condition, description)) in cases.enumerated() {
                let response = try await app.send(
                    .put, collection + "edge-\(index).ics", body: body, headers: [.contentType: "text/calendar"])
                #expect(response.status == .forbidden, "\(description)")
                #expect(response.text.contains(condition) && response.text.contains(description), "\(response.text)")
            }
            let kept = try await app.send(
                .put, collection + "kept.ics", body: Self.event("DTSTART:10000101T000000Z\r\nDTEND:29991231T235900Z\r\n"),
                headers: [.contentType: "text/calendar"])
            #expect(kept.status == .created, "the edges themselves are stored")
        }
    }

    @Test func aRuleCountingABillionSecondsIsRefused() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            var app = try await CalDAVTests.CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            let path = app.collection(household) + "seconds.ics"
            // Counted from its start on every view, such a series held the PUT and every planner view
            // for half a minute; more often than daily, a rule may count at most 10,000 times.
            let body = Self.event("DTSTART:20260323T180000Z\r\nRRULE:FREQ=SECONDLY;COUNT=1000000000\r\n")
            let put = try await app.send(.put, path, body: body, headers: [.contentType: "text/calendar"])
            #expect(
                put.status == .forbidden && put.text.contains("valid-calendar-object-resource") && put.text.contains("10000"), "\(put.text)"
            )
            let allowed = Self.event("DTSTART:20260323T180000Z\r\nRRULE:FREQ=SECONDLY;COUNT=10000\r\n")
            #expect(try await app.send(.put, path, body: allowed, headers: [.contentType: "text/calendar"]).status == .created)
            #expect(try await app.send(.get, path).text == allowed)
        }
    }
}
