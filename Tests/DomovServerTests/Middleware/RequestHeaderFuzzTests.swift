import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// Fuzzing the request headers Domov reads by hand: Authorization (Bearer and Basic app
/// passwords), the cookies it looks up, If-Match and If-None-Match (CalDAV writes, the gzip
/// variant tags, feeds), If-Modified-Since, Depth, Destination and Accept-Encoding (Accept-
/// Language is fuzzed with the rest of the core, `AcceptLanguageFuzzTests`). Each reader must
/// give a value or its refusal, never a crash; and the same mutated headers sent through the
/// routes, signed in and not, must get answers below 500. `DOMOV_FUZZ_INPUTS=100000 swift test
/// --filter RequestHeaderFuzzTests` for a full run.
@Suite("Request header fuzzing")
struct RequestHeaderFuzzTests {
    static let authorizations = [
        "Bearer dmv_7Yw3kq9X2mN4pL8sR1tV6zB0cF5hJ",
        "Basic " + Data("jana@example.org:dmv_7Yw3kq9X2mN4pL8sR1tV6zB0cF5hJ".utf8).base64EncodedString(),
        "basic amFuYUBleGFtcGxlLm9yZzo=", "BEARER  spaced ", "Digest username=\"jana\", realm=\"Domov\", nonce=\"x\"",
    ]
    static let cookies = [
        "domov_session=Zk9yTXN0cmluZ0hlcmVfXzEyMzQ1Njc4OTA; domov_csrf=YWJjZGVmYWJjZGVmYWJjZGVmYWJjZGVmYWJjZGVm",
        "domov_pb_script=cyrillic;domov_calendar_connect=abc; domov_signin=\"quoted\"; domov_signin_link=a=b=c", "=; ;;=x; domov_session",
    ]
    static let etags = [#""7f3a9c""#, #""7f3a9c-gzip""#, #"W/"7f3a9c", "abc-gzip""#, "*", #""a", "b" , *"#, #""""#, #"""#]
    static let dates = [
        "Sun, 22 Nov 2026 07:05:00 GMT", "Sunday, 22-Nov-26 07:05:00 GMT", "Sun Nov 22 07:05:00 2026", "Thu, 01 Jan 1970 00:00:00 GMT",
    ]
    static let depths = ["0", "1", "infinity", " Infinity ", "1,1", "-1", "2"]
    static let destinations = [
        "https://domov.example/dav/calendars/7b0e5a1c-0000-4000-8000-000000000001/7b0e5a1c-0000-4000-8000-000000000002/a.ics",
        "/dav/calendars/7b0e5a1c-0000-4000-8000-000000000001/sport/b%20c.ics?x=1", "http://[::1]:80/dav/", "dav/calendars//a",
    ]
    static let encodings = ["gzip, deflate, br", "gzip;q=0", "*;q=0.5, identity", "x-gzip;q=1e999", "br;q=1, gzip;q=0.001"]

    static let dictionary = [
        " ", ",", ";", "=", "\"", "W/", "*", ":", "Basic ", "Bearer ", "q=", "-gzip\"", "GMT", "/", "%2F", "%", "//", "..", "?", "#", "\\",
        "\t",
        "dav", "calendars", "infinity",
    ]

    static var count: Int { FuzzInputs.count(default: 3000) }

    /// The schemes in any case, the credentials without blanks either side.
    @Test func authorizationsAreReadWhateverTheSchemesCase() {
        let basic = Data("jana@example.org:dmv_secret".utf8).base64EncodedString()
        for header in ["Basic \(basic)", "BASIC  \(basic) ", "basic \t\(basic)\t"] {
            let read = IdentityMiddleware.appPassword(header)
            #expect(read?.email == "jana@example.org" && read?.secret.value == "dmv_secret", "\(header)")
        }
        for header in ["Bearer dmv_secret", "bEARER \t dmv_secret \t"] {
            let read = IdentityMiddleware.appPassword(header)
            #expect(read?.email == nil && read?.secret.value == "dmv_secret", "\(header)")
        }
        for header in [
            "", "Bearer", "Basic", "basic\t\(basic)", "Basic !!!", "Basic " + Data("no-colon".utf8).base64EncodedString(), "Digest x",
        ] {
            #expect(IdentityMiddleware.appPassword(header) == nil, "\(header)")
        }
    }

    @Test func mutatedAuthorizationsGiveAnAppPasswordOrNone() {
        var bearer = 0
        var basic = 0
        var refused = 0
        for input in FuzzInputs(corpus: Self.authorizations, dictionary: Self.dictionary, count: Self.count) {
            let header = String(decoding: input, as: UTF8.self)
            guard let token = IdentityMiddleware.appPassword(header) else {
                refused += 1
                #expect(!header.lowercased().hasPrefix("bearer "))
                continue
            }
            if let email = token.email {
                basic += 1
                #expect(!email.contains(":"))
            } else {
                bearer += 1
            }
        }
        #expect(bearer > 0 && basic > 0 && refused > 0)
        FuzzInputs.report("mutated Authorization: \(bearer) bearer tokens, \(basic) basic pairs, \(refused) refused (anonymous)")
    }

    @Test func mutatedCookieHeadersGiveCookiesOrNone() {
        let names = [
            CookieFactory.sessionCookieName, CookieFactory.csrfCookieName, PhrasebookController.scriptCookie,
            CalendarConnectController.stateCookie, SignInServices.stateCookie, SignInServices.linkCookie,
        ]
        var found = 0
        for input in FuzzInputs(corpus: Self.cookies, dictionary: Self.dictionary, count: Self.count) {
            let jar = Cookies(from: [String(decoding: input, as: UTF8.self)])
            found += names.compactMap { jar[$0] }.count
        }
        #expect(found > 0)
        FuzzInputs.report("mutated Cookie headers: \(found) cookies of Domov's found")
    }

    @Test func mutatedConditionsGiveAnExpectationOrNone() {
        var expectations: [String: Int] = [:]
        for (index, input) in FuzzInputs(corpus: Self.etags + Self.dates, dictionary: Self.dictionary, count: Self.count).enumerated() {
            let value = String(decoding: input, as: UTF8.self)
            var fields = HTTPFields()
            fields[index % 2 == 0 ? .ifMatch : .ifNoneMatch] = value
            fields[.ifModifiedSince] = value
            switch CalDAVExchange.expectation(fields) {
            case nil: expectations["refused (412)", default: 0] += 1
            case .anything: expectations["anything", default: 0] += 1
            case .absent: expectations["absent", default: 0] += 1
            case .present: expectations["present", default: 0] += 1
            case .etag(let etag):
                expectations["etag", default: 0] += 1
                #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && etag.count >= 2)
            }
            _ = CalendarFeedResponse.notModified(fields, etag: #""7f3a9c""#, lastModified: Date(timeIntervalSince1970: 1_790_000_000))
            _ = CalendarFeedResponse.parseHTTPDate(value)
            let request = Request(
                head: HTTPRequest(method: .get, scheme: "http", authority: "domov.example", path: "/", headerFields: fields),
                body: .init(buffer: ByteBuffer()))
            if let unvaried = ResponseCompressionMiddleware<DomovRequestContext>.withoutVariantTags(request) {
                // Each tag is rewritten in its place: none is lost or made up (an empty list
                // element, which names nothing, may go).
                for name in [HTTPField.Name.ifMatch, .ifNoneMatch] {
                    #expect(Self.listElements(unvaried.headers[name]) == Self.listElements(request.headers[name]), "\(request.headers)")
                }
            }
        }
        #expect(expectations.count >= 3)
        FuzzInputs.report("mutated If-Match/If-None-Match: \(expectations.sorted { $0.key < $1.key })")
    }

    @Test func mutatedDepthsDestinationsAndEncodingsAreReadOrRefused() {
        var depths: [String: Int] = [:]
        var paths = 0
        for input in FuzzInputs(corpus: Self.depths + Self.destinations + Self.encodings, dictionary: Self.dictionary, count: Self.count) {
            let value = String(decoding: input, as: UTF8.self)
            var fields = HTTPFields()
            fields[.depth] = value
            let request = Request(
                head: HTTPRequest(method: .propfind, scheme: "http", authority: "domov.example", path: "/dav/", headerFields: fields),
                body: .init(buffer: ByteBuffer()))
            do {
                let depth = try CalDAVController.depth(request)
                #expect(["0", "1", "infinity"].contains(depth))
                depths[depth, default: 0] += 1
            } catch {
                depths["refused (400)", default: 0] += 1
                #expect(error.response.status == .badRequest)
            }
            if let url = URL(string: value), CalDAVPath(requestPath: url.path) != nil { paths += 1 }
            _ = CalDAVPath(requestPath: value)
            _ = ResponseCompressionMiddleware<DomovRequestContext>.acceptsGzip(value)
        }
        #expect(depths.count == 4 && paths > 0)
        FuzzInputs.report("mutated Depth: \(depths.sorted { $0.key < $1.key }); \(paths) Destinations named a DAV path")
    }

    /// How many non-empty elements a comma-separated header value lists.
    static func listElements(_ value: String?) -> Int {
        (value ?? "").split(separator: ",").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count
    }

    /// The same headers through the server: on the pages, the API and CalDAV, signed in with
    /// a session, with an app password, and not at all.
    @Test func mutatedHeadersThroughTheRoutesGetAnAnswerBelow500() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await CalDAVTests.CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            let collection = app.collection(household)
            let put = try await app.send(
                .put, collection + "a.ics", body: CalDAVTests.event(uid: "a", summary: "Plavání"),
                headers: [.contentType: "text/calendar"])
            #expect(put.status == .created)
            let sessionCookie = jana.cookies.headerValue ?? ""
            let corpus =
                Self.authorizations + [app.authorization] + Self.cookies + [sessionCookie] + Self.etags + Self.dates + Self.depths
                + Self.destinations.map { $0.replacingOccurrences(of: "7b0e5a1c-0000-4000-8000-000000000001", with: app.userID) }
                + Self.encodings
                + ["cs-CZ,cs;q=0.9,en;q=0.8"]
            // (header, method, path): each input goes into one of these in turn.
            let slots: [(HTTPField.Name, HTTPRequest.Method, String)] = [
                (.authorization, .get, "/api/v1/me"), (.authorization, .propfind, "/dav/"), (.cookie, .get, "/"),
                (.cookie, .get, "/phrasebook"),
                (.cookie, .post, "/logout"), (.ifMatch, .put, collection + "a.ics"), (.ifNoneMatch, .put, collection + "b.ics"),
                (.ifMatch, .delete, collection + "c.ics"), (.ifNoneMatch, .get, "/static/app.css"), (.ifModifiedSince, .get, "/"),
                (.depth, .propfind, collection), (.depth, .report, collection), (.destination, .move, collection + "a.ics"),
                (.acceptEncoding, .get, "/login"), (.acceptLanguage, .get, "/login"),
            ]
            var statuses: [Int: Int] = [:]
            let inputs = FuzzInputs(corpus: corpus, dictionary: Self.dictionary, count: FuzzInputs.count(default: 300))
            for (index, input) in inputs.enumerated() {
                let (name, method, path) = slots[index % slots.count]
                var headers: HTTPFields = [name: String(decoding: input, as: UTF8.self)]
                // Calendar requests are signed in by the app password unless their own header is the fuzzed one.
                if path.hasPrefix("/dav/"), name != .authorization { headers[.authorization] = app.authorization }
                let body =
                    method == .put
                    ? ByteBuffer(string: CalDAVTests.event(uid: "b\(index)", summary: "x"))
                    : method == .report
                        ? ByteBuffer(
                            string:
                                #"""
                                <c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop>\#
                                </c:calendar-query>
                                """#
                        )
                        : nil
                if method == .put { headers[.contentType] = "text/calendar" }
                let response = try await client.executeRequest(uri: path, method: method, headers: headers, body: body)
                statuses[Int(response.status.code), default: 0] += 1
                #expect(
                    response.status.code < 500,
                    "\(name): \(String(decoding: input, as: UTF8.self)) on \(method) \(path): \(response.status)")
            }
            // Still serving the calendar app.
            #expect(try await app.send(.propfind, "/dav/", headers: [.depth: "0"]).status == .multiStatus)
            FuzzInputs.report("mutated headers through routes: \(inputs.count) requests, statuses \(statuses.sorted { $0.key < $1.key })")
        }
    }
}
