import DomovCore
import DomovStorage
import DomovTesting
import Testing

@Suite("SQLSiteSettingsRepository")
struct SQLSiteSettingsRepositoryTests {
    @Test(arguments: TestDatabase.allConfigured())
    func signUpIsOpenUntilClosed(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            #expect(try await storage.siteSettings.load() == SiteSettings(openSignUp: true))
            try await storage.siteSettings.save(SiteSettings(openSignUp: false))
            #expect(try await storage.siteSettings.load().openSignUp == false)
            try await storage.siteSettings.save(SiteSettings(openSignUp: true))
            #expect(try await storage.siteSettings.load().openSignUp == true)
        }
    }
}
