import DomovCore
@testable import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("Backup and restore")
struct BackupRoundTripTests {
    static let snapshotTime = Date(timeIntervalSince1970: 1_750_000_000)

    /// Every pair of configured databases: SQLite → SQLite always; with PostgreSQL also
    /// SQLite → PostgreSQL (moving a home server), PostgreSQL → SQLite and PostgreSQL → PostgreSQL.
    @Test(arguments: TestDatabase.allConfigured(), TestDatabase.allConfigured())
    func restoreGivesAnIdenticalArchive(from source: TestDatabase, into destination: TestDatabase) async throws {
        try await source.withStorage { sourceStorage in
            try await StorageFixtures(storage: sourceStorage).populateForBackup()
            let original = try await BackupService(database: sourceStorage.database, logger: TestLogger.silent)
                .makeArchive(now: Self.snapshotTime)
            #expect(original.schemaVersion == MigrationRunner(database: sourceStorage.database, logger: TestLogger.silent).latestVersion)
            for table in BackupTable.all {
                #expect(original.tables[table.name]?.isEmpty == false, "the fixture fills \(table.name)")
            }

            try await destination.withFresh { fresh async throws in
                // Restoring into an empty database brings the schema itself.
                let service = BackupService(database: fresh.database, logger: TestLogger.silent)
                try await service.restore(original, replacing: false)
                let restored = try await service.makeArchive(now: Self.snapshotTime)
                #expect(restored == original)

                // And the restored data works through the repositories.
                let storage = Storage(database: fresh.database)
                let jana = try #require(try await storage.accounts.user(email: "jana@example.org"))
                #expect(jana.isAdmin)
                #expect(try await storage.households.memberships(userID: jana.id).first?.memberCount == 2)
                #expect(try await storage.siteSettings.load().openSignUp == false)
            }
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func archiveSurvivesTheFileFormat(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            try await StorageFixtures(storage: storage).populateForBackup()
            let service = BackupService(database: storage.database, logger: TestLogger.silent)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("domov-backup-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("backup.json")

            let written = try await service.write(to: file)
            let read = try BackupService.read(from: file)
            #expect(read.tables == written.tables)
            #expect(read.schemaVersion == written.schemaVersion)
            #expect(read.rowCount == written.rowCount)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".backup.json.partial").path))

            let notABackup = folder.appendingPathComponent("other.json")
            try Data(#"{"format":"something-else","schemaVersion":1,"createdAt":"2025-01-01T00:00:00Z","tables":{}}"#.utf8).write(
                to: notABackup)
            #expect(throws: BackupError.self) { try BackupService.read(from: notABackup) }
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func restoreRefusesADatabaseWithDataUnlessReplacing(_ database: TestDatabase) async throws {
        try await TestDatabase.sqlite.withStorage { source in
            try await StorageFixtures(storage: source).populateForBackup()
            let archive = try await BackupService(database: source.database, logger: TestLogger.silent).makeArchive(now: Self.snapshotTime)

            try await database.withStorage { target in
                let fixtures = StorageFixtures(storage: target)
                try await fixtures.user("someone")
                let service = BackupService(database: target.database, logger: TestLogger.silent)
                let refusal = await #expect(throws: BackupError.self) { try await service.restore(archive, replacing: false) }
                #expect(refusal?.description == BackupError.databaseNotEmpty.description)
                #expect(try await target.accounts.user(email: "someone@example.org") != nil, "a refused restore changes nothing")

                try await service.restore(archive, replacing: true)
                #expect(try await service.makeArchive(now: Self.snapshotTime) == archive)
                #expect(try await target.accounts.user(email: "someone@example.org") == nil)
            }
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func restoreRefusesABackupFromANewerDomov(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh async throws in
            let service = BackupService(database: fresh.database, logger: TestLogger.silent)
            let latest = Migration.all.last!.version
            let future = BackupArchive(
                format: BackupArchive.formatName, schemaVersion: latest + 1, createdAt: Self.snapshotTime, tables: [:]
            )
            let refusal = await #expect(throws: BackupError.self) { try await service.restore(future, replacing: false) }
            let expected = BackupError.newerThanThisDomov(backupVersion: latest + 1, latest: latest)
            #expect(refusal?.description == expected.description)
            #expect(try await MigrationRunner(database: fresh.database, logger: TestLogger.silent).appliedVersions().isEmpty)
        }
    }

    /// A backup made before later migrations is loaded at its own schema version, then migrated.
    @Test(arguments: TestDatabase.allConfigured())
    func restoringAnOlderBackupMigratesAfterwards(_ database: TestDatabase) async throws {
        try await database.withFresh { fresh async throws in
            let user: [String: BackupArchive.BackupValue] = [
                "id": .text("00000000-0000-0000-0000-000000000001"), "email": .text("jana@example.org"),
                "display_name": .text("Jana"), "nickname": .text("jana"), "nickname_key": .text("jana"),
                "password_hash": .text("x"), "is_admin": .integer(1), "is_disabled": .integer(0), "language": .null,
                "appearance": .text("system"), "time_zone": .text("UTC"), "current_household_id": .null,
                "created_at": .integer(1_700_000_000_000),
            ]
            let old = BackupArchive(
                format: BackupArchive.formatName, schemaVersion: 1, createdAt: Self.snapshotTime, tables: ["users": [user]])
            let service = BackupService(database: fresh.database, logger: TestLogger.silent)
            try await service.restore(old, replacing: false)

            let runner = MigrationRunner(database: fresh.database, logger: TestLogger.silent)
            #expect(try await runner.appliedVersions() == Set(Migration.all.map(\.version)))
            let storage = Storage(database: fresh.database)
            let jana = try #require(try await storage.accounts.user(email: "jana@example.org"))
            #expect(jana.isAdmin)
            #expect(try await storage.households.memberships(userID: jana.id).isEmpty)
        }
    }
}
