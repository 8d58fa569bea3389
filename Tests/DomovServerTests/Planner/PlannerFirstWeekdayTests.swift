import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The first day of the week, chosen in Settings and kept per person: the week grid, the month
/// view and the repeat form's weekdays start on it; the API's user resource names it. The
/// frozen "now" is Wednesday 15 January 2025.
@Suite("First day of the week")
struct PlannerFirstWeekdayTests {
    typealias Fields = PlannerPagesTests

    static func choose(_ weekday: String, _ browser: inout Browser, language: String = "en") async throws -> TestResponse {
        try await browser.post(
            "/settings/preferences",
            [
                ("language", language), ("appearance", "system"), ("time_zone", "Europe/Prague"), ("first_weekday", weekday),
            ])
    }

    /// The days of the week grid, in the order of its columns.
    static func gridDays(_ page: String) -> [String] {
        page.matches(of: /<h2><a href="\/planner\/[^\/]+\/day\/(\d{4}-\d\d-\d\d)"/).map { String($0.1) }
    }

    static func monthHeaders(_ page: String) -> [String] {
        page.matches(of: /<th scope="col">([^<]+)<\/th>/).map { String($0.1) }
    }

    @Test func theWeekGridStartsOnSundayWhenChosen() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"
            _ = try await jana.post("\(planner)/items", Fields.eventFields(title: "Sunday lunch", date: "2025-01-12"))
            _ = try await jana.post("\(planner)/items", Fields.eventFields(title: "Next Sunday", date: "2025-01-19"))

            let monday = try await jana.get("\(planner)/week/2025-01-15").text
            #expect(Self.gridDays(monday).first == "2025-01-13" && Self.gridDays(monday).last == "2025-01-19", "Monday by default")
            #expect(monday.contains("Next Sunday") && !monday.contains("Sunday lunch"))

            #expect(try await Self.choose("sunday", &jana).status == .seeOther)
            let sunday = try await jana.get("\(planner)/week/2025-01-15").text
            #expect(Self.gridDays(sunday) == (12...18).map { "2025-01-\($0)" })
            #expect(sunday.contains("Sunday lunch") && !sunday.contains("Next Sunday"))
            // The Sunday itself opens its own week, not the one before.
            #expect(Self.gridDays(try await jana.get("\(planner)/week/2025-01-19").text).first == "2025-01-19")
        }
    }

    /// January 2025 starts on a Wednesday: from Sunday its grid runs 29 December – 1 February,
    /// from Saturday 28 December – 31 January.
    @Test func theMonthViewStartsOnTheChosenDay() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"

            #expect(try await Self.choose("sunday", &jana).status == .seeOther)
            var page = try await jana.get("\(planner)/month/2025-01").text
            #expect(Self.monthHeaders(page) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
            #expect(PlannerMonthPageTests.cell(page, "2024-12-29") != nil && PlannerMonthPageTests.cell(page, "2024-12-28") == nil)
            #expect(PlannerMonthPageTests.cell(page, "2025-02-01") != nil && PlannerMonthPageTests.cell(page, "2025-02-02") == nil)
            #expect(page.components(separatedBy: "<td class=").count - 1 == 35)

            #expect(try await Self.choose("saturday", &jana).status == .seeOther)
            page = try await jana.get("\(planner)/month/2025-01").text
            #expect(Self.monthHeaders(page).first == "Sat")
            #expect(PlannerMonthPageTests.cell(page, "2024-12-28") != nil && PlannerMonthPageTests.cell(page, "2025-02-01") == nil)
        }
    }

    @Test func czechStartsOnMondayUnlessSundayIsChosen() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"
            #expect(try await Self.choose("", &jana, language: "cs").status == .seeOther)
            #expect(Self.monthHeaders(try await jana.get("\(planner)/month/2025-01").text).first == "po")
            let settings = try await jana.get("/settings").text
            #expect(settings.contains("<option value=\"\" selected>Podle jazyka (pondělí)</option>"))
            #expect(settings.contains("<option value=\"sunday\">neděle</option>"))

            #expect(try await Self.choose("sunday", &jana, language: "cs").status == .seeOther)
            #expect(Self.monthHeaders(try await jana.get("\(planner)/month/2025-01").text).first == "ne")
            #expect(try await jana.get("/settings").text.contains("<option value=\"sunday\" selected>neděle</option>"))
        }
    }

    @Test func theRepeatFormListsTheWeekFromTheChosenDay() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            #expect(try await Self.choose("sunday", &jana).status == .seeOther)
            let form = try await jana.get("/planner/\(household)/items/new").text
            let days = form.matches(of: /name="repeat_weekdays" value="([A-Z]{2})"/).map { String($0.1) }
            #expect(days == ["SU", "MO", "TU", "WE", "TH", "FR", "SA"])
        }
    }

    @Test func anUnknownDayIsAFieldErrorAndTheAPINamesTheChoice() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            // Not chosen: left out (null in the schema), as the language is.
            #expect(try await jana.api(.get, "/api/v1/me").jsonObject()["firstWeekday"] == nil)
            for wrong in ["tuesday", "<b>"] {
                let answer = try await Self.choose(wrong, &jana)
                #expect(answer.status == .unprocessableContent || answer.status == .badRequest, "\(wrong): \(answer.status)")
                #expect(answer.text.contains("id=\"first_weekday\" name=\"first_weekday\" aria-invalid=\"true\""))
                #expect(!answer.text.contains("<b>"))
            }
            #expect(try await Self.choose("saturday", &jana).status == .seeOther)
            #expect(try await jana.api(.get, "/api/v1/me").jsonObject()["firstWeekday"] as? String == "saturday")
        }
    }
}
