import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// A housemate's private item does not exist for a calendar app: not when it is read, and not
/// when the app writes to its name or its UID (a 412 there said that it does).
@Suite("CalDAV and private items")
struct CalDAVPrivateItemTests {
    static func privateEvent(uid: String, summary: String) -> String {
        CalDAVTests.event(uid: uid, summary: summary).replacingOccurrences(of: "CATEGORIES:Rodina\r\n", with: "CLASS:PRIVATE\r\n")
    }

    @Test func aHousematesPrivateUIDOrNameAnswers404() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            let token = try await jana.createInvite(household)
            var petr = try await Browser.signedUp(client, as: .petr)
            #expect(try await petr.acceptInvite(token).status == .seeOther)

            var janasApp = try await CalDAVTests.CalendarApp.connect(client, &jana, email: TestAccount.jana.email)
            var petrsApp = try await CalDAVTests.CalendarApp.connect(client, &petr, email: TestAccount.petr.email)
            let janasPath = janasApp.collection(household) + "surprise.ics"
            let created = try await janasApp.send(
                .put, janasPath, body: Self.privateEvent(uid: "surprise-uid", summary: "Dárek pro Petra"),
                headers: [.contentType: "text/calendar", .ifNoneMatch: "*"])
            #expect(created.status == .created)

            let petrsPath = petrsApp.collection(household) + "surprise.ics"
            #expect(try await petrsApp.send(.get, petrsPath).status == .notFound)
            // Her UID under another name, with and without If-None-Match.
            for headers: HTTPFields in [[.contentType: "text/calendar", .ifNoneMatch: "*"], [.contentType: "text/calendar"]] {
                let byUID = try await petrsApp.send(
                    .put, petrsApp.collection(household) + "mine.ics",
                    body: CalDAVTests.event(uid: "surprise-uid", summary: "Guess"), headers: headers)
                #expect(byUID.status == .notFound)
            }
            // Her object's name, with a UID of his own.
            let byName = try await petrsApp.send(
                .put, petrsPath, body: CalDAVTests.event(uid: "petr-uid", summary: "Guess"),
                headers: [.contentType: "text/calendar", .ifMatch: "*"])
            #expect(byName.status == .notFound)
            // Nothing of hers changed.
            let hers = try await janasApp.send(.get, janasPath)
            #expect(hers.status == .ok && hers.text.contains("Dárek pro Petra"))
        }
    }
}
