import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Synchronization
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
            let signedIn = try await service.authenticate(
                email: "jana@example.org", password: "correct horse battery", clientAddress: "test")
            #expect(signedIn.id == user.id)
        }
    }
}

/// A log-in for an email without a usable account costs one bcrypt verification at the real
/// cost, like a wrong password, so timing does not tell which emails have an account.
@Suite("Log-in timing")
struct LogInTimingTests {
    /// bcrypt at a given cost that records the cost of every hash it verifies against.
    final class RecordingHasher: PasswordHasher {
        let bcrypt: BcryptPasswordHasher
        private let costs = Mutex<[String]>([])

        init(cost: UInt8) { bcrypt = BcryptPasswordHasher(cost: cost) }

        var verifiedCosts: [String] { costs.withLock { $0 } }
        func reset() { costs.withLock { $0 = [] } }

        func hash(_ password: String) async throws -> String { try await bcrypt.hash(password) }
        func decoyHash() async throws -> String { try await bcrypt.decoyHash() }
        func verify(_ password: String, against hash: String) async throws -> Bool {
            costs.withLock { $0.append(String(hash.dropFirst(4).prefix(2))) }
            return try await bcrypt.verify(password, against: hash)
        }
    }

    @Test func unknownDisabledAndPasswordlessAccountsAreVerifiedAgainstADecoyOfTheSameCost() async throws {
        try await TestDatabase.sqlite.withStorage { storage in
            let hasher = RecordingHasher(cost: 5)
            let service = AccountService(
                accounts: storage.accounts, sessions: storage.sessions, appPasswords: storage.appPasswords,
                loginAttempts: storage.loginAttempts, siteSettings: storage.siteSettings, hasher: hasher,
                clock: FrozenClock().wallClock, ids: .sequential()
            )
            let jana = try await service.signUp(
                SignUpForm(email: "jana@example.org", password: "correct horse battery", displayName: "Jana", nickname: "jana"),
                preferences: UserPreferences()
            )
            hasher.reset()
            func refused(_ email: String, from address: String) async throws {
                await #expect(throws: DomainError.unauthenticated) {
                    try await service.authenticate(email: email, password: "a guess", clientAddress: address)
                }
            }
            try await refused("jana@example.org", from: "a")
            try await refused("nobody@example.org", from: "b")
            #expect(hasher.verifiedCosts == ["05", "05"], "a wrong password and an unknown email cost the same")

            try await storage.accounts.setDisabled(userID: jana.id, disabled: true)
            hasher.reset()
            try await refused("jana@example.org", from: "c")
            #expect(hasher.verifiedCosts == ["05"], "a disabled account too")
            let (first, second) = (try await hasher.decoyHash(), try await hasher.bcrypt.decoyHash())
            #expect(first == second, "the decoy is made once")
        }
    }

    /// At the real cost the two answers take about as long (they differed 3 ms to 236 ms).
    @Test func anUnknownEmailTakesAsLongAsAWrongPassword() async throws {
        try await TestDatabase.sqlite.withStorage { storage in
            let service = makeAccountService(
                config: DomovConfig(passwordHashCost: 10), storage: storage, clock: FrozenClock().wallClock, ids: .sequential())
            _ = try await service.signUp(
                SignUpForm(email: "jana@example.org", password: "correct horse battery", displayName: "Jana", nickname: "jana"),
                preferences: UserPreferences()
            )
            func time(_ email: String, _ address: String) async -> Duration {
                let start = ContinuousClock.now
                _ = try? await service.authenticate(email: email, password: "a guess", clientAddress: address)
                return ContinuousClock.now - start
            }
            _ = await time("warm-up@example.org", "w")
            let known = await time("jana@example.org", "a")
            let unknown = await time("nobody@example.org", "b")
            // Loose bounds: the machine may be busy; without the decoy it was 80 times faster.
            #expect(unknown * 4 > known, "known \(known), unknown \(unknown)")
        }
    }
}
