import DomovCore
import DomovStorage
import DomovServer
import ArgumentParser
import NIOCore
import NIOPosix

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

    /// ArgumentParser's own `main`, after one change: Swift concurrency runs its work on
    /// SwiftNIO's event loops rather than on a pool of threads of its own. Otherwise every await
    /// of a database answer or a socket moves the request from an event-loop thread to a
    /// concurrency thread and back, and on two cores the kernel's switching of threads was
    /// nearly half of what a CalDAV PUT cost (bench/README.md, "Session 23"). Nothing here
    /// blocks a thread: bcrypt and name lookups run on NIO's thread pool, SQLite on its own.
    static func main() async {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
