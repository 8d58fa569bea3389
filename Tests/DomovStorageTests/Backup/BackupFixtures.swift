import DomovCore
import DomovStorage
import DomovTesting
import Foundation

extension StorageFixtures {
    /// A little of everything, so that every table has rows and both nulls and values.
    func populateForBackup() async throws {
        let jana = try await user("jana")
        let petr = try await user("Petr")
        let home = try await household("Domov Nováků", owner: jana)
        try await join(home, petr)
        try await household("Chata", owner: petr)
        try await invite(to: home, by: jana)
        try await storage.accounts.updatePreferences(userID: petr.id, preferences: UserPreferences())
        let now = clock.now
        try await storage.sessions.create(token: SecretToken.generate(), userID: jana.id, createdAt: now, expiresAt: now.addingTimeInterval(3600))
        let phone = SecretToken.generate(prefix: AppPassword.tokenPrefix)
        _ = try await storage.appPasswords.create(id: ids(), userID: jana.id, name: "Telefon 📱", token: phone, createdAt: now)
        _ = try await storage.appPasswords.create(id: ids(), userID: petr.id, name: "Unused", token: SecretToken.generate(), createdAt: now)
        _ = try await storage.appPasswords.user(token: phone, now: now.addingTimeInterval(5))
        try await storage.loginAttempts.recordFailure(keys: ["account:jana@example.org", "address:192.0.2.1"], at: now)
        try await storage.siteSettings.save(SiteSettings(openSignUp: false))
    }
}
