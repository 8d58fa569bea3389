import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// Issue 23, "No request can take Domov down": the bodies that crashed the CalDAV server
/// through Foundation's XMLParser, and bad Depth headers, now get a 400 with a DAV error
/// body, and the server answers the next request as before.
@Suite("CalDAV malformed requests")
struct CalDAVMalformedRequestTests {
    typealias App = CalDAVTests.CalendarApp

    static func bytes(_ parts: [UInt8]...) -> [UInt8] { parts.flatMap { $0 } }
    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let propfind = #"<d:propfind xmlns:d="DAV:"><d:prop><d:displayname/></d:prop></d:propfind>"#

    /// (method, path under the user's collection or "/dav/", body) that crashed the server.
    static func crashers(collection: String, newCalendar: String) -> [(HTTPRequest.Method, String, [UInt8])] {
        let deep = 120_000
        return [
            (.propfind, "/dav/", utf8("<?xml?><a/>")),
            (.propfind, "/dav/", utf8("<?xml?>") + utf8(propfind)),
            (.propfind, "/dav/", bytes(utf8(#"<d:propfind xmlns:d="DAV:"><d:allpro"#), [0xED], utf8("/></d:propfind>"))),
            (
                .mkcalendar, newCalendar,
                bytes(
                    utf8(#"<c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:s"#), [0xED, 0xA0],
                    utf8("et/></c:mkcalendar>")
                )
            ),
            (.propfind, "/dav/", utf8(#"<d:propfind xmlns:d="DAV:">"# + String(repeating: "<d:prop>", count: deep))),
            (.proppatch, collection, utf8(#"<d:propertyupdate xmlns:d="DAV:">"# + String(repeating: "<d:set>", count: deep))),
            (
                .report, collection,
                utf8(#"<c:calendar-query xmlns:c="urn:ietf:params:xml:ns:caldav">"# + String(repeating: "<c:filter>", count: deep / 2))
            ),
            (.mkcalendar, newCalendar, utf8(String(repeating: "<a>", count: deep) + String(repeating: "</a>", count: deep))),
            (.propfind, "/dav/", utf8("<a><?foo?></a>")),
            (
                .proppatch, collection,
                utf8(#"<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><d:propertyupdate xmlns:d="DAV:">&x;</d:propertyupdate>"#)
            ),
            (.report, collection, []),
        ]
    }

    @Test func bodiesThatCrashedXMLParserGet400WithADAVError() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let newCalendar = "/dav/calendars/\(app.userID)/nova/"
            for (method, path, body) in Self.crashers(collection: app.collection(household), newCalendar: newCalendar) {
                let response = try await app.sendBytes(method, path, body: body, headers: [.depth: "0"])
                #expect(response.status == .badRequest, "\(method) \(body.prefix(60))")
                #expect(response.headers[.contentType] == "application/xml; charset=utf-8")
                #expect(response.text.contains("well-formed-xml"), "\(response.text)")
            }
            // The reader's reason reaches the client's developer.
            let undeclared = try await app.sendBytes(.propfind, "/dav/", body: Self.utf8("<?xml?><d:propfind/>"))
            #expect(undeclared.text.contains("line 1: the XML declaration needs a version"))
            // Larger than any body the server reads: refused before any parsing, and not as a 5xx.
            let huge = Self.utf8(#"<d:propfind xmlns:d="DAV:">"# + String(repeating: "<d:prop/>", count: 130_000) + "</d:propfind>")
            #expect(try await app.sendBytes(.propfind, "/dav/", body: huge).status == .contentTooLarge)
            // Still serving, and the failed MKCALENDARs made nothing.
            let root = try await app.send(.propfind, "/dav/", body: Self.propfind, headers: [.depth: "0"])
            #expect(root.status.code == 207)
            #expect(try await app.send(.propfind, newCalendar, headers: [.depth: "0"]).status == .notFound)
        }
    }

    @Test func processingInstructionsCommentsAndCDATAAreReadWhereXMLAllowsThem() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let body =
                #"<?xml version="1.0"?><?foo?><d:propfind xmlns:d="DAV:"><?bar?><!-- x --><d:prop><d:displayname/></d:prop></d:propfind>"#
            let response = try await app.send(.propfind, "/dav/principals/\(app.userID)/", body: body, headers: [.depth: "0"])
            #expect(response.status.code == 207)
            #expect(response.text.contains("<d:displayname>"))
        }
    }

    @Test func aDepthOtherThanZeroOneOrInfinityIs400() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let home = "/dav/calendars/\(app.userID)/"
            for depth in ["2", "one", "-1", "0,1", "", "infinite", "01"] {
                let response = try await app.send(.propfind, home, headers: [.depth: depth])
                #expect(response.status == .badRequest, "Depth: \(depth)")
                #expect(response.text.contains("valid-depth"))
            }
            for depth in ["0", "1", "infinity", "Infinity"] {
                #expect(try await app.send(.propfind, home, headers: [.depth: depth]).status.code == 207, "Depth: \(depth)")
            }
            let sync =
                #"""
                <d:sync-collection xmlns:d="DAV:"><d:sync-token/><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop>\#
                </d:sync-collection>
                """#
            #expect(try await app.send(.report, app.collection(household), body: sync, headers: [.depth: "2"]).status == .badRequest)
            #expect(try await app.send(.report, app.collection(household), body: sync, headers: [.depth: "1"]).status.code == 207)

            // MOVE (RFC 4918 §9.9.2) acts as Depth infinity; any value that is no Depth at all is refused too.
            let event = CalDAVTests.event(uid: "move-depth@test", summary: "Kurz")
            #expect(try await app.send(.put, app.collection(household) + "a.ics", body: event).status == .created)
            let move = HTTPRequest.Method("MOVE")!
            let destination = "http://localhost" + app.collection(household) + "b.ics"
            let refused = try await app.send(
                move, app.collection(household) + "a.ics", headers: [HTTPField.Name("Destination")!: destination, .depth: "2"])
            #expect(refused.status == .badRequest)
            #expect(try await app.send(.get, app.collection(household) + "a.ics").status == .ok, "nothing moved")
            let moved = try await app.send(
                move, app.collection(household) + "a.ics", headers: [HTTPField.Name("Destination")!: destination, .depth: "infinity"])
            #expect(moved.status == .created)
        }
    }
}

extension CalDAVTests.CalendarApp {
    /// A request whose body is raw bytes, which may be anything but UTF-8.
    mutating func sendBytes(_ method: HTTPRequest.Method, _ path: String, body: [UInt8], headers: HTTPFields = [:]) async throws
        -> TestResponse
    {
        var all = headers
        all[.authorization] = authorization
        return try await browser.request(path, method: method, headers: all, body: body.isEmpty ? nil : ByteBuffer(bytes: body))
    }
}
