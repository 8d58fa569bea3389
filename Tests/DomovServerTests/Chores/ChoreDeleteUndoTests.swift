import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Undo after deleting a chore: the chore back as it was, under its id and with its history,
/// for the person who deleted it, until the purge job forgets it (`RecentlyDeleted.keptFor`).
@Suite("Undo after deleting a chore")
struct ChoreDeleteUndoTests {
    /// Jana's household with a room and a chore done once; the chore's path.
    static func doneChore(_ jana: inout Browser) async throws -> (household: ID<Household>, room: String, chore: ID<Chore>) {
        let household = try await jana.createHousehold("Domov")
        let room = try await ChoresPagesTests.createRoom(&jana, household, "Kuchyň")
        let path = try #require(
            try await jana.post("/chores/\(household)/chores", ChoresPagesTests.choreFields(room: room, name: "Nádobí"))
                .location?.split(separator: "?").first.map(String.init))
        let chore = try #require(ID<Chore>(String(path.split(separator: "/").last ?? "")))
        #expect(try await jana.post("\(path)/complete", [("note", "Myčka")]).status == .seeOther)
        return (household, room, chore)
    }

    @Test func undoBringsTheChoreBackUnderItsIdWithItsHistory() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let (household, room, chore) = try await Self.doneChore(&jana)
            let before = try #require(try await app.storage.chores.chore(id: chore))
            let history = try await app.storage.chores.completions(choreID: chore, limit: 10)
            #expect(history.count == 1)

            let deleted = try await jana.post("/chores/\(household)/chores/\(chore)/delete")
            let roomPage = "/chores/\(household)/rooms/\(room)"
            #expect(deleted.location == "\(roomPage)?did=chore-deleted&did_household=\(household)&did_chore=\(chore)")
            #expect(try await app.storage.chores.chore(id: chore) == nil)
            for (language, words) in [("cs", "Smazáno."), ("en", "Deleted.")] {
                let shown = try await jana.get(try #require(deleted.location), headers: [.acceptLanguage: language]).text
                #expect(try #require(HTMLScraper.element(id: "action-notice", in: shown)).contains(words))
                let undo = try #require(HTMLScraper.element(id: "action-undo-form", in: shown))
                #expect(
                    shown.contains(
                        """
                        <form id=\"action-undo-form\" method=\"post\" action=\"/chores/\(household)/chores/\(chore)/restore\" data-in-place>
                        """
                    ))
                #expect(undo.contains("name=\"next\" value=\"\(roomPage)\""))
                #expect(undo.contains("name=\"_csrf\""))
            }

            app.clock.advance(by: 3600)
            let undone = try await jana.post("/chores/\(household)/chores/\(chore)/restore", [("next", roomPage)])
            #expect(undone.location == roomPage)
            #expect(try await app.storage.chores.chore(id: chore) == before, "the same row, not a new chore")
            #expect(try await app.storage.chores.completions(choreID: chore, limit: 10) == history)
            #expect(try await jana.get(roomPage).text.contains("Nádobí"))
            #expect(!(try await jana.get("/chores/\(household)/chores/\(chore)").text.contains("history-empty")))
            // Undone once: there is nothing more to bring back.
            #expect(try await jana.post("/chores/\(household)/chores/\(chore)/restore").status == .notFound)
        }
    }

    @Test func onlyThePersonWhoDeletedItCanUndoAndOtherHouseholdsFindNothing() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let (household, _, chore) = try await Self.doneChore(&jana)
            let invite = try await jana.createInvite(household)
            var eva = try await Browser.signedUp(client, as: .eva)
            _ = try await eva.acceptInvite(invite)
            var petr = try await Browser.signedUp(client, as: .petr)
            let petrs = try await petr.createHousehold("Jinde")
            #expect(try await jana.post("/chores/\(household)/chores/\(chore)/delete").status == .seeOther)

            // Another household's member: not there, by its own path or through his household.
            #expect(try await petr.post("/chores/\(household)/chores/\(chore)/restore").status == .notFound)
            #expect(try await petr.post("/chores/\(petrs)/chores/\(chore)/restore").status == .notFound)
            // A housemate did not delete it: the Undo is not theirs.
            #expect(try await eva.post("/chores/\(household)/chores/\(chore)/restore").status == .notFound)
            #expect(try await app.storage.chores.chore(id: chore) == nil)
            #expect(try await jana.post("/chores/\(household)/chores/\(chore)/restore").status == .seeOther)
            #expect(try await app.storage.chores.chore(id: chore) != nil)
        }
    }

    @Test func aNameTakenMeanwhileIsSaidAndNothingIsOverwritten() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let (household, room, chore) = try await Self.doneChore(&jana)
            #expect(try await jana.post("/chores/\(household)/chores/\(chore)/delete").status == .seeOther)
            let again = try await jana.post("/chores/\(household)/chores", ChoresPagesTests.choreFields(room: room, name: "Nádobí"))
            #expect(again.status == .seeOther)

            let roomPage = "/chores/\(household)/rooms/\(room)"
            let refused = try await jana.post("/chores/\(household)/chores/\(chore)/restore", [("next", roomPage)])
            #expect(refused.location == "\(roomPage)?did=undo-refused")
            for (language, words) in [("cs", "Nelze vrátit zpět"), ("en", "Could not undo")] {
                let shown = try await jana.get(try #require(refused.location), headers: [.acceptLanguage: language]).text
                #expect(try #require(HTMLScraper.element(id: "action-notice", in: shown)).contains(words))
                #expect(!shown.contains("action-undo-form"))
            }
            #expect(try await app.storage.chores.chore(id: chore) == nil)
            #expect(
                try await app.storage.chores.deletedChore(id: chore, householdID: household) != nil,
                "still kept: Undo may work once the name is free")
        }
    }

    @Test func theJobPurgesWhatIsOlderThanTheTimeLimit() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let (household, _, chore) = try await Self.doneChore(&jana)
            #expect(try await jana.post("/chores/\(household)/chores/\(chore)/delete").status == .seeOther)
            let services = app.services()
            let job = RecentlyDeletedPurgeJob(
                chores: services.chores, planner: services.planner, clock: app.clock.wallClock, logger: TestLogger.make("purge"))

            app.clock.advance(by: RecentlyDeleted.keptFor - 60)
            #expect(try await job.runOnce() == 0)
            #expect(try await app.storage.chores.deletedChore(id: chore, householdID: household) != nil)

            // (Past the limit the service refuses Undo before the job runs: DeletedChoresStorageTests.)
            app.clock.advance(by: 120)
            #expect(try await job.runOnce() == 1)
            #expect(try await app.storage.chores.deletedChore(id: chore, householdID: household) == nil)
            #expect(try await job.runOnce() == 0)
        }
    }
}
