import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Issue 24: the repeats people use (the n-th or last weekday of the month, every weekday),
/// made in the form and the API and read back; every rule said in words; a calendar app's rule
/// the form cannot edit kept byte for byte; and both clocks for an item planned in another zone.
@Suite("Planner repeat rules")
struct PlannerRepeatRulesTests {
    static func fields(title: String, date: String, repeats: String, zone: String = "Europe/Prague") -> [(String, String)] {
        var fields = PlannerPagesTests.eventFields(title: title, date: date)
        fields.removeAll { $0.0 == "repeat_frequency" || $0.0 == "time_zone" }
        return fields + [("repeat_frequency", repeats), ("repeat_interval", "1"), ("repeat_end", "never"), ("time_zone", zone)]
    }

    static func itemID(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }

    @Test func theFormMakesASecondTuesdayAndAnEveryWeekdaySeries() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"

            // Tuesday 12 May 2026 is the second Tuesday of May, and not the last.
            let form = try await jana.get("\(planner)/items/new?date=2026-05-12").text
            #expect(form.contains("<option value=\"monthly\">Monthly on day 12</option>"))
            #expect(form.contains("<option value=\"monthly_weekday\">Monthly on the second Tuesday</option>"))
            #expect(!form.contains("monthly_last_weekday"), "12 May is not in the month's last week")
            #expect(form.contains("<option value=\"yearly_weekday\">Annually on the second Tuesday of May</option>"))
            #expect(form.contains("<option value=\"weekdays\">Every weekday (Monday to Friday)</option>"))

