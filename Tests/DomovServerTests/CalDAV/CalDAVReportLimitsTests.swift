import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// REPORTs answer within bounds (issue 23): a rule repeating every minute, expanded over three
/// months, is refused with CALDAV:max-instances instead of an answer of 84 MB, and an answer
/// past 16 MiB is cut short with DAV:number-of-matches-within-limits.
@Suite("CalDAV REPORT limits")
struct CalDAVReportLimitsTests {
    typealias App = CalDAVTests.CalendarApp

    /// calendar-query for events in March to May 2026, each expanded over the same months.
    static let expandThreeMonths = """
        <c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/>\
        <c:calendar-data><c:expand start="20260301T000000Z" end="20260601T000000Z"/></c:calendar-data></d:prop>\
        <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT">\
        <c:time-range start="20260301T000000Z" end="20260601T000000Z"/></c:comp-filter></c:comp-filter></c:filter>\
        </c:calendar-query>
        """

    /// An event with a description of `descriptionBytes` letters.
    static func event(uid: String, rule: String, descriptionBytes: Int = 10) -> String {
        CalDAVTests.event(uid: uid, summary: "Krmení", rule: rule)
            .replacingOccurrences(of: "CATEGORIES:Rodina\r\n", with: "DESCRIPTION:\(String(repeating: "x", count: descriptionBytes))\r\n")
    }

    @Test func aRuleRepeatingEveryMinuteExpandedOverThreeMonthsIsRefusedWithMaxInstances() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let collection = app.collection(household)
            let put = try await app.send(
                .put, collection + "dense.ics", body: Self.event(uid: "dense@test", rule: "FREQ=MINUTELY", descriptionBytes: 900_000))
            #expect(put.status == .created, "\(put.text.prefix(300))")

            let answer = try await app.send(.report, collection, body: Self.expandThreeMonths, headers: [.depth: "1"])
            #expect(answer.status == .forbidden)
            #expect(answer.text.contains("<c:max-instances/>"), "\(answer.text.prefix(500))")
            #expect(answer.text.utf8.count < 2_000)
            // Without expand the object is served as written, once.
            let plain = try await app.send(
                .report, collection,
                body: Self.expandThreeMonths.replacingOccurrences(
                    of: #"<c:expand start="20260301T000000Z" end="20260601T000000Z"/>"#, with: ""), headers: [.depth: "1"])
            #expect(plain.status.code == 207)
            #expect(plain.text.contains("RRULE:FREQ=MINUTELY") && plain.text.utf8.count < 1_000_000)
        }
    }

    @Test func aNormalExpandStillAnswersEveryInstance() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let collection = app.collection(household)
            _ = try await app.send(.put, collection + "weekly.ics", body: Self.event(uid: "weekly@test", rule: "FREQ=WEEKLY;COUNT=3"))
            _ = try await app.send(.put, collection + "daily.ics", body: Self.event(uid: "daily@test", rule: "FREQ=DAILY"))

            let answer = try await app.send(.report, collection, body: Self.expandThreeMonths, headers: [.depth: "1"])
            #expect(answer.status.code == 207)
            #expect(!answer.text.contains("507 Insufficient Storage") && !answer.text.contains("RRULE"))
            // 23 March to 31 May: 70 days of the daily series, and the weekly one's three.
            #expect(answer.text.components(separatedBy: "RECURRENCE-ID:").count - 1 == 70 + 3)
        }
    }

    @Test func anAnswerPastSixteenMebibytesIsCutShortWithNumberOfMatchesWithinLimits() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let collection = app.collection(household)
            // 70 daily instances of 900 KB: 63 MB if it were answered whole.
            let put = try await app.send(
                .put, collection + "big.ics", body: Self.event(uid: "big@test", rule: "FREQ=DAILY", descriptionBytes: 900_000))
            #expect(put.status == .created)

            let answer = try await app.send(.report, collection, body: Self.expandThreeMonths, headers: [.depth: "1"])
            #expect(answer.status.code == 207)
            #expect(answer.text.contains("507 Insufficient Storage") && answer.text.contains("<d:number-of-matches-within-limits/>"))
            #expect(answer.text.utf8.count <= CalDAVReportBudget.maximumBytes + 4_096)
        }
    }

    @Test func aSyncPastSixteenMebibytesIsCutAfterAWholeChangeAndGoesOnFromItsToken() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let collection = app.collection(household)
            for index in 0..<19 { // 17 MB of calendar-data
                let put = try await app.send(
                    .put, collection + "big-\(index).ics",
                    body: Self.event(uid: "big-\(index)@test", rule: "FREQ=DAILY", descriptionBytes: 900_000))
                #expect(put.status == .created)
            }
            let sync = { (token: String) in
                #"""
                <d:sync-collection xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:sync-token>\#(token)</d:sync-token>\#
                <d:sync-level>1</d:sync-level><d:prop><d:getetag/><c:calendar-data/></d:prop></d:sync-collection>
                """#
            }
            let first = try await app.send(.report, collection, body: sync(""))
            #expect(first.status.code == 207)
            #expect(first.text.contains("507 Insufficient Storage") && first.text.contains("<d:number-of-matches-within-limits/>"))
            #expect(first.text.utf8.count <= CalDAVReportBudget.maximumBytes + 4_096)
            let token = try #require(first.text.firstMatch(of: /<d:sync-token>([^<]+)<\/d:sync-token>/)?.1)
            let rest = try await app.send(.report, collection, body: sync(String(token)))
            #expect(rest.status.code == 207 && !rest.text.contains("507"))
            let hrefs = { (text: String) in Set(text.matches(of: /big-(\d+)\.ics/).map { String($0.1) }) }
            #expect(hrefs(first.text).isDisjoint(with: hrefs(rest.text)))
            #expect(hrefs(first.text).union(hrefs(rest.text)).count == 19)
        }
    }

    @Test func collectionsAdvertiseMaxInstances() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let answer = try await app.send(
                .propfind, app.collection(household),
                body: """
                    <d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:max-instances/></d:prop></d:propfind>
                    """, headers: [.depth: "0"])
            #expect(answer.text.contains("<c:max-instances>5000</c:max-instances>"), "\(answer.text)")
        }
    }
}
