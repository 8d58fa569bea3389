import DomovStorage
import Foundation

/// One test's own database: an SQLite file in a new temporary folder, or a new PostgreSQL
/// database on the configured server. `destroy()` closes it and deletes it.
public final class FreshDatabase: Sendable {
    public let database: DomovDatabase
    private let cleanUp: @Sendable () async -> Void

    init(database: DomovDatabase, cleanUp: @escaping @Sendable () async -> Void) {
        self.database = database
        self.cleanUp = cleanUp
    }

    public var kind: DomovDatabase.Kind { database.kind }
    public var location: DatabaseLocation { database.location }

    /// Applies every migration and returns the repositories over this database.
    public func migratedStorage() async throws -> Storage {
        try await MigrationRunner(database: database, logger: TestLogger.silent).migrateBeforeUse()
        return Storage(database: database)
    }

    public func destroy() async {
        await database.close()
        await cleanUp()
    }

    static func sqlite() async throws -> FreshDatabase {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("domov-test-\(UUID().uuidString)")
        let path = folder.appendingPathComponent("domov.sqlite").path
        do {
            let database = try await DomovDatabase.open(
                .sqlite(path: path), logger: TestLogger.silent, eventLoopGroup: TestEventLoops.group
            )
            return FreshDatabase(database: database) {
                try? FileManager.default.removeItem(at: folder)
            }
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }
}
