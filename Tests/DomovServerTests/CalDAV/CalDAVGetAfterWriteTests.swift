import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// A GET of one object is answered from memory on SQLite (`StoredObjectCache`); whatever
/// changes the object, an app's write or an edit in Domov, is what the next GET returns.
@Suite("CalDAV GET after writes")
struct CalDAVGetAfterWriteTests {
    typealias App = CalDAVTests.CalendarApp

    @Test func theNextGetShowsEveryWrite() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let path = app.collection(household) + "garden.ics"
            let text = CalDAVTests.event(uid: "garden@test", summary: "Sekání").replacingOccurrences(
                of: "CATEGORIES:Rodina", with: "CATEGORIES:Zahrada")
            #expect(try await app.send(.put, path, body: text).status == .created)
            let first = try await app.send(.get, path)
            #expect(first.text == text)
            #expect(try await app.send(.get, path).headers[.eTag] == first.headers[.eTag])

            // An edit in Domov: the category's new name is in the object's text at once.
            let categories = try await jana.api(.get, "/api/v1/households/\(household)/planner/categories").jsonArray()
            let garden = try #require(categories.first { $0["name"] as? String == "Zahrada" }?["id"] as? String)
            let renamed = try await jana.api(
                .put, "/api/v1/households/\(household)/planner/categories/\(garden)", json: #"{"name":"Zahrádka"}"#)
            #expect(renamed.status == .ok)
            let afterRename = try await app.send(.get, path)
            #expect(afterRename.text.contains("CATEGORIES:Zahrádka"))
            let etag = try #require(afterRename.headers[.eTag])
            #expect(etag != first.headers[.eTag])

            // Read, modify, write with If-Match: the write is what the next GET returns, and the
            // ETag read before it no longer matches.
            let edited = afterRename.text.replacingOccurrences(of: "SUMMARY:Sekání", with: "SUMMARY:Sekání trávy")
            let put = try await app.send(.put, path, body: edited, headers: [.ifMatch: etag])
            #expect(put.status == .noContent)
            let afterPut = try await app.send(.get, path)
            #expect(afterPut.text == edited && afterPut.headers[.eTag] == put.headers[.eTag])
            #expect(try await app.send(.put, path, body: text, headers: [.ifMatch: etag]).status == .preconditionFailed)

            #expect(try await app.send(.delete, path).status == .noContent)
            #expect(try await app.send(.get, path).status == .notFound)
        }
    }
}
