import DomovCore
import DomovStorage
import DomovServer
import ArgumentParser

/// The one executable: `domov` serves by default; the other subcommands look after the data.
@main
struct Domov: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "domov",
        abstract: "Domov, the self-hosted household organizer.",
        discussion: """
            Every option can also be set by an environment variable (DOMOV_PORT, DOMOV_DATA_DIR, \
            DOMOV_DATABASE_URL, ...) or a config file given with --config. Flags win over the \
            environment, which wins over the file. With none of them, Domov keeps its data in \
            SQLite under ./domov-data and listens on http://127.0.0.1:8080.
            """,
        subcommands: [Serve.self, Migrate.self, UserCommand.self, Backup.self, Restore.self],
        defaultSubcommand: Serve.self
    )
}
