import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Signed-in pages remember the session lookup for a few seconds per process; these pin down
/// how stale that can get.
@Suite("Session lookups remembered for a few seconds")
struct SessionCacheTests {
    @Test func aChangeMadeElsewhereShowsWithinFiveSeconds() async throws {
        try await withTestApp { app, client in
            var browser = try await Browser.signedUp(client, as: .jana)
            #expect(try await browser.get("/settings").status == .ok)
            // As if another server process (or the CLI) disabled the account.
            let jana = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            try await app.storage.accounts.setDisabled(userID: jana.id, disabled: true)

            #expect(try await browser.get("/settings").status == .ok)
            app.clock.advance(by: 5)
            #expect(try await browser.get("/settings").status == .seeOther)
        }
    }

    @Test func aWriteInThisProcessShowsOnTheNextPage() async throws {
        try await withTestApp { app, client in
            var browser = try await Browser.signedUp(client, as: .jana)
            #expect(try await browser.get("/").status == .ok)
            let created = try await browser.post("/households", [("name", "Novákovi")])
            #expect(created.status == .seeOther)
            let home = try await browser.get("/")
            #expect(home.text.contains("Novákovi"))
        }
    }
}
