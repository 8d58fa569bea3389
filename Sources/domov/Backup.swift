import DomovCore
import DomovServer
import ArgumentParser
import DomovStorage
import Foundation

struct Backup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the whole database to one JSON file, while the server keeps running."
    )

    @OptionGroup var options: ConfigOptions
    @Argument(help: "Where to write the backup.") var file: String

    func run() async throws {
        let config = try options.resolve()
        let logger = Bootstrap.logger(config)
        let storage = try await Bootstrap.storage(config, logger: logger)
        let archive = try await storage.database.closing {
            try await BackupService(database: storage.database, logger: logger).write(to: URL(fileURLWithPath: file))
        }
        print("Wrote \(archive.rowCount) rows (schema version \(archive.schemaVersion)) to \(file).")
    }
}

struct Restore: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Load a backup into an empty database (SQLite or PostgreSQL); stop the server first."
    )

    @OptionGroup var options: ConfigOptions
    @Argument(help: "The backup file to read.") var file: String
    @Flag(help: "Delete what the database holds now before restoring.") var replace = false

    func run() async throws {
        let config = try options.resolve()
        let logger = Bootstrap.logger(config)
        let archive: BackupArchive
        do {
            archive = try BackupService.read(from: URL(fileURLWithPath: file))
        } catch {
            throw ValidationError("\(error)")
        }
        let database = try await DomovDatabase.open(config.database, logger: logger)
        do {
            try await database.closing { try await BackupService(database: database, logger: logger).restore(archive, replacing: replace) }
        } catch let error as BackupError {
            throw ValidationError(error.description)
        }
        print("Restored \(archive.rowCount) rows from \(file).")
    }
}
