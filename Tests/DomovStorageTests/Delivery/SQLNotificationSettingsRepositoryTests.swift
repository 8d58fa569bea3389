import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLNotificationSettingsRepository and SQLDeliverySettingsRepository")
struct SQLNotificationSettingsRepositoryTests {
    @Test(arguments: TestDatabase.allConfigured())
    func settingsDefaultUntilSavedAndSavingKeepsTheVerifiedAddress(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let petr = try await fixtures.user("petr")
            let repository = storage.notificationSettings
            #expect(try await repository.settings(userID: jana.id) == NotificationSettings())

            let token = SecretToken.generate(prefix: EmailVerification.tokenPrefix)
            let now = fixtures.clock.now
            try await repository.createEmailVerification(
                userID: jana.id, address: jana.email, token: token, createdAt: now,
                expiresAt: now.addingTimeInterval(EmailVerification.lifetime))
            #expect(
                try await repository.consumeEmailVerification(token: token, now: now) == .verified(userID: jana.id, address: jana.email))
            #expect(try await repository.consumeEmailVerification(token: token, now: now) == .unusable, "a link works once")

            let chosen = NotificationSettings(
                inApp: false, push: true, email: true, defaultLeadMinutes: 15,
                quietHours: QuietHours(startMinute: 22 * 60, endMinute: 7 * 60))
            try await repository.save(userID: jana.id, chosen, at: now)
            var expected = chosen
            expected.verifiedEmail = jana.email
            let both = try await repository.settings(userIDs: [jana.id, petr.id])
            #expect(both[jana.id] == expected)
            #expect(both[petr.id] == NotificationSettings())
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func expiredAndReplacedLinksDoNotVerify(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let jana = try await fixtures.user("jana")
            let repository = storage.notificationSettings
            let now = fixtures.clock.now
            let old = SecretToken.generate(), newer = SecretToken.generate()
            try await repository.createEmailVerification(
                userID: jana.id, address: jana.email, token: old, createdAt: now, expiresAt: now.addingTimeInterval(60))
            try await repository.createEmailVerification(
                userID: jana.id, address: jana.email, token: newer, createdAt: now, expiresAt: now.addingTimeInterval(60))
            #expect(try await repository.consumeEmailVerification(token: old, now: now) == .unusable)
            #expect(try await repository.consumeEmailVerification(token: newer, now: now.addingTimeInterval(61)) == .expired)
            #expect(try await repository.settings(userID: jana.id).verifiedEmail == nil)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func theVAPIDKeyIsMadeOnceAndTheMailServerRoundTrips(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let settings = storage.deliverySettings
            async let first = settings.vapidPrivateKey { "key-one" }
            async let second = settings.vapidPrivateKey { "key-two" }
            let keys = try await [first, second]
            #expect(keys[0] == keys[1], "two processes starting together agree on one key")
            #expect(try await settings.vapidPrivateKey { "key-three" } == keys[0])

            #expect(try await settings.mailServer() == nil)
            let server = MailServerSettings(
                host: "smtp.example.org", port: 587, security: .startTLS, username: "domov",
                password: "tajné heslo", fromAddress: "domov@example.org")
            try await settings.saveMailServer(server)
            #expect(try await settings.mailServer() == server)
            try await storage.siteSettings.save(SiteSettings(openSignUp: false))
            #expect(try await settings.mailServer() == server, "site settings keep their own keys")
            try await settings.saveMailServer(nil)
            #expect(try await settings.mailServer() == nil)
        }
    }
}
