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

    // Swift concurrency keeps its own threads (no custom `main`). Session 23 ran it on
    // SwiftNIO's event loops, which paid while every SQLite statement hopped to a thread pool;
    // SQLite statements now run on the thread that asks (`DirectSQLiteConnection`), and on the
    // event loops NIO's executor kept REPORTs on one loop while the other idled
    // (bench/README.md, "Session 24").
}
