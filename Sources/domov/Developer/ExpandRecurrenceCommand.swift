import ArgumentParser
import DomovCore
import Foundation

/// `domov dev …`: hidden tools for the test suites, not for operators.
struct DeveloperCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev",
        abstract: "Developer tools used by the interoperability tests.",
        shouldDisplay: false,
        subcommands: [ExpandRecurrenceCommand.self]
    )
}

/// Reads recurrence cases as JSON on stdin and prints their expansions as JSON, so
/// interop/test_recurrence_dateutil.py can compare thousands of rules with python-dateutil
/// in one process start. The format is `RecurrenceExpansionBatch`'s.
struct ExpandRecurrenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expand-recurrence",
        abstract: "Expand RRULE cases read as JSON from stdin; print the occurrences as JSON."
    )

    @Flag(
        help:
            """
            Print {\"engineSeconds\": …, \"results\": […]} instead of the bare array: the time the rule parsing and expansion took \
            in-process, without process start, I/O and JSON (for bench/caldav.sh).
            """
    )
    var timed = false

    func run() throws {
        let input = FileHandle.standardInput.readDataToEndOfFile()
        let output = try RecurrenceExpansionBatch.run(input, timed: timed)
        FileHandle.standardOutput.write(output)
        FileHandle.standardOutput.write(Data("\n".utf8))
    }
}
