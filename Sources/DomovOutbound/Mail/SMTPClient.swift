import Foundation
import Logging
import NIOCore
import NIOPosix
import NIOSSL

/// Sends mail through one SMTP server (RFC 5321), one connection per `send`.
///
/// Every wait is bounded: the connection by `timeouts.connect`, each reply by
/// `timeouts.command` (the data's final reply by `timeouts.dataTermination`), and the whole
/// send by `timeouts.total`. Failures are `SMTPError`s; their `category` tells a scheduler
/// whether to retry, give up, or ask the administrator.
public struct SMTPClient: Sendable {
    public let configuration: SMTPConfiguration
    private let eventLoopGroup: any EventLoopGroup
    private let logger: Logger

    public init(
        configuration: SMTPConfiguration,
        eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton,
        logger: Logger = Logger(label: "domov.delivery.smtp")
    ) {
        self.configuration = configuration
        self.eventLoopGroup = eventLoopGroup
        self.logger = logger
    }

    /// Renders and sends a message to its To, Cc and Bcc recipients, from the configured sender.
    @discardableResult
    public func send(_ message: MailMessage) async throws(SMTPError) -> SMTPDeliveryReport {
        try await send(message.rendered(), from: configuration.from.address, to: message.envelopeRecipients)
    }

    /// Sends already-rendered RFC 5322 text. Line endings are normalized to CRLF and lines
    /// starting with a dot are stuffed (RFC 5321 section 4.5.2).
    ///
    /// Succeeds when the server accepted the message for at least one recipient; the report
    /// lists those it refused. Throws `SMTPError.allRecipientsRejected` when none was accepted.
    @discardableResult
    public func send(_ data: String, from sender: String, to recipients: [String]) async throws(SMTPError) -> SMTPDeliveryReport {
        for address in [sender] + recipients where MailAddress(address) == nil {
            throw .invalidConfiguration("not a usable address: \(address)")
        }
        guard !recipients.isEmpty else { throw .invalidConfiguration("no recipients") }
        guard MIMEEncoding.isPlainHeaderText(configuration.heloName), !configuration.heloName.contains(" ") else {
            throw .invalidConfiguration("HELO name: \(configuration.heloName)")
        }
        let deadline = NIODeadline.now() + Self.timeAmount(configuration.timeouts.total)
        let failure = SMTPConnectionFailure()
        let connection = try await connect(deadline: deadline, failure: failure)
        do {
            let report = try await SMTPConversation(
                connection: connection, failure: failure, configuration: configuration, deadline: deadline, logger: logger
            ).deliver(data, from: sender, to: recipients)
            connection.close(promise: nil)
            return report
        } catch {
            connection.close(promise: nil)
            throw error
        }
    }

    private func connect(deadline: NIODeadline, failure: SMTPConnectionFailure) async throws(SMTPError) -> any Channel {
        let tlsContext: NIOSSLContext?
        do {
            tlsContext = configuration.security == .plain ? nil : try Self.makeTLSContext(configuration.tlsTrust)
        } catch {
            throw .tlsFailure("cannot set up TLS: \(error)")
        }
        let implicitTLS = configuration.security == .implicitTLS ? tlsContext : nil
        let serverHostname = Self.isIPAddress(configuration.host) ? nil : configuration.host
        let timeout = min(Self.timeAmount(configuration.timeouts.connect), deadline - .now())
        let bootstrap = ClientBootstrap(group: eventLoopGroup)
            .connectTimeout(timeout)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let implicitTLS {
                        try channel.pipeline.syncOperations.addHandler(
                            NIOSSLClientHandler(context: implicitTLS, serverHostname: serverHostname))
                    }
                    try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(SMTPLineDecoder()))
                    try channel.pipeline.syncOperations.addHandler(SMTPClientHandler(connectionFailure: failure))
                }
            }
        logger.debug("connecting", metadata: ["host": "\(configuration.host)", "port": "\(configuration.port)"])
        do {
            return try await bootstrap.connect(host: configuration.host, port: configuration.port).get()
        } catch {
            throw Self.classifyConnectError(error)
        }
    }

    static func classifyConnectError(_ error: any Error) -> SMTPError {
        func isRefused(_ error: any Error) -> Bool {
            (error as? IOError)?.errnoCode == ECONNREFUSED
        }
        switch error {
        case ChannelError.connectTimeout:
            return .timedOut(stage: "the connection")
        case let error as NIOConnectionError:
            if error.connectionErrors.contains(where: { isRefused($0.error) }) {
                return .connectionRefused(String(describing: error))
            }
            return .connectionFailed(String(describing: error))
        case let error where isRefused(error):
            return .connectionRefused(String(describing: error))
        default:
            return SMTPClientHandler.classify(error, stage: "the connection")
        }
    }

    static func makeTLSContext(_ trust: SMTPConfiguration.TLSTrust) throws -> NIOSSLContext {
        var tls = TLSConfiguration.makeClientConfiguration()
        switch trust {
        case .systemRoots:
            break
        case .systemRootsAnd(let pem):
            tls.additionalTrustRoots = [.certificates(try NIOSSLCertificate.fromPEMBytes(Array(pem.utf8)))]
        case .only(let pem):
            tls.trustRoots = .certificates(try NIOSSLCertificate.fromPEMBytes(Array(pem.utf8)))
        }
        return try NIOSSLContext(configuration: tls)
    }

    static func isIPAddress(_ host: String) -> Bool {
        (try? SocketAddress(ipAddress: host, port: 0)) != nil
    }

    static func timeAmount(_ seconds: Double) -> TimeAmount {
        .nanoseconds(Int64(max(0, seconds) * 1_000_000_000))
    }
}
