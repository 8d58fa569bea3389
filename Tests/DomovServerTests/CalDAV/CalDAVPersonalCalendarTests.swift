import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// Personal calendars over CalDAV: MKCALENDAR, the home listing, objects and sync in them,
/// PROPPATCH and DELETE, and that nobody but their owner ever reads them.
@Suite("CalDAV personal calendars")
struct CalDAVPersonalCalendarTests {
    typealias App = CalDAVTests.CalendarApp

    static let mkcalendarBody = """
        <?xml version="1.0" encoding="utf-8"?>
        <C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:A="http://apple.com/ns/ical/">
        <D:set><D:prop>
        <D:displayname>Sport</D:displayname>
        <A:calendar-color>#16A34AFF</A:calendar-color>
        <C:calendar-description>Běh a kolo</C:calendar-description>
        <C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>
        </D:prop></D:set>
        </C:mkcalendar>
        """

    static func todo(uid: String) -> String {
        """
        BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tests//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nDTSTAMP:20260301T120000Z\r\nSUMMARY:Úkol\r\n\
        END:VTODO\r\nEND:VCALENDAR\r\n
        """
    }

    @Test func mkcalendarMakesAPersonalCalendarThatListsSyncsAndDeletes() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let sport = "/dav/calendars/\(app.userID)/sport-2026/"

            let made = try await app.send(.mkcalendar, sport, body: Self.mkcalendarBody)
            #expect(made.status == .created, "\(made.text)")
            #expect(try await app.send(.mkcalendar, sport, body: Self.mkcalendarBody).status == .methodNotAllowed, "it exists")
            #expect(try await app.send(.mkcalendar, app.collection(household)).status == .methodNotAllowed, "the household's exists")
            #expect(try await app.send(.mkcalendar, "/dav/calendars/\(app.userID)/nowhere/inside/").status == .conflict)
            #expect(try await app.send(.mkcalendar, "\(sport)inside/").status == .forbidden)
            #expect(try await app.send(.mkcalendar, "/dav/calendars/\(app.userID)/bad/", body: "<x").status == .badRequest)

            let home = try await app.send(.propfind, "/dav/calendars/\(app.userID)/", headers: [.depth: "1"])
            #expect(home.text.contains("<d:href>\(app.collection(household))</d:href>"), "the household's calendar keeps its URL")
            #expect(home.text.contains("<d:href>\(sport)</d:href>"))
            #expect(home.text.contains("<d:displayname>Sport</d:displayname>"))
            let props = try await app.send(.propfind, sport, headers: [.depth: "0"])
            #expect(props.text.contains("<ical:calendar-color>#16A34AFF</ical:calendar-color>"))
            #expect(props.text.contains("Běh a kolo"))
            #expect(props.text.contains("<c:comp name=\"VEVENT\"/>") && !props.text.contains("<c:comp name=\"VTODO\"/>"))

