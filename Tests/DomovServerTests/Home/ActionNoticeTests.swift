import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// After Done, Renew or Delete the page the action returns to says what was done, once, with
/// Undo where it can be undone; without JavaScript this is the redirect and a form.
@Suite("Action notices with Undo")
struct ActionNoticeTests {
    @Test func plannerDoneSaysSoWithAnUndoThatReopensAndComesBack() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await TodayPageTests.dayOfJana(app, &jana)
            let page = try await jana.get("/").text
            let action = try #require(
                try TodayPageTests.section(page, "planner").firstMatch(of: /formaction="(\/planner\/[^"]+\/complete)"/)?.1)
            let done = try await jana.post(String(action), [("next", "/")])
            let location = try #require(done.location)
            #expect(location.hasPrefix("/?did=planner-done&did_household=\(household)&did_item="))

            let shown = try await jana.get(location).text
            let notice = try #require(HTMLScraper.element(id: "action-notice", in: shown))
            #expect(notice.contains("Marked as done."))
            let undo = try #require(HTMLScraper.element(id: "action-undo-form", in: shown))
            let reopen = String(action).replacingOccurrences(of: "/complete", with: "/reopen")
            #expect(shown.contains("<form id=\"action-undo-form\" method=\"post\" action=\"\(reopen)\" data-in-place>"))
            #expect(undo.contains("name=\"next\" value=\"/\""))
            #expect(undo.contains("name=\"_csrf\""))
            // Shown once: the page without the query says nothing.
            #expect(HTMLScraper.element(id: "action-notice", in: try await jana.get("/").text) == nil)

            let undone = try await jana.post(reopen, [("next", "/")])
            #expect(undone.location == "/")
            #expect(try TodayPageTests.section(try await jana.get("/").text, "planner").contains("Pay rent"))
        }
    }

    @Test func choreDoneUndoTakesBackTheCompletion() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await TodayPageTests.dayOfJana(app, &jana)
            let page = try await jana.get("/").text
            let action = try #require(try TodayPageTests.section(page, "chores").firstMatch(of: /action="(\/chores\/[^"]+\/complete)"/)?.1)
            #expect(try TodayPageTests.section(page, "chores").contains("data-in-place"))
            let renewed = try await jana.post(String(action), [("next", "/")])
            let location = try #require(renewed.location)
            #expect(location.hasPrefix("/?did=chore-done&did_household=\(household)&did_chore="))
            let shown = try await jana.get(location).text
            #expect(try #require(HTMLScraper.element(id: "action-notice", in: shown)).contains("Recorded as done."))
            let undoPath = String(action).replacingOccurrences(of: "/complete", with: "/undo")
            #expect(shown.contains("action=\"\(undoPath)\""))
            #expect(try TodayPageTests.section(shown, "chores").contains("today-chores-empty"))

            let undone = try await jana.post(undoPath, [("next", "/")])
            #expect(undone.location == "/")
            #expect(try TodayPageTests.section(try await jana.get("/").text, "chores").contains("Floor"))
        }
    }

    @Test func deletingSaysSoInCzechWithUndo() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Domov")
            let created = try await jana.post("/planner/\(household)/items", PlannerPagesTests.eventFields(title: "Schůzka"))
            let item = try #require(created.location)
            let deleted = try await jana.post("\(item)/delete")
            let id = try #require(item.split(separator: "/").last)
            let back = "/planner/\(household)?did=planner-deleted&did_household=\(household)&did_item=\(id)"
            #expect(deleted.location == back)
            let shown = try await jana.get(back, headers: [.acceptLanguage: "cs"]).text
            #expect(try #require(HTMLScraper.element(id: "action-notice", in: shown)).contains("Smazáno."))
            #expect(shown.contains("action=\"/planner/\(household)/items/\(id)/restore\""))
        }
    }

    @Test func deletingAChoreSaysSoOnItsRoomWithUndo() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Domov")
            let room = try await ChoresPagesTests.createRoom(&jana, household, "Kuchyň")
            let chore = try #require(
                try await jana.post("/chores/\(household)/chores", ChoresPagesTests.choreFields(room: room, name: "Nádobí"))
                    .location?.split(separator: "?").first.map(String.init))
            let deleted = try await jana.post("\(chore)/delete")
            let back = try #require(deleted.location)
            #expect(back.hasPrefix("/chores/\(household)/rooms/\(room)?did=chore-deleted&did_household=\(household)&did_chore="))
            for (language, words) in [("cs", "Smazáno."), ("en", "Deleted.")] {
                let shown = try await jana.get(back, headers: [.acceptLanguage: language]).text
                #expect(try #require(HTMLScraper.element(id: "action-notice", in: shown)).contains(words))
                #expect(shown.contains("action-undo-form"))
                #expect(!shown.contains("Nádobí"))
            }
        }
    }

    @Test func deletingARecipeOrARoomSaysSoOnThePageItComesBackTo() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Domov")
            let recipe = try #require(
                try await jana.postRecipe("/meals/\(household)/recipes", fields: Browser.recipeFields)
                    .location?.split(separator: "?").first.map(String.init))
            let recipes = "/meals/\(household)?did=recipe-deleted"
            #expect(try await jana.post("\(recipe)/delete").location == recipes)
            let room = try await ChoresPagesTests.createRoom(&jana, household, "Kuchyň")
            let house = "/chores/\(household)?did=room-deleted"
            #expect(try await jana.post("/chores/\(household)/rooms/\(room)/delete").location == house)
            for back in [recipes, house] {
                for (language, words) in [("cs", "Smazáno."), ("en", "Deleted.")] {
                    let shown = try await jana.get(back, headers: [.acceptLanguage: language]).text
                    #expect(try #require(HTMLScraper.element(id: "action-notice", in: shown)).contains(words), "\(back) \(language)")
                    #expect(!shown.contains("action-undo-form"))
                }
                #expect(HTMLScraper.element(id: "action-notice", in: try await jana.get(ActionNotice.removed(from: back)).text) == nil)
            }
        }
    }

    @Test func aForgedNoticeNamesNoOtherAction() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Domov")
            // Unknown kinds and malformed IDs show nothing; the Undo address is never taken from the query.
            for query in [
                "did=households-delete", "did=planner-done&did_household=x&did_item=y", "did=chore-done&did_household=\(household)",
            ] {
                let page = try await jana.get("/?\(query)").text
                #expect(HTMLScraper.element(id: "action-notice", in: page) == nil, "\(query)")
            }
        }
    }

    @Test func theReturnPathKeepsThePagesOwnQuery() {
        #expect(
            ActionNotice.removed(from: "/planner/h/week/2025-01-13?category=work&did=planner-deleted")
                == "/planner/h/week/2025-01-13?category=work")
        #expect(ActionNotice.removed(from: "/?did=chore-done&did_household=a&did_chore=b") == "/")
        let household = ID<Household>(UUID())
        #expect(
            ActionNotice.plannerDeleted(household, nil).appended(to: "/planner/h?category=work")
                == "/planner/h?category=work&did=planner-deleted&did_household=\(household)")
    }
}
