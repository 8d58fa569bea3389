import Foundation

/// The outgoing mail server the admin set up; stored with the site settings.
public struct MailServerSettings: Sendable, Equatable, Codable {
    /// How the connection to the mail server is protected.
    public enum Security: String, Sendable, Codable, CaseIterable {
        case startTLS = "starttls"
        case implicitTLS = "tls"
        /// Only for a relay on the same machine or a trusted network.
        case plain
    }

    public var host: String
    public var port: Int
    public var security: Security
    /// Empty for a server that needs no login.
    public var username: String
    public var password: String
    /// The From address of every email Domov sends.
    public var fromAddress: String

    public init(host: String, port: Int, security: Security, username: String = "", password: String = "", fromAddress: String) {
        self.host = host
        self.port = port
        self.security = security
        self.username = username
        self.password = password
        self.fromAddress = fromAddress
    }
}
