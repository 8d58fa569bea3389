import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Household members invited to a meeting answer it in the web app and the API; the organizer
/// sees the answers; calendar apps get them as PARTSTAT, with nothing else in the stored
/// object changed (issue 22: the stored text is the record).
@Suite("Meeting answers")
struct MeetingAnswerTests {
    typealias App = CalDAVTests.CalendarApp

    /// A meeting as a calendar app writes it: its own folding, parameters Domov does not model,
    /// and Petr invited by his member address.
    static func meeting(inviting petr: ID<User>) -> String {
        let petrAddress = "urn:uuid:\(petr.rawValue.uuidString.lowercased())"
        return """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Tests//EN\r
            BEGIN:VEVENT\r
            UID:answer@test\r
            DTSTAMP:20260301T120000Z\r
            SEQUENCE:3\r
            DTSTART;TZID=Europe/Prague:20260323T180000\r
            DTEND;TZID=Europe/Prague:20260323T190000\r
            SUMMARY:Rodinná porada\r
            ORGANIZER;CN=Jana:mailto:jana@example.com\r
            ATTENDEE;CN=Petr;CUTYPE=INDIVIDUAL;RSVP=TRUE;X-APP-NOTE="kept as is";PARTSTAT=N\r
             EEDS-ACTION:\(petrAddress)\r
            ATTENDEE;CN=Guest;PARTSTAT=ACCEPTED:mailto:guest@example.com\r
            X-APP-THING:keep me\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
    }

    @Test func aMemberAnswersOnTheWebAndOnlyTheirPartstatChangesInTheStoredObject() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            let token = try await jana.createInvite(household)
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.acceptInvite(token)
            let petrID = try #require(try await app.storage.accounts.user(email: TestAccount.petr.email)).id

            var calendarApp = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let path = calendarApp.collection(household) + "answer.ics"
            let original = Self.meeting(inviting: petrID)
            #expect(try await calendarApp.send(.put, path, body: original).status == .created)
            let items = try await jana.api(
                .get, "/api/v1/households/\(household)/planner/items?from=2026-03-20T00:00:00Z&to=2026-03-30T00:00:00Z"
            ).jsonArray()
            let itemID = try #require((items.first?["item"] as? [String: Any])?["id"] as? String)
            let itemPath = "/planner/\(household)/items/\(itemID)"

            // Petr sees the question and answers Yes.
            let page = try await petr.get(itemPath)
            #expect(page.text.contains("id=\"answer-form\""))
            #expect(page.text.contains("aria-pressed=\"false\" id=\"answer-accepted\""))
            let answered = try await petr.post("\(itemPath)/answer", [("response", "ACCEPTED")])
            #expect(answered.status == .seeOther)
            #expect(answered.location == itemPath)

            // The stored object differs only in Petr's ATTENDEE line, and only in its PARTSTAT.
            let served = try await calendarApp.send(.get, path).text
            let petrAddress = "urn:uuid:\(petrID.rawValue.uuidString.lowercased())"
            let expected = original.replacingOccurrences(
                of: "ATTENDEE;CN=Petr;CUTYPE=INDIVIDUAL;RSVP=TRUE;X-APP-NOTE=\"kept as is\";PARTSTAT=N\r\n EEDS-ACTION:\(petrAddress)\r\n",
                with: ICalFolding.fold(
                    "ATTENDEE;CN=Petr;CUTYPE=INDIVIDUAL;RSVP=TRUE;X-APP-NOTE=\"kept as is\";PARTSTAT=ACCEPTED:\(petrAddress)")
            )
            #expect(expected != original)
            #expect(served == expected, "\(served)")

            // The organizer sees the answer beside Petr's name.
            let janasView = try await jana.get(itemPath).text
            #expect(janasView.contains("<span class=\"badge\">Accepted</span>"))
            #expect(!janasView.contains("id=\"answer-form\""), "the organizer is not asked")

            // The API answers too, and says the meeting as it is now.
            let api = try await petr.api(
                .post, "/api/v1/households/\(household)/planner/items/\(itemID)/answer", json: #"{"response":"TENTATIVE"}"#)
            #expect(api.status == .ok, "\(api.text)")
            let attendees = try #require(try api.jsonObject()["attendees"] as? [[String: Any]])
            #expect(attendees.first { ($0["memberId"] as? String) == petrID.description }?["response"] as? String == "TENTATIVE")
            #expect(
                try await calendarApp.send(.get, path).text.replacingOccurrences(of: "\r\n ", with: "").contains(
                    "PARTSTAT=TENTATIVE:\(petrAddress)"))
        }
    }

    @Test func onlyInviteesAnswerAndAnswersAreChecked() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            let token = try await jana.createInvite(household)
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.acceptInvite(token)
            let petrID = try #require(try await app.storage.accounts.user(email: TestAccount.petr.email)).id
            var calendarApp = try await App.connect(client, &jana, email: TestAccount.jana.email)
            #expect(
                try await calendarApp.send(.put, calendarApp.collection(household) + "answer.ics", body: Self.meeting(inviting: petrID))
                    .status == .created)
            let items = try await jana.api(
                .get, "/api/v1/households/\(household)/planner/items?from=2026-03-20T00:00:00Z&to=2026-03-30T00:00:00Z"
            ).jsonArray()
            let itemID = try #require((items.first?["item"] as? [String: Any])?["id"] as? String)
            let api = "/api/v1/households/\(household)/planner/items/\(itemID)/answer"

            // Jana organizes it and is not among the invitees: nothing to answer.
            #expect(try await jana.api(.post, api, json: #"{"response":"ACCEPTED"}"#).status == .forbidden)
            let nonsense = try await petr.api(.post, api, json: #"{"response":"PERHAPS"}"#)
            #expect(nonsense.status == .unprocessableContent)
            #expect(
                try await petr.post("/planner/\(household)/items/\(itemID)/answer", [("response", "<b>")]).status == .unprocessableContent)
            // Someone outside the household cannot even find it.
            var eva = try await Browser.signedUp(client, as: .eva)
            #expect(try await eva.api(.post, api, json: #"{"response":"ACCEPTED"}"#).status == .notFound)
        }
    }
}
