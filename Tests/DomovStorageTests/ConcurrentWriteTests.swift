import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Several people saving at the same moment. On SQLite one transaction writes at a time: the
/// others wait their turn in the process's writer queue (not in SQLite's busy handler, which
/// gives up after its timeout), so every one of them commits however slow the machine is.
@Suite("Concurrent writes")
struct ConcurrentWriteTests {
    // The limit only guards against a hang. It counts from the test's start, so it includes the
    // wait for a fresh PostgreSQL database behind the whole suite's (`PostgresGate` lets six at a
    // time): a loaded machine took past 1 minute, then past 5 (417 s), on that wait alone.
    @Test(.timeLimit(.minutes(20)), arguments: TestDatabase.allConfigured())
    func manyConcurrentTransactionsAllCommit(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let fixtures = StorageFixtures(storage: storage)
            var users: [User] = []
            for index in 0..<12 { users.append(try await fixtures.user("person\(index)")) }
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
        }
    }
}
