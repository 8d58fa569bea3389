import DomovStorage
import Foundation
import SQLKit

extension FreshDatabase {
    /// Creates a database with a random name on the server through a maintenance connection,
    /// so every test starts empty and tests can run in parallel. Dropped again by `destroy()`.
    static func postgres(serverURL: String) async throws -> FreshDatabase {
        guard var components = URLComponents(string: serverURL) else {
            throw TestDatabaseError("\(TestDatabase.environmentVariable) is not a URL: \(serverURL)")
        }
        await PostgresGate.shared.enter()
        let name = "domov_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(16).lowercased()
        do {
            try await maintenance(serverURL) { db in
                try await db.raw("CREATE DATABASE \(ident: name)").run()
            }
            components.path = "/" + name
            let database = try await DomovDatabase.open(
                .postgres(url: components.string!), logger: TestLogger.silent, eventLoopGroup: TestEventLoops.group
            )
            return FreshDatabase(database: database) {
                try? await maintenance(serverURL) { db in
                    try await db.raw("DROP DATABASE IF EXISTS \(ident: name) WITH (FORCE)").run()
                }
                await PostgresGate.shared.leave()
            }
        } catch {
            try? await maintenance(serverURL) { db in
                try await db.raw("DROP DATABASE IF EXISTS \(ident: name) WITH (FORCE)").run()
            }
            await PostgresGate.shared.leave()
            throw error
        }
    }

    /// CREATE and DROP DATABASE cannot run inside a transaction, so this uses a plain connection.
    private static func maintenance(
        _ serverURL: String, _ body: @escaping @Sendable (any SQLDatabase) async throws -> Void
    ) async throws {
        let server = try await DomovDatabase.open(
            .postgres(url: serverURL), logger: TestLogger.silent, eventLoopGroup: TestEventLoops.group
        )
        try await server.closing { try await server.withConnection(body) }
    }
}

public struct TestDatabaseError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
