import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// CalDAV through the router: what an app sees of the household planner, what it may write,
/// and the statuses it gets for everything wrong. The interop suite (interop/test_caldav.py)
/// runs the same against real clients.
@Suite("CalDAV")
struct CalDAVTests {
    /// A calendar app: Basic auth with an app password, nothing else.
    struct CalendarApp {
        var browser: Browser
        let authorization: String
        let userID: String

        static func connect(_ client: any TestClientProtocol, _ person: inout Browser, email: String) async throws -> CalendarApp {
            let created = try await person.api(.post, "/api/v1/app-passwords", json: #"{"name":"Calendar"}"#)
            let token = try #require(try created.jsonObject()["token"] as? String)
            let me = try await person.api(.get, "/api/v1/me")
            let userID = try #require(try me.jsonObject()["id"] as? String)
            let basic = "Basic " + Data("\(email):\(token)".utf8).base64EncodedString()
            return CalendarApp(browser: Browser(client), authorization: basic, userID: userID)
        }

        mutating func send(_ method: HTTPRequest.Method, _ path: String, body: String = "", headers: HTTPFields = [:]) async throws
            -> TestResponse
        {
            var all = headers
            all[.authorization] = authorization
            return try await browser.request(path, method: method, headers: all, body: body.isEmpty ? nil : ByteBuffer(string: body))
        }

        func collection(_ household: ID<Household>) -> String { "/dav/calendars/\(userID)/\(household)/" }
    }

    static func event(uid: String, summary: String, rule: String = "FREQ=WEEKLY;COUNT=3") -> String {
        """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Tests//EN\r
        BEGIN:VEVENT\r
        UID:\(uid)\r
        DTSTAMP:20260301T120000Z\r
        DTSTART;TZID=Europe/Prague:20260323T180000\r
        DTEND;TZID=Europe/Prague:20260323T190000\r
        SUMMARY:\(summary)\r
        CATEGORIES:Rodina\r
        RRULE:\(rule)\r
        BEGIN:VALARM\r
        ACTION:DISPLAY\r
        TRIGGER:-PT1H\r
        END:VALARM\r
        END:VEVENT\r
        END:VCALENDAR\r

        """
    }

    @Test func discoveryLeadsFromTheRootToTheHouseholdCollection() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await CalendarApp.connect(client, &jana, email: TestAccount.jana.email)

