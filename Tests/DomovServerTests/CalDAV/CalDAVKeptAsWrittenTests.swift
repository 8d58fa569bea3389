import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// A calendar server keeps what clients send (issue 22): objects come back as written, their
/// ETags do not depend on who reads them, and what is valid is accepted.
@Suite("CalDAV keeps objects as written")
struct CalDAVKeptAsWrittenTests {
    typealias App = CalDAVTests.CalendarApp

    @Test func theETagIsTheSameForEveryReaderAndLanguage() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let path = app.collection(household) + "a.ics"
            let put = try await app.send(.put, path, body: CalDAVTests.event(uid: "a@test", summary: "A"), headers: [.ifNoneMatch: "*"])
            let etag = try #require(put.headers[.eTag])
            // A web edit in Czech, and a read in English and in Czech: the ETag follows the bytes only.
            let items = try await jana.api(
                .get, "/api/v1/households/\(household)/planner/items?from=2026-03-01T00:00:00Z&to=2026-03-30T00:00:00Z"
            ).jsonArray()
            #expect(items.count == 1)
            for language in ["en", "cs"] {
                let got = try await app.send(.get, path, headers: [.acceptLanguage: language])
                #expect(got.headers[.eTag] == etag)
                let listed = try await app.send(
                    .propfind, app.collection(household), body: #"<d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>"#,
                    headers: [.depth: "1", .acceptLanguage: language])
                #expect(listed.text.contains(DAVXML.escape(etag)))
            }
        }
    }

    @Test func repeatingMoreOftenThanDailyIsKeptServedAndShown() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let text = CalDAVTests.event(uid: "hourly@test", summary: "Krmení", rule: "FREQ=HOURLY;INTERVAL=4;COUNT=5")
            let put = try await app.send(.put, app.collection(household) + "hourly.ics", body: text)
            #expect(put.status == .created, "\(put.text)")
            #expect(try await app.send(.get, app.collection(household) + "hourly.ics").text == text)
            let window = "/api/v1/households/\(household)/planner/items?from=2026-03-23T00:00:00Z&to=2026-03-25T00:00:00Z"
            let starts = try await jana.api(.get, window).jsonArray().compactMap { $0["start"] as? String }
            #expect(starts == ["2026-03-23T18:00", "2026-03-23T22:00", "2026-03-24T02:00", "2026-03-24T06:00", "2026-03-24T10:00"])
        }
    }

    /// Issue 22, defect 5: extra dates (RDATE), with or without a rule, are accepted, shown in
    /// the planner and found by a time-range query that covers only them.
    @Test func extraDatesAreAcceptedShownAndFound() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let text = CalDAVTests.event(uid: "lessons@test", summary: "Lekce", rule: "")
                .replacingOccurrences(of: "RRULE:\r\n", with: "RDATE;TZID=Europe/Prague:20260402T170000,20260415T090000\r\n")
            let put = try await app.send(.put, app.collection(household) + "lessons.ics", body: text)
            #expect(put.status == .created, "\(put.text)")
            #expect(try await app.send(.get, app.collection(household) + "lessons.ics").text == text)

            let april = "/api/v1/households/\(household)/planner/items?from=2026-03-20T00:00:00Z&to=2026-05-01T00:00:00Z"
            let starts = try await jana.api(.get, april).jsonArray().compactMap { $0["start"] as? String }
            #expect(starts == ["2026-03-23T18:00", "2026-04-02T17:00", "2026-04-15T09:00"])
            let day = try await jana.get("/planner/\(household)/day/2026-04-15").text
            #expect(day.contains("Lekce"))

            func objects(from start: String, to end: String) async throws -> String {
                try await app.send(
                    .report, app.collection(household),
                    body: """
                        <c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop>
                        <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT">\
                        <c:time-range start="\(start)" end="\(end)"/></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>
                        """, headers: [.depth: "1"]
                ).text
            }
            #expect(try await objects(from: "20260415T000000Z", to: "20260416T000000Z").contains("lessons.ics"))
            let empty = try await objects(from: "20260416T000000Z", to: "20260417T000000Z")
            #expect(!empty.contains("lessons.ics"))
        }
    }

    /// A time-range query is answered from the planner's index where the index is sure; an
    /// occurrence moved far away by an edit must still not be found where it was, nor missed
    /// where it went, and a floating time is read in the asker's zone.
    @Test func aTimeRangeQueryFollowsMovedOccurrencesAndFloatingTimes() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let moved = CalDAVTests.event(uid: "moved@test", summary: "Kurz", rule: "FREQ=WEEKLY;COUNT=3")
                .replacingOccurrences(
                    of: "END:VCALENDAR",
                    with: """
                        BEGIN:VEVENT\r
                        UID:moved@test\r
                        DTSTAMP:20260301T120000Z\r
                        RECURRENCE-ID;TZID=Europe/Prague:20260330T180000\r
                        DTSTART;TZID=Europe/Prague:20260601T180000\r
                        DTEND;TZID=Europe/Prague:20260601T190000\r
                        SUMMARY:Kurz (přesunuto)\r
                        END:VEVENT\r
                        END:VCALENDAR
                        """)
            #expect(try await app.send(.put, app.collection(household) + "moved.ics", body: moved).status == .created)
            // 23:00 with no zone: 23:00 in Prague for Jana, who set no other zone.
            let floating = CalDAVTests.event(uid: "floating@test", summary: "Pozdě", rule: "FREQ=DAILY;COUNT=1")
                .replacingOccurrences(of: "DTSTART;TZID=Europe/Prague:20260323T180000", with: "DTSTART:20260410T230000")
                .replacingOccurrences(of: "DTEND;TZID=Europe/Prague:20260323T190000", with: "DTEND:20260410T233000")
            #expect(try await app.send(.put, app.collection(household) + "floating.ics", body: floating).status == .created)
            // Mondays 18:00 in Prague: its span covers the middle of the week, none of its times do.
            let weekly = CalDAVTests.event(uid: "weekly@test", summary: "Trénink", rule: "FREQ=WEEKLY;COUNT=3")
            #expect(try await app.send(.put, app.collection(household) + "weekly.ics", body: weekly).status == .created)

            func found(from start: String, to end: String) async throws -> Set<String> {
                let query = CalDAVReadOnlyCollectionsTests.query("VEVENT", start, end)
                let answer = try await app.send(.report, app.collection(household), body: query, headers: [.depth: "1"]).text
                return Set(["moved.ics", "floating.ics", "weekly.ics"].filter { answer.contains($0) })
            }
            #expect(try await found(from: "20260324T120000Z", to: "20260326T120000Z").isEmpty, "a series between its times")
            #expect(try await found(from: "20260330T120000Z", to: "20260331T120000Z") == ["weekly.ics"])
            #expect(
                try await found(from: "20260330T000000Z", to: "20260331T000000Z") == ["weekly.ics"], "the second week's course moved away")
            #expect(try await found(from: "20260601T000000Z", to: "20260602T000000Z") == ["moved.ics"])
            #expect(
                try await found(from: "20260406T000000Z", to: "20260407T000000Z") == ["moved.ics", "weekly.ics"],
                "the third week's is where it was")
            #expect(try await found(from: "20260410T205000Z", to: "20260410T211500Z") == ["floating.ics"], "23:00 in Prague is 21:00 UTC")
            #expect(try await found(from: "20260410T225000Z", to: "20260410T231500Z").isEmpty)
        }
    }

    /// Renaming a household category renames it in the stored objects of its items, and
    /// deleting it names the category their items moved to: otherwise an app saving one of them
    /// again would bring the old name back as a category of its own.
    @Test func aCategoryRenamedOrDeletedInDomovIsRenamedInTheApps() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let path = app.collection(household) + "garden.ics"
            let text = CalDAVTests.event(uid: "garden@test", summary: "Sekání", rule: "FREQ=WEEKLY;COUNT=3")
                .replacingOccurrences(of: "CATEGORIES:Rodina", with: "CATEGORIES:Zahrada,Venku")
            #expect(try await app.send(.put, path, body: text).status == .created)
            let categories = try await jana.api(.get, "/api/v1/households/\(household)/planner/categories").jsonArray()
            let garden = try #require(categories.first { $0["name"] as? String == "Zahrada" }?["id"] as? String)

            let renamed = try await jana.api(
                .put, "/api/v1/households/\(household)/planner/categories/\(garden)", json: #"{"name":"Zahrádka"}"#)
            #expect(renamed.status == .ok)
            let afterRename = try await app.send(.get, path).text
            #expect(afterRename.contains("CATEGORIES:Zahrádka,Venku"), "the app's second value stays")
            #expect(afterRename.contains("SUMMARY:Sekání") && afterRename.contains("RRULE:FREQ=WEEKLY;COUNT=3"))

            // The app saves what it read: the item stays in the renamed category, no new one appears.
            let etag = try #require(try await app.send(.get, path).headers[.eTag])
            #expect(try await app.send(.put, path, body: afterRename, headers: [.ifMatch: etag]).status == .noContent)
            let names = try await jana.api(.get, "/api/v1/households/\(household)/planner/categories").jsonArray().compactMap {
                $0["name"] as? String
            }
            #expect(!names.contains("Zahrada"))

            let deleted = try await jana.api(.delete, "/api/v1/households/\(household)/planner/categories/\(garden)?moveTo=work")
            #expect(deleted.status == .noContent)
            #expect(try await app.send(.get, path).text.contains("CATEGORIES:Work,Venku"))
        }
    }

    @Test func aCancelledEventShowsStruckThroughAndRemindsNoOne() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let text = CalDAVTests.event(uid: "off@test", summary: "Zrušená zkouška", rule: "FREQ=WEEKLY;COUNT=2")
                .replacingOccurrences(of: "SUMMARY:", with: "STATUS:CANCELLED\r\nSUMMARY:")
            #expect(try await app.send(.put, app.collection(household) + "off.ics", body: text).status == .created)
            let window = "/api/v1/households/\(household)/planner/items?from=2026-03-23T00:00:00Z&to=2026-04-01T00:00:00Z"
            let statuses = try await jana.api(.get, window).jsonArray().compactMap { $0["status"] as? String }
            #expect(statuses == ["cancelled", "cancelled"])
            let month = try await jana.get("/planner/\(household)/month/2026-03").text
            #expect(month.contains("month-entry is-cancelled"))
            #expect(month.contains("Zrušená zkouška<span class=\"visually-hidden\">, Family, Cancelled"))
        }
    }

    /// Issue 22, defect 4: an all-day event is on its dates for every reader, whatever their zone.
    @Test func anAllDayEventIsOnItsDateInEveryReadersZone() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let text =
                "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tests//EN\r\nBEGIN:VEVENT\r\nUID:day@test\r\nDTSTAMP:20260501T120000Z\r\n"
                + "DTSTART;VALUE=DATE:20260601\r\nDTEND;VALUE=DATE:20260602\r\nSUMMARY:Den dětí\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            #expect(try await app.send(.put, app.collection(household) + "day.ics", body: text).status == .created)
            for zone in ["Europe/Prague", "America/New_York", "Pacific/Auckland"] {
                #expect(
                    try await jana.post("/settings/preferences", [("language", "en"), ("appearance", "system"), ("time_zone", zone)]).status
                        .code < 400)
                for (day, shown) in [("2026-05-31", false), ("2026-06-01", true), ("2026-06-02", false)] {
                    let page = try await jana.get("/planner/\(household)/day/\(day)").text
                    #expect(page.contains("Den dětí") == shown, "\(day) read in \(zone)")
                }
            }
        }
    }
}
