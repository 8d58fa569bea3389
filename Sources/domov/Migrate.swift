import DomovCore
import DomovServer
import ArgumentParser
import DomovStorage

struct Migrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Bring the database schema up to date (serve also does this at start-up)."
    )

    @OptionGroup var options: ConfigOptions

    func run() async throws {
        let config = try options.resolve()
        let logger = Bootstrap.logger(config)
        let database = try await DomovDatabase.open(config.database, logger: logger)
        let applied = try await database.closing { try await MigrationRunner(database: database, logger: logger).migrate() }
        print(applied.isEmpty ? "The schema is up to date." : "Applied migrations: \(applied.map(String.init).joined(separator: ", ")).")
    }
}
