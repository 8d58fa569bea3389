import DomovCore
import DomovOutbound
import Foundation
import Logging

/// Why an email did not go out.
enum MailerError: Error, CustomStringConvertible {
    /// The admin has not set up a mail server.
    case notConfigured
    case invalidFromAddress(String)
    case smtp(SMTPError)

    var description: String {
        switch self {
        case .notConfigured: "no mail server is configured"
        case .invalidFromAddress(let address): "the From address \(address) cannot be used"
        case .smtp(let error): error.description
        }
    }

    /// What the person who asked for the email is told.
    var alert: UIText {
        if case .notConfigured = self { .emailNotSetUp } else { .emailSendFailed(description) }
    }

    /// The account's address as a recipient.
    static func recipient(_ user: User) throws(MailerError) -> MailAddress {
        guard let address = MailAddress(user.email, displayName: user.displayName) else {
            throw .smtp(.invalidConfiguration("not a usable address: \(user.email)"))
        }
        return address
    }

    /// Whether trying again later may help: a server that is down or busy, or settings the
    /// admin may be fixing right now. A refused recipient or message will be refused again.
    var isRetryable: Bool {
        switch self {
        case .notConfigured, .invalidFromAddress: false
        case .smtp(let error): error.category != .permanent
        }
    }
}

/// Sends email through the mail server the admin configured (read fresh for every message, so a
/// change in the admin page applies at once, in every process).
struct Mailer: Sendable {
    let settings: any DeliverySettingsRepository
    /// Which certificate authorities the mail server's certificate may come from; tests add their own.
    let trust: SMTPConfiguration.TLSTrust
    /// Our name in EHLO: the public URL's host.
    let heloName: String
    let logger: Logger

    /// The configured server, or `.notConfigured`.
    func server() async throws -> MailServerSettings {
        guard let server = try await settings.mailServer() else { throw MailerError.notConfigured }
        return server
    }

    /// Sends the message made for the configured From address.
    func send(_ compose: (MailAddress) -> MailMessage) async throws {
        try await send(via: try await server(), compose)
    }

    func send(via server: MailServerSettings, _ compose: (MailAddress) -> MailMessage) async throws {
        guard let from = MailAddress(server.fromAddress, displayName: "Domov") else {
            throw MailerError.invalidFromAddress(server.fromAddress)
        }
        let client = SMTPClient(configuration: configuration(server, from: from), logger: logger)
        do {
            try await client.send(compose(from))
        } catch {
            throw MailerError.smtp(error)
        }
    }

    private func configuration(_ server: MailServerSettings, from: MailAddress) -> SMTPConfiguration {
        let security: SMTPConfiguration.Security =
            switch server.security {
            case .startTLS: .startTLS
            case .implicitTLS: .implicitTLS
            case .plain: .plain
            }
        let credentials =
            server.username.isEmpty ? nil : SMTPConfiguration.Credentials(username: server.username, password: server.password)
        return SMTPConfiguration(
            host: server.host, port: server.port, security: security, credentials: credentials, heloName: heloName,
            timeouts: .init(connect: 10, command: 30, dataTermination: 60, total: 120), tlsTrust: trust, from: from
        )
    }
}
