import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("Name-day API")
struct NameDayAPITests {
    @Test func remindersThroughTheAPIWithConflictsAndFieldErrors() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let created = try await jana.api(.post, "/api/v1/name-days/reminders", json: #"{"name":"Honza","person":"Děda"}"#)
            #expect(created.status == .created)
            let body = try created.jsonObject()
            #expect(body["name"] as? String == "Jan")
            #expect(body["time"] as? String == "07:00")
            #expect(body["days"] as? [String] == ["06-24"])
            #expect(body["nextAt"] as? String == "2025-06-24T05:00:00Z", "07:00 in Prague, the test account's zone")
            let id = try #require(body["id"] as? String)

            #expect(try await jana.api(.post, "/api/v1/name-days/reminders", json: #"{"name":"jan","person":"děda"}"#).status == .conflict)
            let unknown = try await jana.api(.post, "/api/v1/name-days/reminders", json: #"{"name":"Xyzzy"}"#)
            #expect(unknown.status == .unprocessableContent)
            #expect(unknown.text.contains("name"))
            #expect(
                try await jana.api(.post, "/api/v1/name-days/reminders", json: #"{"name":"Jan","time":"25:00"}"#).status
                    == .unprocessableContent)

            let updated = try await jana.api(
                .put, "/api/v1/name-days/reminders/\(id)", json: #"{"name":"Jan","person":"Děda","time":"06:30"}"#)
            #expect(try updated.jsonObject()["time"] as? String == "06:30")
            #expect(try await jana.api(.get, "/api/v1/name-days/reminders").text.contains(id))

            var petr = try await Browser.signedUp(client, as: .petr)
            #expect(try await petr.api(.get, "/api/v1/name-days/reminders/\(id)").status == .notFound)
            #expect(try await petr.api(.delete, "/api/v1/name-days/reminders/\(id)").status == .notFound)
            #expect(try await jana.api(.delete, "/api/v1/name-days/reminders/\(id)").status == .noContent)
            #expect(try await jana.api(.get, "/api/v1/name-days/reminders/\(id)").status == .notFound)
        }
    }

    @Test func todaySearchSettingsAndUpcoming() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let today = try await jana.api(.get, "/api/v1/name-days/today")
            #expect(today.status == .ok)
            #expect(today.text.contains("\"today\":\"2025-01-15\"") && today.text.contains("Alice"))
            let search = try await jana.api(.get, "/api/v1/name-days/search?q=sarka")
            #expect(search.text.contains("\"day\":\"06-30\"") && search.text.contains("Šárka"))
            #expect(try await jana.api(.get, "/api/v1/name-days/search?q=").status == .unprocessableContent)
            #expect(try await jana.api(.put, "/api/v1/name-days/settings", json: #"{"calendars":[]}"#).status == .unprocessableContent)
            #expect(
                try await jana.api(.put, "/api/v1/name-days/settings", json: #"{"calendars":["sk","cs"]}"#).text
                    == #"{"calendars":["cs","sk"]}"#)
            _ = try await jana.api(.post, "/api/v1/name-days/reminders", json: #"{"name":"Ctirad"}"#)
            let upcoming = try await jana.api(.get, "/api/v1/name-days/upcoming")
            #expect(upcoming.text.contains("\"date\":\"2025-01-16\"") && upcoming.text.contains("\"daysAway\":1"))
        }
    }
}
