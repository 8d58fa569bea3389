import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// External accounts on both databases: fields back as written, claiming due accounts once,
/// object states replaced in place, and what deleting the Domov calendar or the account does.
@Suite("SQLExternalCalendarRepository")
struct SQLExternalCalendarRepositoryTests {
    /// Migration 21: accounts made before it are password accounts; an OAuth account keeps its
    /// provider, and its sealed refresh token where the password goes.
    @Test(arguments: TestDatabase.allConfigured())
    func theKindOfSignInRoundTrips(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = StorageFixtures(storage: storage)
            let jana = try await f.user("jana")
            let home = try await f.household("Home", owner: jana)
            let now = f.clock.now
            let repository = storage.externalCalendars
            let withPassword = ExternalCalendarAccount(
                id: f.ids(), householdID: home.id, ownerID: jana.id, serverURL: "https://dav.example/", username: "jana",
                sealedPassword: "aes-gcm-1:heslo", nextSyncAt: now, createdAt: now
            )
            var google = ExternalCalendarAccount(
                id: f.ids(), householdID: home.id, ownerID: jana.id,
                serverURL: "https://apidata.googleusercontent.com/caldav/v2/jana%40gmail.com/user",
                username: "jana@gmail.com", sealedPassword: "aes-gcm-1:refresh", authentication: .oauth(provider: "google"),
                nextSyncAt: now, createdAt: now
            )
            try await repository.createAccount(withPassword)
            try await repository.createAccount(google)
            #expect(try await repository.account(id: withPassword.id)?.authentication == .password)
            #expect(try await repository.account(id: google.id) == google)

            google.problem = .reconnect
            google.sealedPassword = "aes-gcm-1:rotated"
            try await repository.updateAccount(google)
            let stored = try #require(try await repository.account(id: google.id))
            #expect(
                stored.problem == .reconnect && stored.sealedPassword == "aes-gcm-1:rotated"
                    && stored.authentication == .oauth(provider: "google"))
            #expect(
                Set(try await repository.accounts(ownerID: jana.id, householdID: home.id).map(\.authentication)) == [
                    .password, .oauth(provider: "google"),
                ])
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func accountsCalendarsAndStatesRoundTrip(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = StorageFixtures(storage: storage)
            let jana = try await f.user("jana")
            let home = try await f.household("Home", owner: jana)
            let now = f.clock.now
            let repository = storage.externalCalendars
            var account = ExternalCalendarAccount(
                id: f.ids(), householdID: home.id, ownerID: jana.id, serverURL: "https://dav.example/", username: "jana",
                sealedPassword: "aes-gcm-1:xyz", nextSyncAt: now, createdAt: now
            )
            try await repository.createAccount(account)
            #expect(try await repository.account(id: account.id) == account)

            // Claimed once: a second process asking at the same time gets nothing.
            let lease = now.addingTimeInterval(600)
            #expect(try await repository.claimDueAccounts(at: now, leaseUntil: lease, limit: 5).map(\.id) == [account.id])
            #expect(try await repository.claimDueAccounts(at: now, leaseUntil: lease, limit: 5).isEmpty)

            account.problem = .status(500)
            account.lastSyncAt = now
            account.nextSyncAt = lease
            try await repository.updateAccount(account)
            #expect(try await repository.accounts(ownerID: jana.id, householdID: home.id) == [account])

            let plannerCalendar = PlannerCalendar(
                id: f.ids(), householdID: home.id, ownerID: jana.id, slug: "rodina", name: "Rodina", color: "#0891b2", createdAt: now
            )
            try await storage.planner.createCalendar(plannerCalendar)
            var calendar = ExternalCalendar(
                id: f.ids(), accountID: account.id, url: "https://dav.example/jana/rodina/", plannerCalendarID: plannerCalendar.id,
                name: "Rodina")
            try await repository.createCalendar(calendar)
            calendar.remoteVersion = "token-2"
            calendar.skippedCount = 1
            try await repository.updateCalendar(calendar)
            #expect(try await repository.calendars(accountID: account.id) == [calendar])

            let state = ExternalObjectState(url: "https://dav.example/jana/rodina/a.ics", uid: "a", etag: "\"1\"", localFingerprint: "x@1")
            try await repository.saveObjectState(state, calendarID: calendar.id)
            var changed = state
            changed.etag = "\"2\""
            changed.localFingerprint = nil
            changed.skipReason = "hourly"
            try await repository.saveObjectState(changed, calendarID: calendar.id)
            #expect(try await repository.objectStates(calendarID: calendar.id) == [changed])

            // Deleting the Domov calendar stops that calendar's sync without forgetting it.
            #expect(try await storage.planner.deleteCalendar(id: plannerCalendar.id))
            #expect(try await repository.calendars(accountID: account.id).map(\.plannerCalendarID) == [nil])

            try await repository.deleteObjectState(url: state.url, calendarID: calendar.id)
            #expect(try await repository.objectStates(calendarID: calendar.id).isEmpty)
            #expect(try await repository.deleteAccount(id: account.id))
            #expect(try await repository.calendars(accountID: account.id).isEmpty)
            #expect(try await repository.deleteAccount(id: account.id) == false)
        }
    }
}