            let wellKnown = try await app.send(.propfind, "/.well-known/caldav")
            #expect(wellKnown.status == .movedPermanently && wellKnown.headers[.location] == "/dav/")
            let root = try await app.send(
                .propfind, "/dav/", body: #"<d:propfind xmlns:d="DAV:"><d:prop><d:current-user-principal/></d:prop></d:propfind>"#,
                headers: [.depth: "0"])
            #expect(root.status.code == 207)
            #expect(root.text.contains("<d:href>/dav/principals/\(app.userID)/</d:href>"))
            let principal = try await app.send(
                .propfind, "/dav/principals/\(app.userID)/",
                body:
                    #"""
                    <propfind xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><prop><C:calendar-home-set/>\#
                    <C:calendar-user-address-set/><displayname/></prop></propfind>
                    """#,
                headers: [.depth: "0"])
            #expect(principal.text.contains("<c:calendar-home-set><d:href>/dav/calendars/\(app.userID)/</d:href></c:calendar-home-set>"))
            #expect(principal.text.contains("mailto:jana@example.org"))
            let home = try await app.send(.propfind, "/dav/calendars/\(app.userID)/", headers: [.depth: "1"])
            #expect(home.text.contains("<d:href>\(app.collection(household))</d:href>"))
            #expect(home.text.contains("<d:displayname>Nováci</d:displayname>"))
            #expect(home.text.contains("<c:comp name=\"VTODO\"/>"))
            #expect(home.text.contains("<cs:getctag>0</cs:getctag>"))
        }
    }

    @Test func anEventAnAppPutsIsAPlannerSeriesAndComesBackWithAnETag() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            let path = app.collection(household) + "zkouska.ics"

            let put = try await app.send(
                .put, path, body: Self.event(uid: "zkouska@test", summary: "Zkouška"),
                headers: [.contentType: "text/calendar; charset=utf-8", .ifNoneMatch: "*"])
            #expect(put.status == .created)
            let putETag = try #require(put.headers[.eTag], "the object is stored as sent, so its strong ETag comes at once")

            let occurrences = try await jana.api(
                .get, "/api/v1/households/\(household)/planner/items?from=2026-03-01T00:00:00Z&to=2026-05-01T00:00:00Z")
            let items = try occurrences.jsonArray()
            #expect(items.count == 3)
            let item = try #require(items.first?["item"] as? [String: Any])
            #expect(item["title"] as? String == "Zkouška")
            #expect(item["category"] as? String == "family", "Czech category names find the built-in category")

            let got = try await app.send(.get, path)
            #expect(got.status == .ok)
            let etag = try #require(got.headers[.eTag])
            #expect(etag == putETag)
            #expect(got.text == Self.event(uid: "zkouska@test", summary: "Zkouška"), "byte for byte as sent")

            // Same name, newer version with the current ETag: updated in place; the old ETag is then refused.
            let updated = try await app.send(
                .put, path, body: Self.event(uid: "zkouska@test", summary: "Generálka"),
                headers: [.contentType: "text/calendar", .ifMatch: etag])
            #expect(updated.status == .noContent)
            let stale = try await app.send(.put, path, body: Self.event(uid: "zkouska@test", summary: "Stará"), headers: [.ifMatch: etag])
            #expect(stale.status == .preconditionFailed)
            #expect(try await app.send(.get, path).text.contains("SUMMARY:Generálka"))

            // A second name for the same UID would make two copies in every app.
            let twin = try await app.send(
                .put, app.collection(household) + "twin.ics", body: Self.event(uid: "zkouska@test", summary: "Twin"))
            #expect(twin.status == .forbidden && twin.text.contains("no-uid-conflict"))
        }
    }

    @Test func syncCollectionReportsWhatChangedSinceAToken() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            let report = { (token: String) in
                #"""
                <d:sync-collection xmlns:d="DAV:"><d:sync-token>\#(token)</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/>\#
                </d:prop></d:sync-collection>
                """#
            }
            let initial = try await app.send(.report, app.collection(household), body: report(""))
            #expect(initial.status.code == 207)
            let token = try #require(initial.text.firstMatch(of: /<d:sync-token>([^<]+)<\/d:sync-token>/)?.1)

            _ = try await app.send(.put, app.collection(household) + "a.ics", body: Self.event(uid: "a", summary: "A"))
            let changed = try await app.send(.report, app.collection(household), body: report(String(token)))
            #expect(changed.text.contains("<d:href>\(app.collection(household))a.ics</d:href>"))
            #expect(changed.text.contains("<d:getetag>"))
            let next = try #require(changed.text.firstMatch(of: /<d:sync-token>([^<]+)<\/d:sync-token>/)?.1)

            #expect(try await app.send(.delete, app.collection(household) + "a.ics").status == .noContent)
            let deleted = try await app.send(.report, app.collection(household), body: report(String(next)))
            #expect(deleted.text.contains("<d:status>HTTP/1.1 404 Not Found</d:status>"))

            // An object an app named itself is reported gone under that name, which is the only
            // one the app's other devices know it by (not under its UID's default name).
            let named = app.collection(household) + "6D1C-phone.ics"
            _ = try await app.send(.put, named, body: Self.event(uid: "b-uid", summary: "B"))
            let beforeDelete = try await app.send(.report, app.collection(household), body: report(String(next)))
            let last = try #require(beforeDelete.text.firstMatch(of: /<d:sync-token>([^<]+)<\/d:sync-token>/)?.1)
            #expect(try await app.send(.delete, named).status == .noContent)
            let gone = try await app.send(.report, app.collection(household), body: report(String(last)))
            #expect(gone.text.contains("<d:href>\(named)</d:href>"), "\(gone.text)")
            #expect(!gone.text.contains("b-uid.ics"))

            let foreign = try await app.send(.report, app.collection(household), body: report("https://elsewhere.example/token/1"))
            #expect(foreign.status == .forbidden && foreign.text.contains("valid-sync-token"))
        }
    }

    /// RFC 6578 §3.7: with DAV:limit the oldest changes come first, with 507 on the collection
    /// and a token for what was sent; asking again from it brings the rest.
    @Test func syncCollectionHonoursALimit() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            for uid in ["a", "b", "c"] {
                _ = try await app.send(
                    .put, app.collection(household) + "\(uid).ics", body: Self.event(uid: uid, summary: uid.uppercased()))
            }
            let report = { (token: String, limit: String) in
                #"""
                <d:sync-collection xmlns:d="DAV:"><d:sync-token>\#(token)</d:sync-token><d:sync-level>1</d:sync-level><d:limit>\#
                <d:nresults>\#(limit)</d:nresults></d:limit><d:prop><d:getetag/></d:prop></d:sync-collection>
                """#
            }
            let first = try await app.send(.report, app.collection(household), body: report("", "2"))
            #expect(first.status.code == 207)
            #expect(first.text.contains("a.ics") && first.text.contains("b.ics") && !first.text.contains("c.ics"))
            #expect(first.text.contains("<d:href>\(app.collection(household))</d:href>") && first.text.contains("507 Insufficient Storage"))
            let token = try #require(first.text.firstMatch(of: /<d:sync-token>([^<]+)<\/d:sync-token>/)?.1)
            let rest = try await app.send(.report, app.collection(household), body: report(String(token), "2"))
            #expect(rest.text.contains("c.ics") && !rest.text.contains("a.ics") && !rest.text.contains("507"))
            #expect(try await app.send(.report, app.collection(household), body: report("", "0")).status == .badRequest)
        }
    }

    @Test func freeBusyQueryListsBusyTimeOfExpandedSeries() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            _ = try await app.send(.put, app.collection(household) + "a.ics", body: Self.event(uid: "a", summary: "A"))
            let query =
                #"""
                <C:free-busy-query xmlns:C="urn:ietf:params:xml:ns:caldav"><C:time-range start="20260323T000000Z" end="20260331T000000Z"/>\#
                </C:free-busy-query>
                """#
            let answer = try await app.send(.report, app.collection(household), body: query)
            #expect(answer.status == .ok && answer.headers[.contentType]?.hasPrefix("text/calendar") == true)
            let freeBusy = try #require(try ICalComponent.parse(answer.text).components(named: "VFREEBUSY").first)
            // 18:00 Prague is 17:00 UTC before the change to summer time on 29 March, 16:00 after.
            #expect(
                freeBusy.properties(named: "FREEBUSY").map(\.value) == [
                    "20260323T170000Z/20260323T180000Z", "20260330T160000Z/20260330T170000Z",
                ])
        }
    }

    @Test func proppatchGivesTheCalendarANameAndColourOfThisUsersOwn() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            let collection = app.collection(household)
            let patch = { (props: String) in
                #"""
                <d:propertyupdate xmlns:d="DAV:" xmlns:A="http://apple.com/ns/ical/"><d:set><d:prop>\#(props)</d:prop></d:set>\#
                </d:propertyupdate>
                """#
            }
            let refused = try await app.send(
                .proppatch, collection, body: patch("<d:displayname>Doma</d:displayname><A:calendar-color>#12345</A:calendar-color>"))
            #expect(refused.text.contains("409 Conflict") && refused.text.contains("424 Failed Dependency"))
            #expect(
                try await app.send(.propfind, collection, headers: [.depth: "0"]).text.contains("<d:displayname>Nováci</d:displayname>"),
                "all or nothing")

            let set = try await app.send(
                .proppatch, collection,
                body: patch(
                    """
                    <d:displayname>Doma</d:displayname><A:calendar-color>#ff0000ff</A:calendar-color><A:calendar-order>2</A:calendar-order>
                    """
                ))
            #expect(set.status.code == 207 && !set.text.contains("424"))
            let shown = try await app.send(.propfind, collection, headers: [.depth: "0"])
            #expect(
                shown.text.contains("<d:displayname>Doma</d:displayname>")
                    && shown.text.contains("<ical:calendar-color>#FF0000FF</ical:calendar-color>"))

            // A CSS colour keyword is kept as its hex form, as the Python caldav library reads it back.
            #expect(try await app.send(.proppatch, collection, body: patch("<A:calendar-color>blue</A:calendar-color>")).status.code == 207)
            #expect(
                try await app.send(.propfind, collection, headers: [.depth: "0"]).text.contains(
                    "<ical:calendar-color>#0000FF</ical:calendar-color>"))

            // Only her apps see her name for it; the household keeps its own.
            #expect(try await jana.get("/households/\(household)").text.contains("Nováci"))
            let removed = try await app.send(
                .proppatch, collection,
                body: #"<d:propertyupdate xmlns:d="DAV:"><d:remove><d:prop><d:displayname/></d:prop></d:remove></d:propertyupdate>"#)
            #expect(removed.status.code == 207)
            #expect(
                try await app.send(.propfind, collection, headers: [.depth: "0"]).text.contains("<d:displayname>Nováci</d:displayname>"))
        }
    }

    @Test func badInputGetsTheRightStatusAndStoresNothing() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            let collection = app.collection(household)

            #expect(try await app.send(.propfind, collection, body: "<d:propfind xmlns:d='DAV:'><d:prop>").status == .badRequest)
            // Entity expansion must not multiply into gigabytes: refused, and quickly.
            let bomb = """
                <?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
                <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
                <!ENTITY e "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">
                <!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;">
                <!ENTITY i "&h;&h;&h;&h;&h;&h;&h;&h;&h;&h;"><!ENTITY j "&i;&i;&i;&i;&i;&i;&i;&i;&i;&i;">]>
                <d:propfind xmlns:d="DAV:"><d:prop><d:displayname>&j;</d:displayname></d:prop></d:propfind>
                """
            let bombed = try await app.send(.propfind, collection, body: bomb)
            #expect(bombed.status == .badRequest || bombed.status.code == 207)
            #expect(bombed.body.readableBytes < 100_000)

            let huge = String(repeating: "X", count: 2 << 20)
            #expect(
                try await app.send(.put, collection + "huge.ics", body: huge, headers: [.contentType: "text/calendar"]).status
                    == .contentTooLarge)
            #expect(
                try await app.send(.put, collection + "json.ics", body: "{}", headers: [.contentType: "application/json"]).status
                    == .unsupportedMediaType)
            let broken = try await app.send(
                .put, collection + "broken.ics", body: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n", headers: [.contentType: "text/calendar"])
            #expect(broken.status == .forbidden && broken.text.contains("valid-calendar-data"))
            // Journal entries are kept (CalDAVJournalTests); free-busy information is no calendar's.
            let freeBusy = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VFREEBUSY\r\nUID:f\r\nEND:VFREEBUSY\r\nEND:VCALENDAR\r\n"
            let unsupported = try await app.send(.put, collection + "f.ics", body: freeBusy)
            #expect(unsupported.status == .forbidden && unsupported.text.contains("supported-calendar-component"))
            let missingParent = "/dav/calendars/\(app.userID)/\(ID<Household>(UUID()))/x.ics"
            #expect(try await app.send(.put, missingParent, body: Self.event(uid: "x", summary: "X")).status == .conflict)
            // Calendars do not nest inside a calendar.
            #expect(try await app.send(.mkcalendar, "\(collection)new/").status == .forbidden)
            let patched = try await app.send(
                .proppatch, collection,
                body: #"<d:propertyupdate xmlns:d="DAV:"><d:set><d:prop><d:getetag>X</d:getetag></d:prop></d:set></d:propertyupdate>"#)
            #expect(patched.status.code == 207 && patched.text.contains("403 Forbidden"))

            let listing = try await app.send(.propfind, collection, headers: [.depth: "1"])
            #expect(listing.text.components(separatedBy: "<d:response>").count == 2, "only the collection itself: nothing was stored")
        }
    }

    @Test func otherPeopleAndWrongPasswordsFindNothing() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            _ = try await app.send(.put, app.collection(household) + "a.ics", body: Self.event(uid: "a", summary: "A"))

            var petr = try await Browser.signedUp(client, as: .petr)
            var stranger = try await CalendarApp.connect(client, &petr, email: TestAccount.petr.email)
            for path in [app.collection(household), app.collection(household) + "a.ics", "/dav/calendars/\(app.userID)/"] {
                #expect(try await stranger.send(.propfind, path, headers: [.depth: "0"]).status == .notFound)
                #expect(try await stranger.send(.get, path).status == .notFound)
            }
            // Under his own home, her household is still not there.
            let ownPath = "/dav/calendars/\(stranger.userID)/\(household)/"
            #expect(try await stranger.send(.propfind, ownPath, headers: [.depth: "1"]).status == .notFound)
            #expect(try await stranger.send(.put, ownPath + "b.ics", body: Self.event(uid: "b", summary: "B")).status == .conflict)

            var wrong = app
            wrong = CalendarApp(
                browser: Browser(client),
                authorization: "Basic " + Data("petr@example.org:\(app.authorization)".utf8).base64EncodedString(), userID: app.userID)
            let denied = try await wrong.send(.propfind, "/dav/")
            #expect(denied.status == .unauthorized)
            #expect(denied.headers[.wwwAuthenticate]?.hasPrefix("Basic") == true)
        }
    }
}
