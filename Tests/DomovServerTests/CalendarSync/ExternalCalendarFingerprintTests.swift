import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Synchronization
import Testing

/// What tells a sync that Domov's copy of an object changed is the stored text's ETag (issue
/// 22): a change only the text holds (an alarm's sound) is written to the server at the next
/// round, and a round with nothing changed writes nothing.
@Suite("External calendar fingerprints")
struct ExternalCalendarFingerprintTests {
    typealias App = CalDAVTests.CalendarApp

    static func event(sound: String) -> String {
        """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Tests//EN\r
        BEGIN:VEVENT\r
        UID:swim@test\r
        DTSTAMP:20260301T120000Z\r
        DTSTART;TZID=Europe/Prague:20260323T180000\r
        DTEND;TZID=Europe/Prague:20260323T190000\r
        SUMMARY:Plavání\r
        BEGIN:VALARM\r
        ACTION:AUDIO\r
        TRIGGER:-PT30M\r
        ATTACH;FMTTYPE=audio/basic:\(sound)\r
        END:VALARM\r
        END:VEVENT\r
        END:VCALENDAR\r

        """
    }

    @Test func changingOnlyAnAlarmThroughCalDAVUploadsTheObjectAtTheNextRound() async throws {
        let server = MemoryCalDAV()
        try await withSyncApp(server) { environment, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            let added = try await jana.post(
                "/planner/\(household)/accounts", [("url", "https://dav.example/"), ("username", "jana"), ("password", "secret")])
            #expect(added.status == .seeOther, "\(added.text)")
            let user = try #require(try await environment.storage.accounts.user(email: TestAccount.jana.email))
            let account = try #require(
                try await environment.storage.externalCalendars.accounts(ownerID: user.id, householdID: household).first)
            let calendar = try #require(try await environment.storage.planner.calendars(ownerID: user.id, householdID: household).first)

            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let path = "/dav/calendars/\(app.userID)/\(calendar.slug)/swim.ics"
            let created = try await app.send(.put, path, body: Self.event(sound: "https://example.com/bell.au"))
            #expect(created.status == .created, "\(created.text)")
            let sync = "/planner/\(household)/accounts/\(account.id)/sync"
            #expect(try await jana.post(sync).status == .seeOther)
            #expect(server.texts.values.contains(Self.event(sound: "https://example.com/bell.au")))
            #expect(server.puts == 1)

            // Nothing changed: nothing is written.
            #expect(try await jana.post(sync).status == .seeOther)
            #expect(server.puts == 1)

            // Only the alarm's sound: the planner's items stay the same (their reminder is the
            // same 30 minutes, and the clock stood still), the text does not.
            let changed = try await app.send(
                .put, path, body: Self.event(sound: "https://example.com/gong.au"),
                headers: [.ifMatch: try #require(created.headers[.eTag])])
            #expect(changed.status == .noContent, "\(changed.text)")
            #expect(try await jana.post(sync).status == .seeOther)
            #expect(server.puts == 2)
            #expect(server.texts.values.contains(Self.event(sound: "https://example.com/gong.au")))
        }
    }

    /// A state saved when fingerprints listed the items' versions is taken over where the items
    /// are still those: the new kind of fingerprint uploads nothing by itself.
    @Test func aStateWithTheItemsFingerprintIsTakenOverWithoutAnUpload() async throws {
        let server = MemoryCalDAV()
        try await withSyncApp(server) { environment, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            _ = try await jana.post(
                "/planner/\(household)/accounts", [("url", "https://dav.example/"), ("username", "jana"), ("password", "secret")])
            let user = try #require(try await environment.storage.accounts.user(email: TestAccount.jana.email))
            let account = try #require(
                try await environment.storage.externalCalendars.accounts(ownerID: user.id, householdID: household).first)
            let calendar = try #require(try await environment.storage.planner.calendars(ownerID: user.id, householdID: household).first)
            let synced = try #require(try await environment.storage.externalCalendars.calendars(accountID: account.id).first)
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let put = try await app.send(
                .put, "/dav/calendars/\(app.userID)/\(calendar.slug)/swim.ics", body: Self.event(sound: "https://example.com/bell.au"))
            #expect(put.status == .created)
            let sync = "/planner/\(household)/accounts/\(account.id)/sync"
            #expect(try await jana.post(sync).status == .seeOther)
            #expect(server.puts == 1)

            var state = try #require(try await environment.storage.externalCalendars.objectStates(calendarID: synced.id).first)
            let items = try await environment.storage.planner.objectItems(calendarUIDs: ["swim@test"], householdID: household)
            let object = try #require(PlannerObjectItems(uid: "swim@test", unordered: items))
            state.localFingerprint = ExternalObjectState.itemsFingerprint(object)
            try await environment.storage.externalCalendars.saveObjectState(state, calendarID: synced.id)

            #expect(try await jana.post(sync).status == .seeOther)
            #expect(server.puts == 1, "nothing changed, nothing written")
            let taken = try await environment.storage.externalCalendars.objectStates(calendarID: synced.id).first?.localFingerprint
            #expect(taken == put.headers[.eTag])
        }
    }
}

