import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("Planner API")
struct PlannerAPITests {
    // MARK: Each kind, start to finish

    @Test func anEventIsCreatedReadEditedCompletedReopenedAndDeleted() async throws {
        try await withTestApp { app, client in
            var h = try await PlannerAPIHousehold.make(client)
            let notes = "~ bring ~ the papers\r\nline two\n\n\tand three ~"
            let created = try await h.jana.createItem(
                h.household,
                """
                {"kind":"event","title":"Dentist","notes":\(Self.quoted(notes)),"category":"health","timeZone":"Europe/Prague",
                 "start":"2026-03-30T09:00","durationMinutes":45,"location":"Vinohrady","reminders":[{"minutesBefore":60},\
                {"minutesBefore":0}]}
                """)
            let id = try #require(created["id"] as? String)
            #expect(created["kind"] as? String == "event")
            #expect(created["notes"] as? String == notes)
            #expect(created["category"] as? String == "health")
            #expect(created["allDay"] as? Bool == false)
            #expect(created["start"] as? String == "2026-03-30T09:00")
            #expect(created["end"] as? String == "2026-03-30T09:45")
            #expect(created["startsAt"] as? String == "2026-03-30T07:00:00Z")
            #expect(created["endsAt"] as? String == "2026-03-30T07:45:00Z")
            #expect(created["durationMinutes"] as? Int == 45)
            #expect((created["reminders"] as? [[String: Any]])?.compactMap { $0["minutesBefore"] as? Int } == [0, 60])
            #expect(created["calendarUid"] as? String == "\(id)@domov")
            #expect(created["sequence"] as? Int == 0)
            #expect(created["createdAt"] as? String == "2025-01-15T09:30:00Z")
            let item = "\(h.planner)/items/\(id)"

            // Petr, a member, sees it exactly as Jana wrote it.
            let read = try await h.petr.api(.get, item)
            #expect(read.status == .ok)
            #expect(try read.jsonObject()["notes"] as? String == notes)
            #expect(try read.jsonObject()["title"] as? String == "Dentist")

            app.clock.advance(by: 60)
            let updated = try await h.petr.api(
                .put, item,
                json: """
                    {"kind":"event","title":"Dentist, moved","category":"health","start":"2026-03-31T23:30","end":"2026-04-01T00:15"}
                    """)
            #expect(updated.status == .ok, "\(updated.text)")
            let after = try updated.jsonObject()
            #expect(after["title"] as? String == "Dentist, moved")
            #expect(after["durationMinutes"] as? Int == 45)
            #expect(after["end"] as? String == "2026-04-01T00:15")
            #expect(after["timeZone"] as? String == "Europe/Prague")
            #expect(after["sequence"] as? Int == 1)
            #expect(after["updatedAt"] as? String == "2025-01-15T09:31:00Z")

            try await Self.completeReopenAndDelete(&h, item: item, title: "Dentist, moved")
        }
    }

    @Test func aMeetingKeepsItsAttendeesAndTheirAnswers() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let created = try await h.jana.createItem(
                h.household,
                """
                {"kind":"meeting","title":"Family meeting","start":"2026-04-02T18:00","end":"2026-04-02T19:30","location":"Kitchen",
                 "attendees":[{"memberId":"\(h.petrID)"},{"email":"Grandma@Example.org"}]}
                """)
            let id = try #require(created["id"] as? String)
            let attendees = try #require(created["attendees"] as? [[String: Any]])
            #expect(attendees.count == 2)
            #expect(attendees[0]["memberId"] as? String == h.petrID)
            #expect(attendees[0]["name"] as? String == "Petr Test")
            #expect(attendees[0]["response"] as? String == "NEEDS-ACTION")
            #expect(attendees[1]["email"] as? String == "grandma@example.org")
            #expect(created["location"] as? String == "Kitchen")
            #expect(created["durationMinutes"] as? Int == 90)

