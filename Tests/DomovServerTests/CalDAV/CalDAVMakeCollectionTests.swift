import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// Personal calendars as apps make and arrange them: extended MKCOL (RFC 5689, vdirsyncer's
/// way) makes one as MKCALENDAR does, and the calendar-order apps set is kept.
@Suite("CalDAV extended MKCOL and calendar order")
struct CalDAVMakeCollectionTests {
    typealias App = CalDAVTests.CalendarApp
    static let mkcol = HTTPRequest.Method("MKCOL")!

    static func mkcolBody(resourceType: String, name: String = "Z vdirsynceru") -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop>
        <D:resourcetype>\(resourceType)</D:resourcetype><D:displayname>\(name)</D:displayname>
        </D:prop></D:set></D:mkcol>
        """
    }

    @Test func extendedMKCOLMakesACalendarAndRefusesOtherCollections() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let path = "/dav/calendars/\(app.userID)/from-b/"

            let made = try await app.send(Self.mkcol, path, body: Self.mkcolBody(resourceType: "<D:collection/><C:calendar/>"))
            #expect(made.status == .created, "\(made.text)")
            let props = try await app.send(.propfind, path, headers: [.depth: "0"])
            #expect(props.status.code == 207)
            #expect(props.text.contains("<d:displayname>Z vdirsynceru</d:displayname>") && props.text.contains("<c:calendar/>"))
            #expect(try await app.send(.put, path + "a.ics", body: CalDAVTests.event(uid: "a@test", summary: "A")).status == .created)
            #expect(try await jana.get("/planner/\(household)/calendars").text.contains("Z vdirsynceru"))

            // Again on the same URL, or a plain MKCOL: 405 naming what may be done instead.
            let again = try await app.send(Self.mkcol, path, body: Self.mkcolBody(resourceType: "<D:collection/><C:calendar/>"))
            #expect(again.status == .methodNotAllowed)
            #expect(again.headers[.allow]?.contains("PROPFIND") == true)
            let plain = try await app.send(Self.mkcol, "/dav/calendars/\(app.userID)/plain/")
            #expect(plain.status == .methodNotAllowed && plain.headers[.allow] != nil)
            // An address book (or any collection that is not a calendar) is refused per property.
            let book = try await app.send(
                Self.mkcol, "/dav/calendars/\(app.userID)/book/",
                body: Self.mkcolBody(resourceType: "<D:collection/><E:addressbook xmlns:E=\"urn:ietf:params:xml:ns:carddav\"/>"))
            #expect(book.status == .forbidden)
            #expect(book.text.contains("<d:mkcol-response") && book.text.contains("<d:valid-resourcetype/>"))
            #expect(book.text.contains("424 Failed Dependency"))
            #expect(try await app.send(.propfind, "/dav/calendars/\(app.userID)/book/", headers: [.depth: "0"]).status == .notFound)
            #expect(try await app.send(Self.mkcol, path, body: "<x").status == .badRequest)
            // Not in another user's home, and the DAV header says Domov takes extended MKCOL.
            #expect(
                try await app.send(
                    Self.mkcol, "/dav/calendars/\(UUID())/x/", body: Self.mkcolBody(resourceType: "<D:collection/><C:calendar/>")
                ).status == .forbidden)
            #expect(try await app.send(.options, "/dav/").headers[.init("DAV")!]?.contains("extended-mkcol") == true)
        }
    }

    @Test func calendarOrderOfAPersonalCalendarIsKeptAndRemoved() async throws {
        try await withTestApp { testApp, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let sport = "/dav/calendars/\(app.userID)/sport/"
            #expect(try await app.send(.mkcalendar, sport).status == .created)
            let order = #"<A:calendar-order xmlns:A="http://apple.com/ns/ical/"/>"#
            let propfind = #"<d:propfind xmlns:d="DAV:"><d:prop>\#(order)<d:displayname/></d:prop></d:propfind>"#

            let set =
                #"""
                <d:propertyupdate xmlns:d="DAV:" xmlns:A="http://apple.com/ns/ical/"><d:set><d:prop><A:calendar-order>3</A:calendar-order>\#
                <d:displayname>Sport</d:displayname></d:prop></d:set></d:propertyupdate>
                """#
            let patched = try await app.send(.proppatch, sport, body: set)
            #expect(patched.status.code == 207 && !patched.text.contains("409") && !patched.text.contains("424"), "\(patched.text)")
            let read = try await app.send(.propfind, sport, body: propfind, headers: [.depth: "0"]).text
            #expect(read.contains("<ical:calendar-order>3</ical:calendar-order>"), "\(read)")
            let home = try await app.send(.propfind, "/dav/calendars/\(app.userID)/", body: propfind, headers: [.depth: "1"]).text
            #expect(home.contains("<ical:calendar-order>3</ical:calendar-order>"))
            // A rename in Domov keeps its place in the apps.
            let calendar = try #require(try await testApp.storage.planner.calendars(ownerID: ID(app.userID)!, householdID: nil).first)
            #expect(calendar.order == 3)
            let renamed = try await jana.post(
                "/planner/\(household)/calendars/\(calendar.id)", [("name", "Sport a hry"), ("color", "#ff0000"), ("description", "")])
            #expect(renamed.status == .seeOther)
            #expect(
                try await app.send(.propfind, sport, body: propfind, headers: [.depth: "0"]).text.contains(
                    "<ical:calendar-order>3</ical:calendar-order>"))

            let bad =
                #"""
                <d:propertyupdate xmlns:d="DAV:" xmlns:A="http://apple.com/ns/ical/"><d:set><d:prop><A:calendar-order>\#
                first</A:calendar-order></d:prop></d:set></d:propertyupdate>
                """#
            #expect(try await app.send(.proppatch, sport, body: bad).text.contains("409 Conflict"))
            #expect(
                try await app.send(.propfind, sport, body: propfind, headers: [.depth: "0"]).text.contains(
                    "<ical:calendar-order>3</ical:calendar-order>"))

            // Apple Calendar sends the place with MKCALENDAR itself.
            let work = "/dav/calendars/\(app.userID)/work/"
            let withOrder =
                #"""
                <C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:A="http://apple.com/ns/ical/"><D:set><D:prop>\#
                <D:displayname>Práce</D:displayname><A:calendar-order>5</A:calendar-order></D:prop></D:set></C:mkcalendar>
                """#
            #expect(try await app.send(.mkcalendar, work, body: withOrder).status == .created)
            #expect(
                try await app.send(.propfind, work, body: propfind, headers: [.depth: "0"]).text.contains(
                    "<ical:calendar-order>5</ical:calendar-order>"))

            let remove =
                #"""
                <d:propertyupdate xmlns:d="DAV:" xmlns:A="http://apple.com/ns/ical/"><d:remove><d:prop><A:calendar-order/></d:prop>\#
                </d:remove></d:propertyupdate>
                """#
            #expect(try await app.send(.proppatch, sport, body: remove).text.contains("200 OK"))
            let removed = try await app.send(.propfind, sport, body: propfind, headers: [.depth: "0"]).text
            #expect(!removed.contains("<ical:calendar-order>3"))
        }
    }
}
