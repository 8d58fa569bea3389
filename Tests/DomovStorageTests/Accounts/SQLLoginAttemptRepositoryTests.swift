import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLLoginAttemptRepository")
struct SQLLoginAttemptRepositoryTests {
    @Test(arguments: TestDatabase.allConfigured())
    func countsFailuresPerKeyWithinTheWindow(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let clock = FrozenClock()
            let start = clock.now
            let account = LoginThrottle.accountKey("jana@example.org")
            let address = LoginThrottle.addressKey("192.0.2.7")
            for _ in 0..<3 {
                clock.advance(by: 60)
                try await storage.loginAttempts.recordFailure(keys: [account, address], at: clock.now)
            }
            try await storage.loginAttempts.recordFailure(keys: [address], at: clock.now)

            #expect(try await storage.loginAttempts.failures(key: account, since: start) == 3)
            #expect(try await storage.loginAttempts.failures(key: address, since: start) == 4)
            // Only failures after `since` count: the first one, at start + 60 s, drops out here.
            #expect(try await storage.loginAttempts.failures(key: account, since: start.addingTimeInterval(60)) == 2)
            #expect(try await storage.loginAttempts.failures(key: LoginThrottle.accountKey("petr@example.org"), since: start) == 0)

            try await storage.loginAttempts.clear(key: account)
            #expect(try await storage.loginAttempts.failures(key: account, since: start) == 0)
            #expect(try await storage.loginAttempts.failures(key: address, since: start) == 4)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func failuresOlderThanADayArePrunedOnTheNextFailure(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            let clock = fixtures.clock
            try await storage.loginAttempts.recordFailure(keys: ["account:old@example.org"], at: clock.now)
            clock.advance(by: 24 * 3600 + 1)
            try await storage.loginAttempts.recordFailure(keys: ["account:new@example.org"], at: clock.now)
            #expect(try await fixtures.rows(in: "login_failures") == 1)
            #expect(try await fixtures.rows(in: "login_failures", where: "throttle_key", is: "account:new@example.org") == 1)
        }
    }
}