            let club = try #require(
                try await jana.post("\(planner)/items", Self.fields(title: "Book club", date: "2026-05-12", repeats: "monthly_weekday"))
                    .location)
            let page = try await jana.get(club).text
            #expect(HTMLScraper.element(id: "item-repeat", in: page)?.contains("Monthly on the second Tuesday") == true)
            let edit = try await jana.get("\(club)/edit").text
            #expect(edit.contains("<option value=\"monthly_weekday\" selected>Monthly on the second Tuesday</option>"))

            let api = "/api/v1/households/\(household)/planner/items"
            let item = try await jana.api(.get, "\(api)/\(Self.itemID(club))").jsonObject()
            #expect(item["rrule"] as? String == "FREQ=MONTHLY;BYDAY=2TU")
            let recurrence = try #require(item["recurrence"] as? [String: Any])
            #expect(recurrence["anchor"] as? String == "weekday")
            let starts = try await jana.window("\(household)", from: "2026-05-01T00:00:00Z", to: "2026-09-01T00:00:00Z").map(\.1)
            #expect(starts == ["2026-05-12T10:00", "2026-06-09T10:00", "2026-07-14T10:00", "2026-08-11T10:00"])

            // Friday 15 May 2026, then every Monday to Friday.
            let standUp = try #require(
                try await jana.post("\(planner)/items", Self.fields(title: "Stand-up", date: "2026-05-15", repeats: "weekdays")).location)
            #expect(
                try await jana.api(.get, "\(api)/\(Self.itemID(standUp))").jsonObject()["rrule"] as? String
                    == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
            #expect(HTMLScraper.element(id: "item-repeat", in: try await jana.get(standUp).text)?.contains("Every weekday") == true)
            #expect(try await jana.get("\(standUp)/edit").text.contains("<option value=\"weekdays\" selected>"))
            let week = try await jana.window("\(household)", from: "2026-05-15T00:00:00Z", to: "2026-05-21T00:00:00Z")
            #expect(
                week.filter { $0.0 == "Stand-up" }.map(\.1) == [
                    "2026-05-15T10:00", "2026-05-18T10:00", "2026-05-19T10:00", "2026-05-20T10:00",
                ])
        }
    }

    @Test func aLastWeekdayTheStartIsNotOnIsAFieldError() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let response = try await jana.post(
                "/planner/\(household)/items", Self.fields(title: "Book club", date: "2026-05-12", repeats: "monthly_last_weekday"))
            #expect(response.status == .unprocessableContent)
            #expect(HTMLScraper.element(id: "repeat_frequency-error", in: response.text) != nil, "the problem is shown at the repeat menu")
        }
    }

    @Test func theAPIMakesLastFridaysWeekdaysAndTheSecondTuesdayOfMarch() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            // Friday 29 January 2027 is the last Friday of January.
            let lastFriday = try await jana.createItem(
                "\(household)",
                """
                {"kind":"event","title":"Payday drinks","timeZone":"Europe/Prague","start":"2027-01-29T18:00","end":"2027-01-29T20:00",
                 "recurrence":{"frequency":"monthly","anchor":"lastWeekday"}}
                """)
            #expect(lastFriday["rrule"] as? String == "FREQ=MONTHLY;BYDAY=-1FR")
            let recurrence = try #require(lastFriday["recurrence"] as? [String: Any])
            #expect(recurrence["anchor"] as? String == "lastWeekday")
            let placed = try #require(recurrence["weekdayInMonth"] as? [String: Any])
            #expect(placed["ordinal"] as? Int == -1 && placed["weekday"] as? String == "FR")
            let year = try await jana.window("\(household)", from: "2027-01-01T00:00:00Z", to: "2028-01-01T00:00:00Z").map(\.1)
            #expect(
                year
                    == [
                        "2027-01-29", "2027-02-26", "2027-03-26", "2027-04-30", "2027-05-28", "2027-06-25",
                        "2027-07-30", "2027-08-27", "2027-09-24", "2027-10-29", "2027-11-26", "2027-12-31",
                    ].map { $0 + "T18:00" })

            let weekdays = try await jana.createItem(
                "\(household)",
                """
                {"kind":"event","title":"School run","timeZone":"Europe/Prague","start":"2027-01-04T07:30","durationMinutes":30,
                 "recurrence":{"frequency":"weekdays","count":10}}
                """)
            #expect(weekdays["rrule"] as? String == "FREQ=WEEKLY;COUNT=10;BYDAY=MO,TU,WE,TH,FR")

            // 9 March 2027 is the second Tuesday of March.
            let yearly = try await jana.createItem(
                "\(household)",
                """
                {"kind":"event","title":"Spring clean","timeZone":"Europe/Prague","allDay":true,"start":"2027-03-09",
                 "recurrence":{"frequency":"yearly","anchor":"weekday"}}
                """)
            #expect(yearly["rrule"] as? String == "FREQ=YEARLY;BYDAY=2TU;BYMONTH=3")
            var springs: [String] = []
            for year in 2027...2029 {
                springs += try await jana.window("\(household)", from: "\(year)-01-01T00:00:00Z", to: "\(year + 1)-01-01T00:00:00Z")
                    .filter { $0.0 == "Spring clean" }.map(\.1)
            }
            #expect(springs == ["2027-03-09", "2028-03-14", "2029-03-13"])

            // The fifth Friday is offered only as the last one.
            let refused = try await jana.api(
                .post, "/api/v1/households/\(household)/planner/items",
                json: """
                    {"kind":"event","title":"Fifth","timeZone":"Europe/Prague","start":"2027-01-29T18:00",\
                    "recurrence":{"frequency":"monthly","anchor":"weekday"}}
                    """)
            #expect(refused.status == .unprocessableContent)
            #expect(try refused.problemFields() == ["recurrence.anchor"])
        }
    }

    @Test func aWebTitleEditKeepsARuleTheFormCannotEditByteForByte() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await CalDAVTests.CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            // The last weekday of each month, as Outlook writes it (not in RRULE's canonical order).
            let rule = "BYSETPOS=-1;FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR"
            let text = CalDAVTests.event(uid: "rent@test", summary: "Rent", rule: rule)
            #expect(try await app.send(.put, app.collection(household) + "rent.ics", body: text).status == .created)
            let items = try await jana.api(
                .get, "/api/v1/households/\(household)/planner/items?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z"
            ).jsonArray()
            let ids = items.compactMap { ($0["item"] as? [String: Any])?["id"] as? String }
            let id = try #require(ids.first)
            let planner = "/planner/\(household)"

            let page = try await jana.get("\(planner)/items/\(id)").text
            #expect(HTMLScraper.element(id: "item-repeat", in: page)?.contains("Monthly on the last weekday") == true)
            #expect(!page.contains("BYSETPOS"))
            let form = try await jana.get("\(planner)/items/\(id)/edit").text
            #expect(form.contains("<option value=\"custom\" selected>Monthly on the last weekday</option>"))
            #expect(form.contains("Repeats: monthly on the last weekday — set in a calendar app; the form keeps it"))
            let kept = try #require(HTMLScraper.inputValue(named: "recurrence_rule", in: form))
            #expect(form.components(separatedBy: "BYSETPOS").count == 2, "the rule's text is only in the hidden field")

            var fields = PlannerPagesTests.eventFields(title: "Pay the rent", date: "2026-03-23", start: "18:00", end: "19:00")
            fields.removeAll { $0.0 == "repeat_frequency" || $0.0 == "reminders" || $0.0 == "category" }
            fields += [("repeat_frequency", "custom"), ("recurrence_rule", kept), ("category", "family"), ("reminders", "60")]
            let saved = try await jana.post("\(planner)/items/\(id)", fields)
            #expect(saved.status == .seeOther, "\(saved.text)")

            let stored = try await app.send(.get, app.collection(household) + "rent.ics").text
            #expect(stored.contains("SUMMARY:Pay the rent\r\n"))
            #expect(stored.contains("RRULE:\(rule)\r\n"), "the rule is kept as the app wrote it")
        }
    }

    @Test func anItemPlannedInAnotherZoneShowsBothClocks() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"
            // Jana lives in Prague; 09:00 in New York on 20 January 2025 is 15:00 there.
            let call = try #require(
                try await jana.post(
                    "\(planner)/items",
                    Self.fields(title: "Call grandma", date: "2025-01-20", repeats: "none", zone: "America/New_York")
                        .map { $0.0 == "start_time" ? ($0.0, "09:00") : $0.0 == "end_time" ? ($0.0, "10:00") : $0 }
                ).location)
            let page = try await jana.get(call).text
            let format = PlannerFormat(language: .english, timeZone: TimeZone(identifier: "Europe/Prague")!)
            let monday = format.day(LocalDate(year: 2025, month: 1, day: 20)!)
            let when = try #require(HTMLScraper.element(id: "item-when", in: page))
            #expect(when.contains("\(monday), 09:00–10:00 New York, 15:00–16:00 your time"), "\(when)")
            let agenda = try await jana.get(planner).text
            #expect(agenda.contains("<span class=\"other-zone\">09:00–10:00 New York</span>"))

            let local = try #require(
                try await jana.post("\(planner)/items", Self.fields(title: "Lunch", date: "2025-01-20", repeats: "none")).location)
            #expect(!(try await jana.get(local).text.contains("your time")), "an item in the viewer's zone shows one clock")
            // Late evening in New York is already the next day in Prague: each clock says its day.
            let late = try #require(
                try await jana.post(
                    "\(planner)/items",
                    Self.fields(title: "Late call", date: "2025-01-20", repeats: "none", zone: "America/New_York")
                        .map { $0.0 == "start_time" ? ($0.0, "20:00") : $0.0 == "end_time" ? ($0.0, "21:00") : $0 }
                ).location)
            let tuesday = format.day(LocalDate(year: 2025, month: 1, day: 21)!)
            let lateWhen = try #require(HTMLScraper.element(id: "item-when", in: try await jana.get(late).text))
            #expect(lateWhen.contains("\(monday), 20:00–21:00 New York, \(tuesday), 02:00–03:00 your time"), "\(lateWhen)")
        }
    }
}
