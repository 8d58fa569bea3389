import ArgumentParser
import DomovCore
import DomovServer
import DomovStorage
import Foundation

struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user",
        abstract: "Create accounts, reset passwords and disable accounts from the shell.",
        subcommands: [Create.self, ResetPassword.self, Disable.self]
    )

    struct Create: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Create an account (works while sign-up is closed).")
        @OptionGroup var options: ConfigOptions
        @Option(help: "The account's email address.") var email: String
        @Option(help: "Its password (at least 8 characters).") var password: String
        @Option(help: "Its nickname, unique on the server.") var nickname: String
        @Option(help: "The name other members see.") var displayName: String
        @Flag(help: "Make the account an administrator.") var admin = false

        func run() async throws {
            try await withAccounts(options) { accounts in
                let user = try await accounts.signUp(
                    SignUpForm(email: email, password: password, displayName: displayName, nickname: nickname),
                    preferences: UserPreferences(), asAdmin: admin
                )
                print("Created \(user.email) (\(user.nickname))\(user.isAdmin ? " as an administrator" : "").")
            }
        }
    }

    struct ResetPassword: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Set a new password and sign the account out everywhere.")
        @OptionGroup var options: ConfigOptions
        @Option(help: "The account's email address.") var email: String
        @Option(help: "The new password.") var password: String

        func run() async throws {
            try await withAccounts(options) { accounts in
                try await accounts.resetPassword(email: email, to: password)
                print("The password of \(email) was changed.")
            }
        }
    }

    struct Disable: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Stop an account from signing in (or allow it again).")
        @OptionGroup var options: ConfigOptions
        @Option(help: "The account's email address.") var email: String
        @Flag(help: "Enable the account again instead.") var enable = false

        func run() async throws {
            try await withAccounts(options) { accounts in
                try await accounts.setDisabled(email: email, disabled: !enable)
                print("\(email) is \(enable ? "enabled" : "disabled").")
            }
        }
    }
}

/// Opens storage, runs the account use case, and turns domain errors into plain sentences.
private func withAccounts(_ options: ConfigOptions, _ body: (AccountService) async throws -> Void) async throws {
    let config = try options.resolve()
    let logger = Bootstrap.logger(config)
    let storage = try await Bootstrap.storage(config, logger: logger)
    do {
        try await storage.database.closing { try await body(makeAccountService(config: config, storage: storage)) }
    } catch let failure as ValidationFailure {
        throw ValidationError(failure.errors.map { "\($0.field): \($0.problem)" }.joined(separator: "; "))
    } catch let error as FieldError {
        throw ValidationError("\(error.field): \(error.problem)")
    } catch DomainError.notFound {
        throw ValidationError("No account has that email address.")
    }
}
