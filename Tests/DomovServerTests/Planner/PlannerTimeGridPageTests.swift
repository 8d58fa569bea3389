import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HummingbirdTesting
import RegexBuilder
import Testing

/// The day and week views as time grids, through the router.
@Suite("Planner time grid pages")
struct PlannerTimeGridPageTests {
    typealias Fields = PlannerPagesTests

    /// title → [start, end, column, columns] of the timed items on a page.
    static func placements(_ page: String) -> [String: [String]] {
        let pattern = Regex {
            /<li class="grid-item[^"]*" data-start="([0-9:]+)" data-end="([0-9:]+)" data-column="(\d+)" data-columns="(\d+)"[^>]*>/
            /(?:<a [^>]*>|<span class="grid-entry">)<span class="time">[^<]*<\/span> (?:<span class="done-mark"[^>]*>[^<]*<\/span> )?/
            /<span class="title">([^<]+)</
        }
        var result: [String: [String]] = [:]
        for match in page.matches(of: pattern) {
            result[String(match.5)] = [String(match.1), String(match.2), String(match.3), String(match.4)]
        }
        return result
    }

    @Test func overlappingItemsGetColumnsSideBySideAndTouchingOnesDoNot() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"
            _ = try await jana.post("\(planner)/items", Fields.eventFields(title: "Dentist", start: "10:00", end: "11:30"))
            _ = try await jana.post("\(planner)/items", Fields.eventFields(title: "Call", start: "11:00", end: "12:00"))
            _ = try await jana.post("\(planner)/items", Fields.eventFields(title: "Lunch", start: "12:00", end: "13:00"))
            var holiday = Fields.eventFields(title: "Holiday")
            holiday.append(("all_day", "on"))
            _ = try await jana.post("\(planner)/items", holiday)

            for view in ["week/2025-01-20", "day/2025-01-20"] {
                let page = try await jana.get("\(planner)/\(view)").text
                let placed = Self.placements(page)
                #expect(placed["Dentist"] == ["10:00", "11:30", "0", "2"], "\(view)")
                #expect(placed["Call"] == ["11:00", "12:00", "1", "2"], "\(view)")
                #expect(placed["Lunch"] == ["12:00", "13:00", "0", "1"], "\(view): touching is not overlapping")
                #expect(
                    page.contains("<span class=\"time\">10:00–11:30</span> <span class=\"title\">Dentist</span>"),
                    "\(view): the time in words")
                let allDay = try #require(page.firstRange(of: "<ul class=\"grid-all-day\">"), "\(view)")
                #expect(page[allDay.upperBound...].prefix(400).contains("Holiday"), "\(view): the all-day item on top")
                #expect(!page.contains(" style=\""), "\(view): the CSP allows no style attributes")
            }
            let week = try await jana.get("\(planner)/week/2025-01-20").text
            #expect(week.components(separatedBy: "<section class=\"grid-day").count - 1 == 7)
            #expect(week.contains("time-grid-week"))
            #expect(
                try await jana.get("\(planner)/day/2025-01-20").text.components(separatedBy: "<section class=\"grid-day").count - 1 == 1)
        }
    }

    /// The frozen "now" is Wednesday 15 January 2025, 09:30 UTC: 10:30 in the viewer's zone (Prague).
    @Test func todayIsMarkedWithALineAtTheCurrentTime() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let week = try await jana.get("/planner/\(household)/week/2025-01-15").text
            #expect(week.components(separatedBy: "aria-current=\"date\"").count - 1 == 1)
            #expect(week.contains("<section class=\"grid-day today\" aria-current=\"date\">"))
            #expect(week.contains("class=\"now-line\" aria-hidden=\"true\" data-start=\"10:30\" data-minute=\"630\""))
            let monday = try #require(week.firstRange(of: "<section class=\"grid-day"))
            #expect(week[monday.lowerBound...].contains("/day/2025-01-13"), "the week starts on Monday")
            #expect(!(try await jana.get("/planner/\(household)/week/2025-01-20").text.contains("now-line")))
        }
    }

    @Test func anEventAcrossMidnightContinuesOnTheNextDay() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            var party = Fields.eventFields(title: "Party", start: "22:00", end: "03:00")
            party = party.map { $0.0 == "end_date" ? ("end_date", "2025-01-21") : $0 }
            _ = try await jana.post("/planner/\(household)/items", party)
            let first = Self.placements(try await jana.get("/planner/\(household)/day/2025-01-20").text)
            let second = Self.placements(try await jana.get("/planner/\(household)/day/2025-01-21").text)
            #expect(first["Party"] == ["22:00", "24:00", "0", "1"])
            #expect(second["Party"] == ["00:00", "03:00", "0", "1"])
        }
    }
}
