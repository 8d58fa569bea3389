import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import SQLKit
import Testing

/// The chores module through the router: rooms, chores turning critical by time travel on
/// the frozen clock (15 January 2025, 09:30 UTC, 10:30 in the test user's Prague), renew, undo, delete.
@Suite("Chores pages")
struct ChoresPagesTests {
    static func choreFields(
        room: String, name: String, kind: String = "recurring", value: String = "100", unit: String = "minutes",
        start: (String, String) = ("", ""), end: (String, String) = ("", "")
    ) -> [(String, String)] {
        [
            ("room", room), ("name", name), ("details", "Mop <and> bucket"), ("kind", kind), ("start_date", start.0),
            ("start_time", start.1),
            ("end_date", end.0), ("end_time", end.1), ("interval_value", value), ("interval_unit", unit), ("time_zone", ""),
            ("assignee", ""), ("rotation", "none"),
        ]
    }

    /// Makes a room through the form and returns its id.
    static func createRoom(_ browser: inout Browser, _ household: ID<Household>, _ name: String, type: String = "kitchen") async throws
        -> String
    {
        let response = try await browser.post("/chores/\(household)/rooms", [("name", name), ("type", type)])
        #expect(response.status == .seeOther, "\(response.text.prefix(500))")
        return try #require(response.location?.split(separator: "/").last.map(String.init))
    }

    @Test func aChoreIsCreatedTurnsCriticalIsRenewedUndoneAndDeleted() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let base = "/chores/\(household)"
            #expect(try await jana.get("/chores").location == base)
            #expect(try await jana.get(base).text.contains("rooms-empty"))

            let room = try await Self.createRoom(&jana, household, "Kitchen <1>")
            let roomPage = try await jana.get("\(base)/rooms/\(room)")
            #expect(roomPage.status == .ok)
            #expect(roomPage.text.contains("Kitchen &lt;1&gt;"))
            #expect(roomPage.text.contains("icon-room-kitchen"))
            #expect(roomPage.text.contains("id=\"room-mine\""), "the creator has the room in My rooms")
            #expect(roomPage.text.contains("id=\"status-help\""))
            #expect(try await jana.get("\(base)?mine=1").text.contains("Kitchen &lt;1&gt;"))

            // The first chore offers notifications; the next one does not.
            let created = try await jana.post("\(base)/chores", Self.choreFields(room: room, name: "Floor"))
            let chorePath = try #require(created.location)
            #expect(chorePath.hasSuffix("?first=1"))
            let first = try await jana.get(chorePath)
            #expect(first.text.contains("id=\"alerts-offer\""))
            #expect(first.text.contains("Mop &lt;and&gt; bucket"))
            #expect(first.text.contains("<progress id=\"chore-progress\" max=\"1000\" value=\"0\">"))
            #expect(first.text.contains("1 h 40 min left"))
            let second = try await jana.post("\(base)/chores", Self.choreFields(room: room, name: "Oven", value: "1", unit: "days"))
            #expect(second.location?.hasSuffix("?first=1") == false)
            let choreURL = String(chorePath.dropLast("?first=1".count))

            // Sorted by time remaining: Floor (100 min) before Oven (1 day).
            let list = try await jana.get("\(base)/rooms/\(room)").text
            let floor = try #require(list.range(of: ">Floor<")), oven = try #require(list.range(of: ">Oven<"))
            #expect(floor.lowerBound < oven.lowerBound)
            #expect(list.contains("status-ok"))

            // Time travel: 80 minutes in, the chore is critical (and its alert due).
            app.clock.advance(by: 80 * 60)
            let critical = try await jana.get(choreURL).text
            #expect(critical.contains("chore-status status-critical\">Critical<"))
            #expect(critical.contains("20 min left"))
            #expect(critical.contains("value=\"800\""))
            let overview = try await jana.get("\(base)/overview").text
            #expect(overview.contains(">Floor<"))
            #expect(!overview.contains(">Oven<"))

            // Renew: a completion in the history and a new interval from now.
            let renewed = try await jana.post("\(choreURL)/complete", [("note", "shiny")])
            #expect(renewed.location?.hasPrefix("\(choreURL)?did=chore-done&") == true)
            let afterRenew = try await jana.get(choreURL).text
            #expect(afterRenew.contains("status-ok\">OK<"))
            #expect(afterRenew.contains("shiny"))
            #expect(afterRenew.contains("id=\"undo-completion\""))
            #expect(try await jana.get("\(base)/overview").text.contains("1 completion"))

            // Undo: critical again, history empty.
            #expect(try await jana.post("\(choreURL)/undo").location == choreURL)
            let afterUndo = try await jana.get(choreURL).text
            #expect(afterUndo.contains("status-critical"))
            #expect(afterUndo.contains("id=\"history-empty\""))
            #expect(try await jana.post("\(choreURL)/undo").status == .notFound)

