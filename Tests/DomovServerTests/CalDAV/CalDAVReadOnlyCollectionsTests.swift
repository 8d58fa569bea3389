import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// The read-only generated collections in the calendar home: the saved name days (VEVENT) and
/// each household's chores (VTODO). Frozen clock: 2025-01-15T09:30:00Z.
@Suite("CalDAV read-only collections")
struct CalDAVReadOnlyCollectionsTests {
    typealias CalendarApp = CalDAVTests.CalendarApp

    struct Fixture {
        var h: PlannerAPIHousehold
        var app: CalendarApp
        let choreID: String
        var nameDays: String { "/dav/calendars/\(app.userID)/name-days/" }
        var chores: String { "/dav/calendars/\(app.userID)/chores-\(h.household)/" }

        static func make(_ client: any TestClientProtocol) async throws -> Fixture {
            var h = try await PlannerAPIHousehold.make(client)
            #expect(
                try await h.jana.api(.post, "/api/v1/name-days/reminders", json: #"{"name":"Honza","person":"Děda"}"#).status == .created)
            let base = "/api/v1/households/\(h.household)/chores"
            let room = try await h.jana.api(.post, "\(base)/rooms", json: #"{"name":"Kuchyň","type":"kitchen"}"#)
            let roomID = try #require(try room.jsonObject()["id"] as? String)
            let chore = try await h.jana.api(
                .post, "\(base)/items",
                json: """
                    {"roomId":"\(roomID)","name":"Nádobí","kind":"recurring","start":"2025-01-15T09:30:00Z","interval":{"value":100,\
                    "unit":"minutes"}}
                    """)
            let choreID = try #require(try chore.jsonObject()["id"] as? String)
            let app = try await CalendarApp.connect(client, &h.jana, email: TestAccount.jana.email)
            return Fixture(h: h, app: app, choreID: choreID)
        }
    }

    /// The `<d:response>` of one href in a multistatus.
    static func response(_ text: String, href: String) -> String? {
        text.components(separatedBy: "<d:response>").first { $0.contains("<d:href>\(href)</d:href>") }
    }

    static func hrefs(_ text: String) -> [String] {
        text.matches(of: /<d:href>([^<]+)<\/d:href>/).map { String($0.1) }
    }

    static func ctag(_ app: inout CalendarApp, _ path: String) async throws -> String {
        let r = try await app.send(
            .propfind, path,
            body: #"<d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><cs:getctag/></d:prop></d:propfind>"#,
            headers: [.depth: "0"])
        return String(try #require(r.text.firstMatch(of: /<cs:getctag>([^<]+)<\/cs:getctag>/)?.1))
    }

    static func query(_ component: String, _ start: String, _ end: String) -> String {
        """
        <c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>
        <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="\(component)"><c:time-range start="\(start)" \
        end="\(end)"/></c:comp-filter></c:comp-filter></c:filter>
        </c:calendar-query>
        """
    }

    static func sync(_ token: String) -> String {
        #"""
        <d:sync-collection xmlns:d="DAV:"><d:sync-token>\#(token)</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/>\#
        </d:prop></d:sync-collection>
        """#
    }

    @Test func theCalendarHomeListsNameDaysAndChoresAsReadOnlyCalendars() async throws {
        try await withTestApp { _, client in
            var f = try await Fixture.make(client)
            let home = try await f.app.send(.propfind, "/dav/calendars/\(f.app.userID)/", headers: [.depth: "1"])
            #expect(home.status.code == 207)
            let nameDays = try #require(Self.response(home.text, href: f.nameDays))
            #expect(nameDays.contains("<c:calendar/>"))
            #expect(nameDays.contains("<d:displayname>Name days</d:displayname>"))
            #expect(nameDays.contains("<c:comp name=\"VEVENT\"/>") && !nameDays.contains("VTODO"))
            #expect(nameDays.contains("<d:privilege><d:read/></d:privilege>") && !nameDays.contains("<d:write"))
            #expect(nameDays.contains("<cs:getctag>") && nameDays.contains("<d:sync-token>") && nameDays.contains("calendar-color"))
            let chores = try #require(Self.response(home.text, href: f.chores))
            #expect(chores.contains("<d:displayname>Novákovi: Chores</d:displayname>"))
            #expect(chores.contains("<c:comp name=\"VTODO\"/>") && !chores.contains("VEVENT"))
            #expect(chores.contains("<d:privilege><d:read/></d:privilege>") && !chores.contains("<d:write"))

            // In Czech for a Czech user.
            #expect(
                try await f.h.jana.post(
                    "/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "Europe/Prague")]
                ).status.code < 400)
            let czech = try await f.app.send(
                .propfind, f.nameDays, body: #"<d:propfind xmlns:d="DAV:"><d:prop><d:displayname/></d:prop></d:propfind>"#,
                headers: [.depth: "0"])
            #expect(czech.text.contains("<d:displayname>Jmeniny</d:displayname>"))
            let czechChores = try await f.app.send(
                .propfind, f.chores, body: #"<d:propfind xmlns:d="DAV:"><d:prop><d:displayname/></d:prop></d:propfind>"#,
                headers: [.depth: "0"])
            #expect(czechChores.text.contains("<d:displayname>Novákovi: Povinnosti</d:displayname>"))
        }
    }

    @Test func objectsAreReadWithGetQueryMultigetAndSync() async throws {
        try await withTestApp { testApp, client in
            var f = try await Fixture.make(client)
            let listing = try await f.app.send(.propfind, f.nameDays, headers: [.depth: "1"])
            let objectHref = try #require(Self.hrefs(listing.text).first { $0.hasPrefix(f.nameDays) && $0 != f.nameDays })
            let listedETag = try #require(
                Self.response(listing.text, href: objectHref)?.firstMatch(of: /<d:getetag>([^<]+)<\/d:getetag>/)?.1)
            let got = try await f.app.send(.get, objectHref)
            #expect(got.status == .ok)
            #expect(got.headers[.eTag].map(DAVXML.escape) == String(listedETag))
            let event = try #require(try ICalComponent.parse(got.text).components(named: "VEVENT").first)
            #expect(event.property("RRULE")?.value == "FREQ=YEARLY")
            #expect(event.property("DTSTART")?.value == "20250624")
            #expect(event.property("SUMMARY")?.text == "Name day: Děda (Jan)")
            #expect(try await f.app.send(.get, objectHref).text == got.text, "the text and its ETag stay the same")

            let choreListing = try await f.app.send(.propfind, f.chores, headers: [.depth: "1"])
            let choreHref = try #require(Self.hrefs(choreListing.text).first { $0.hasPrefix(f.chores) && $0 != f.chores })
            let todo = try #require(try ICalComponent.parse(try await f.app.send(.get, choreHref).text).components(named: "VTODO").first)
            #expect(todo.property("SUMMARY")?.text == "Nádobí")
            #expect(todo.property("DUE")?.value == "20250115T111000Z")
            #expect(todo.property("STATUS")?.value == "NEEDS-ACTION")
            #expect(todo.property("LOCATION")?.text == "Kuchyň")

            // calendar-query: a yearly event matches in any year's June, not in March; the to-do by its span.
            let june = try await f.app.send(
                .report, f.nameDays, body: Self.query("VEVENT", "20270620T000000Z", "20270630T000000Z"), headers: [.depth: "1"])
            #expect(june.status.code == 207 && Self.hrefs(june.text) == [objectHref])
            #expect(june.text.contains("FREQ=YEARLY"))
            let march = try await f.app.send(.report, f.nameDays, body: Self.query("VEVENT", "20270301T000000Z", "20270330T000000Z"))
            #expect(Self.hrefs(march.text).isEmpty)
            let today = try await f.app.send(.report, f.chores, body: Self.query("VTODO", "20250115T000000Z", "20250116T000000Z"))
            #expect(Self.hrefs(today.text) == [choreHref])
            let tomorrowOnly = try await f.app.send(.report, f.chores, body: Self.query("VEVENT", "20250115T000000Z", "20250116T000000Z"))
            #expect(Self.hrefs(tomorrowOnly.text).isEmpty, "no events in a to-do list")

            // calendar-multiget: the named objects, and 404 for a name that is not there.
            let multiget = try await f.app.send(
                .report, f.chores,
                body: """
                    <c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/>\
                    </d:prop>
                    <d:href>\(choreHref)</d:href><d:href>\(f.chores)nothing.ics</d:href></c:calendar-multiget>
                    """)
            #expect(multiget.text.contains("Nádobí"))
            #expect(Self.response(multiget.text, href: "\(f.chores)nothing.ics")?.contains("404") == true)

            // sync-collection: everything at first, nothing with the current token, and a full
            // resync (valid-sync-token) once the content changed.
            let initial = try await f.app.send(.report, f.chores, body: Self.sync(""))
            #expect(initial.status.code == 207 && Self.hrefs(initial.text) == [choreHref])
            let token = String(try #require(initial.text.firstMatch(of: /<d:sync-token>([^<]+)<\/d:sync-token>/)?.1))
            let same = try await f.app.send(.report, f.chores, body: Self.sync(token))
            #expect(same.status.code == 207 && Self.hrefs(same.text).isEmpty && same.text.contains(token))
            // With no partial state to give, a listing longer than DAV:limit is refused (RFC 6578 §3.7).
            let limited = Self.sync("").replacingOccurrences(of: "<d:prop>", with: "<d:limit><d:nresults>1</d:nresults></d:limit><d:prop>")
            #expect(try await f.app.send(.report, f.chores, body: limited).status.code == 207, "one chore fits a limit of one")
            let before = try await Self.ctag(&f.app, f.chores)
            testApp.clock.advance(by: 60 * 60)
            #expect(
                try await f.h.jana.api(.post, "/api/v1/households/\(f.h.household)/chores/items/\(f.choreID)/complete", json: "{}").status
                    == .ok)
            #expect(try await Self.ctag(&f.app, f.chores) != before, "a renewal changes the ctag")
            let stale = try await f.app.send(.report, f.chores, body: Self.sync(token))
            #expect(stale.status == .forbidden && stale.text.contains("valid-sync-token"))
            #expect(try await f.app.send(.get, choreHref).text.contains("DUE:20250115T121000Z"), "renewed at 10:30, due 100 minutes after")

            let nameDaysBefore = try await Self.ctag(&f.app, f.nameDays)
            #expect(try await f.h.jana.api(.post, "/api/v1/name-days/reminders", json: #"{"name":"Jana"}"#).status == .created)
            #expect(try await Self.ctag(&f.app, f.nameDays) != nameDaysBefore, "a new reminder changes the ctag")
            #expect(try await f.h.jana.api(.delete, "/api/v1/households/\(f.h.household)/chores/items/\(f.choreID)").status.code < 300)
            #expect(try await f.app.send(.get, choreHref).status == .notFound)
        }
    }

    @Test func everyWriteIsRefusedWithNeedPrivilegesAndNothingChanges() async throws {
        try await withTestApp { _, client in
            var f = try await Fixture.make(client)
            let listing = try await f.app.send(.propfind, f.nameDays, headers: [.depth: "1"])
            let objectHref = try #require(Self.hrefs(listing.text).first { $0.hasPrefix(f.nameDays) && $0 != f.nameDays })
            let original = try await f.app.send(.get, objectHref)
            let event = CalDAVTests.event(uid: "mine@test", summary: "Mine")
            for collection in [f.nameDays, f.chores] {
                let attempts: [(HTTPRequest.Method, String, String)] = [
                    (.put, collection + "new.ics", event), (.delete, collection, ""), (.mkcalendar, collection + "inner/", ""),
                    (
                        .proppatch, collection,
                        #"""
                        <d:propertyupdate xmlns:d="DAV:"><d:set><d:prop><d:displayname>X</d:displayname></d:prop></d:set></d:propertyupdate>
                        """#
                    ),
                    (.mkcalendar, collection, ""),
                ]
                for (method, path, body) in attempts {
                    let answer = try await f.app.send(method, path, body: body, headers: [.contentType: "text/calendar"])
                    #expect(answer.status == .forbidden, "\(method) \(path)")
                    #expect(answer.text.contains("<d:need-privileges>"), "\(method) \(path)")
                }
            }
            for method: HTTPRequest.Method in [.put, .delete, .move] {
                let answer = try await f.app.send(
                    method, objectHref, body: method == .put ? event : "",
                    headers: [.contentType: "text/calendar", HTTPField.Name("Destination")!: f.nameDays + "moved.ics"])
                #expect(answer.status == .forbidden && answer.text.contains("need-privileges"), "\(method)")
            }
            let after = try await f.app.send(.get, objectHref)
            #expect(after.text == original.text && after.headers[.eTag] == original.headers[.eTag])
            #expect(try await f.h.jana.api(.get, "/api/v1/name-days/reminders").jsonArray().count == 1)
        }
    }

    @Test func othersCollectionsAndOtherHouseholdsAreNotFound() async throws {
        try await withTestApp { _, client in
            var f = try await Fixture.make(client)
            let listing = try await f.app.send(.propfind, f.nameDays, headers: [.depth: "1"])
            let objectHref = try #require(Self.hrefs(listing.text).first { $0.hasPrefix(f.nameDays) && $0 != f.nameDays })
            var eva = try await CalendarApp.connect(client, &f.h.eva, email: TestAccount.eva.email)
            for path in [f.nameDays, objectHref, f.chores] {
                #expect(try await eva.send(.propfind, path, headers: [.depth: "0"]).status == .notFound, "\(path)")
                #expect(try await eva.send(.get, path).status == .notFound, "\(path)")
                #expect(try await eva.send(.put, path, body: "x").status == .notFound, "\(path)")
            }
            // In her own home, a household she is not in is not there either.
            let foreign = "/dav/calendars/\(eva.userID)/chores-\(f.h.household)/"
            #expect(try await eva.send(.propfind, foreign, headers: [.depth: "0"]).status == .notFound)
            #expect(try await eva.send(.report, foreign, body: Self.sync("")).status == .notFound)
            #expect(try await eva.send(.delete, foreign).status == .notFound)
            #expect(try await f.app.send(.get, f.nameDays + "nothing.ics").status == .notFound)
            let evasHome = try await eva.send(.propfind, "/dav/calendars/\(eva.userID)/", headers: [.depth: "1"])
            #expect(evasHome.text.contains("chores-\(f.h.evasHousehold)/") && !evasHome.text.contains(f.h.household))
        }
    }
}