            let sync =
                #"""
                <d:sync-collection xmlns:d="DAV:"><d:sync-token/><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop>\#
                </d:sync-collection>
                """#
            let initial = try await app.send(.report, sport, body: sync)
            let token = try #require(initial.text.firstMatch(of: /<d:sync-token>([^<]+)<\/d:sync-token>/)?.1)

            let put = try await app.send(
                .put, sport + "run.ics", body: CalDAVTests.event(uid: "run@test", summary: "Běh"), headers: [.ifNoneMatch: "*"])
            #expect(put.status == .created)
            #expect(try await app.send(.put, sport + "todo.ics", body: Self.todo(uid: "todo@test")).status == .forbidden, "events only")
            #expect(try await app.send(.get, sport + "run.ics").text.contains("SUMMARY:Běh"))
            // One UID, one calendar: the household's collection does not show it.
            #expect(try await app.send(.get, app.collection(household) + "run.ics").status == .notFound)
            // An app moving it (Thunderbird, DAVx5, vdirsyncer) creates it in the other calendar
            // with If-None-Match: * first: the write moves it, and the delete of the old copy
            // then finds it gone.
            let moved = try await app.send(
                .put, app.collection(household) + "run.ics", body: CalDAVTests.event(uid: "run@test", summary: "Běh"),
                headers: [.ifNoneMatch: "*"])
            #expect(moved.status == .created)
            #expect(try await app.send(.get, sport + "run.ics").status == .notFound)
            #expect(try await app.send(.delete, sport + "run.ics").status == .notFound)
            // WebDAV MOVE brings it back; a destination in a calendar that is not there is a conflict.
            let destination = HTTPField.Name("Destination")!
            #expect(
                try await app.send(
                    .init("MOVE")!, app.collection(household) + "run.ics",
                    headers: [destination: "http://localhost/dav/calendars/\(app.userID)/nowhere/run.ics"]
                ).status == .conflict)
            let back = try await app.send(
                .init("MOVE")!, app.collection(household) + "run.ics", headers: [destination: "http://localhost\(sport)run.ics"])
            #expect(back.status == .created)
            #expect(try await app.send(.get, sport + "run.ics").text.contains("SUMMARY:Běh"))
            #expect(try await app.send(.get, app.collection(household) + "run.ics").status == .notFound)
            // A second name for the UID in the same calendar is still refused.
            let twin = try await app.send(.put, sport + "twin.ics", body: CalDAVTests.event(uid: "run@test", summary: "Twin"))
            #expect(
                twin.status == .forbidden && twin.text.contains("<c:no-uid-conflict><d:href>\(sport)run.ics</d:href></c:no-uid-conflict>"),
                "\(twin.text)")

            let changed = try await app.send(
                .report, sport, body: sync.replacingOccurrences(of: "<d:sync-token/>", with: "<d:sync-token>\(token)</d:sync-token>"))
            #expect(changed.text.contains("<d:href>\(sport)run.ics</d:href>"))
            let query =
                #"""
                <C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:getetag/></D:prop><C:filter>\#
                <C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT"><C:time-range start="20260330T000000Z" \#
                end="20260331T000000Z"/></C:comp-filter></C:comp-filter></C:filter></C:calendar-query>
                """#
            #expect(try await app.send(.report, sport, body: query).text.contains("run.ics"), "the second weekly occurrence")
            #expect(!(try await app.send(.report, app.collection(household), body: query).text.contains("run.ics")))
            // A time-range with no component type, as the Python caldav library sends for "anything
            // in this range": not RFC 4791, but Radicale answers it, and so does Domov.
            let anyComponent = { (day: String) in
                #"""
                <C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:getetag/></D:prop><C:filter>\#
                <C:comp-filter name="VCALENDAR"><C:time-range start="\#(day)T000000Z" end="\#(day)T235959Z"/></C:comp-filter></C:filter>\#
                </C:calendar-query>
                """#
            }
            let inRange = try await app.send(.report, sport, body: anyComponent("20260330"))
            #expect(inRange.status.code == 207 && inRange.text.contains("run.ics"), "\(inRange.text)")
            #expect(!(try await app.send(.report, sport, body: anyComponent("20260331")).text.contains("run.ics")))

            let patch =
                #"""
                <d:propertyupdate xmlns:d="DAV:" xmlns:A="http://apple.com/ns/ical/"><d:set><d:prop><d:displayname>Sport a \#
                hry</d:displayname><A:calendar-color>green</A:calendar-color></d:prop></d:set></d:propertyupdate>
                """#
            #expect(try await app.send(.proppatch, sport, body: patch).status.code == 207)
            let renamed = try await app.send(.propfind, sport, headers: [.depth: "0"]).text
            #expect(
                renamed.contains("<d:displayname>Sport a hry</d:displayname>") && renamed.contains("#008000FF"),
                "a CSS keyword, kept as hex")
            // The web planner shows it under its new name, and the item in it.
            #expect(try await jana.get("/planner/\(household)/calendars").text.contains("Sport a hry"))
            #expect(try await jana.get("/planner/\(household)/month/2026-03").text.contains("Běh"))

            #expect(try await app.send(.delete, sport).status == .noContent)
            #expect(try await app.send(.propfind, sport, headers: [.depth: "0"]).status == .notFound)
            #expect(!(try await jana.get("/planner/\(household)/month/2026-03").text.contains("Běh")), "its items went with it")
            #expect(try await app.send(.delete, app.collection(household)).status == .forbidden, "households are deleted in Domov")
        }
    }

    @Test func anotherMemberAndAStrangerNeverSeeAPersonalCalendar() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            let invite = try await jana.createInvite(household)
            var janaApp = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let sport = "/dav/calendars/\(janaApp.userID)/sport/"
            #expect(try await janaApp.send(.mkcalendar, sport).status == .created)
            #expect(
                try await janaApp.send(
                    .put, sport + "run.ics",
                    body: CalDAVTests.event(uid: "run@test", summary: "Běh")
                ).status == .created
            )

            var petr = try await Browser.signedUp(client, as: .petr)
            #expect(try await petr.acceptInvite(invite).status == .seeOther)
            var petrApp = try await App.connect(client, &petr, email: TestAccount.petr.email)
            var eva = try await Browser.signedUp(client, as: .eva)
            let evaApp = try await App.connect(client, &eva, email: TestAccount.eva.email)

            for other in [petrApp, evaApp] {
                var other = other
                #expect(try await other.send(.propfind, sport, headers: [.depth: "1"]).status == .notFound)
                #expect(try await other.send(.get, sport + "run.ics").status == .notFound)
                let ownPath = "/dav/calendars/\(other.userID)/sport/"
                #expect(try await other.send(.propfind, ownPath, headers: [.depth: "1"]).status == .notFound)
            }
            let petrHome = try await petrApp.send(.propfind, "/dav/calendars/\(petrApp.userID)/", headers: [.depth: "1"])
            #expect(petrHome.text.contains(petrApp.collection(household)) && !petrHome.text.contains("sport"))
            #expect(!(try await petrApp.send(.propfind, petrApp.collection(household), headers: [.depth: "1"]).text.contains("run")))
            #expect(!(try await petr.get("/planner/\(household)/month/2026-03").text.contains("Běh")))
        }
    }
}
