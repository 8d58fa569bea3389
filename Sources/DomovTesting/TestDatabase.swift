import DomovStorage
import Foundation

/// A kind of database the storage tests run against: SQLite always, PostgreSQL when
/// `DOMOV_TEST_POSTGRES_URL` names a server. Use it as a test argument,
/// `@Test(arguments: TestDatabase.allConfigured())`, and open a fresh, private database per test
/// with `withStorage` or `makeFresh()`.
public struct TestDatabase: Sendable, CustomStringConvertible {
    public let kind: DomovDatabase.Kind
    /// The server database used to create and drop per-test databases (PostgreSQL only).
    let postgresURL: String?

    public static let environmentVariable = "DOMOV_TEST_POSTGRES_URL"

    public static let sqlite = TestDatabase(kind: .sqlite, postgresURL: nil)

    /// PostgreSQL, when the environment names a server.
    public static var postgres: TestDatabase? {
        guard let url = ProcessInfo.processInfo.environment[environmentVariable], !url.isEmpty else { return nil }
        return TestDatabase(kind: .postgres, postgresURL: url)
    }

    /// Every database this run can test against.
    public static func allConfigured() -> [TestDatabase] {
        [.sqlite] + (postgres.map { [$0] } ?? [])
    }

    public var description: String { kind == .sqlite ? "SQLite" : "PostgreSQL" }

    /// A new, empty database that nothing else uses. Call `destroy()` when done.
    public func makeFresh() async throws -> FreshDatabase {
        switch kind {
        case .sqlite: try await FreshDatabase.sqlite()
        case .postgres: try await FreshDatabase.postgres(serverURL: postgresURL!)
        }
    }

    public static func makeSQLite() async throws -> FreshDatabase {
        try await sqlite.makeFresh()
    }

    public static func makePostgresIfConfigured() async throws -> FreshDatabase? {
        try await postgres?.makeFresh()
    }

    /// Runs the body with a fresh database, migrated to the latest schema, and removes it afterwards.
    public func withStorage<Value>(_ body: (Storage) async throws -> Value) async throws -> Value {
        try await withFresh { fresh in try await body(try await fresh.migratedStorage()) }
    }

    /// Runs the body with a fresh database and removes it afterwards, whether the body throws or not.
    public func withFresh<Value>(_ body: (FreshDatabase) async throws -> Value) async throws -> Value {
        let fresh = try await makeFresh()
        do {
            let value = try await body(fresh)
            await fresh.destroy()
            return value
        } catch {
            await fresh.destroy()
            throw error
        }
    }
}
