import DomovCore
import DomovOutbound
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import Testing

/// The month view and the agenda through the router: the neighbouring months' days with their
/// items, the phone's picked day (`?day=`), subscribed events among the agenda's days, and the
/// planner's header menus. The frozen "now" is Wednesday 15 January 2025, 10:30 in Prague.
@Suite("Planner month and agenda pages")
struct PlannerMonthPageTests {
    typealias Fields = PlannerPagesTests

    /// The `<td>` of the month grid whose day link goes to `date`.
    static func cell(_ page: String, _ date: String) -> Substring? {
        guard let link = page.firstRange(of: "/day/\(date)\" aria-label="),
            let start = page[..<link.lowerBound].ranges(of: "<td class=").last
        else { return nil }
        let rest = page[start.lowerBound...]
        guard let end = rest.firstRange(of: "</td>") else { return nil }
        return rest[..<end.upperBound]
    }

    /// The phone's list of the picked day, under the grid.
    static func dayList(_ page: String) -> Substring? {
        guard let start = page.firstRange(of: "<section class=\"month-day\""),
            let end = page[start.lowerBound...].firstRange(of: "</section>")
        else { return nil }
        return page[start.lowerBound..<end.upperBound]
    }

    /// January 2025 runs Wednesday to Friday: from Monday its grid begins on 30 December and
    /// ends on Sunday 2 February.
    @Test func theNeighbouringMonthsDaysShowTheirItemsGreyed() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"
            _ = try await jana.post("\(planner)/items", Fields.eventFields(title: "Ski trip packing", date: "2024-12-30"))
            _ = try await jana.post("\(planner)/items", Fields.eventFields(title: "Birthday <party>", date: "2025-02-01"))
            _ = try await jana.post("\(planner)/items", Fields.eventFields(title: "Dentist", date: "2025-01-20"))
            _ = try await jana.post("\(planner)/items", Fields.eventFields(title: "Out of sight", date: "2025-02-03"))

            let page = try await jana.get("\(planner)/month/2025-01").text
            let december = try #require(Self.cell(page, "2024-12-30"))
            #expect(december.hasPrefix("<td class=\"day outside\"") && december.contains("Ski trip packing"))
            let february = try #require(Self.cell(page, "2025-02-01"))
            #expect(february.hasPrefix("<td class=\"day outside\"") && february.contains("Birthday &lt;party&gt;"))
            let twentieth = try #require(Self.cell(page, "2025-01-20"))
            #expect(twentieth.hasPrefix("<td class=\"day\">") && twentieth.contains("Dentist"))
            #expect(Self.cell(page, "2024-12-29") == nil && Self.cell(page, "2025-02-03") == nil, "the grid is whole weeks from Monday")
            #expect(!page.contains("Out of sight"))
            #expect(page.components(separatedBy: "<td class=").count - 1 == 35, "five weeks")
            let today = try #require(Self.cell(page, "2025-01-15"))
            #expect(today.hasPrefix("<td class=\"day today selected\" aria-current=\"date\">"))
            #expect(page.components(separatedBy: "aria-current=\"date\"").count - 1 == 1)
            let headers = page.matches(of: /<th scope="col">([^<]+)<\/th>/).map { String($0.1) }
            #expect(headers == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])

            // A phone's cell: the day's number, a dot per item in its colour, and the count in words.
            #expect(twentieth.contains("href=\"\(planner)/month/2025-01?day=2025-01-20\" aria-label=\"Mon, 20 Jan 2025, 1 item\""))
            #expect(twentieth.contains("<span class=\"dot\" data-category-color=\"\(BuiltinCategory.work.color)\"></span>"))
            #expect(!page.contains(" style=\""), "the CSP allows no style attributes")