            // Delete with confirmation, then the room.
            #expect(try await jana.get("\(choreURL)/delete").text.contains("delete-chore-form"))
            #expect(try await jana.post("\(choreURL)/delete").location?.hasPrefix("\(base)/rooms/\(room)?did=chore-deleted&") == true)
            #expect(try await jana.get(choreURL).status == .notFound)
            #expect(try await jana.get("\(base)/rooms/\(room)/delete").text.contains("delete-room-form"))
            #expect(try await jana.post("\(base)/rooms/\(room)/delete").location == "\(base)?did=room-deleted")
            #expect(try await jana.get("\(base)/rooms/\(room)").status == .notFound)
            let janaID = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email)).id
            #expect(try await app.storage.chores.chores(householdID: household, roomID: nil).isEmpty)
            #expect(!(try await app.storage.chores.hasCreatedChores(userID: janaID)) == true)
        }
    }

    @Test func theOverviewShowsTheMostUrgentHundredAndMoreOnRequest() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let base = "/chores/\(household)"
            let room = try await Self.createRoom(&jana, household, "Garage", type: "other")
            // 101 chores, the first due soonest.
            for number in 0...100 {
                let fields = Self.choreFields(room: room, name: String(format: "Chore %03d", number), value: String(100 + number))
                #expect(try await jana.post("\(base)/chores", fields).status == .seeOther)
            }
            app.clock.advance(by: 1000 * 60) // all overdue
            let first = try await jana.get("\(base)/overview").text
            #expect(first.components(separatedBy: "class=\"chore-row ").count - 1 == 100)
            #expect(first.contains(">Chore 000<") && first.contains(">Chore 099<") && !first.contains(">Chore 100<"))
            #expect(first.contains("The 100 most urgent of 101 are shown."))
            #expect(first.contains("href=\"\(base)/overview?show=200\">Show 1 more</a>"))
            let all = try await jana.get("\(base)/overview?show=200").text
            #expect(all.components(separatedBy: "class=\"chore-row ").count - 1 == 101)
            #expect(all.contains(">Chore 100<") && !all.contains("id=\"urgent-more\""))
            // Nonsense asks for the first page.
            #expect(try await jana.get("\(base)/overview?show=-5").text.contains("The 100 most urgent of 101 are shown."))
        }
    }

    @Test func aOneTimeChoreIsCompletedAndMyRoomsToggles() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let base = "/chores/\(household)"
            let room = try await Self.createRoom(&jana, household, "Garden", type: "garden")
            let fields = Self.choreFields(
                room: room, name: "Mow", kind: "once", start: ("2025-01-15", "10:00"), end: ("2025-01-15", "11:00"))
            let chore = try #require(try await jana.post("\(base)/chores", fields).location?.split(separator: "?").first.map(String.init))
            let soon = try await jana.get(chore).text
            #expect(soon.contains("status-soon"), "\(soon.components(separatedBy: "chore-detail").last?.prefix(1200) ?? "")")
            #expect(try await jana.post("\(chore)/complete").status == .seeOther)
            let done = try await jana.get(chore).text
            #expect(done.contains("status-done\">Done<"))
            #expect(!done.contains("id=\"complete-form\""))

            #expect(try await jana.post("\(base)/rooms/\(room)/mine", [("mine", "0")]).status == .seeOther)
            #expect(!(try await jana.get("\(base)/rooms/\(room)").text.contains("id=\"room-mine\"")))
            #expect(try await jana.get("\(base)?mine=1").text.contains("id=\"rooms-empty\""))
            #expect(try await jana.post("\(base)/rooms/\(room)/mine", [("mine", "1")]).status == .seeOther)
            #expect(try await jana.get("\(base)/rooms/\(room)").text.contains("id=\"room-mine\""))
        }
    }

    @Test func aChoreIsEditedMovedAndKeepsItsHistory() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let base = "/chores/\(household)"
            let kitchen = try await Self.createRoom(&jana, household, "Kitchen")
            let bathroom = try await Self.createRoom(&jana, household, "Bathroom", type: "bathroom")
            let chore = try #require(
                try await jana.post("\(base)/chores", Self.choreFields(room: kitchen, name: "Floor")).location?
                    .split(separator: "?").first.map(String.init))
            _ = try await jana.post("\(base)/chores", Self.choreFields(room: bathroom, name: "Tiles"))
            #expect(try await jana.post("\(chore)/complete", [("note", "first time")]).status == .seeOther)
            #expect(try await jana.get(chore).text.contains("id=\"edit-chore\""))

            // The form opens with the chore as it is.
            let form = try await jana.get("\(chore)/edit").text
            #expect(form.contains("Edit chore"))
            #expect(form.contains("value=\"Floor\""))
            #expect(form.contains("Mop &lt;and&gt; bucket"))
            #expect(form.contains("action=\"\(chore)\""))

            // A name taken in the room it moves to is refused, and nothing changes.
            let taken = try await jana.post(chore, Self.choreFields(room: bathroom, name: "Tiles", value: "2", unit: "days"))
            #expect(taken.status == .conflict)
            #expect(taken.text.contains("value=\"Tiles\""), "the form keeps what was typed")
            let empty = try await jana.post(chore, Self.choreFields(room: kitchen, name: " ", value: "0"))
            #expect(empty.status == .unprocessableContent)
            #expect(
                try await app.storage.chores.chores(householdID: household, roomID: try #require(ID<ChoreRoom>(kitchen))).map(\.name) == [
                    "Floor"
                ])

            let saved = try await jana.post(chore, Self.choreFields(room: bathroom, name: "Floor and tiles", value: "2", unit: "days"))
            #expect(saved.location == chore)
            let page = try await jana.get(chore).text
            #expect(page.contains("Floor and tiles"))
            #expect(page.contains("every 2 days"), "\(page.components(separatedBy: "chore-interval").last?.prefix(200) ?? "")")
            #expect(page.contains("first time"), "the history stays")
            #expect(try await jana.get("\(base)/rooms/\(bathroom)").text.contains(">Floor and tiles<"))
            #expect(!(try await jana.get("\(base)/rooms/\(kitchen)").text.contains("Floor")))
        }
    }

    @Test func badInputShowsFieldErrorsAndSavesNothing() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let base = "/chores/\(household)"
            let room = try await Self.createRoom(&jana, household, "Bathroom", type: "bathroom")

            let duplicate = try await jana.post("\(base)/rooms", [("name", "bathroom"), ("type", "toilet")])
            #expect(duplicate.status == .conflict)
            #expect(duplicate.text.contains("id=\"name-error\""))
            let unknownType = try await jana.post("\(base)/rooms", [("name", "Cellar"), ("type", "cellar")])
            #expect(unknownType.status == .unprocessableContent)
            #expect(unknownType.text.contains("id=\"type-error\""))

            _ = try await jana.post("\(base)/chores", Self.choreFields(room: room, name: "Tub"))
            let sameName = try await jana.post("\(base)/chores", Self.choreFields(room: room, name: "TUB"))
            #expect(sameName.status == .conflict)
            #expect(sameName.text.contains("id=\"name-error\""))
            let short = try await jana.post(
                "\(base)/chores",
                Self.choreFields(
                    room: room, name: "Quick", kind: "once",
                    start: ("2025-01-15", "10:00"), end: ("2025-01-15", "10:01")))
            #expect(short.status == .unprocessableContent)
            #expect(short.text.contains("id=\"end_time-error\""))
            for value in ["0", "-5", "261000"] {
                let bad = try await jana.post(
                    "\(base)/chores", Self.choreFields(room: room, name: "Bad \(value)", value: value, unit: "weeks"))
                #expect(bad.status == .unprocessableContent, "\(value)")
                #expect(bad.text.contains("id=\"interval_value-error\""), "\(value)")
            }
            let unknownUnit = try await jana.post("\(base)/chores", Self.choreFields(room: room, name: "Odd", unit: "fortnights"))
            #expect(unknownUnit.text.contains("id=\"interval_unit-error\""))

            // Another household's room.
            var petr = try await Browser.signedUp(client, as: .petr)
            let other = try await petr.createHousehold("Elsewhere")
            let foreign = try await petr.post("/chores/\(other)/chores", Self.choreFields(room: room, name: "Sneaky"))
            #expect(foreign.status == .unprocessableContent)
            #expect(foreign.text.contains("id=\"room-error\""))
            #expect(try await app.storage.chores.chores(householdID: household, roomID: nil).map(\.name) == ["Tub"])
            #expect(try await app.storage.chores.chores(householdID: other, roomID: nil).isEmpty)
        }
    }

    @Test func strangersGet404Everywhere() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let base = "/chores/\(household)"
            let room = try await Self.createRoom(&jana, household, "Hall", type: "hallway")
            let chore = try #require(
                try await jana.post("\(base)/chores", Self.choreFields(room: room, name: "Shoes")).location?
                    .split(separator: "?").first.map(String.init))

            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.createHousehold("Own")
            for path in [
                base, "\(base)/overview", "\(base)/rooms/new", "\(base)/rooms/\(room)", "\(base)/rooms/\(room)/delete",
                "\(base)/chores/new", chore, "\(chore)/edit", "\(chore)/delete",
            ] {
                #expect(try await petr.get(path).status == .notFound, "\(path)")
            }
            for path in [
                "\(base)/rooms", "\(base)/rooms/\(room)/mine", "\(base)/rooms/\(room)/delete", chore, "\(chore)/complete", "\(chore)/undo",
                "\(chore)/delete",
            ] {
                #expect(try await petr.post(path, [("name", "x"), ("type", "kitchen")]).status == .notFound, "\(path)")
            }
            #expect(try await jana.get(chore).status == .ok)
        }
    }

    @Test func theCriticalAlertGoesToFollowersAndTheAssignee() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let token = try await jana.createInvite(household)
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.acceptInvite(token)
            let petrID = try #require(try await app.storage.accounts.user(email: TestAccount.petr.email)).id
            let janaID = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email)).id
            let room = try await Self.createRoom(&jana, household, "Laundry", type: "laundry")
            var fields = Self.choreFields(room: room, name: "Towels")
            fields = fields.filter { $0.0 != "assignee" } + [("assignee", petrID.description)]
            _ = try await jana.post("/chores/\(household)/chores", fields)
            // Jana moves it to herself with Petr and her taking turns: Petr no longer hears of it.
            let choreID = try #require(try await app.storage.chores.chores(householdID: household, roomID: nil).first).id
            let assigned = try await jana.post(
                "/chores/\(household)/chores/\(choreID)/assign",
                [
                    ("assignee", janaID.description), ("rotation", "round-robin"), ("rotation_members", janaID.description),
                    ("rotation_members", petrID.description),
                ])
            #expect(assigned.status == .seeOther)
            let badAssign = try await jana.post(
                "/chores/\(household)/chores/\(choreID)/assign", [("assignee", UUID().uuidString), ("rotation", "sometimes")])
            #expect(badAssign.status == .unprocessableContent)
            #expect(badAssign.text.contains("id=\"assignee-error\""))
            var chore = try #require(try await app.storage.chores.chore(id: choreID))
            #expect(chore.assigneeID == janaID && chore.rotation == ChoreRotation(mode: .roundRobin, members: [janaID, petrID]))
            var due = try await app.storage.notifications.claimDue(now: app.clock.now.addingTimeInterval(80 * 60), limit: 10, lease: 60)
            #expect(due.map(\.userID) == [janaID])
            // Renewing hands it to the next in turn, who is alerted next time.
            app.clock.advance(by: 80 * 60)
            _ = try await jana.post("/chores/\(household)/chores/\(choreID)/complete")
            chore = try #require(try await app.storage.chores.chore(id: choreID))
            #expect(chore.assigneeID == petrID)
            #expect(try await jana.get("/chores/\(household)/chores/\(choreID)").text.contains("id=\"assign-form\""))
            _ = try await jana.post(
                "/chores/\(household)/chores/\(choreID)/assign", [("assignee", petrID.description), ("rotation", "none")])
            app.clock.advance(by: 80 * 60)
            due = try await app.storage.notifications.claimDue(now: app.clock.now, limit: 10, lease: 60)
            #expect(Set(due.map(\.userID)) == [janaID, petrID])
            #expect(
                due.allSatisfy { $0.source.module == "chores" && $0.title == "Towels" && $0.link.hasPrefix("/chores/\(household)/chores/") }
            )
            let text = NoticeText(t: Localizer(language: .english), timeZone: .gmt).message(try #require(due.first))
            #expect(text == "Towels is critical: due 15 Jan 2025 at 12:30")
        }
    }

    @Test func dueChoresAreInTheCalendarFeedOfAPlannerSubscriptionToken() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let room = try await Self.createRoom(&jana, household, "Kitchen")
            _ = try await jana.post("/chores/\(household)/chores", Self.choreFields(room: room, name: "Floor; and, more"))
            let janaID = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email)).id
            let token = SecretToken.generate(prefix: CalendarFeed.tokenPrefix)
            try await app.storage.calendarFeeds.create(
                CalendarFeed(id: app.ids(), householdID: household, userID: janaID, name: "Phone", createdAt: app.clock.now), token: token
            )
            let feed = try await jana.get("/feeds/\(token.value)/chores.ics")
            #expect(feed.status == .ok)
            #expect(feed.contentType == "text/calendar; charset=utf-8")
            #expect(feed.text.contains("SUMMARY:Floor\\; and\\, more"))
            // Critical from 10:50 UTC (80 % of 100 minutes from 09:30), due at 11:10.
            #expect(feed.text.contains("DTSTART:20250115T105000Z"))
            #expect(feed.text.contains("DTEND:20250115T111000Z"))
            #expect(feed.text.contains("LOCATION:Kitchen"))
            #expect(try await jana.get("/feeds/nonsense/chores.ics").status == .notFound)
        }
    }
}
