/// Everything `SMTPClient` needs to reach one mail server; validated by the server's
/// configuration layer, passed in explicitly.
public struct SMTPConfiguration: Sendable {
    /// How the connection is protected.
    public enum Security: Sendable, Hashable {
        /// No TLS: only for a relay on loopback or a trusted network.
        case plain
        /// Plain connection upgraded with STARTTLS (RFC 3207, usually port 587). Required:
        /// a server that does not offer it fails with a configuration error.
        case startTLS
        /// TLS from the first byte (RFC 8314, usually port 465).
        case implicitTLS
    }

    /// Which certificate authorities are trusted for the server's certificate.
    public enum TLSTrust: Sendable, Hashable {
        /// The system's root store.
        case systemRoots
        /// The system's roots plus these PEM-encoded CA certificates.
        case systemRootsAnd(pemCertificates: String)
        /// Only these PEM-encoded CA certificates (a private CA; a self-signed one in tests).
        case only(pemCertificates: String)
    }

    public struct Credentials: Sendable, Hashable {
        public var username: String
        public var password: String

        public init(username: String, password: String) {
            self.username = username
            self.password = password
        }
    }

    /// SASL mechanisms Domov can use (RFC 4954), in the order it prefers them.
    public enum AuthMechanism: String, Sendable, Hashable {
        case plain = "PLAIN"
        case login = "LOGIN"
    }

    /// Limits in seconds. `total` bounds one whole `send`, whatever the others allow.
    public struct Timeouts: Sendable, Hashable {
        public var connect: Double
        /// How long to wait for each reply (the greeting, each command, TLS handshake).
        public var command: Double
        /// How long to wait for the reply to the message data (RFC 5321 suggests minutes).
        public var dataTermination: Double
        public var total: Double

        public init(connect: Double = 10, command: Double = 30, dataTermination: Double = 120, total: Double = 300) {
            self.connect = connect
            self.command = command
            self.dataTermination = dataTermination
            self.total = total
        }
    }

    public var host: String
    public var port: Int
    public var security: Security
    public var credentials: Credentials?
    /// The first of these that the server advertises is used.
    public var authMechanisms: [AuthMechanism]
    /// The name sent with EHLO/HELO: this host's fully qualified name.
    public var heloName: String
    public var timeouts: Timeouts
    public var tlsTrust: TLSTrust
    /// The envelope sender (MAIL FROM) and default From header.
    public var from: MailAddress

    public init(
        host: String,
        port: Int,
        security: Security,
        credentials: Credentials? = nil,
        authMechanisms: [AuthMechanism] = [.plain, .login],
        heloName: String = "localhost",
        timeouts: Timeouts = Timeouts(),
        tlsTrust: TLSTrust = .systemRoots,
        from: MailAddress
    ) {
        self.host = host
        self.port = port
        self.security = security
        self.credentials = credentials
        self.authMechanisms = authMechanisms
        self.heloName = heloName
        self.timeouts = timeouts
        self.tlsTrust = tlsTrust
        self.from = from
    }
}
