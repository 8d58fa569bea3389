import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("bcrypt cost")
struct PasswordHashCostTests {
    /// Tests use cost 4 for speed; this one checks what real servers get.
    @Test func defaultCostIs12() async throws {
        #expect(DomovConfig().passwordHashCost == 12)
        #expect(DomovConfig.minimumPasswordHashCost == 12)
        try await TestDatabase.sqlite.withStorage { storage in
            let service = makeAccountService(config: DomovConfig(), storage: storage, clock: FrozenClock().wallClock, ids: .sequential())
            let user = try await service.signUp(
                SignUpForm(email: "jana@example.org", password: "correct horse battery", displayName: "Jana", nickname: "jana"),
                preferences: UserPreferences()
            )
            let hash = try #require(try await storage.accounts.passwordHash(userID: user.id))
            #expect(["$2b$12$", "$2a$12$", "$2y$12$"].contains(String(hash.prefix(7))), "hash starts \(hash.prefix(7))")
            #expect(!hash.contains("correct horse"))
            let signedIn = try await service.authenticate(email: "jana@example.org", password: "correct horse battery", clientAddress: "test")
            #expect(signedIn.id == user.id)
        }
    }
}