            let updated = try await h.jana.api(
                .put, "\(h.planner)/items/\(id)",
                json: """
                    {"kind":"meeting","title":"Family meeting","start":"2026-04-02T18:00","durationMinutes":60,
                     "attendees":[{"email":"grandma@example.org"}]}
                    """)
            #expect(updated.status == .ok)
            #expect((try updated.jsonObject()["attendees"] as? [[String: Any]])?.count == 1)
            try await Self.completeReopenAndDelete(&h, item: "\(h.planner)/items/\(id)", title: "Family meeting")
        }
    }

    @Test func aToDoMayHaveNoDateADueDayOrADueTime() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let undated = try await h.jana.createItem(h.household, #"{"kind":"todo","title":"Buy milk","category":"shopping"}"#)
            #expect(undated["start"] == nil)
            #expect(undated["startsAt"] == nil)
            let dueDay = try await h.jana.createItem(h.household, #"{"kind":"todo","title":"Pay rent","start":"2026-04-01"}"#)
            #expect(dueDay["allDay"] as? Bool == true)
            #expect(dueDay["start"] as? String == "2026-04-01")
            #expect(dueDay["end"] as? String == "2026-04-01")
            let dueTime = try await h.jana.createItem(h.household, #"{"kind":"todo","title":"Call the bank","start":"2026-04-01T10:00"}"#)
            #expect(dueTime["allDay"] as? Bool == false)
            #expect(dueTime["startsAt"] as? String == "2026-04-01T08:00:00Z")
            #expect(dueTime["durationMinutes"] as? Int == 0)

            // The agenda: undated first, then by due time.
            let agenda = try await h.jana.api(.get, "\(h.planner)/items")
            #expect(agenda.status == .ok)
            #expect(
                try agenda.jsonArray().compactMap { ($0["item"] as? [String: Any])?["title"] as? String } == [
                    "Buy milk", "Pay rent", "Call the bank",
                ])
            #expect(try agenda.jsonArray().compactMap { $0["status"] as? String } == ["open", "upcoming", "upcoming"])

            let id = try #require(dueTime["id"] as? String)
            try await Self.completeReopenAndDelete(&h, item: "\(h.planner)/items/\(id)", title: "Call the bank")
        }
    }

    /// Done moves the item to the history and out of the agenda; undo brings it back; delete removes it.
    static func completeReopenAndDelete(_ h: inout PlannerAPIHousehold, item: String, title: String) async throws {
        #expect(try await h.petr.api(.post, "\(item)/complete").status == .noContent)
        #expect(try await h.jana.api(.get, item).jsonObject()["completedAt"] as? String != nil)
        let history = try await h.jana.api(.get, "\(h.planner)/history")
        #expect(history.status == .ok)
        #expect(try history.jsonArray().compactMap { $0["title"] as? String } == [title])
        #expect(
            try await h.jana.api(.get, "\(h.planner)/items").jsonArray().allSatisfy {
                ($0["item"] as? [String: Any])?["title"] as? String != title
            })

        #expect(try await h.jana.api(.post, "\(item)/reopen").status == .noContent)
        #expect(try await h.jana.api(.get, item).jsonObject()["completedAt"] == nil)
        #expect(try await h.jana.api(.get, "\(h.planner)/history").jsonArray().isEmpty)

        #expect(try await h.jana.api(.delete, item).status == .noContent)
        #expect(try await h.jana.api(.get, item).status == .notFound)
        #expect(try await h.jana.api(.delete, item).status == .notFound)
    }

    // MARK: Series

    @Test func aWeeklyNineOClockMeetingStaysAtNineAcrossTheSpringChange() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let created = try await h.jana.createItem(
                h.household,
                """
                {"kind":"meeting","title":"Stand-up","timeZone":"Europe/Prague","start":"2026-03-16T09:00","durationMinutes":30,
                 "recurrence":{"frequency":"weekly","weekdays":["MO"]}}
                """)
            #expect(created["rrule"] as? String == "FREQ=WEEKLY;BYDAY=MO")
            let recurrence = try #require(created["recurrence"] as? [String: Any])
            #expect(recurrence["frequency"] as? String == "weekly")
            #expect(recurrence["interval"] as? Int == 1)
            #expect(recurrence["weekdays"] as? [String] == ["MO"])

            let response = try await h.jana.api(.get, "\(h.planner)/items?from=2026-03-15T00:00:00Z&to=2026-04-14T00:00:00Z")
            #expect(response.status == .ok)
            let occurrences = try response.jsonArray()
            #expect(
                occurrences.compactMap { $0["start"] as? String }
                    == ["2026-03-16T09:00", "2026-03-23T09:00", "2026-03-30T09:00", "2026-04-06T09:00", "2026-04-13T09:00"])
            // The same wall-clock time is a different instant once the clocks have moved.
            #expect(
                occurrences.compactMap { $0["startsAt"] as? String }
                    == [
                        "2026-03-16T08:00:00Z", "2026-03-23T08:00:00Z", "2026-03-30T07:00:00Z", "2026-04-06T07:00:00Z",
                        "2026-04-13T07:00:00Z",
                    ])
            #expect(occurrences.allSatisfy { $0["originalStart"] as? String == $0["startsAt"] as? String })
            #expect(occurrences.allSatisfy { $0["seriesId"] as? String == created["id"] as? String })
        }
    }

    @Test func oneOccurrenceThisAndFollowingAndDeletingOne() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let series = try await h.jana.createItem(
                h.household,
                """
                {"title":"Swimming","start":"2026-03-02T17:00","durationMinutes":60,"recurrence":{"frequency":"weekly","count":6}}
                """)
            let id = try #require(series["id"] as? String)
            let item = "\(h.planner)/items/\(id)"
            let household = h.household
            let window = { (b: inout Browser) in try await b.window(household, from: "2026-03-01T00:00:00Z", to: "2026-05-01T00:00:00Z") }

            // Move the third occurrence (16 March) to Tuesday.
            let moved = try await h.jana.api(
                .put, "\(item)?scope=occurrence&occurrence=2026-03-16T16:00:00Z",
                json: """
                    {"title":"Swimming (Tuesday)","start":"2026-03-17T18:00","durationMinutes":60}
                    """)
            #expect(moved.status == .ok, "\(moved.text)")
            let override = try moved.jsonObject()
            #expect(override["seriesId"] as? String == id)
            #expect(override["originalStart"] as? String == "2026-03-16T16:00:00Z")
            #expect(override["calendarUid"] as? String == series["calendarUid"] as? String)
            #expect(
                try await window(&h.jana).map(\.1)
                    == [
                        "2026-03-02T17:00", "2026-03-09T17:00", "2026-03-17T18:00", "2026-03-23T17:00", "2026-03-30T17:00",
                        "2026-04-06T17:00",
                    ])

            // Delete the fourth (23 March).
            #expect(try await h.jana.api(.delete, "\(item)?scope=occurrence&occurrence=2026-03-23T16:00:00Z").status == .noContent)
            #expect(try await h.jana.api(.get, item).jsonObject()["excludedStarts"] as? [String] == ["2026-03-23T16:00:00Z"])
            #expect(
                try await window(&h.jana).map(\.1)
                    == ["2026-03-02T17:00", "2026-03-09T17:00", "2026-03-17T18:00", "2026-03-30T17:00", "2026-04-06T17:00"])

            // From 30 March on, it is an hour later and has a new name: the series splits in two.
            let following = try await h.jana.api(
                .put, "\(item)?scope=following&occurrence=2026-03-30T15:00:00Z",
                json: """
                    {"title":"Swimming, later","start":"2026-03-30T18:00","durationMinutes":60}
                    """)
            #expect(following.status == .ok, "\(following.text)")
            let later = try following.jsonObject()
            #expect(later["id"] as? String != id)
            #expect(later["rrule"] as? String == "FREQ=WEEKLY;COUNT=2")
            #expect(
                try await window(&h.jana).map { "\($0.0) \($0.1)" } == [
                    "Swimming 2026-03-02T17:00", "Swimming 2026-03-09T17:00", "Swimming (Tuesday) 2026-03-17T18:00",
                    "Swimming, later 2026-03-30T18:00", "Swimming, later 2026-04-06T18:00",
                ])

            // Deleting the earlier half with its edited occurrence leaves the later half.
            #expect(try await h.jana.api(.delete, item).status == .noContent)
            #expect(try await h.jana.api(.get, "\(h.planner)/items/\(override["id"] as? String ?? "")").status == .notFound)
            #expect(try await window(&h.jana).map(\.0) == ["Swimming, later", "Swimming, later"])
        }
    }

    @Test func completingOneOccurrenceOfASeries() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let series = try await h.jana.createItem(
                h.household,
                """
                {"kind":"todo","title":"Water the plants","start":"2026-03-02T08:00","rrule":"FREQ=DAILY;COUNT=3"}
                """)
            let item = "\(h.planner)/items/\(series["id"] as? String ?? "")"
            #expect(try await h.jana.api(.post, "\(item)/complete?occurrence=2026-03-03T07:00:00Z").status == .noContent)
            let statuses = try await h.jana.api(.get, "\(h.planner)/items?from=2026-03-01T00:00:00Z&to=2026-03-10T00:00:00Z").jsonArray()
            // The clock stands in January 2025: the open ones are still ahead; the done one is shown as done.
            #expect(statuses.compactMap { $0["status"] as? String } == ["upcoming", "done", "upcoming"])
            #expect(try await h.jana.api(.get, "\(h.planner)/history").jsonArray().count == 1)
            #expect(try await h.jana.api(.post, "\(item)/reopen?occurrence=2026-03-03T07:00:00Z").status == .noContent)
            #expect(try await h.jana.api(.get, "\(h.planner)/history").jsonArray().isEmpty)
            // An occurrence the series does not have.
            #expect(try await h.jana.api(.post, "\(item)/complete?occurrence=2026-03-03T07:30:00Z").status == .notFound)
        }
    }

    // MARK: Categories

    @Test func categoriesAreCreatedRenamedAndDeletedWithTheirItemsMoved() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let categories = "\(h.planner)/categories"
            let builtins = try await h.jana.api(.get, categories).jsonArray()
            #expect(builtins.compactMap { $0["id"] as? String } == ["work", "personal", "family", "health", "study", "shopping", "other"])
            #expect(builtins.first?["name"] as? String == "Work")
            #expect(builtins.allSatisfy { $0["builtin"] as? Bool == true })

            let created = try await h.jana.api(.post, categories, json: ##"{"name":"Zahrada","color":"#22AA22"}"##)
            #expect(created.status == .created)
            let garden = try #require(try created.jsonObject()["id"] as? String)
            #expect(try created.jsonObject()["color"] as? String == "#22aa22")
            // The same name again (any case and accents), as two phones making it at once would:
            // the household's one, unchanged, with 200.
            let again = try await h.petr.api(.post, categories, json: #"{"name":"zahrada"}"#)
            #expect(again.status == .ok)
            #expect(try again.jsonObject()["id"] as? String == garden)
            #expect(try again.jsonObject()["name"] as? String == "Zahrada")
            let (jana, petr) = (h.jana, h.petr)
            async let first = {
                var browser = jana; return try await browser.api(.post, categories, json: #"{"name":"Sklep"}"#)
            }()
            async let second = {
                var browser = petr; return try await browser.api(.post, categories, json: #"{"name":"sklep"}"#)
            }()
            let both = try await [first, second]
            #expect(Set(both.map(\.status.code)) == [200, 201])
            #expect(Set(try both.map { try $0.jsonObject()["id"] as? String }).count == 1)

            let item = try await h.jana.createItem(h.household, #"{"kind":"todo","title":"Mow","category":"\#(garden)"}"#)
            #expect(item["category"] as? String == garden)

            let renamed = try await h.petr.api(.put, "\(categories)/\(garden)", json: #"{"name":"Garden"}"#)
            #expect(renamed.status == .ok)
            #expect(try renamed.jsonObject()["name"] as? String == "Garden")
            #expect(try renamed.jsonObject()["color"] as? String == "#22aa22")
            #expect(try await h.jana.api(.get, categories).jsonArray().contains { $0["name"] as? String == "Garden" })

            #expect(try await h.jana.api(.delete, "\(categories)/\(garden)?moveTo=\(garden)").problemFields() == ["moveTo"])
            #expect(try await h.jana.api(.delete, "\(categories)/\(garden)?moveTo=study").status == .noContent)
            #expect(
                try await h.jana.api(.get, "\(h.planner)/items/\(item["id"] as? String ?? "")").jsonObject()["category"] as? String
                    == "study")
            #expect(try await h.jana.api(.get, categories).jsonArray().count == 8, "the built-in seven and Sklep")
            #expect(try await h.jana.api(.delete, "\(categories)/\(garden)").status == .notFound)
            #expect(try await h.jana.api(.put, "\(categories)/work", json: #"{"name":"Job"}"#).status == .notFound)
        }
    }

    // MARK: Who sees what

    @Test func someoneOutsideTheHouseholdGets404Everywhere() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let item = try #require(
                try await h.jana.createItem(h.household, #"{"title":"Ours","start":"2026-03-30T10:00"}"#)["id"] as? String)
            let category = try #require(
                try await h.jana.api(.post, "\(h.planner)/categories", json: #"{"name":"Ours"}"#).jsonObject()["id"] as? String)
            let body = #"{"title":"Theirs now","start":"2026-03-30T10:00","name":"Theirs"}"#
            let requests: [(HTTPRequest.Method, String, String?)] = [
                (.get, "/items", nil), (.get, "/items?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z", nil), (.post, "/items", body),
                (.get, "/items/\(item)", nil), (.put, "/items/\(item)", body), (.delete, "/items/\(item)", nil),
                (.post, "/items/\(item)/complete", nil), (.post, "/items/\(item)/reopen", nil), (.get, "/history", nil),
                (.get, "/categories", nil), (.post, "/categories", body), (.put, "/categories/\(category)", body),
                (.delete, "/categories/\(category)", nil),
            ]
            for (method, path, json) in requests {
                let response = try await h.eva.api(method, h.planner + path, json: json)
                #expect(response.status == .notFound, "\(method) \(path): \(response.status)")
                #expect(response.contentType == "application/problem+json")
                var anonymous = Browser(client)
                #expect(try await anonymous.api(method, h.planner + path, json: json).status == .unauthorized, "\(method) \(path)")
            }
            #expect(try await h.jana.api(.get, "\(h.planner)/items/\(item)").jsonObject()["title"] as? String == "Ours")
            #expect(try await h.jana.api(.get, "\(h.planner)/categories").jsonArray().count == 8)
        }
    }

    @Test func aMemberDoesNotSeeAnotherMembersPrivateItem() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let secret = try await h.jana.createItem(
                h.household, #"{"title":"Surprise party","start":"2026-03-30T18:00","isPrivate":true}"#)
            #expect(secret["isPrivate"] as? Bool == true)
            let item = "\(h.planner)/items/\(secret["id"] as? String ?? "")"
            #expect(try await h.petr.api(.get, item).status == .notFound)
            #expect(try await h.petr.api(.put, item, json: #"{"title":"Spoiled","start":"2026-03-30T18:00"}"#).status == .notFound)
            #expect(try await h.petr.api(.post, "\(item)/complete").status == .notFound)
            #expect(try await h.petr.api(.delete, item).status == .notFound)
            #expect(try await h.petr.window(h.household, from: "2026-03-01T00:00:00Z", to: "2026-04-01T00:00:00Z").isEmpty)
            #expect(try await h.petr.api(.get, "\(h.planner)/items?q=surprise").jsonArray().isEmpty)
            #expect(
                try await h.jana.window(h.household, from: "2026-03-01T00:00:00Z", to: "2026-04-01T00:00:00Z").map(\.0) == [
                    "Surprise party"
                ])
            #expect(try await h.jana.api(.get, item).jsonObject()["title"] as? String == "Surprise party")
        }
    }

    @Test func filtersByCategoryAndText() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            _ = try await h.jana.createItem(h.household, #"{"title":"Káva s babičkou","start":"2026-03-30T15:00","category":"family"}"#)
            _ = try await h.jana.createItem(h.household, #"{"title":"Porada","start":"2026-03-30T09:00","category":"work"}"#)
            _ = try await h.jana.createItem(h.household, #"{"title":"Běh","start":"2026-03-30T07:00","category":"health"}"#)
            let from = "2026-03-30T00:00:00Z", to = "2026-03-31T00:00:00Z"
            #expect(try await h.jana.window(h.household, from: from, to: to, extra: "&q=kava").map(\.0) == ["Káva s babičkou"])
            #expect(
                try await h.jana.window(h.household, from: from, to: to, extra: "&category=work&category=health").map(\.0) == [
                    "Běh", "Porada",
                ])
            #expect(try await h.jana.api(.get, "\(h.planner)/items?category=family&limit=5").jsonArray().count == 1)
        }
    }

    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}
