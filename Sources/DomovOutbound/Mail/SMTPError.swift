/// Why a send failed, classified so a scheduler can decide what to do next.
public enum SMTPError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the caller should do about an error.
    public enum Category: Sendable, Hashable {
        /// Do not retry this message: the server refused it for good (5xx).
        case permanent
        /// Retry later: 4xx, refused or reset connection, timeout, dropped connection.
        case transient
        /// Retrying will not help until an administrator fixes the settings: TLS or
        /// authentication failures, a server without STARTTLS or a shared AUTH mechanism.
        case configuration
    }

    case connectionRefused(String)
    case connectionFailed(String)
    /// No reply (or no connection) within the limit; `stage` names what was awaited.
    case timedOut(stage: String)
    /// The server closed the connection, or it broke, before it finished replying.
    case connectionDropped(stage: String)
    /// The server answered a command with a failure reply.
    case rejected(command: String, reply: SMTPReply)
    /// Every recipient was refused; each is listed with its reply.
    case allRecipientsRejected([SMTPRecipientRejection])
    case startTLSNotOffered
    case tlsFailure(String)
    case authenticationFailed(SMTPReply)
    case noSupportedAuthMechanism(advertised: [String])
    /// A configured value cannot be used (an address or name with forbidden characters).
    case invalidConfiguration(String)
    /// The server sent something that is not SMTP.
    case protocolViolation(String)

    public var category: Category {
        switch self {
        case .connectionRefused, .connectionFailed, .timedOut, .connectionDropped, .protocolViolation:
            return .transient
        case .rejected(_, let reply):
            return reply.isTransientFailure ? .transient : .permanent
        case .allRecipientsRejected(let rejections):
            return rejections.contains { $0.reply.isTransientFailure } ? .transient : .permanent
        case .authenticationFailed(let reply):
            // 454 is "temporary authentication failure" (RFC 4954); everything else needs a fix.
            return reply.isTransientFailure ? .transient : .configuration
        case .startTLSNotOffered, .tlsFailure, .noSupportedAuthMechanism, .invalidConfiguration:
            return .configuration
        }
    }

    public var description: String {
        switch self {
        case .connectionRefused(let detail): return "connection refused: \(detail)"
        case .connectionFailed(let detail): return "connection failed: \(detail)"
        case .timedOut(let stage): return "timed out waiting for \(stage)"
        case .connectionDropped(let stage): return "connection dropped while waiting for \(stage)"
        case .rejected(let command, let reply): return "\(command) rejected: \(reply)"
        case .allRecipientsRejected(let rejections):
            return "all recipients rejected: " + rejections.map { "\($0.address) (\($0.reply))" }.joined(separator: ", ")
        case .startTLSNotOffered: return "the server does not offer STARTTLS"
        case .tlsFailure(let detail): return "TLS failure: \(detail)"
        case .authenticationFailed(let reply): return "authentication failed: \(reply)"
        case .noSupportedAuthMechanism(let advertised):
            return "no shared AUTH mechanism (server offers: \(advertised.joined(separator: " ")))"
        case .invalidConfiguration(let detail): return "invalid configuration: \(detail)"
        case .protocolViolation(let detail): return "protocol violation: \(detail)"
        }
    }
}

/// One recipient the server refused at RCPT TO.
public struct SMTPRecipientRejection: Sendable, Hashable {
    public var address: String
    public var reply: SMTPReply

    public init(address: String, reply: SMTPReply) {
        self.address = address
        self.reply = reply
    }
}

/// What happened to one message the server accepted.
public struct SMTPDeliveryReport: Sendable, Hashable {
    public var acceptedRecipients: [String]
    /// Recipients refused while others were accepted: the message went to the rest.
    public var rejectedRecipients: [SMTPRecipientRejection]
    /// The server's reply to the end of the data, usually with its queue id.
    public var finalReply: SMTPReply
}
