import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("External sign-in storage")
struct ExternalSignInStorageTests {
    func service(_ storage: Storage, _ fixtures: StorageFixtures) -> ExternalSignInService {
        ExternalSignInService(
            identities: storage.linkedIdentities, accounts: storage.accounts, siteSettings: storage.siteSettings,
            clock: fixtures.clock.wallClock, ids: fixtures.ids
        )
    }

    func identity(_ subject: String, email: String? = "new@example.org", verified: Bool = true, name: String? = "Nová Osoba")
        -> ExternalIdentity
    {
        ExternalIdentity(
            providerID: "mock", issuer: "http://127.0.0.1:9400", subject: subject, email: email, emailVerified: verified, name: name)
    }

    @Test(arguments: TestDatabase.allConfigured())
    func storesListsAndDeletesIdentitiesOnePerIssuerAndSubject(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            let google = LinkedIdentity(
                id: fixtures.ids(), userID: jana.id, providerID: "google", issuer: "https://accounts.google.com",
                subject: "1093", email: "jana@example.org", linkedAt: fixtures.clock.now
            )
            try await storage.linkedIdentities.insert(google)
            #expect(try await storage.linkedIdentities.identity(issuer: google.issuer, subject: "1093") == google)
            #expect(try await storage.linkedIdentities.identity(issuer: "https://other", subject: "1093") == nil)
            await #expect(throws: ExternalSignInError.linkedToAnotherAccount) {
                try await storage.linkedIdentities.insert(
                    LinkedIdentity(
                        id: fixtures.ids(), userID: petr.id, providerID: "google", issuer: google.issuer, subject: "1093",
                        email: nil, linkedAt: fixtures.clock.now
                    ))
            }
            #expect(try await storage.linkedIdentities.list(userID: jana.id) == [google])
            #expect(try await storage.linkedIdentities.delete(id: google.id, userID: petr.id) == false, "not Petr's to delete")
            #expect(try await storage.linkedIdentities.delete(id: google.id, userID: jana.id))
            #expect(try await storage.linkedIdentities.list(userID: jana.id).isEmpty)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func newPersonGetsAnAccountWithoutPasswordAndSignsInAgain(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            try await fixtures.user("new", email: "someone@example.org")
            let signIn = service(storage, fixtures)
            guard case .created(let user) = try await signIn.signIn(identity("s-1"), preferences: UserPreferences()) else {
                Issue.record("expected a new account"); return
            }
            #expect(user.email == "new@example.org" && user.displayName == "Nová Osoba")
            #expect(user.nickname == "new2", "the email's local part, made unique")
            #expect(try await signIn.hasPassword(user) == false)
            #expect(
                try await signIn.signIn(identity("s-1", email: "changed@example.org"), preferences: UserPreferences()) == .signedIn(user))
            await #expect(throws: ExternalSignInError.lastSignInMethod) {
                try await signIn.unlink(try await storage.linkedIdentities.list(userID: user.id)[0].id, from: user)
            }
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func matchingEmailIsNotTakenOverButLinkedAfterPassword(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let signIn = service(storage, fixtures)
            let outcome = try await signIn.signIn(identity("s-2", email: "JANA@example.org"), preferences: UserPreferences())
            #expect(outcome == .passwordNeededToLink(jana))
            #expect(try await storage.linkedIdentities.list(userID: jana.id).isEmpty, "nothing linked yet")
            try await signIn.link(identity("s-2"), to: jana)
            try await signIn.link(identity("s-2"), to: jana)
            #expect(try await signIn.signIn(identity("s-2"), preferences: UserPreferences()) == .signedIn(jana))
            let petr = try await fixtures.user("petr")
            await #expect(throws: ExternalSignInError.linkedToAnotherAccount) { try await signIn.link(identity("s-2"), to: petr) }
            try await signIn.unlink(try await storage.linkedIdentities.list(userID: jana.id)[0].id, from: jana)
            #expect(try await storage.linkedIdentities.list(userID: jana.id).isEmpty, "Jana still has her password")
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func unverifiedEmailOrClosedSignUpMakesNoAccount(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let signIn = service(storage, fixtures)
            await #expect(throws: ExternalSignInError.emailNotVerified) {
                try await signIn.signIn(identity("s-3", verified: false), preferences: UserPreferences())
            }
            try await fixtures.user("admin")
            try await storage.siteSettings.save(SiteSettings(openSignUp: false))
            await #expect(throws: DomainError.signUpClosed) { try await signIn.signIn(identity("s-3"), preferences: UserPreferences()) }
            #expect(try await storage.accounts.count() == 1)
        }
    }
}