            // The same item seen from February's grid, where 1 February is the month's own.
            let next = try await jana.get("\(planner)/month/2025-02").text
            #expect(
                try #require(Self.cell(next, "2025-02-01")).hasPrefix("<td class=\"day selected\">"),
                "its own, and picked: today is not in February")
            #expect(try #require(Self.cell(next, "2025-01-27")).hasPrefix("<td class=\"day outside\""))
        }
    }

    @Test func weeksStartOnMondayInCzechToo() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let czech: HTTPFields = [.acceptLanguage: "cs"]
            let month = try await jana.get("/planner/\(household)/month/2025-01", headers: czech).text
            let headers = month.matches(of: /<th scope="col">([^<]+)<\/th>/).map { String($0.1) }
            #expect(headers.first == "po" && headers.last == "ne", "\(headers)")
            // A week's title is as short as a phone needs; ICU spaces it with thin and narrow spaces.
            func title(_ page: String) -> String? {
                page.firstMatch(of: /<h1>([^<]+)<\/h1>/).map { String($0.1).replacing(/[\u{2009}\u{202F}\u{00A0}]/, with: " ") }
            }
            #expect(title(try await jana.get("/planner/\(household)/week/2025-01-15", headers: czech).text) == "13.–19. 1. 2025")
            #expect(title(try await jana.get("/planner/\(household)/week/2025-01-15").text) == "13 – 19 Jan 2025")
            #expect(title(try await jana.get("/planner/\(household)/week/2025-01-29").text) == "27 Jan – 2 Feb 2025")
        }
    }

    @Test func theDayParameterPicksTheListUnderTheGridAndKeepsTheMonth() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"
            _ = try await jana.post("\(planner)/items", Fields.eventFields(title: "Dentist", date: "2025-01-20"))
            _ = try await jana.post(
                "\(planner)/items", Fields.eventFields(title: "Breakfast", date: "2025-01-20", start: "08:00", end: "09:00"))
            _ = try await jana.post("\(planner)/items", Fields.eventFields(title: "Birthday", date: "2025-02-01"))

            // Without one, today is picked: nothing planned on it.
            let plain = try #require(Self.dayList(try await jana.get("\(planner)/month/2025-01").text))
            #expect(plain.contains("Today · Wed, 15 Jan 2025") && plain.contains("Nothing planned."))

            let picked = try await jana.get("\(planner)/month/2025-01?day=2025-01-20").text
            #expect(picked.contains("<h1>January 2025</h1>"), "the month stays")
            let list = try #require(Self.dayList(picked))
            #expect(list.contains("Mon, 20 Jan 2025"))
            let breakfast = try #require(list.firstRange(of: "Breakfast"))
            let dentist = try #require(list.firstRange(of: "Dentist"))
            #expect(breakfast.lowerBound < dentist.lowerBound, "in order of start")
            #expect(list.contains("form=\"done-form\""), "each item can be ticked off from here")
            #expect(try #require(Self.cell(picked, "2025-01-20")).hasPrefix("<td class=\"day selected\">"))
            #expect(picked.contains("name=\"next\" value=\"\(planner)/month/2025-01?day=2025-01-20\""), "Done comes back to the same day")

            // A neighbour day of the grid is picked in this month; one outside it, or nonsense, is not.
            let neighbour = try await jana.get("\(planner)/month/2025-01?day=2025-02-01").text
            #expect(neighbour.contains("<h1>January 2025</h1>") && (Self.dayList(neighbour)?.contains("Birthday") ?? false))
            for odd in ["2025-03-01", "tomorrow", "2025-02-30"] {
                let page = try await jana.get("\(planner)/month/2025-01?day=\(odd)")
                #expect(page.status == .ok, "\(odd)")
                #expect(Self.dayList(page.text)?.contains("Today · Wed, 15 Jan 2025") ?? false, "\(odd): today instead")
            }
            // March has no today: its 1st is picked.
            #expect(Self.dayList(try await jana.get("\(planner)/month/2025-03").text)?.contains("Sat, 1 Mar 2025") ?? false)
            // Far outside the years the planner holds: not found, never a crash on a year 0.
            #expect(try await jana.get("\(planner)/month/0001-01").status == .notFound)
            #expect(try await jana.get("\(planner)/month/9999-12").status == .notFound)
        }
    }

    /// The subscribed swim is on 20, 21 and 22 January at 10:00 in Prague.
    @Test func subscribedEventsAreAmongTheAgendasDaysInOrder() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"
            _ = try await jana.post(
                "\(planner)/items", Fields.eventFields(title: "Breakfast", date: "2025-01-20", start: "08:00", end: "09:00"))
            _ = try await jana.post(
                "\(planner)/items", Fields.eventFields(title: "Dentist", date: "2025-01-20", start: "11:00", end: "12:00"))
            _ = try await jana.post(
                "\(planner)/items", Fields.eventFields(title: "Lunch", date: "2025-01-21", start: "12:00", end: "13:00"))
            #expect(
                try await jana.post(
                    "\(planner)/subscriptions", [("name", "Bazén"), ("url", "http://127.0.0.1:1/bazen.ics"), ("color", "#0891b2")]
                ).status == .seeOther)
            let calendars = try await jana.get("\(planner)/calendars").text
            let id = try #require(
                calendars.firstMatch(of: /id="subscription-([0-9a-f-]+)"/).flatMap { ID<CalendarSubscription>(String($0.1)) })
            let fetcher = PlannerSubscriptionTests.FakeFetcher()
            fetcher.answer(FetchedDocument(status: 200, body: PlannerSubscriptionTests.feed))
            let job = CalendarSubscriptionJob(
                subscriptions: app.services().calendarSubscriptions, fetcher: fetcher, logger: Logger(label: "test"))
            try await job.refresh(try #require(try await app.storage.calendarSubscriptions.subscription(id: id)))

            let agenda = try await jana.get(planner).text
            #expect(!agenda.contains("subscribed-events"), "no block of its own at the end")
            let sections = agenda.components(separatedBy: "<section class=\"agenda-day\">").dropFirst()
            func titles(_ section: String) -> [String] {
                section.matches(of: /class="item-title" href="[^"]*">([^<]+)<|<span class="title">([^<]+)</).map {
                    String($0.1 ?? $0.2 ?? "")
                }
            }
            let days = sections.map { section in (section.firstMatch(of: /<h2>([^<]+)<\/h2>/).map { String($0.1) } ?? "", titles(section)) }
            #expect(days.map(\.0) == ["Mon, 20 Jan 2025", "Tue, 21 Jan 2025", "Wed, 22 Jan 2025"])
            #expect(
                days.map(\.1) == [
                    ["Breakfast", "Plavání <s dětmi>", "Dentist"].map(HTML.escaped),
                    ["Plavání <s dětmi>", "Lunch"].map(HTML.escaped),
                    ["Plavání <s dětmi>"].map(HTML.escaped),
                ])
            // In its calendar's colour, saying where it comes from, and nothing to open or tick off.
            let swim = try #require(
                sections.first?.firstRange(of: "<li class=\"subscribed-entry\"").map { sections.first![$0.lowerBound...] })
            let row = swim[..<(swim.firstRange(of: "</li>")?.upperBound ?? swim.endIndex)]
            #expect(row.contains("data-category-color=\"#0891b2\"") && row.contains("Bazén (subscribed, read-only)"))
            #expect(!row.contains("<a ") && !row.contains("<button"))

            // A filter narrows the planner's own items: the subscribed ones step aside.
            let filtered = try await jana.get("\(planner)?q=Lunch").text
            #expect(!filtered.contains("Plavání") && filtered.contains("Lunch"))
            #expect(filtered.contains("class=\"filter-on\""), "the Search menu shows a filter is on")
        }
    }

    @Test func theHeaderActionsAreMenusThatWorkWithoutJavaScript() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            for view in ["", "/day/2025-01-15", "/week/2025-01-15", "/month/2025-01"] {
                let page = try await jana.get("/planner/\(household)\(view)").text
                let menu = try #require(page.firstRange(of: "<details class=\"planner-menu planner-new-menu\" data-menu>"), "\(view)")
                let kinds = page[menu.upperBound...].prefix(900)
                #expect(["event", "meeting", "todo"].allSatisfy { kinds.contains("/items/new?kind=\($0)\"") }, "\(view)")
                #expect(page.contains("<details class=\"planner-menu planner-filter-menu\" data-menu>"), "\(view)")
                #expect(page.contains("<form class=\"planner-filter\" method=\"get\""), "\(view)")
                #expect(!page.contains("class=\"filter-on\""), "\(view)")
            }
        }
    }
}
