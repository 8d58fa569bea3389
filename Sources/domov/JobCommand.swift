import ArgumentParser
import DomovServer
import DomovStorage

struct JobCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "job",
        abstract: "Run one round of a background job now (serve runs them all by itself).",
        discussion: "Jobs: \(DomovJob.allCases.map(\.rawValue).joined(separator: ", "))."
    )

    @OptionGroup var options: ConfigOptions
    @Argument(help: "The job to run.") var name: String

    func run() async throws {
        guard let job = DomovJob(rawValue: name) else {
            throw ValidationError("No job is called \"\(name)\". Jobs: \(DomovJob.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        let config = try options.resolve()
        let logger = Bootstrap.logger(config)
        let storage = try await Bootstrap.storage(config, logger: logger)
        print(try await storage.database.closing { try await job.runOnce(config: config, storage: storage, logger: logger) })
    }
}
