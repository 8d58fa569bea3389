import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// How each surface tells someone they reached a per-person limit (issue 23): a calendar app
/// gets 507 with DAV:quota-not-exceeded, the API a 422 field error, a page the field's message
/// in the reader's language. Small limits stand in for the real ones.
@Suite("Usage limits on every surface")
struct UsageLimitRoutesTests {
    static func event(_ uid: String, title: String = "Limits") -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tests//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260301T120000Z\r\n"
            + "DTSTART:20260323T180000Z\r\nDTEND:20260323T190000Z\r\nSUMMARY:\(title)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    }

    @Test func aCalendarAppPastTheLimitGets507AndCanStillEditAndDelete() async throws {
        try await withTestApp(configure: { $0.usageLimits.calendarObjects = 1 }) { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            var app = try await CalDAVTests.CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            let collection = app.collection(household)
            let headers: HTTPFields = [.contentType: "text/calendar"]
            #expect(try await app.send(.put, collection + "a.ics", body: Self.event("a@test"), headers: headers).status == .created)
            let refused = try await app.send(.put, collection + "b.ics", body: Self.event("b@test"), headers: headers)
            #expect(refused.status.code == 507)
            #expect(refused.text.contains("<d:quota-not-exceeded") && refused.text.contains("1 calendar objects"), "\(refused.text)")
            #expect(try await app.send(.get, collection + "b.ics").status == .notFound)
            #expect(
                try await app.send(.put, collection + "a.ics", body: Self.event("a@test", title: "Edited"), headers: headers).status
                    == .noContent)
            #expect(try await app.send(.delete, collection + "a.ics").status == .noContent)
            #expect(try await app.send(.put, collection + "b.ics", body: Self.event("b@test"), headers: headers).status == .created)
        }
    }

    @Test func theAPIAnswers422OnTheFieldAndOthersKeepTheirOwnRoom() async throws {
        try await withTestApp(configure: {
            $0.usageLimits.calendarObjects = 1
            $0.usageLimits.recipes = 1
        }) { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let item = #"{"kind":"todo","title":"Buy milk","category":"shopping"}"#
            let created = try await h.jana.createItem(h.household, item)
            let refused = try await h.jana.api(.post, "\(h.planner)/items", json: item)
            #expect(refused.status == .unprocessableContent)
            #expect(try refused.problemFields() == ["title"])
            #expect(refused.text.contains("You have reached the limit of 1 calendar items per person"), "\(refused.text)")
            let id = try #require(created["id"] as? String)
            let edited = try await h.jana.api(
                .put, "\(h.planner)/items/\(id)", json: item.replacingOccurrences(of: "Buy milk", with: "Buy oat milk"))
            #expect(edited.status == .ok, "an edit at the limit works: \(edited.text)")
            _ = try await h.petr.createItem(h.household, item)

            let recipes = "/api/v1/households/\(h.household)/recipes"
            #expect(try await h.jana.api(.post, recipes, json: MealsAPITests.recipe).status == .created)
            let second = try await h.jana.api(.post, recipes, json: MealsAPITests.recipe)
            #expect(second.status == .unprocessableContent)
            #expect(try second.problemFields() == ["name"])
            #expect(try await h.petr.api(.post, recipes, json: MealsAPITests.recipe).status == .created)
        }
    }

    @Test func thePlannerFormShowsTheLimitByTheTitle() async throws {
        try await withTestApp(configure: { $0.usageLimits.calendarObjects = 1 }) { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            #expect(try await jana.post("/planner/\(household)/items", PlannerPagesTests.eventFields(title: "Dentist")).status == .seeOther)
            let refused = try await jana.post("/planner/\(household)/items", PlannerPagesTests.eventFields(title: "Barber"))
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("id=\"title-error\""))
            #expect(refused.text.contains("You have reached the limit of 1 calendar items per person."), "\(refused.text.prefix(3000))")
        }
    }

    @Test func theRecipeFormShowsTheLimitInCzech() async throws {
        try await withTestApp(configure: { $0.usageLimits.recipes = 1 }) { _, client in
            var jana = try await Browser.signedUp(client, as: .jana, headers: [.acceptLanguage: "cs"])
            let household = try await jana.createHousehold("Doma")
            _ = try await jana.get("/meals/\(household)/recipes/new")
            #expect(try await jana.postRecipe("/meals/\(household)/recipes", fields: Browser.recipeFields).status == .seeOther)
            let refused = try await jana.postRecipe("/meals/\(household)/recipes", fields: Browser.recipeFields)
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("id=\"name-error\""))
            #expect(refused.text.contains("Dosáhli jste limitu 1 receptů na osobu."), "\(refused.text.prefix(3000))")
        }
    }
}
