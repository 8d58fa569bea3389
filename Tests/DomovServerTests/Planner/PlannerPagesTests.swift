import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The planner in the browser, through the router: each kind made, edited, done, undone and deleted.
@Suite("Planner pages")
struct PlannerPagesTests {
    /// 15 January 2025, 09:30 UTC is the frozen "now"; the forms use the user's zone (UTC by default).
    static func eventFields(
        title: String, kind: String = "event", date: String = "2025-01-20", start: String = "10:00", end: String = "11:30"
    ) -> [(String, String)] {
        [
            ("kind", kind), ("title", title), ("category", "work"), ("start_date", date), ("start_time", start),
            ("end_date", date), ("end_time", end), ("time_zone", "Europe/Prague"), ("notes", "Line one\r\n~ line two"),
            ("reminders", "0"), ("reminders", "15"), ("repeat_frequency", "none"),
        ]
    }

    @Test func eachKindIsCreatedEditedCompletedUndoneAndDeleted() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"
            #expect(try await jana.get("/planner").location == planner)
            #expect(try await jana.get(planner).text.contains("agenda-empty"))

            for kind in ["event", "meeting", "todo"] {
                var fields = Self.eventFields(title: "A \(kind)", kind: kind)
                if kind == "meeting" { fields += [("location", "Café <Slavia>"), ("attendee_emails", "guest@example.org")] }
                let created = try await jana.post("\(planner)/items", fields)
                #expect(created.status == .seeOther, "\(kind): \(created.text)")
                let itemPath = try #require(created.location)
                let page = try await jana.get(itemPath)
                #expect(page.status == .ok)
                #expect(page.text.contains("A \(kind)"))
                #expect(page.text.contains("Line one\n~ line two"))
                if kind == "meeting" {
                    #expect(page.text.contains("Café &lt;Slavia&gt;"))
                    #expect(page.text.contains("guest@example.org"))
                }

                var edited = Self.eventFields(title: "A \(kind), moved", kind: kind, start: "12:00", end: "13:00")
                edited.append(("reminders", "1440"))
                let saved = try await jana.post(itemPath, edited)
                #expect(saved.status == .seeOther)
                #expect(try await jana.get(itemPath).text.contains("A \(kind), moved"))

                let done = try await jana.post("\(itemPath)/complete", [("next", "\(planner)/done")])
                #expect(done.location?.hasPrefix("\(planner)/done?did=planner-done&") == true, "\(done.location ?? "")")
                #expect(try await jana.get("\(planner)/done").text.contains("A \(kind), moved"))
                #expect(!(try await jana.get(planner).text.contains("A \(kind), moved")))
                let reopened = try await jana.post("\(itemPath)/reopen")
                #expect(reopened.status == .seeOther, "\(reopened.status) \(reopened.text.prefix(300))")
                let agendaPage = try await jana.get(planner)
                #expect(agendaPage.text.contains("A \(kind), moved"), "\(agendaPage.status) \(agendaPage.text.suffix(1500))")

                #expect(try await jana.get("\(itemPath)/delete").status == .ok)
                #expect(
                    try await jana.post("\(itemPath)/delete").location?.hasPrefix("\(planner)?did=planner-deleted&did_household=") == true)
                #expect(try await jana.get(itemPath).status == .notFound)
            }
            let stored = try await app.storage.planner.items(
                matching: PlannerQuery(
                    householdID: household, viewerID: try #require(try await app.storage.accounts.user(email: TestAccount.jana.email)).id))
            #expect(stored.isEmpty)
        }
    }

    /// A list's rows carry no form of their own: each "Done" button submits the page's one form
    /// (CSRF token and the way back) to its own action, naming a series' occurrence by its value.
    @Test func agendaDoneButtonsShareOneFormAndCompleteWhatTheyName() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"
            let todo = try #require(try await jana.post("\(planner)/items", Self.eventFields(title: "Buy milk", kind: "todo")).location)
            var weekly = Self.eventFields(title: "Water the plants", kind: "todo")
            weekly.removeAll { $0.0 == "repeat_frequency" }
            weekly.append(("repeat_frequency", "weekly"))
            let series = try #require(try await jana.post("\(planner)/items", weekly).location)

            let agenda = try await jana.get(planner).text
            #expect(agenda.components(separatedBy: "<form id=\"done-form\" method=\"post\" hidden data-in-place>").count == 2)
            #expect(HTMLScraper.inputValue(named: "next", in: agenda) == planner)
            let buttons = agenda.matches(
                of: /<button type="submit" form="done-form" formaction="([^"]+)"(?: name="occurrence" value="([^"]+)")?/)
            #expect(buttons.count == 100, "the agenda's next 100: the one-time to-do and 99 Mondays of the series")
            let todoButton = try #require(buttons.first { $0.1 == "\(todo)/complete" })
            #expect(todoButton.2 == nil)
            let firstMonday = try #require(buttons.first { $0.1 == "\(series)/complete" })
            let occurrence = String(try #require(firstMonday.2))

            #expect(
                try await jana.post(String(todoButton.1), [("next", planner)]).location?.hasPrefix("\(planner)?did=planner-done&") == true)
            let mondayDone = try await jana.post(String(firstMonday.1), [("occurrence", occurrence), ("next", planner)]).location
            #expect(mondayDone?.hasPrefix("\(planner)?did=planner-done&") == true)
            #expect(mondayDone?.hasSuffix("&did_occurrence=\(occurrence)") == true, "the notice's Undo reopens that occurrence")
            let history = try await jana.get("\(planner)/done").text
            #expect(history.contains("Buy milk") && history.contains("Water the plants"))
            #expect(history.contains("formaction=\"\(todo)/reopen\""), "the history's Undo uses the shared form too")
            let after = try await jana.get(planner).text
            #expect(!after.contains("\(todo)/complete"))
            #expect(!after.contains("value=\"\(occurrence)\""), "that Monday is done; the others stay")
            #expect(after.contains("formaction=\"\(series)/complete\""))
        }
    }

    @Test func badInputShowsFieldErrorsAndSavesNothing() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            var fields = Self.eventFields(title: String(repeating: "x", count: 10_000), end: "09:00")
            fields = fields.filter { $0.0 != "time_zone" } + [("time_zone", "Mars/Olympus")]
            let response = try await jana.post("/planner/\(household)/items", fields)
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("id=\"title-error\""))
            #expect(response.text.contains("id=\"time_zone-error\""))
            let janaID = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email)).id
            #expect(try await app.storage.planner.items(matching: PlannerQuery(householdID: household, viewerID: janaID)).isEmpty)
        }
    }

    @Test func calendarViewsShowTheItemAndOutsidersGet404() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let created = try await jana.post("/planner/\(household)/items", Self.eventFields(title: "Dentist"))
            let itemPath = try #require(created.location)
            for view in ["day/2025-01-20", "week/2025-01-20", "month/2025-01"] {
                let page = try await jana.get("/planner/\(household)/\(view)")
                #expect(page.status == .ok, "\(view)")
                #expect(page.text.contains("Dentist"), "\(view)")
            }
            #expect(!(try await jana.get("/planner/\(household)/day/2025-01-21").text.contains("Dentist")))
            // The search box is a GET form: browsers send a space as "+", and "%2B" is a real plus.
            _ = try await jana.post("/planner/\(household)/items", Self.eventFields(title: "Zubař s dětmi"))
            let spaced = try await jana.get("/planner/\(household)/month/2025-01?q=zuba%C5%99+s+d%C4%9Btmi").text
            #expect(spaced.contains("Zubař s dětmi") && !spaced.contains("Dentist"))
            #expect(!(try await jana.get("/planner/\(household)/month/2025-01?q=zuba%C5%99%2Bs").text.contains("Zubař s dětmi")))
            #expect(try await jana.get("/planner/\(household)/month/2025-13").status == .notFound)

            var petr = try await Browser.signedUp(client, as: .petr)
            for path in [
                "/planner/\(household)", itemPath, "\(itemPath)/edit", "/planner/\(household)/month/2025-01",
                "/planner/\(household)/categories",
            ] {
                #expect(try await petr.get(path).status == .notFound, "\(path)")
            }
            #expect(try await petr.post("\(itemPath)/delete").status == .notFound)
        }
    }
}
