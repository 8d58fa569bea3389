import DomovCore
import DomovStorage
import DomovServer
import ArgumentParser
import DomovServer

/// The one executable: `domov` serves by default; the other subcommands look after the data.
@main
struct Domov: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "domov",
        abstract: "Domov, the self-hosted household organizer.",
        discussion: """
            With no settings, Domov keeps its data in SQLite under ./domov-data and listens on \
            http://127.0.0.1:8080. Each setting is a flag of every subcommand, an environment \
            variable, or a `key = value` line in the file given with --config; flags win over \
            the environment, which wins over the file.

            \(ConfigSetting.all.map { "  --\($0.key) / \($0.environmentVariable) / \($0.fileKey)\n      \($0.help)" }
                .joined(separator: "\n"))
            """,
        subcommands: [Serve.self, Migrate.self, UserCommand.self, Backup.self, Restore.self, JobCommand.self, DeveloperCommand.self],
        defaultSubcommand: Serve.self
    )
}
