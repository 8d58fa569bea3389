import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Occurrences are where RFC 5545 puts them, whoever wrote the series and whoever reads it:
/// an extra date given as a PERIOD lasts as long as its period (§3.8.5.2), and a series that
/// starts at a UTC time repeats in UTC (§3.3.5, §3.3.10), not in its writer's zone, and a
/// floating time is at its wall clock in every reader's zone (§3.3.5).
@Suite("CalDAV recurrence times")
struct CalDAVRecurrenceTimesTests {
    typealias App = CalDAVTests.CalendarApp

    static func calendar(_ lines: String) -> String {
        """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Tests//EN\r
        BEGIN:VEVENT\r
        DTSTAMP:20260301T120000Z\r
        \(lines.split(separator: "\n").map { $0 + "\r\n" }.joined())END:VEVENT\r
        END:VCALENDAR\r

        """
    }

    /// The occurrences the planner's API lists in the window, as (start, end) instants.
    static func occurrences(_ person: inout Browser, _ household: ID<Household>, from: String, to: String) async throws -> [(
        String, String
    )] {
        let items = try await person.api(.get, "/api/v1/households/\(household)/planner/items?from=\(from)&to=\(to)").jsonArray()
        return items.map { ($0["startsAt"] as? String ?? "", $0["endsAt"] as? String ?? "") }
    }

