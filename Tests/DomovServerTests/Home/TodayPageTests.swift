import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The home page of a member with a household, Today, through the router. The frozen "now" is
/// 15 January 2025, 09:30 UTC (10:30 in Prague).
@Suite("Today page")
struct TodayPageTests {
    /// A household with something in every module for Jana: an event today, a to-do overdue
    /// since yesterday, a critical chore, a meal planned today, one thing to buy, and a saved
    /// person whose name day is tomorrow. Answers the household.
    static func dayOfJana(_ app: TestApp, _ jana: inout Browser) async throws -> ID<Household> {
        let household = try await jana.createHousehold("Home")
        let planner = "/planner/\(household)"
        #expect(
            try await jana.post(
                "\(planner)/items", PlannerPagesTests.eventFields(title: "Dentist <3>", date: "2025-01-15", start: "14:00", end: "15:00")
            ).status == .seeOther)
        #expect(
            try await jana.post(
                "\(planner)/items",
                PlannerPagesTests.eventFields(title: "Pay rent", kind: "todo", date: "2025-01-14", start: "09:00", end: "09:00")
            ).status == .seeOther)
        #expect(
            try await jana.post("\(planner)/items", PlannerPagesTests.eventFields(title: "Next week", date: "2025-01-22")).status
                == .seeOther)

        let room = try await ChoresPagesTests.createRoom(&jana, household, "Kitchen")
        #expect(
            try await jana.post("/chores/\(household)/chores", ChoresPagesTests.choreFields(room: room, name: "Floor")).status == .seeOther)
        #expect(
            try await jana.post(
                "/chores/\(household)/chores", ChoresPagesTests.choreFields(room: room, name: "Oven", value: "1", unit: "days")
            ).status == .seeOther)

        _ = try await jana.get("/meals/\(household)/recipes/new")
        let recipe = try #require(try await jana.postRecipe("/meals/\(household)/recipes", fields: Browser.recipeFields).location)
        #expect(
            try await jana.post(recipe + "/plan", [("plan_date", "2025-01-15"), ("plan_time", "18:00"), ("plan_servings", "3")]).status
                == .seeOther)
        #expect(try await jana.post("/meals/\(household)/shopping/items", [("item", "2 l milk")]).status == .seeOther)

        #expect(
            try await jana.post("/name-days/reminders", [("name", tomorrowsName), ("person", "Grandpa"), ("time", "08:00")]).status
                == .seeOther)
        // 80 minutes in, Floor (a 100-minute chore) is critical; Oven (a day) is not.
        app.clock.advance(by: 80 * 60)
        return household
    }

    /// A name whose Czech name day is tomorrow, 16 January.
    static var tomorrowsName: String {
        NameDayCatalog.shipped.entries(on: DayOfYear(LocalDate(year: 2025, month: 1, day: 16)!), in: [.czech]).first?.entry.names.first
            ?? ""
    }

    /// The part of the page from one section's start to the next one's.
    static func section(_ page: String, _ id: String) throws -> Substring {
        let start = try #require(page.range(of: "id=\"today-\(id)\""))
        let rest = page[start.upperBound...]
        let end = rest.range(of: "<section ")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }

    @Test func aMemberSeesEveryModulesDayInOrder() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await Self.dayOfJana(app, &jana)
            let response = try await jana.get("/")
            #expect(response.status == .ok)
            let page = response.text
            #expect(!page.contains("id=\"modules-heading\""), "the modules are in the navigation")

            let ids = ["planner", "chores", "name-days", "meals", "shopping"]
            let positions = try ids.map { try #require(page.range(of: "id=\"today-\($0)\""), "\($0)").lowerBound }
            #expect(positions == positions.sorted(), "sections in order")

            let planner = try Self.section(page, "planner")
            #expect(planner.contains("Dentist &lt;3&gt;"))
            #expect(planner.contains("Pay rent"))
            #expect(planner.contains("status status-overdue"), "the overdue mark")
            #expect(!planner.contains("Next week"))
            #expect(planner.contains("href=\"/planner/\(household)\""), "the heading links to the agenda")
            #expect(planner.contains("data-label-in-progress="), "labels for planner.js")

            let chores = try Self.section(page, "chores")
            #expect(chores.contains(">Floor<"))
            #expect(chores.contains("status-critical"))
            #expect(!chores.contains(">Oven<"))
            #expect(chores.contains(">Renew<"))
            #expect(chores.contains("<input type=\"hidden\" name=\"next\" value=\"/\">"))

            let nameDays = try Self.section(page, "name-days")
            let catalog = NameDayCatalog.shipped
            for (offset, id) in [(0, "today"), (1, "tomorrow")] {
                let date = try #require(LocalDate(year: 2025, month: 1, day: 15)).adding(days: offset)
                let names = catalog.entries(on: DayOfYear(date), in: [.czech]).flatMap(\.entry.names)
                #expect(!names.isEmpty)
                let card = try #require(nameDays.range(of: "id=\"today-name-day-\(id)\""))
                for name in names { #expect(nameDays[card.upperBound...].contains(name)) }
            }
            #expect(nameDays.contains("class=\"saved-name\">\(Self.tomorrowsName)<"), "a saved person's name is highlighted")
            #expect(nameDays.contains("Grandpa"))

            let meals = try Self.section(page, "meals")
            #expect(meals.contains("Chicken &lt;rice&gt; bowl"))
            #expect(meals.contains("href=\"/meals/\(household)/recipes/"))
            #expect(meals.contains("3 servings"))
            let shopping = try Self.section(page, "shopping")
            #expect(shopping.contains("1 item to buy"))
            #expect(shopping.contains("href=\"/meals/\(household)/shopping\""))

            // Czech.
            #expect(
                try await jana.post("/settings/preferences", [("language", "cs"), ("appearance", "dark"), ("time_zone", "Europe/Prague")])
                    .status == .seeOther)
            let czech = try await jana.get("/").text
            #expect(czech.contains(">Plánovač dnes<"))
            #expect(czech.contains("1 položka k nákupu"))
            #expect(czech.contains("3 porce"))
        }
    }

    @Test func emptySectionsSaySoWithALinkToAddSomething() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let page = try await jana.get("/").text
            #expect(page.contains("id=\"today-planner-empty\""))
            #expect(page.contains("href=\"/planner/\(household)/items/new?date=2025-01-15\""))
            #expect(page.contains("id=\"today-chores-empty\""))
            #expect(page.contains("id=\"today-meals-empty\""))
            #expect(page.contains("Nothing to buy."))
        }
    }

    @Test func anotherHouseholdsDayNeverShows() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await Self.dayOfJana(app, &jana)
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.createHousehold("Elsewhere")
            let page = try await petr.get("/").text
            for secret in ["Dentist", "Pay rent", ">Floor<", "Chicken", "1 item to buy"] {
                #expect(!page.contains(secret), "\(secret) leaked")
            }
            #expect(!page.contains(household.description))
        }
    }

    @Test func doneAndRenewOnTodayComeBackToToday() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await Self.dayOfJana(app, &jana)
            let page = try await jana.get("/").text
            #expect(page.contains("<form id=\"done-form\" method=\"post\" hidden data-in-place><input type=\"hidden\" name=\"_csrf\""))
            #expect(page.contains("<input type=\"hidden\" name=\"next\" value=\"/\"></form>"))

            // The to-do's Done button names its own action; the shared form brings `next`.
            let planner = try Self.section(page, "planner")
            let action = try #require(planner.firstMatch(of: /formaction="(\/planner\/[^"]+\/complete)"/)?.1)
            let done = try await jana.post(String(action), [("next", "/")])
            #expect(done.location?.hasPrefix("/?did=planner-done&") == true)
            let after = try await jana.get("/").text
            #expect(try Self.section(after, "planner").contains("Dentist") == true)

            // Every chore row is a form of its own with the token; Renew comes back here.
            let chores = try Self.section(page, "chores")
            #expect(chores.contains("name=\"_csrf\""))
            let choreAction = try #require(chores.firstMatch(of: /action="(\/chores\/[^"]+\/complete)"/)?.1)
            let renewed = try await jana.post(String(choreAction), [("next", "/")])
            #expect(renewed.location?.hasPrefix("/?did=chore-done&") == true)
            #expect(try Self.section(try await jana.get("/").text, "chores").contains("today-chores-empty"))
            _ = household
        }
    }

    @Test func aFormWithoutTheTokenIsRefused() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await Self.dayOfJana(app, &jana)
            let page = try await jana.get("/").text
            let action = try #require(try Self.section(page, "chores").firstMatch(of: /action="(\/chores\/[^"]+\/complete)"/)?.1)
            let forged = try await jana.postForm(String(action), [("next", "/")])
            #expect(forged.status == .forbidden)
            #expect(try Self.section(try await jana.get("/").text, "chores").contains(">Floor<"), "nothing was renewed")
        }
    }

    @Test func anUnchangedDayAnswers304ToItsETag() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await Self.dayOfJana(app, &jana)
            // Half a minute on, so that the second below changes no minute shown ("19 min left").
            app.clock.advance(by: 30)
            let first = try await jana.get("/")
            let etag = try #require(first.headers[.eTag])
            #expect(first.text.contains("data-etag=\"\(etag.replacingOccurrences(of: "\"", with: "&quot;"))\""))
            let again = try await jana.get("/", headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
            #expect(again.text.isEmpty)
            // A second later nothing on the day has changed: the chores card's clock (data-now,
            // in milliseconds) is not part of the tag.
            app.clock.advance(by: 1)
            let later = try await jana.get("/", headers: [.ifNoneMatch: etag])
            #expect(later.status == .notModified)
            // Something new: a new fragment, a new tag.
            app.clock.advance(by: 30 * 60)
            #expect(try await jana.get("/", headers: [.ifNoneMatch: etag]).status == .ok)
        }
    }
}
