import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Series edits as Google Calendar and Apple Calendar make them (issue 22, defect 15): "all"
/// from any occurrence changes only what was changed and keeps the series' history; "this and
/// following" splits a counted series into as many occurrences as it had.
@Suite("Planner series edits")
struct PlannerSeriesEditTests {
    static func body(_ title: String, _ start: String) -> String {
        #"{"title":"\#(title)","start":"\#(start)","durationMinutes":60,"recurrence":{"frequency":"weekly","count":6}}"#
    }

    @Test func allFromALaterOccurrenceKeepsTheFirstStartAndEveryException() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let series = try await h.jana.createItem(h.household, Self.body("Swimming", "2026-03-02T17:00"))
            let id = try #require(series["id"] as? String)
            let item = "\(h.planner)/items/\(id)"
            let household = h.household
            let window = { (b: inout Browser) in try await b.window(household, from: "2026-03-01T00:00:00Z", to: "2026-05-01T00:00:00Z") }

            // The second occurrence moved by an hour (its own title kept as the series'), the third
            // renamed and moved, the fourth deleted.
            #expect(
                try await h.jana.api(
                    .put, "\(item)?scope=occurrence&occurrence=2026-03-09T16:00:00Z",
                    json: #"{"title":"Swimming","start":"2026-03-09T18:00","durationMinutes":60}"#
                ).status == .ok)
            #expect(
                try await h.jana.api(
                    .put, "\(item)?scope=occurrence&occurrence=2026-03-16T16:00:00Z",
                    json: #"{"title":"Swimming (Tuesday)","start":"2026-03-17T18:00","durationMinutes":60}"#
                ).status == .ok)
            #expect(try await h.jana.api(.delete, "\(item)?scope=occurrence&occurrence=2026-03-23T16:00:00Z").status == .noContent)

            // "All occurrences", opened from the fifth (30 March, after the clocks changed), only renamed.
            let renamed = try await h.jana.api(
                .put, "\(item)?scope=all&occurrence=2026-03-30T15:00:00Z", json: Self.body("Swim club", "2026-03-30T17:00"))
            #expect(renamed.status == .ok, "\(renamed.text)")
            #expect(
                try await window(&h.jana).map { "\($0.0) \($0.1)" } == [
                    "Swim club 2026-03-02T17:00", "Swim club 2026-03-09T18:00", "Swimming (Tuesday) 2026-03-17T18:00",
                    "Swim club 2026-03-30T17:00", "Swim club 2026-04-06T17:00",
                ])

            // Opened from the fifth again and moved an hour later: every occurrence moves with it,
            // the deleted one stays deleted and the edited ones stay edited.
            let later = try await h.jana.api(
                .put, "\(item)?scope=all&occurrence=2026-03-30T15:00:00Z", json: Self.body("Swim club", "2026-03-30T18:00"))
            #expect(later.status == .ok, "\(later.text)")
            #expect(try later.jsonObject()["start"] as? String == "2026-03-02T18:00", "the first start moved by the same hour")
            #expect(
                try await window(&h.jana).map { "\($0.0) \($0.1)" } == [
                    "Swim club 2026-03-02T18:00", "Swim club 2026-03-09T18:00", "Swimming (Tuesday) 2026-03-17T18:00",
                    "Swim club 2026-03-30T18:00", "Swim club 2026-04-06T18:00",
                ])
            #expect(try await h.jana.api(.get, item).jsonObject()["excludedStarts"] as? [String] == ["2026-03-23T17:00:00Z"])
        }
    }

    @Test func thisAndFollowingOfACountedSeriesGivesTheNewPartWhatIsLeft() async throws {
        try await withTestApp { _, client in
            var h = try await PlannerAPIHousehold.make(client)
            let series = try await h.jana.createItem(h.household, Self.body("Swimming", "2026-03-02T17:00"))
            let item = "\(h.planner)/items/\(series["id"] as? String ?? "")"
            // The form sends the rule as it shows it: the whole series' COUNT=6.
            let split = try await h.jana.api(
                .put, "\(item)?scope=following&occurrence=2026-03-23T16:00:00Z", json: Self.body("Swimming, later", "2026-03-23T18:00"))
            #expect(split.status == .ok, "\(split.text)")
            #expect(try split.jsonObject()["rrule"] as? String == "FREQ=WEEKLY;COUNT=3")
            let earlier = try await h.jana.api(.get, item).jsonObject()
            #expect(earlier["rrule"] as? String == "FREQ=WEEKLY;UNTIL=20260316T160000Z", "the earlier part ends on its last day")
            #expect(try await h.jana.window(h.household, from: "2026-03-01T00:00:00Z", to: "2026-05-01T00:00:00Z").count == 6)
        }
    }
}
