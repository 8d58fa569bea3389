import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// A week's calendar-query reads a timed series' text once to learn how it writes DTSTART
/// (`StartZoneMemo`); later queries answer from the index. They must answer exactly as the
/// first did, and a rewritten series is read again.
@Suite("CalDAV repeated time-range queries")
struct CalDAVRepeatedQueryTests {
    typealias App = CalDAVTests.CalendarApp

    @Test func aRepeatedQueryAnswersAsTheFirstAndARewrittenSeriesIsReadAgain() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            // Mondays 08:00 in Prague; Mondays 23:30 UTC (Tuesdays in Prague); Mondays 09:00 floating.
            let series = [
                ("prague", "DTSTART;TZID=Europe/Prague:20260302T080000\nDTEND;TZID=Europe/Prague:20260302T090000"),
                ("utc", "DTSTART:20260302T233000Z\nDTEND:20260303T000000Z"),
                ("floating", "DTSTART:20260302T090000\nDTEND:20260302T100000"),
            ]
            for (name, times) in series {
                let text = CalDAVRecurrenceTimesTests.calendar(
                    "UID:\(name)@test\n\(times)\nRRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=10\nSUMMARY:\(name)")
                #expect(try await app.send(.put, app.collection(household) + "\(name).ics", body: text).status == .created)
            }
            func found(_ start: String, _ end: String) async throws -> Set<String> {
                let query = CalDAVReadOnlyCollectionsTests.query("VEVENT", start, end)
                let answer = try await app.send(.report, app.collection(household), body: query, headers: [.depth: "1"]).text
                return Set(series.map(\.0).filter { answer.contains("/\($0).ics") })
            }
            // Tuesday 10 March, Prague's day (23:00 UTC on the 9th to 23:00 UTC on the 10th).
            let tuesday = ("20260309T230000Z", "20260310T230000Z")
            // Monday 9 March 07:00-08:30 UTC: Prague's 08:00 and the floating 09:00 read in Prague.
            let monday = ("20260309T070000Z", "20260309T083000Z")
            for _ in 0..<3 {
                #expect(try await found(tuesday.0, tuesday.1) == ["utc"])
                #expect(try await found(monday.0, monday.1) == ["prague", "floating"])
            }
            // The UTC series moves to Wednesdays: the next query reads it again.
            let moved = CalDAVRecurrenceTimesTests.calendar(
                "UID:utc@test\nDTSTART:20260303T233000Z\nDTEND:20260304T000000Z\nRRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10\nSUMMARY:utc")
            #expect(try await app.send(.put, app.collection(household) + "utc.ics", body: moved).status == .noContent)
            #expect(try await found(tuesday.0, tuesday.1).isEmpty)
            #expect(try await found("20260310T230000Z", "20260311T230000Z") == ["utc"])
        }
    }
}
