import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Personal calendars in the web planner and the JSON API: made, renamed, recoloured and deleted
/// by their owner, chosen for an item, filtered by, and invisible to everyone else.
@Suite("Planner personal calendars")
struct PlannerPersonalCalendarTests {
    @Test func aPersonalCalendarIsMadeUsedFilteredRenamedAndDeleted() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"
            #expect(try await jana.get("\(planner)/calendars").text.contains("new-calendar-form"))

            let empty = try await jana.post("\(planner)/calendars", [("name", "  "), ("color", "#16a34a")])
            #expect(empty.status == .unprocessableContent && empty.text.contains("aria-invalid"))
            let badColor = try await jana.post("\(planner)/calendars", [("name", "Sport"), ("color", "green")])
            #expect(badColor.status == .unprocessableContent)
            let made = try await jana.post("\(planner)/calendars", [("name", "Sport <&>"), ("color", "#16A34A"), ("description", "Běh")])
            #expect(made.status == .seeOther && made.location == "\(planner)/calendars")
            let listing = try await jana.get("\(planner)/calendars").text
            #expect(listing.contains("Sport &lt;&amp;&gt;") && listing.contains("#16a34a"))
            let calendarID = try #require(listing.firstMatch(of: /id="calendar-([0-9a-f-]+)"/)?.1)

            // The item form offers it; an item made in it is marked, and private.
            #expect(try await jana.get("\(planner)/items/new").text.contains("<option value=\"\(calendarID)\""))
            var fields = PlannerPagesTests.eventFields(title: "Run")
            fields.append(("calendar", String(calendarID)))
            let created = try await jana.post("\(planner)/items", fields)
            let itemPath = try #require(created.location)
            let itemPage = try await jana.get(itemPath).text
            #expect(itemPage.contains("Calendar: Sport &lt;&amp;&gt;"))
            _ = try await jana.post("\(planner)/items", PlannerPagesTests.eventFields(title: "Dentist"))

            let sportOnly = try await jana.get("\(planner)/month/2025-01?calendar=\(calendarID)").text
            #expect(sportOnly.contains("Run") && !sportOnly.contains("Dentist"))
            let householdOnly = try await jana.get("\(planner)/month/2025-01?calendar=household").text
            #expect(!householdOnly.contains("Run") && householdOnly.contains("Dentist"))

            // A calendar that is not hers is a field error, never a leak.
            var bogus = PlannerPagesTests.eventFields(title: "Nope")
            bogus.append(("calendar", ID<PlannerCalendar>(UUID()).description))
            #expect(try await jana.post("\(planner)/items", bogus).status == .unprocessableContent)