/// A CalDAV server with one calendar, "Rodina", holding what is PUT in memory.
final class MemoryCalDAV: ExternalCalendarRemote {
    static let collection = "https://dav.example/cal/rodina/"
    private let state = Mutex<(objects: [String: RemoteObject], version: Int, puts: Int)>(([:], 1, 0))

    var texts: [String: String] { state.withLock { $0.objects.mapValues(\.text) } }
    var puts: Int { state.withLock { $0.puts } }

    func calendars(_ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> [RemoteCalendar] {
        [RemoteCalendar(url: Self.collection, name: "Rodina", components: [.event, .todo])]
    }

    func version(ofCollection url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> String? {
        state.withLock { "v\($0.version)" }
    }

    func etags(inCollection url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> [String: String] {
        state.withLock { $0.objects.mapValues(\.etag) }
    }

    func object(at url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> RemoteObject? {
        state.withLock { $0.objects[url] }
    }

    func put(_ text: String, at url: String, ifMatch etag: String?, _ credentials: ExternalCredentials)
        async throws(ExternalCalendarProblem) -> RemoteWriteResult
    {
        state.withLock { state in
            if let etag, state.objects[url]?.etag != etag { return .preconditionFailed }
            state.version += 1
            state.puts += 1
            let written = RemoteObject(text: text, etag: "\"\(state.version)\"")
            state.objects[url] = written
            return .done(etag: written.etag)
        }
    }

    func delete(at url: String, ifMatch etag: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem)
        -> RemoteWriteResult
    {
        state.withLock { state in
            guard state.objects[url]?.etag == etag else { return .preconditionFailed }
            state.version += 1
            state.objects[url] = nil
            return .done(etag: nil)
        }
    }

    func etag(at url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> String? {
        state.withLock { $0.objects[url]?.etag }
    }
}

/// The app with `server` as every external account's CalDAV server.
func withSyncApp(_ server: MemoryCalDAV, _ body: @escaping @Sendable (TestApp, any TestClientProtocol) async throws -> Void) async throws {
    let environment = try await TestApp.make { _ in }
    do {
        var dependencies = AppDependencies(
            storage: environment.storage, clock: environment.clock.wallClock, ids: environment.ids,
            logger: TestLogger.make("external-calendar-fingerprint-test"), runsBackgroundJobs: false, credentialSealer: TestSealer()
        )
        dependencies.calendarRemote = server
        let app = try buildApplication(config: environment.config, dependencies: dependencies)
        try await app.test(.router) { client in try await body(environment, client) }
        await environment.close()
    } catch {
        await environment.close()
        throw error
    }
}
