import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Several people saving at the same moment. On SQLite every statement runs on a pool thread
/// and a writer waiting for the lock keeps its thread; with too few threads the waiters could
/// starve the transaction they wait for, and everyone stalled until the busy timeout.
@Suite("Concurrent writes")
struct ConcurrentWriteTests {
    // The limit only guards against a hang, and it includes making the fresh database while the
    // whole suite shares one PostgreSQL: a fresh-clone run went past 1 minute on that alone
    // (every PostgreSQL storage suite took about 100 s). The 5-second check below is the real claim.
    @Test(.timeLimit(.minutes(5)), arguments: TestDatabase.allConfigured())
    func manyConcurrentTransactionsAllCommit(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            var users: [User] = []
            for index in 0..<12 { users.append(try await fixtures.user("person\(index)")) }
            let started = ContinuousClock.now
            try await withThrowingTaskGroup(of: Void.self) { group in
                for user in users {
                    group.addTask {
                        // Each is a multi-statement transaction: check names, insert, add owner, set current.
                        _ = try await storage.households.create(
                            id: ID(UUID()), name: "Home of \(user.nickname)", ownerID: user.id, createdAt: Date()
                        )
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await fixtures.rows(in: "households") == users.count)
            // Under the 10-second busy timeout, with room for a machine busy with other tests.
            #expect(ContinuousClock.now - started < .seconds(9), "nobody waited for the busy timeout")
        }
    }
}
