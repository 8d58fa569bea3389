import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// A floating time (no TZID, no Z: RFC 5545 §3.3.5 form #1) is the same wall-clock time for
/// every reader (issue 22): 09:00 is 09:00 in Prague and in Tokyo, in the web planner, in a
/// calendar app's time-range query (RFC 4791 §9.9: read in the asker's zone), in each person's
/// reminders, and a web edit leaves it floating.
@Suite("CalDAV floating times")
struct CalDAVFloatingTimesTests {
    typealias App = CalDAVTests.CalendarApp

    /// A one-time floating event on 23 March 2026, `lines` after its times.
    static func event(_ uid: String, _ summary: String, from start: String, to end: String, _ lines: String = "") -> String {
        CalDAVRecurrenceTimesTests.calendar(
            """
            UID:\(uid)
            DTSTART:\(start)
            DTEND:\(end)
            SUMMARY:\(summary)
            """ + (lines.isEmpty ? "" : "\n" + lines))
    }

    static func setZone(_ person: inout Browser, _ zone: String) async throws {
        let answer = try await person.post("/settings/preferences", [("language", "en"), ("appearance", "system"), ("time_zone", zone)])
        #expect(answer.status.code < 400)
    }

    @Test func aFloatingEventIsOnItsWallClockDayInTheDayViewOfEveryZone() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            // 23:00 in Prague is 07:00 the next morning in Tokyo: written in Prague, it stays 23:00.
            let text = Self.event("late@test", "Pozdní večeře", from: "20260323T230000", to: "20260323T233000")
            #expect(try await app.send(.put, app.collection(household) + "late.ics", body: text).status == .created)
            for zone in ["Europe/Prague", "Asia/Tokyo"] {
                try await Self.setZone(&jana, zone)
                for (day, shown) in [("2026-03-23", true), ("2026-03-24", false)] {
                    let page = try await jana.get("/planner/\(household)/day/\(day)").text
                    #expect(page.contains("Pozdní večeře") == shown, "\(day) read in \(zone)")
                }
            }
        }
    }

    @Test func aTimeRangeQueryReadsAFloatingTimeInTheAskersZone() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let text = Self.event("breakfast@test", "Snídaně", from: "20260323T090000", to: "20260323T093000")
            #expect(try await app.send(.put, app.collection(household) + "breakfast.ics", body: text).status == .created)
            func found(from start: String, to end: String) async throws -> Bool {
                let query = CalDAVReadOnlyCollectionsTests.query("VEVENT", start, end)
                return try await app.send(.report, app.collection(household), body: query, headers: [.depth: "1"]).text
                    .contains("breakfast.ics")
            }
            // 09:00 in Prague (UTC+1 until 29 March) is 08:00 UTC; in Tokyo (UTC+9) it is 00:00 UTC.
            #expect(try await found(from: "20260323T081000Z", to: "20260323T082000Z"))
            #expect(try await !found(from: "20260323T001000Z", to: "20260323T002000Z"))
            try await Self.setZone(&jana, "Asia/Tokyo")
            #expect(try await found(from: "20260323T001000Z", to: "20260323T002000Z"))
            #expect(try await !found(from: "20260323T081000Z", to: "20260323T082000Z"))

            // Zones a day and more apart: written in Pago Pago (UTC−11), read in Kiritimati (UTC+14),
            // where 09:00 on 23 March is 19:00 UTC on the 22nd, 25 hours before Pago Pago's.
            try await Self.setZone(&jana, "Pacific/Pago_Pago")
            let far = Self.event("far@test", "Daleko", from: "20260323T090000", to: "20260323T093000")
            #expect(try await app.send(.put, app.collection(household) + "far.ics", body: far).status == .created)
            try await Self.setZone(&jana, "Pacific/Kiritimati")
            let query = CalDAVReadOnlyCollectionsTests.query("VEVENT", "20260322T191000Z", "20260322T192000Z")
            let answer = try await app.send(.report, app.collection(household), body: query, headers: [.depth: "1"]).text
            #expect(answer.contains("far.ics"))
            let later = CalDAVReadOnlyCollectionsTests.query("VEVENT", "20260323T201000Z", "20260323T202000Z")
            #expect(try await !app.send(.report, app.collection(household), body: later, headers: [.depth: "1"]).text.contains("far.ics"))
        }
    }

    /// A floating meeting reminds its author and its invited member each at 08:45 where they are.
    @Test func aFloatingTimeRemindsEachPersonAtItsWallClockInTheirZone() async throws {
        try await withTestApp { testApp, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            let invite = try await jana.createInvite(household)
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.acceptInvite(invite)
            try await Self.setZone(&petr, "Asia/Tokyo")
            let petrID = try #require(try await testApp.storage.accounts.user(email: TestAccount.petr.email)).id
            let janaID = try #require(try await testApp.storage.accounts.user(email: TestAccount.jana.email)).id
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let text = Self.event(
                "meeting@test", "Porada", from: "20260323T090000", to: "20260323T093000",
                """
                ATTENDEE;CN=Petr;PARTSTAT=ACCEPTED:urn:uuid:\(petrID.rawValue.uuidString.lowercased())
                BEGIN:VALARM
                ACTION:DISPLAY
                TRIGGER:-PT15M
                END:VALARM
                """)
            #expect(try await app.send(.put, app.collection(household) + "meeting.ics", body: text).status == .created)
            let job = ReminderDispatchTests.dispatcher(testApp)
            func sent(at time: String) async throws -> Int {
                testApp.clock.set(to: try Date(time, strategy: .iso8601))
                return try await job.runOnce()
            }
            // 08:45 in Tokyo is 23:45 UTC the day before; in Prague, 07:45 UTC.
            #expect(try await sent(at: "2026-03-22T23:44:00Z") == 0)
            #expect(try await sent(at: "2026-03-22T23:45:00Z") == 1)
            let petrs = try await testApp.storage.notifications.inbox(userID: petrID, now: testApp.clock.now, limit: 10)
            #expect(petrs.map(\.title) == ["Porada"])
            #expect(try await sent(at: "2026-03-23T07:44:00Z") == 0)
            #expect(try await sent(at: "2026-03-23T07:45:00Z") == 1)
            let janas = try await testApp.storage.notifications.inbox(userID: janaID, now: testApp.clock.now, limit: 10)
            #expect(janas.map(\.title) == ["Porada"])
        }
    }

    /// Opened in Tokyo, the form shows 09:00 in the person's zone; saving a new title changes
    /// SUMMARY (and SEQUENCE, DTSTAMP, LAST-MODIFIED) and leaves the floating times as written.
    @Test func aWebEditOfTheTitleKeepsTheTimesFloating() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let path = app.collection(household) + "breakfast.ics"
            let text = Self.event("breakfast@test", "Snídaně", from: "20260323T090000", to: "20260323T093000")
            #expect(try await app.send(.put, path, body: text).status == .created)
            try await Self.setZone(&jana, "Asia/Tokyo")
            let items = try await jana.api(
                .get, "/api/v1/households/\(household)/planner/items?from=2026-03-22T00:00:00Z&to=2026-03-25T00:00:00Z"
            ).jsonArray()
            let ids = items.compactMap { ($0["item"] as? [String: Any])?["id"] as? String }
            let id = try #require(ids.first)
            let itemPath = "/planner/\(household)/items/\(id)"
            let form = try await jana.get("\(itemPath)/edit").text
            #expect(HTMLScraper.inputValue(named: "start_time", in: form) == "09:00")
            #expect(HTMLScraper.inputValue(named: "start_date", in: form) == "2026-03-23")
            let saved = try await jana.post(
                itemPath,
                [
                    ("kind", "event"), ("title", "Snídaně venku"), ("category", "other"), ("start_date", "2026-03-23"),
                    ("start_time", "09:00"), ("end_date", "2026-03-23"), ("end_time", "09:30"), ("time_zone", "Asia/Tokyo"),
                    ("notes", ""), ("repeat_frequency", "none"),
                ])
            #expect(saved.status == .seeOther, "\(saved.text)")
            let stored = try await app.send(.get, path).text
            #expect(stored.contains("SUMMARY:Snídaně venku\r\n"))
            #expect(stored.contains("\r\nDTSTART:20260323T090000\r\nDTEND:20260323T093000\r\n"), "\(stored)")
            #expect(!stored.contains("TZID") && !stored.contains("VTIMEZONE"))
            // A changed zone makes the times that zone's.
            _ = try await jana.post(
                itemPath,
                [
                    ("kind", "event"), ("title", "Snídaně venku"), ("category", "other"), ("start_date", "2026-03-23"),
                    ("start_time", "09:00"), ("end_date", "2026-03-23"), ("end_time", "09:30"), ("time_zone", "Europe/Prague"),
                    ("notes", ""), ("repeat_frequency", "none"),
                ])
            #expect(try await app.send(.get, path).text.contains("DTSTART;TZID=Europe/Prague:20260323T090000\r\n"))
        }
    }

    /// One occurrence of a floating series, edited on the web, stays floating: the calendar app
    /// gets it back without a zone, and a reader elsewhere sees it at its wall-clock time.
    @Test func aWebEditOfOneOccurrenceOfAFloatingSeriesKeepsItFloating() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let path = app.collection(household) + "yoga.ics"
            let text = Self.event("yoga@test", "Jóga", from: "20260323T090000", to: "20260323T100000", "RRULE:FREQ=WEEKLY;COUNT=4")
            #expect(try await app.send(.put, path, body: text).status == .created)
            let items = try await jana.api(
                .get, "/api/v1/households/\(household)/planner/items?from=2026-03-22T00:00:00Z&to=2026-04-20T00:00:00Z"
            ).jsonArray()
            let ids = items.compactMap { ($0["item"] as? [String: Any])?["id"] as? String }
            let id = try #require(ids.first)
            // The second Monday, 30 March, 09:00 wall clock: 07:00 UTC in Prague's summer time.
            let second = try #require(ISO8601DateFormatter().date(from: "2026-03-30T07:00:00Z"))
            let saved = try await jana.post(
                "/planner/\(household)/items/\(id)",
                [
                    ("kind", "event"), ("title", "Jóga venku"), ("category", "other"), ("start_date", "2026-03-30"),
                    ("start_time", "09:00"), ("end_date", "2026-03-30"), ("end_time", "10:00"), ("time_zone", "Europe/Prague"),
                    ("notes", ""), ("repeat_frequency", "none"), ("scope", "occurrence"),
                    ("occurrence", PlannerURL.occurrenceToken(second)),
                ])
            #expect(saved.status == .seeOther, "\(saved.text)")
            let stored = try await app.send(.get, path).text
            #expect(stored.contains("RECURRENCE-ID:20260330T090000\r\n"), "\(stored)")
            #expect(stored.contains("SUMMARY:Jóga venku\r\n"))
            #expect(!stored.contains("TZID") && !stored.contains("VTIMEZONE"), "\(stored)")
            // In Tokyo the edited occurrence is on its own day at 09:00, as the rest of the series.
            try await Self.setZone(&jana, "Asia/Tokyo")
            let day = try await jana.get("/planner/\(household)/day/2026-03-30").text
            #expect(day.contains("Jóga venku") && day.contains("09:00"))
        }
    }

    /// A floating meeting's invitation email, after a web edit, tells its wall-clock time in the
    /// organizer's zone (09:00 in Tokyo), not the index's UTC stand-in for it.
    @Test func aFloatingMeetingsInvitationTellsItsTimeInTheOrganizersZone() async throws {
        try await withTestApp { testApp, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let text = Self.event(
                "meeting@test", "Porada", from: "20260323T090000", to: "20260323T100000",
                "ORGANIZER:mailto:\(TestAccount.jana.email)\nATTENDEE:mailto:eva@example.org")
            #expect(try await app.send(.put, app.collection(household) + "meeting.ics", body: text).status == .created)
            try await Self.setZone(&jana, "Asia/Tokyo")
            let item = try #require(try await testApp.storage.planner.item(calendarUID: "meeting@test", householdID: household))
            let saved = try await jana.post(
                "/planner/\(household)/items/\(item.id)",
                [
                    ("kind", "meeting"), ("title", "Porada venku"), ("category", "other"), ("start_date", "2026-03-23"),
                    ("start_time", "09:00"), ("end_date", "2026-03-23"), ("end_time", "10:00"), ("time_zone", "Asia/Tokyo"),
                    ("notes", ""), ("repeat_frequency", "none"), ("attendee_emails", "eva@example.org"),
                ])
            #expect(saved.status == .seeOther, "\(saved.text)")
            let invitation = try #require(try await testApp.storage.meetingInvitations.invitations(itemID: item.id).last)
            #expect(invitation.timeZoneIdentifier == "Asia/Tokyo")
            #expect(invitation.startsAt == ISO8601DateFormatter().date(from: "2026-03-23T00:00:00Z"))
        }
    }
}