            let renamed = try await jana.post(
                "\(planner)/calendars/\(calendarID)", [("name", "Sport a hry"), ("color", "#ff0000"), ("description", "")])
            #expect(renamed.status == .seeOther)
            #expect(try await jana.get("\(planner)/calendars").text.contains("Sport a hry"))
            #expect(
                try await jana.post("\(planner)/calendars/\(calendarID)", [("name", ""), ("color", "#ff0000")]).status
                    == .unprocessableContent)

            #expect(try await jana.get("\(planner)/calendars/\(calendarID)/delete").status == .ok)
            #expect(try await jana.post("\(planner)/calendars/\(calendarID)/delete").location == "\(planner)/calendars")
            #expect(try await jana.get(itemPath).status == .notFound, "its items go with it")
            #expect(try await jana.get("\(planner)/month/2025-01").text.contains("Dentist"))
        }
    }

    @Test func otherMembersAndStrangersGet404ForPersonalCalendarsAndTheirItems() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let planner = "/planner/\(household)"
            let invite = try await jana.createInvite(household)
            _ = try await jana.post("\(planner)/calendars", [("name", "Secret"), ("color", "#16a34a")])
            let calendarID = try #require(try await jana.get("\(planner)/calendars").text.firstMatch(of: /id="calendar-([0-9a-f-]+)"/)?.1)
            var fields = PlannerPagesTests.eventFields(title: "Surprise party", kind: "meeting")
            fields.append(("calendar", String(calendarID)))
            let created = try await jana.post("\(planner)/items", fields)
            let itemPath = try #require(created.location)

            var petr = try await Browser.signedUp(client, as: .petr)
            #expect(try await petr.acceptInvite(invite).status == .seeOther)
            var eva = try await Browser.signedUp(client, as: .eva)
            for path in [itemPath, "\(itemPath)/edit", "\(itemPath)/delete"] {
                #expect(try await petr.get(path).status == .notFound, "member: \(path)")
                #expect(try await eva.get(path).status == .notFound, "stranger: \(path)")
            }
            for path in ["\(planner)/calendars/\(calendarID)", "\(planner)/calendars/\(calendarID)/delete", itemPath + "/delete"] {
                #expect(try await petr.post(path, [("name", "Mine")]).status == .notFound, "member: \(path)")
            }
            #expect(try await petr.get("\(planner)/calendars/\(calendarID)/delete").status == .notFound)
            #expect(!(try await petr.get("\(planner)/calendars").text.contains("Secret")))
            #expect(!(try await petr.get("\(planner)/month/2025-01").text.contains("Surprise party")))
            #expect(!(try await petr.get("\(planner)/month/2025-01?calendar=\(calendarID)").text.contains("Surprise party")))
            // Petr cannot file his item into her calendar either.
            var his = PlannerPagesTests.eventFields(title: "His")
            his.append(("calendar", String(calendarID)))
            #expect(try await petr.post("\(planner)/items", his).status == .unprocessableContent)

            // The JSON API: hers are listed to her only.
            let api = "/api/v1/households/\(household)/planner"
            #expect(try await jana.api(.get, "\(api)/calendars").jsonArray().count == 1)
            #expect(try await petr.api(.get, "\(api)/calendars").jsonArray().isEmpty)
            #expect(try await petr.api(.get, "\(api)/items/\(itemPath.split(separator: "/").last!)").status == .notFound)
            #expect(try await petr.api(.delete, "\(api)/calendars/\(calendarID)").status == .notFound)
            #expect(try await eva.api(.get, "\(api)/calendars").status == .notFound)
        }
    }

    @Test func theJSONAPIMakesChangesAndDeletesPersonalCalendars() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let api = "/api/v1/households/\(household)/planner"
            let bad = try await jana.api(.post, "\(api)/calendars", json: #"{"name":"","color":"blue"}"#)
            #expect(bad.status == .unprocessableContent && bad.text.contains("name") && bad.text.contains("color"))
            let made = try await jana.api(.post, "\(api)/calendars", json: ##"{"name":"Sport","color":"#16a34a","components":["VEVENT"]}"##)
            #expect(made.status == .created)
            let calendar = try made.jsonObject()
            let id = try #require(calendar["id"] as? String)
            #expect(calendar["components"] as? [String] == ["VEVENT"])
            #expect((calendar["caldavPath"] as? String)?.hasSuffix("/\(id)/") == true)

            let item = try await jana.api(
                .post, "\(api)/items",
                json: #"{"kind":"event","title":"Run","start":"2025-01-20T10:00","timeZone":"Europe/Prague","calendar":"\#(id)"}"#)
            #expect(item.status == .created)
            #expect(try item.jsonObject()["calendar"] as? String == id)
            #expect(try item.jsonObject()["isPrivate"] as? Bool == true)
            let todo = try await jana.api(.post, "\(api)/items", json: #"{"kind":"todo","title":"Socks","calendar":"\#(id)"}"#)
            #expect(todo.status == .unprocessableContent, "an events-only calendar takes no to-dos")
            let listed = try await jana.api(.get, "\(api)/items?from=2025-01-01T00:00:00Z&to=2025-02-01T00:00:00Z&calendar=household")
            #expect(try listed.jsonArray().isEmpty)

            let renamed = try await jana.api(.put, "\(api)/calendars/\(id)", json: #"{"name":"Sport a hry"}"#)
            #expect(try renamed.jsonObject()["name"] as? String == "Sport a hry")
            #expect(try renamed.jsonObject()["color"] as? String == "#16a34a")
            #expect(try await jana.api(.delete, "\(api)/calendars/\(id)").status == .noContent)
            #expect(try await jana.api(.get, "\(api)/calendars").jsonArray().isEmpty)
        }
    }
}