    @Test func anExtraDateGivenAsAPeriodLastsAsLongAsItsPeriod() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let text = Self.calendar(
                """
                UID:lessons@test
                DTSTART:20260323T170000Z
                DTEND:20260323T180000Z
                SUMMARY:Lekce
                RDATE;VALUE=PERIOD:20260402T150000Z/PT3H,20260409T150000Z/20260409T153000Z
                RDATE:20260416T150000Z
                """)
            let put = try await app.send(.put, app.collection(household) + "lessons.ics", body: text)
            #expect(put.status == .created, "\(put.text)")
            let listed = try await Self.occurrences(&jana, household, from: "2026-03-20T00:00:00Z", to: "2026-05-01T00:00:00Z")
            #expect(listed.map(\.0) == ["2026-03-23T17:00:00Z", "2026-04-02T15:00:00Z", "2026-04-09T15:00:00Z", "2026-04-16T15:00:00Z"])
            #expect(listed.map(\.1) == ["2026-03-23T18:00:00Z", "2026-04-02T18:00:00Z", "2026-04-09T15:30:00Z", "2026-04-16T16:00:00Z"])
            // A window that only the three-hour period reaches into still shows it.
            let late = try await Self.occurrences(&jana, household, from: "2026-04-02T17:00:00Z", to: "2026-04-02T17:30:00Z")
            #expect(late.map(\.0) == ["2026-04-02T15:00:00Z"])
            #expect(try await app.send(.get, app.collection(household) + "lessons.ics").text == text)
        }
    }

    @Test func aSeriesStartingAtAUTCTimeRepeatsInUTCAcrossTheWritersClockChange() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await jana.post(
                "/settings/preferences", [("language", "en"), ("appearance", "system"), ("time_zone", "America/New_York")])
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            // New York moves its clocks on 8 March 2026.
            let text = Self.calendar(
                """
                UID:standup@test
                DTSTART:20260306T090000Z
                DTEND:20260306T091500Z
                RRULE:FREQ=DAILY;COUNT=5
                SUMMARY:Standup
                """)
            let put = try await app.send(.put, app.collection(household) + "standup.ics", body: text)
            #expect(put.status == .created, "\(put.text)")
            let listed = try await Self.occurrences(&jana, household, from: "2026-03-01T00:00:00Z", to: "2026-03-20T00:00:00Z")
            #expect(listed.map(\.0) == (6...10).map { String(format: "2026-03-%02dT09:00:00Z", $0) })
        }
    }

    /// A floating 09:00 (no TZID, no Z: RFC 5545 §3.3.5 form #1) is 09:00 wherever its reader
    /// is: Europe/Prague's floating 09:00 is not Tokyo's 17:00 but Tokyo's 09:00.
    @Test func aFloatingSeriesIsAtItsWallClockTimeForEveryReader() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            let invite = try await jana.createInvite(household)
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let text = Self.calendar(
                """
                UID:breakfast@test
                DTSTART:20260323T090000
                DTEND:20260323T093000
                RRULE:FREQ=DAILY;COUNT=3
                SUMMARY:Snídaně
                """)
            let put = try await app.send(.put, app.collection(household) + "breakfast.ics", body: text)
            #expect(put.status == .created, "\(put.text)")
            let prague = try await Self.occurrences(&jana, household, from: "2026-03-22T00:00:00Z", to: "2026-03-27T00:00:00Z")
            #expect(prague.map(\.0) == ["2026-03-23T08:00:00Z", "2026-03-24T08:00:00Z", "2026-03-25T08:00:00Z"])

            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.acceptInvite(invite)
            _ = try await petr.post("/settings/preferences", [("language", "en"), ("appearance", "system"), ("time_zone", "Asia/Tokyo")])
            let tokyo = try await Self.occurrences(&petr, household, from: "2026-03-22T00:00:00Z", to: "2026-03-27T00:00:00Z")
            #expect(tokyo.map(\.0) == ["2026-03-23T00:00:00Z", "2026-03-24T00:00:00Z", "2026-03-25T00:00:00Z"])
        }
    }

    /// A series written at 02:30 on the night Prague's clocks skip that hour (29 March 2026) is
    /// at 03:30 that night (§3.3.5) and at 02:30 every later week (§3.3.10), in the planner and
    /// in calendar queries; a title edited on the web leaves DTSTART as the app wrote it.
    @Test func aSeriesStartedInTheSkippedHourRepeatsAtItsWrittenTime() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let path = app.collection(household) + "feeding.ics"
            let text = Self.calendar(
                """
                UID:feeding@test
                DTSTART;TZID=Europe/Prague:20260329T023000
                DURATION:PT1H
                RRULE:FREQ=WEEKLY;COUNT=3
                SUMMARY:Krmení
                """)
            #expect(try await app.send(.put, path, body: text).status == .created)
            let expected = ["2026-03-29T01:30:00Z", "2026-04-05T00:30:00Z", "2026-04-12T00:30:00Z"]
            let listed = try await Self.occurrences(&jana, household, from: "2026-03-28T00:00:00Z", to: "2026-04-20T00:00:00Z")
            #expect(listed.map(\.0) == expected)
            func found(from start: String, to end: String) async throws -> Bool {
                let query = CalDAVReadOnlyCollectionsTests.query("VEVENT", start, end)
                return try await app.send(.report, app.collection(household), body: query, headers: [.depth: "1"]).text
                    .contains("feeding.ics")
            }
            #expect(try await found(from: "20260405T002000Z", to: "20260405T004000Z"))
            #expect(try await !found(from: "20260405T013500Z", to: "20260405T014500Z"))

            let items = try await jana.api(
                .get, "/api/v1/households/\(household)/planner/items?from=2026-03-28T00:00:00Z&to=2026-03-30T00:00:00Z"
            ).jsonArray()
            let ids = items.compactMap { ($0["item"] as? [String: Any])?["id"] as? String }
            let id = try #require(ids.first)
            let itemPath = "/planner/\(household)/items/\(id)"
            let form = try await jana.get("\(itemPath)/edit").text
            #expect(HTMLScraper.inputValue(named: "start_time", in: form) == "03:30", "the first occurrence, as it is")
            let saved = try await jana.post(
                itemPath,
                [
                    ("kind", "event"), ("title", "Krmení koček"), ("category", "other"), ("start_date", "2026-03-29"),
                    ("start_time", "03:30"), ("end_date", "2026-03-29"), ("end_time", "04:30"), ("time_zone", "Europe/Prague"),
                    ("notes", ""), ("repeat_frequency", "weekly"), ("repeat_interval", "1"), ("repeat_weekdays", "SU"),
                    ("repeat_end", "count"), ("repeat_count", "3"),
                ])
            #expect(saved.status == .seeOther, "\(saved.text)")
            let stored = try await app.send(.get, path).text
            #expect(stored.contains("SUMMARY:Krmení koček\r\n"))
            #expect(stored.contains("DTSTART;TZID=Europe/Prague:20260329T023000\r\nDURATION:PT1H\r\n"), "\(stored)")
            let after = try await Self.occurrences(&jana, household, from: "2026-03-28T00:00:00Z", to: "2026-04-20T00:00:00Z")
            #expect(after.map(\.0) == expected)
        }
    }
}
