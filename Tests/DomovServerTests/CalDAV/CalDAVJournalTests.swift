import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Journal entries and notes (VJOURNAL, as jtx Board and Evolution's memos write them) are
/// kept and served like events (issue 22, defect 14), and never shown in the planner.
@Suite("CalDAV journal entries")
struct CalDAVJournalTests {
    typealias App = CalDAVTests.CalendarApp

    static func journal(uid: String, summary: String, day: String = "20260323", classification: String? = nil) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:+//IDN bitfire.at//ical4android (at.techbee.jtx)\r\nBEGIN:VJOURNAL\r\n"
            + "UID:\(uid)\r\nDTSTAMP:20260301T120000Z\r\nDTSTART;VALUE=DATE:\(day)\r\nSUMMARY:\(summary)\r\n"
            + (classification.map { "CLASS:\($0)\r\n" } ?? "")
            + "DESCRIPTION:Zápis z porady\\, krátce\r\nCATEGORIES:Rodina\r\nX-JTX-TEST:1\r\nEND:VJOURNAL\r\nEND:VCALENDAR\r\n"
    }

    static let sync =
        #"""
        <d:sync-collection xmlns:d="DAV:"><d:sync-token>TOKEN</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop>\#
        </d:sync-collection>
        """#

    static func token(_ response: TestResponse) throws -> String {
        String(try #require(response.text.firstMatch(of: /<d:sync-token>([^<]+)<\/d:sync-token>/)?.1))
    }

    @Test func aJournalIsKeptAsWrittenWithItsETagAndPreconditions() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let path = app.collection(household) + "zapis.ics"
            let text = Self.journal(uid: "zapis@jtx", summary: "Porada")

            let put = try await app.send(.put, path, body: text, headers: [.contentType: "text/calendar", .ifNoneMatch: "*"])
            #expect(put.status == .created, "\(put.text)")
            let etag = try #require(put.headers[.eTag])
            let got = try await app.send(.get, path)
            #expect(got.status == .ok && got.text == text && got.headers[.eTag] == etag)
            let head = try await app.send(.head, path)
            #expect(head.status == .ok && head.headers[.eTag] == etag && head.text.isEmpty)

            #expect(try await app.send(.put, path, body: text, headers: [.ifNoneMatch: "*"]).status == .preconditionFailed, "it exists")
            #expect(try await app.send(.put, path, body: text, headers: [.ifMatch: "\"stale\""]).status == .preconditionFailed)
            let edited = text.replacingOccurrences(of: "SUMMARY:Porada", with: "SUMMARY:Porada II")
            let replaced = try await app.send(.put, path, body: edited, headers: [.ifMatch: etag])
            #expect(replaced.status == .noContent)
            let newETag = try #require(replaced.headers[.eTag])
            #expect(newETag != etag)
            #expect(try await app.send(.get, path).text == edited)

            // Listed with its ETag and content type.
            let listed = try await app.send(.propfind, app.collection(household), headers: [.depth: "1"])
            #expect(listed.text.contains("<d:href>\(path)</d:href>"))
            #expect(listed.text.contains("component=VJOURNAL"))
            #expect(listed.text.contains(DAVXML.escape(newETag)))
            let props = try await app.send(.propfind, app.collection(household), headers: [.depth: "0"])
            #expect(props.text.contains("<c:comp name=\"VJOURNAL\"/>"), "the household's calendar advertises journal entries")

            // Its UID under another name in the same calendar is a conflict, as for events.
            let twice = try await app.send(.put, app.collection(household) + "again.ics", body: text, headers: [.ifNoneMatch: "*"])
            #expect(twice.status == .forbidden && twice.text.contains("no-uid-conflict") && twice.text.contains(path))

            #expect(try await app.send(.delete, path, headers: [.ifMatch: etag]).status == .preconditionFailed)
            #expect(try await app.send(.delete, path, headers: [.ifMatch: newETag]).status == .noContent)
            #expect(try await app.send(.get, path).status == .notFound)
            #expect(try await app.send(.delete, path).status == .notFound)
            // Its name is free again.
            #expect(
                try await app.send(.put, app.collection(household) + "again.ics", body: text, headers: [.ifNoneMatch: "*"]).status
                    == .created)
        }
    }

    @Test func queriesMultigetAndSyncFindJournals() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let collection = app.collection(household)
            let initial = try await app.send(.report, collection, body: Self.sync.replacingOccurrences(of: "TOKEN", with: ""))
            let token = try Self.token(initial)
            let ctag = #"<d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><cs:getctag/></d:prop></d:propfind>"#
            let ctagBefore = try await app.send(.propfind, collection, body: ctag, headers: [.depth: "0"]).text

            #expect(
                try await app.send(.put, collection + "zapis.ics", body: Self.journal(uid: "zapis@jtx", summary: "Porada")).status
                    == .created)
            #expect(
                try await app.send(.put, collection + "event.ics", body: CalDAVTests.event(uid: "event@test", summary: "Zkouška")).status
                    == .created)
            #expect(try await app.send(.propfind, collection, body: ctag, headers: [.depth: "0"]).text != ctagBefore)

            let changed = try await app.send(.report, collection, body: Self.sync.replacingOccurrences(of: "TOKEN", with: token))
            #expect(changed.text.contains("<d:href>\(collection)zapis.ics</d:href>"))
            let next = try Self.token(changed)

            func query(_ filter: String) async throws -> String {
                try await app.send(
                    .report, collection,
                    body: """
                        <c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop>
                        <c:filter><c:comp-filter name="VCALENDAR">\(filter)</c:comp-filter></c:filter></c:calendar-query>
                        """, headers: [.depth: "1"]
                ).text
            }
            let journals = try await query(#"<c:comp-filter name="VJOURNAL"/>"#)
            #expect(journals.contains("zapis.ics") && !journals.contains("event.ics"))
            let events = try await query(
                #"<c:comp-filter name="VEVENT"><c:time-range start="20260301T000000Z" end="20260401T000000Z"/></c:comp-filter>"#)
            #expect(events.contains("event.ics") && !events.contains("zapis.ics"))
            // RFC 4791 §9.9: an entry with a DATE start takes that day.
            let onItsDay = try await query(
                #"<c:comp-filter name="VJOURNAL"><c:time-range start="20260323T120000Z" end="20260324T000000Z"/></c:comp-filter>"#)
            #expect(onItsDay.contains("zapis.ics"))
            let dayAfter = try await query(
                #"<c:comp-filter name="VJOURNAL"><c:time-range start="20260324T000000Z" end="20260330T000000Z"/></c:comp-filter>"#)
            #expect(!dayAfter.contains("zapis.ics"))

            let multiget = try await app.send(
                .report, collection,
                body: """
                    <c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/>\
                    </d:prop>
                    <d:href>\(collection)zapis.ics</d:href></c:calendar-multiget>
                    """, headers: [.depth: "1"])
            #expect(multiget.text.contains("BEGIN:VJOURNAL") && multiget.text.contains("X-JTX-TEST:1"))

            #expect(try await app.send(.delete, collection + "zapis.ics").status == .noContent)
            let deleted = try await app.send(.report, collection, body: Self.sync.replacingOccurrences(of: "TOKEN", with: next))
            // Gone, under the name the app chose, as a deleted event is: the name its other devices know.
            #expect(deleted.text.contains("<d:href>\(collection)zapis.ics</d:href><d:status>HTTP/1.1 404 Not Found</d:status>"))
        }
    }

    @Test func aHousematesPrivateJournalAnswers404AndAPublicOneIsShared() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            let invite = try await jana.createInvite(household)
            var petr = try await Browser.signedUp(client, as: .petr)
            #expect(try await petr.acceptInvite(invite).status == .seeOther)
            var janasApp = try await App.connect(client, &jana, email: TestAccount.jana.email)
            var petrsApp = try await App.connect(client, &petr, email: TestAccount.petr.email)

            let secret = Self.journal(uid: "secret@jtx", summary: "Deník", classification: "CONFIDENTIAL")
            #expect(try await janasApp.send(.put, janasApp.collection(household) + "secret.ics", body: secret).status == .created)
            #expect(
                try await janasApp.send(
                    .put, janasApp.collection(household) + "shared.ics", body: Self.journal(uid: "shared@jtx", summary: "Nákup")
                ).status == .created)

            #expect(try await petrsApp.send(.get, petrsApp.collection(household) + "secret.ics").status == .notFound)
            #expect(try await petrsApp.send(.delete, petrsApp.collection(household) + "secret.ics").status == .notFound)
            let byUID = try await petrsApp.send(
                .put, petrsApp.collection(household) + "mine.ics", body: Self.journal(uid: "secret@jtx", summary: "Guess"))
            #expect(byUID.status == .notFound)
            let byName = try await petrsApp.send(
                .put, petrsApp.collection(household) + "secret.ics", body: Self.journal(uid: "petr@jtx", summary: "Guess"),
                headers: [.ifMatch: "*"])
            #expect(byName.status == .notFound)
            let listed = try await petrsApp.send(.propfind, petrsApp.collection(household), headers: [.depth: "1"]).text
            #expect(!listed.contains("secret.ics") && listed.contains("shared.ics"))
            #expect(try await petrsApp.send(.get, petrsApp.collection(household) + "shared.ics").status == .ok)
            #expect(try await janasApp.send(.get, janasApp.collection(household) + "secret.ics").text == secret, "nothing of hers changed")
        }
    }

    @Test func journalsAreNeverShownInThePlanner() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            #expect(
                try await app.send(
                    .put, app.collection(household) + "zapis.ics", body: Self.journal(uid: "zapis@jtx", summary: "Tajný zápis")
                ).status == .created)

            let items = try await jana.api(
                .get, "/api/v1/households/\(household)/planner/items?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z"
            ).jsonArray()
            #expect(items.isEmpty)
            for page in [
                "/planner/\(household)/day/2026-03-23", "/planner/\(household)/month/2026-03", "/planner/\(household)/week/2026-03-23",
            ] {
                let response = try await jana.get(page)
                #expect(response.status == .ok, "\(page)")
                #expect(!response.text.contains("Tajný zápis"), "\(page)")
            }
            // An event that an app turns into a journal entry (same UID and name) leaves the planner.
            let event = CalDAVTests.event(uid: "turned@test", summary: "Byla událost", rule: "FREQ=DAILY;COUNT=2")
            #expect(try await app.send(.put, app.collection(household) + "turned.ics", body: event).status == .created)
            let turned = Self.journal(uid: "turned@test", summary: "Teď zápis")
            #expect(try await app.send(.put, app.collection(household) + "turned.ics", body: turned).status == .noContent)
            #expect(try await app.send(.get, app.collection(household) + "turned.ics").text == turned)
            let after = try await jana.api(
                .get, "/api/v1/households/\(household)/planner/items?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z"
            ).jsonArray()
            #expect(after.isEmpty)
        }
    }

    @Test func aCalendarTakesJournalsOnlyWhenMadeTo() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            func mkcalendar(_ slug: String, _ components: [String]) async throws -> String {
                let set = components.map { "<C:comp name=\"\($0)\"/>" }.joined()
                let body = """
                    <C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>\
                    \(slug)</D:displayname>
                    <C:supported-calendar-component-set>\(set)</C:supported-calendar-component-set></D:prop></D:set></C:mkcalendar>
                    """
                let path = "/dav/calendars/\(app.userID)/\(slug)/"
                #expect(try await app.send(.mkcalendar, path, body: body).status == .created)
                return path
            }
            let events = try await mkcalendar("events", ["VEVENT"])
            let notes = try await mkcalendar("notes", ["VJOURNAL"])
            #expect(!(try await app.send(.propfind, events, headers: [.depth: "0"]).text.contains("VJOURNAL")))
            let advertised = try await app.send(.propfind, notes, headers: [.depth: "0"]).text
            #expect(advertised.contains("<c:comp name=\"VJOURNAL\"/>") && !advertised.contains("<c:comp name=\"VEVENT\"/>"))

            let refused = try await app.send(.put, events + "zapis.ics", body: Self.journal(uid: "zapis@jtx", summary: "Zápis"))
            #expect(refused.status == .forbidden && refused.text.contains("supported-calendar-component"))
            #expect(
                try await app.send(.put, notes + "event.ics", body: CalDAVTests.event(uid: "event@test", summary: "Zkouška")).status
                    == .forbidden)
            #expect(
                try await app.send(.put, notes + "zapis.ics", body: Self.journal(uid: "zapis@jtx", summary: "Zápis")).status == .created)
            #expect(try await app.send(.get, notes + "zapis.ics").text.contains("SUMMARY:Zápis"))

            // MOVE to the household's calendar and back; not into the events-only one.
            let destination = HTTPField.Name("Destination")!
            let moved = try await app.send(
                .init("MOVE")!, notes + "zapis.ics", headers: [destination: "http://localhost\(app.collection(household))zapis.ics"])
            #expect(moved.status == .created)
            #expect(try await app.send(.get, notes + "zapis.ics").status == .notFound)
            #expect(try await app.send(.get, app.collection(household) + "zapis.ics").text.contains("SUMMARY:Zápis"))
            let intoEvents = try await app.send(
                .init("MOVE")!, app.collection(household) + "zapis.ics", headers: [destination: "http://localhost\(events)zapis.ics"])
            #expect(intoEvents.status == .forbidden)
            // Deleting a calendar deletes its journal entries.
            #expect(
                try await app.send(
                    .init("MOVE")!, app.collection(household) + "zapis.ics", headers: [destination: "http://localhost\(notes)zapis.ics"]
                ).status == .created)
            #expect(try await app.send(.delete, notes).status == .noContent)
            #expect(try await app.send(.get, app.collection(household) + "zapis.ics").status == .notFound)
            #expect(
                try await app.send(
                    .put, app.collection(household) + "zapis.ics", body: Self.journal(uid: "zapis@jtx", summary: "Znovu"),
                    headers: [.ifNoneMatch: "*"]
                ).status == .created)
        }
    }

    @Test func anInvalidJournalIsRefusedWithItsReason() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let cases: [(String, String)] = [
                (Self.journal(uid: "", summary: "Bez UID"), "valid-calendar-object-resource"),
                (
                    Self.journal(uid: "a@jtx", summary: "A").replacingOccurrences(
                        of: "END:VCALENDAR", with: "BEGIN:VJOURNAL\r\nUID:b@jtx\r\nEND:VJOURNAL\r\nEND:VCALENDAR"),
                    "valid-calendar-object-resource"
                ),
                (
                    Self.journal(uid: "c@jtx", summary: "C").replacingOccurrences(
                        of: "DTSTART;VALUE=DATE:20260323", with: "DTSTART:tomorrow"), "valid-calendar-data"
                ),
                (
                    Self.journal(uid: "d@jtx", summary: "D").replacingOccurrences(
                        of: "DTSTART;VALUE=DATE:20260323", with: "DTSTART;TZID=Nowhere/Land:20260323T100000"),
                    "valid-calendar-data"
                ),
            ]
            for (index, (text, condition)) in cases.enumerated() {
                let response = try await app.send(.put, app.collection(household) + "bad-\(index).ics", body: text)
                #expect(response.status == .forbidden && response.text.contains(condition), "case \(index): \(response.text)")
            }
        }
    }
}
