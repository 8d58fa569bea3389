import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import SQLKit
import Testing

@Suite("SQLSignInFlowRepository: sign-ins in progress")
struct SQLSignInFlowRepositoryTests {
    @Test(arguments: TestDatabase.allConfigured())
    func anEntryIsTakenOnceAndOnlyBeforeItExpires(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let flows = storage.signInFlows
            let now = Date(timeIntervalSince1970: 1_790_000_000)
            let state = SecretToken.generate()
            try await flows.put(state, kind: "sign-in", payload: #"{"nonce":"n"}"#, createdAt: now, expiresAt: now.addingTimeInterval(600))
            // Only the token's digest is stored.
            let stored = try await storage.database.withConnection { db in
                try await db.raw("SELECT token_hash, payload FROM sign_in_flows").all().map {
                    try $0.decode(column: "token_hash", as: String.self)
                }
            }
            #expect(stored.count == 1 && stored[0] != state.value && stored[0].count == 64)

            #expect(try await flows.peek(state, kind: "link", now: now) == nil, "another kind")
            #expect(try await flows.take(state, kind: "link", now: now) == nil)
            #expect(try await flows.peek(state, kind: "sign-in", now: now) == #"{"nonce":"n"}"#)
            #expect(try await flows.take(SecretToken.generate(), kind: "sign-in", now: now) == nil, "unknown")
            #expect(try await flows.take(state, kind: "sign-in", now: now.addingTimeInterval(599)) == #"{"nonce":"n"}"#)
            #expect(try await flows.take(state, kind: "sign-in", now: now.addingTimeInterval(599)) == nil, "a replay finds nothing")
            #expect(try await flows.peek(state, kind: "sign-in", now: now) == nil)

            let late = SecretToken.generate()
            try await flows.put(late, kind: "sign-in", payload: "{}", createdAt: now, expiresAt: now.addingTimeInterval(600))
            #expect(try await flows.peek(late, kind: "sign-in", now: now.addingTimeInterval(600)) == nil, "expired")
            #expect(try await flows.take(late, kind: "sign-in", now: now.addingTimeInterval(600)) == nil, "expired")
            #expect(try await flows.take(late, kind: "sign-in", now: now) == nil, "an expired entry is gone once tried")
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func ofManyCallbacksWithOneStateOnlyOneGetsIt(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let flows = storage.signInFlows
            let now = Date(timeIntervalSince1970: 1_790_000_000)
            let state = SecretToken.generate()
            try await flows.put(state, kind: "sign-in", payload: "{}", createdAt: now, expiresAt: now.addingTimeInterval(600))
            let taken = try await withThrowingTaskGroup(of: String?.self) { group in
                for _ in 0..<8 { group.addTask { try await flows.take(state, kind: "sign-in", now: now) } }
                var taken = 0
                for try await payload in group where payload != nil { taken += 1 }
                return taken
            }
            #expect(taken == 1)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func expiredEntriesAreCleanedUp(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let flows = storage.signInFlows
            let now = Date(timeIntervalSince1970: 1_790_000_000)
            let old = SecretToken.generate()
            let fresh = SecretToken.generate()
            try await flows.put(
                old, kind: "sign-in", payload: "old", createdAt: now.addingTimeInterval(-900), expiresAt: now.addingTimeInterval(-300))
            try await flows.put(fresh, kind: "link", payload: "fresh", createdAt: now, expiresAt: now.addingTimeInterval(600))
            #expect(try await flows.deleteExpired(now: now) == 1)
            #expect(try await flows.deleteExpired(now: now) == 0)
            #expect(try await flows.peek(fresh, kind: "link", now: now) == "fresh")
            let left = try await storage.database.withConnection { db in
                try await db.raw("SELECT payload FROM sign_in_flows").all().map { try $0.decode(column: "payload", as: String.self) }
            }
            #expect(left == ["fresh"])
        }
    }
}
