import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// What a calendar app learns of the person's calendar limits (issue 23): RFC 4331's quota
/// properties on every collection and the calendar home, asked for by name only; and journal
/// entries count against the limits as events and to-dos do.
@Suite("CalDAV quota")
struct CalDAVQuotaTests {
    typealias App = CalDAVTests.CalendarApp

    static let quotaProps = #"<d:propfind xmlns:d="DAV:"><d:prop><d:quota-available-bytes/><d:quota-used-bytes/></d:prop></d:propfind>"#

    static func value(_ name: String, in response: TestResponse) throws -> Int {
        let pattern = try Regex("<d:\(name)>([0-9]+)</d:\(name)>")
        let match = try #require(response.text.firstMatch(of: pattern), "\(response.text)")
        let digits = try #require(match.output[1].substring)
        return try #require(Int(digits))
    }

    @Test func collectionsAndTheHomeReportTheOwnersCalendarQuotaByNameOnly() async throws {
        try await withTestApp(configure: { $0.usageLimits.calendarBytes = 1 << 20 }) { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let collection = app.collection(household)
            let event = UsageLimitRoutesTests.event("quota@test")
            let journal = CalDAVJournalTests.journal(uid: "quota-note@jtx", summary: "Poznámka")
            #expect(
                try await app.send(.put, collection + "quota.ics", body: event, headers: [.contentType: "text/calendar"]).status == .created
            )
            #expect(
                try await app.send(.put, collection + "note.ics", body: journal, headers: [.contentType: "text/calendar"]).status
                    == .created)
            let used = event.utf8.count + journal.utf8.count

            let home = "/dav/calendars/\(app.userID)/"
            for path in [collection, home] {
                let answer = try await app.send(
                    .propfind, path, body: Self.quotaProps, headers: [.depth: "0", .contentType: "application/xml"])
                #expect(answer.status.code == 207, "\(path): \(answer.text)")
                #expect(try Self.value("quota-used-bytes", in: answer) == used, "\(path)")
                #expect(try Self.value("quota-available-bytes", in: answer) == (1 << 20) - used, "\(path)")
            }
            // RFC 4331 §3, §4: not in allprop, which apps send without a body.
            for path in [collection, home] {
                let all = try await app.send(.propfind, path, headers: [.depth: "0"])
                #expect(all.status.code == 207 && !all.text.contains("quota-"), "\(path): \(all.text)")
            }
        }
    }

    @Test func journalEntriesCountAgainstTheObjectLimit() async throws {
        try await withTestApp(configure: { $0.usageLimits.calendarObjects = 1 }) { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let collection = app.collection(household)
            let headers: HTTPFields = [.contentType: "text/calendar"]
            let note = CalDAVJournalTests.journal(uid: "first@jtx", summary: "První")
            #expect(try await app.send(.put, collection + "first.ics", body: note, headers: headers).status == .created)

            let event = try await app.send(
                .put, collection + "event.ics", body: UsageLimitRoutesTests.event("event@test"), headers: headers)
            #expect(event.status.code == 507 && event.text.contains("<d:quota-not-exceeded"), "\(event.text)")
            let second = try await app.send(
                .put, collection + "second.ics", body: CalDAVJournalTests.journal(uid: "second@jtx", summary: "Druhá"), headers: headers)
            #expect(second.status.code == 507 && second.text.contains("1 calendar objects"), "\(second.text)")
            #expect(try await app.send(.get, collection + "second.ics").status == .notFound)

            // Editing the entry at the limit works; deleting it makes room.
            let edited = note.replacingOccurrences(of: "SUMMARY:První", with: "SUMMARY:První, upravená")
            #expect(try await app.send(.put, collection + "first.ics", body: edited, headers: headers).status == .noContent)
            #expect(try await app.send(.delete, collection + "first.ics").status == .noContent)
            #expect(
                try await app.send(.put, collection + "event.ics", body: UsageLimitRoutesTests.event("event@test"), headers: headers).status
                    == .created)
        }
    }

    @Test func aLargerJournalEntryCountsAgainstTheByteLimit() async throws {
        try await withTestApp(configure: { $0.usageLimits.calendarBytes = 1 << 20 }) { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let collection = app.collection(household)
            let headers: HTTPFields = [.contentType: "text/calendar"]
            // Three entries of 400 KiB: the third takes the author past 1 MiB.
            let long = String(repeating: "Zápis ", count: 400 * 1024 / 6)
            for index in 0..<2 {
                let body = CalDAVJournalTests.journal(uid: "long-\(index)@jtx", summary: long)
                #expect(try await app.send(.put, collection + "long-\(index).ics", body: body, headers: headers).status == .created)
            }
            let third = try await app.send(
                .put, collection + "long-2.ics", body: CalDAVJournalTests.journal(uid: "long-2@jtx", summary: long), headers: headers)
            #expect(third.status.code == 507 && third.text.contains("more than 1 MiB"), "\(third.text)")
        }
    }
}
