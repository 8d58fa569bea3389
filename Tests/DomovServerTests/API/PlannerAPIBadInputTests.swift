import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("Planner API bad input")
struct PlannerAPIBadInputTests {
    static let badItems: [(String, String, [String])] = [
        ("end before start", #"{"title":"x","start":"2026-03-30T10:00","end":"2026-03-30T09:00"}"#, ["end"]),
        ("zero duration", #"{"title":"x","start":"2026-03-30T10:00","durationMinutes":0}"#, ["durationMinutes"]),
        ("negative duration", #"{"title":"x","start":"2026-03-30T10:00","durationMinutes":-15}"#, ["durationMinutes"]),
        ("unknown time zone", #"{"title":"x","start":"2026-03-30T10:00","timeZone":"Mars/Olympus_Mons"}"#, ["timeZone"]),
        (
            "impossible recurrence",
            #"{"title":"x","start":"2026-02-10T10:00","recurrence":{"frequency":"monthly","interval":12,"monthDays":[30]}}"#,
            ["recurrence.frequency"]
        ),
        ("impossible rrule", #"{"title":"x","start":"2026-02-10T10:00","rrule":"FREQ=DAILY;UNTIL=20200101"}"#, ["rrule"]),
        ("rrule the planner cannot read", #"{"title":"x","start":"2026-02-10T10:00","rrule":"FREQ=FORTNIGHTLY"}"#, ["rrule"]),
        (
            "count and until",
            #"{"title":"x","start":"2026-02-10T10:00","recurrence":{"frequency":"daily","count":2,"until":"2026-03-01"}}"#, ["recurrence"]
        ),
        (
            "interval zero", #"{"title":"x","start":"2026-02-10T10:00","recurrence":{"frequency":"daily","interval":0}}"#,
            ["recurrence.interval"]
        ),
        ("title of 10,000 characters", #"{"title":"\#(String(repeating: "x", count: 10_000))","start":"2026-03-30T10:00"}"#, ["title"]),
        ("no title and no start", #"{"kind":"event"}"#, ["title", "start"]),
        ("a start that is not a date", #"{"title":"x","start":"next Monday"}"#, ["start"]),
        ("an end without time", #"{"title":"x","start":"2026-03-30T10:00","end":"2026-03-30"}"#, ["end"]),
        ("unknown kind", #"{"kind":"party","title":"x","start":"2026-03-30T10:00"}"#, ["kind"]),
        (
            "attendee with neither id nor email", #"{"kind":"meeting","title":"x","start":"2026-03-30T10:00","attendees":[{}]}"#,
            ["attendees"]
        ),
        (
            "attendee who is not a member",
            #"{"kind":"meeting","title":"x","start":"2026-03-30T10:00","attendees":[{"memberId":"00000000-0000-0000-0000-0000000000ff"}]}"#,
            ["attendees"]
        ),
        ("reminder too early", #"{"title":"x","start":"2026-03-30T10:00","reminders":[{"minutesBefore":99999}]}"#, ["reminders"]),
        ("unknown category", #"{"title":"x","start":"2026-03-30T10:00","category":"hobbies"}"#, ["category"]),
    ]

    @Test func badInputNamesEachFieldAndSavesNothing() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            for (name, body, fields) in Self.badItems {
                let response = try await h.jana.api(.post, "\(h.planner)/items", json: body)
                #expect(response.status == .unprocessableContent, "\(name): \(response.status)")
                #expect(response.contentType == "application/problem+json", "\(name)")
                #expect(try response.problemFields() == fields, "\(name)")
            }
            // A category of another household.
            let evasCategory = try await h.eva.api(
                .post, "/api/v1/households/\(h.evasHousehold)/planner/categories", json: #"{"name":"Eva's"}"#)
            let foreign = try #require(try evasCategory.jsonObject()["id"] as? String)
            let stolen = try await h.jana.api(
                .post, "\(h.planner)/items", json: #"{"title":"x","start":"2026-03-30T10:00","category":"\#(foreign)"}"#)
            #expect(stolen.status == .unprocessableContent)
            #expect(try stolen.problemFields() == ["category"])
            // A new category named with a bad item is not created either.
            let withNew = try await h.jana.api(
                .post, "\(h.planner)/items", json: #"{"title":"","category":"new","newCategoryName":"Garden"}"#)
            #expect(withNew.status == .unprocessableContent)

            #expect(try await h.jana.api(.get, "\(h.planner)/items?includeDone=true").jsonArray().isEmpty)
            #expect(try await h.jana.api(.get, "\(h.planner)/categories").jsonArray().count == 7)

            // The same rules hold for an edit, which then leaves the item as it was.
            let item = try await h.jana.createItem(h.household, #"{"title":"Fine","start":"2026-03-30T10:00"}"#)
            let path = "\(h.planner)/items/\(item["id"] as? String ?? "")"
            let edit = try await h.jana.api(.put, path, json: #"{"title":"Broken","start":"2026-03-30T10:00","durationMinutes":0}"#)
            #expect(try edit.problemFields() == ["durationMinutes"])
            #expect(try await h.jana.api(.get, path).jsonObject()["title"] as? String == "Fine")
        }
    }

    @Test func badBodiesAndQueriesAreProblemsToo() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let items = "\(h.planner)/items"
            #expect(try await h.jana.api(.post, items, json: #"{"title":"x""#).status == .badRequest)
            #expect(try await h.jana.api(.post, items, json: #"{"title":"x","durationMinutes":"long"}"#).status == .badRequest)
            #expect(
                try await h.jana.api(.post, items, json: #"{"title":"x"}"#, headers: [.contentType: "text/plain"]).status
                    == .unsupportedMediaType)
            #expect(try await h.jana.api(.get, "\(items)?from=2026-03-01T00:00:00Z").problemFields() == ["to"])
            #expect(try await h.jana.api(.get, "\(items)?from=yesterday&to=2026-03-01T00:00:00Z").problemFields() == ["from"])
            #expect(try await h.jana.api(.get, "\(items)?from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z").problemFields() == ["to"])
            #expect(try await h.jana.api(.get, "\(items)?from=2026-01-01T00:00:00Z&to=2028-01-01T00:00:00Z").problemFields() == ["to"])
            #expect(try await h.jana.api(.get, "\(items)?limit=0").problemFields() == ["limit"])
            #expect(try await h.jana.api(.get, "\(items)?category=nope").problemFields() == ["category"])
            #expect(try await h.jana.api(.get, "\(items)?includeDone=maybe").problemFields() == ["includeDone"])
            #expect(try await h.jana.api(.get, "\(h.planner)/history?limit=1001").problemFields() == ["limit"])

            let series = try await h.jana.createItem(h.household, #"{"title":"Daily","start":"2026-03-02T08:00","rrule":"FREQ=DAILY"}"#)
            let path = "\(items)/\(series["id"] as? String ?? "")"
            #expect(try await h.jana.api(.delete, "\(path)?scope=some").problemFields() == ["scope"])
            #expect(try await h.jana.api(.delete, "\(path)?scope=occurrence").problemFields() == ["occurrence"])
            #expect(try await h.jana.api(.delete, "\(path)?scope=occurrence&occurrence=monday").problemFields() == ["occurrence"])
            #expect(try await h.jana.api(.delete, "\(path)?scope=occurrence&occurrence=2026-03-03T07:30:00Z").status == .notFound)
            #expect(try await h.jana.api(.get, path).status == .ok, "a start the series never had must not delete the series")
            #expect(try await h.jana.api(.get, "\(items)/not-an-id").status == .notFound)
        }
    }
}
