import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Undo after deleting a planner item: its calendar object comes back byte for byte, under its
/// name and UID, and calendar apps see it as changed with a new sync token; for the person who
/// deleted it, until the purge job forgets it (`RecentlyDeleted.keptFor`).
@Suite("Undo after deleting a planner item")
struct PlannerDeleteUndoTests {
    typealias CalendarApp = CalDAVTests.CalendarApp

    static func syncReport(_ token: String) -> String {
        #"""
        <d:sync-collection xmlns:d="DAV:"><d:sync-token>\#(token)</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/>\#
        </d:prop></d:sync-collection>
        """#
    }

    static func token(_ response: TestResponse) throws -> String {
        String(try #require(response.text.firstMatch(of: /<d:sync-token>([^<]+)<\/d:sync-token>/)?.1))
    }

    /// Jana's household with an event an app PUT under a name of its own; the item's id.
    static func eventFromAnApp(_ app: TestApp, _ client: any TestClientProtocol, _ jana: inout Browser)
        async throws -> (household: ID<Household>, calendarApp: CalendarApp, path: String, item: ID<PlannerItem>)
    {
        let household = try await jana.createHousehold("Nováci")
        var calendarApp = try await CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
        let path = calendarApp.collection(household) + "zkouska-z-telefonu.ics"
        let put = try await calendarApp.send(
            .put, path, body: CalDAVTests.event(uid: "zkouska@test", summary: "Zkouška"),
            headers: [.contentType: "text/calendar; charset=utf-8", .ifNoneMatch: "*"])
        #expect(put.status == .created)
        let item = try #require(try await app.storage.planner.item(calendarUID: "zkouska@test", householdID: household)).id
        return (household, calendarApp, path, item)
    }

    @Test func undoWritesTheObjectBackByteForByteAndAppsSeeItChanged() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            var (household, calendarApp, path, item) = try await Self.eventFromAnApp(app, client, &jana)
            let before = try await calendarApp.send(.get, path)
            let etag = try #require(before.headers[.eTag])
            let collection = calendarApp.collection(household)
            let synced = try Self.token(try await calendarApp.send(.report, collection, body: Self.syncReport("")))

            let deleted = try await jana.post("/planner/\(household)/items/\(item)/delete")
            let agenda = "/planner/\(household)"
            #expect(deleted.location == "\(agenda)?did=planner-deleted&did_household=\(household)&did_item=\(item)")
            for (language, words) in [("cs", "Smazáno."), ("en", "Deleted.")] {
                let shown = try await jana.get(try #require(deleted.location), headers: [.acceptLanguage: language]).text
                #expect(try #require(HTMLScraper.element(id: "action-notice", in: shown)).contains(words))
                let undo = try #require(HTMLScraper.element(id: "action-undo-form", in: shown))
                #expect(
                    shown.contains(
                        """
                        <form id=\"action-undo-form\" method=\"post\" action=\"/planner/\(household)/items/\(item)/restore\" data-in-place>
                        """
                    ))
                #expect(undo.contains("name=\"next\" value=\"\(agenda)\""))
            }
            #expect(try await calendarApp.send(.get, path).status == .notFound)
            let gone = try await calendarApp.send(.report, collection, body: Self.syncReport(synced))
            // (Listed as gone under its default name: a page's delete does not keep an app's name for the log.)
            #expect(gone.text.contains("404 Not Found"))
            let afterDelete = try Self.token(gone)

            app.clock.advance(by: 3600)
            let undone = try await jana.post("/planner/\(household)/items/\(item)/restore", [("next", agenda)])
            #expect(undone.location == agenda)
            let after = try await calendarApp.send(.get, path)
            #expect(after.status == .ok)
            #expect(after.text == before.text, "byte for byte")
            #expect(after.text == CalDAVTests.event(uid: "zkouska@test", summary: "Zkouška"))
            #expect(after.headers[.eTag] == etag)
            // Listed as changed since the delete's token, under its own name, not as gone.
            let back = try await calendarApp.send(.report, collection, body: Self.syncReport(afterDelete))
            #expect(back.text.contains("<d:href>\(path)</d:href>"))
            #expect(back.text.contains("<d:getetag>"))
            #expect(!back.text.contains("404 Not Found"))
            #expect(try Self.token(back) != afterDelete)
            // The index is derived from the text again: the series' three occurrences.
            let occurrences = try await jana.api(
                .get, "/api/v1/households/\(household)/planner/items?from=2026-03-01T00:00:00Z&to=2026-05-01T00:00:00Z")
            #expect(try occurrences.jsonArray().count == 3)
            // Once undone, there is nothing more to bring back.
            #expect(try await jana.post("/planner/\(household)/items/\(item)/restore").status == .notFound)
        }
    }

    @Test func anotherHouseholdsMemberFindsNothing() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let (household, _, _, item) = try await Self.eventFromAnApp(app, client, &jana)
            var petr = try await Browser.signedUp(client, as: .petr)
            let petrs = try await petr.createHousehold("Jinde")
            #expect(try await jana.post("/planner/\(household)/items/\(item)/delete").status == .seeOther)

            #expect(try await petr.post("/planner/\(household)/items/\(item)/restore").status == .notFound)
            #expect(try await petr.post("/planner/\(petrs)/items/\(item)/restore").status == .notFound)
            #expect(try await app.storage.planner.item(calendarUID: "zkouska@test", householdID: household) == nil)
            #expect(try await jana.post("/planner/\(household)/items/\(item)/restore").status == .seeOther)
        }
    }

    @Test func aUIDOrNameTakenMeanwhileIsSaidAndNothingIsOverwritten() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            var (household, calendarApp, path, item) = try await Self.eventFromAnApp(app, client, &jana)
            let agenda = "/planner/\(household)"
            #expect(try await jana.post("/planner/\(household)/items/\(item)/delete").status == .seeOther)

            // The UID again, under another name.
            let elsewhere = calendarApp.collection(household) + "jinde.ics"
            let twin = CalDAVTests.event(uid: "zkouska@test", summary: "Dvojče")
            #expect(try await calendarApp.send(.put, elsewhere, body: twin, headers: [.ifNoneMatch: "*"]).status == .created)
            let refused = try await jana.post("/planner/\(household)/items/\(item)/restore", [("next", agenda)])
            #expect(refused.location == "\(agenda)?did=undo-refused")
            for (language, words) in [("cs", "Nelze vrátit zpět"), ("en", "Could not undo")] {
                let shown = try await jana.get(try #require(refused.location), headers: [.acceptLanguage: language]).text
                #expect(try #require(HTMLScraper.element(id: "action-notice", in: shown)).contains(words))
            }
            #expect(try await calendarApp.send(.get, elsewhere).text == twin)
            #expect(try await calendarApp.send(.get, path).status == .notFound)

            // The name again, for another UID.
            #expect(try await calendarApp.send(.delete, elsewhere).status == .noContent)
            let other = CalDAVTests.event(uid: "jina@test", summary: "Jiná")
            #expect(try await calendarApp.send(.put, path, body: other, headers: [.ifNoneMatch: "*"]).status == .created)
            #expect(
                try await jana.post("/planner/\(household)/items/\(item)/restore", [("next", agenda)]).location
                    == "\(agenda)?did=undo-refused")
            #expect(try await calendarApp.send(.get, path).text == other)

            // Both free again: Undo works, as it was kept.
            #expect(try await calendarApp.send(.delete, path).status == .noContent)
            #expect(try await jana.post("/planner/\(household)/items/\(item)/restore", [("next", agenda)]).location == agenda)
            #expect(try await calendarApp.send(.get, path).text == CalDAVTests.event(uid: "zkouska@test", summary: "Zkouška"))
        }
    }

    @Test func aDeletedOccurrenceIsSaidWithoutUndo() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let (household, _, _, item) = try await Self.eventFromAnApp(app, client, &jana)
            let occurrence = PlannerURL.occurrenceToken(try #require(try await app.storage.planner.item(id: item)?.start))
            let deleted = try await jana.post(
                "/planner/\(household)/items/\(item)/delete", [("scope", "occurrence"), ("occurrence", occurrence)])
            let location = try #require(deleted.location)
            #expect(location == "/planner/\(household)?did=planner-deleted&did_household=\(household)")
            let shown = try await jana.get(location).text
            #expect(try #require(HTMLScraper.element(id: "action-notice", in: shown)).contains("Deleted."))
            #expect(!shown.contains("action-undo-form"))
        }
    }

    @Test func theJobPurgesWhatIsOlderThanTheTimeLimit() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let (household, _, _, item) = try await Self.eventFromAnApp(app, client, &jana)
            #expect(try await jana.post("/planner/\(household)/items/\(item)/delete").status == .seeOther)
            let services = app.services()
            let job = RecentlyDeletedPurgeJob(
                chores: services.chores, planner: services.planner, clock: app.clock.wallClock, logger: TestLogger.make("purge"))

            app.clock.advance(by: RecentlyDeleted.keptFor - 60)
            #expect(try await job.runOnce() == 0)
            // (Past the limit the service refuses Undo before the job runs: DeletedChoresStorageTests.)
            app.clock.advance(by: 120)
            #expect(try await job.runOnce() == 1)
            #expect(try await app.storage.planner.deletedObject(id: item, householdID: household) == nil)
        }
    }
}
