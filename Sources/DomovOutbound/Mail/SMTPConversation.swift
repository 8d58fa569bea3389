import Foundation
import Logging
import NIOCore
import NIOSSL

/// One SMTP dialogue on an open connection: greeting, EHLO, STARTTLS, AUTH, the envelope,
/// the data and QUIT.
struct SMTPConversation {
    let connection: any Channel
    let failure: SMTPConnectionFailure
    let configuration: SMTPConfiguration
    let deadline: NIODeadline
    let logger: Logger

    func deliver(_ data: String, from sender: String, to recipients: [String]) async throws(SMTPError) -> SMTPDeliveryReport {
        try expect(await exchange(nil, stage: "the greeting"), 220, command: "connection")
        var capabilities = try await hello()
        if configuration.security == .startTLS {
            guard capabilities.keywords.contains("STARTTLS") else { throw .startTLSNotOffered }
            try expect(await exchange("STARTTLS", stage: "the STARTTLS reply"), 220, command: "STARTTLS")
            try await startTLS()
            capabilities = try await hello()
        }
        if let credentials = configuration.credentials {
            try await authenticate(credentials, offered: capabilities.authMechanisms)
        }
        try expect(await exchange("MAIL FROM:<\(sender)>", stage: "the MAIL FROM reply"), 250, command: "MAIL FROM")
        var accepted: [String] = []
        var rejected: [SMTPRecipientRejection] = []
        for recipient in recipients {
            let reply = try await exchange("RCPT TO:<\(recipient)>", stage: "the RCPT TO reply")
            if reply.isPositiveCompletion {
                accepted.append(recipient)
            } else if reply.isTransientFailure || reply.isPermanentFailure {
                rejected.append(SMTPRecipientRejection(address: recipient, reply: reply))
            } else {
                throw .protocolViolation("unexpected RCPT TO reply \(reply)")
            }
        }
        guard !accepted.isEmpty else {
            await quit()
            throw .allRecipientsRejected(rejected)
        }
        try expect(await exchange("DATA", stage: "the DATA reply"), 354, command: "DATA")
        let finalReply = try await exchange(
            raw: Self.dotStuffed(data), stage: "the reply to the message data",
            timeout: configuration.timeouts.dataTermination)
        try expect(finalReply, 250, command: "message data")
        await quit()
        return SMTPDeliveryReport(acceptedRecipients: accepted, rejectedRecipients: rejected, finalReply: finalReply)
    }

    /// EHLO, falling back to HELO (no extensions) for a server that does not know EHLO.
    private func hello() async throws(SMTPError) -> SMTPCapabilities {
        let reply = try await exchange("EHLO \(configuration.heloName)", stage: "the EHLO reply")
        if reply.isPositiveCompletion { return SMTPCapabilities(ehloReply: reply) }
        guard reply.isPermanentFailure else { throw .rejected(command: "EHLO", reply: reply) }
        try expect(await exchange("HELO \(configuration.heloName)", stage: "the HELO reply"), 250, command: "HELO")
        return SMTPCapabilities(ehloReply: SMTPReply(code: 250, lines: []))
    }

    private func startTLS() async throws(SMTPError) {
        let tls: NIOSSLContext
        do {
            tls = try SMTPClient.makeTLSContext(configuration.tlsTrust)
        } catch {
            throw .tlsFailure("cannot set up TLS: \(error)")
        }
        let host = SMTPClient.isIPAddress(configuration.host) ? nil : configuration.host
        let channel = connection
        do {
            // The handshake starts at once; the next command waits in the TLS handler until
            // it is done, and a failed handshake fails that command with the TLS error.
            try await channel.eventLoop.submit {
                try channel.pipeline.syncOperations.addHandler(
                    NIOSSLClientHandler(context: tls, serverHostname: host), position: .first)
            }.get()
        } catch {
            throw SMTPClientHandler.classify(error, stage: "the TLS handshake")
        }
    }

    /// AUTH PLAIN or LOGIN (RFC 4954): the first configured mechanism the server offers.
    private func authenticate(_ credentials: SMTPConfiguration.Credentials, offered: [String]) async throws(SMTPError) {
        func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }
        guard let mechanism = configuration.authMechanisms.first(where: { offered.contains($0.rawValue) }) else {
            throw .noSupportedAuthMechanism(advertised: offered)
        }
        switch mechanism {
        case .plain:
            let token = base64("\0\(credentials.username)\0\(credentials.password)")
            let reply = try await exchange("AUTH PLAIN \(token)", stage: "the AUTH reply", logAs: "AUTH PLAIN ***")
            guard reply.code == 235 else { throw Self.authError(reply) }
        case .login:
            var reply = try await exchange("AUTH LOGIN", stage: "the AUTH reply")
            guard reply.code == 334 else { throw Self.authError(reply) }
            reply = try await exchange(base64(credentials.username), stage: "the AUTH reply", logAs: "***")
            guard reply.code == 334 else { throw Self.authError(reply) }
            reply = try await exchange(base64(credentials.password), stage: "the AUTH reply", logAs: "***")
            guard reply.code == 235 else { throw Self.authError(reply) }
        }
    }

    private static func authError(_ reply: SMTPReply) -> SMTPError {
        reply.isPositiveIntermediate
            ? .protocolViolation("unexpected AUTH reply \(reply)")
            : .authenticationFailed(reply)
    }

    /// QUIT is a courtesy: the message is already accepted or refused, so errors are ignored.
    private func quit() async {
        _ = try? await exchange("QUIT", stage: "the QUIT reply", timeout: min(5, configuration.timeouts.command))
    }

    private func expect(_ reply: SMTPReply, _ code: Int, command: String) throws(SMTPError) {
        guard reply.code == code else {
            if reply.isTransientFailure || reply.isPermanentFailure {
                throw .rejected(command: command, reply: reply)
            }
            throw .protocolViolation("expected \(code) to \(command), got \(reply)")
        }
    }

    private func exchange(_ command: String?, stage: String, timeout: Double? = nil, logAs: String? = nil) async throws(SMTPError)
        -> SMTPReply
    {
        if let command { logger.trace("C: \(logAs ?? command)") }
        let reply = try await exchange(raw: command.map { $0 + "\r\n" }, stage: stage, timeout: timeout)
        logger.trace("S: \(reply)")
        return reply
    }

    /// Sends bytes (or nothing) and waits for the next reply, within the command timeout
    /// and what is left of the total.
    private func exchange(raw: String?, stage: String, timeout: Double? = nil) async throws(SMTPError) -> SMTPReply {
        let limit = min(SMTPClient.timeAmount(timeout ?? configuration.timeouts.command), deadline - .now())
        guard limit > .zero else { throw failure.record(.timedOut(stage: stage)) }
        let channel = connection
        let failure = self.failure
        let promise = channel.eventLoop.makePromise(of: SMTPReply.self)
        let timer = channel.eventLoop.scheduleTask(in: limit) {
            promise.fail(failure.record(.timedOut(stage: stage)))
            channel.close(promise: nil)
        }
        // Cancelled on the event loop as the reply arrives, not when this task resumes: on a busy
        // machine the task may wake after the limit, and the timer would then close a connection
        // that answered in time.
        promise.futureResult.whenComplete { _ in timer.cancel() }
        let request = SMTPRequest(bytes: raw.map { ByteBuffer(string: $0) }, stage: stage, promise: promise)
        channel.writeAndFlush(request).whenFailure { error in
            promise.fail(SMTPClientHandler.classify(error, stage: stage))
        }
        do {
            return try await promise.futureResult.get()
        } catch {
            // The connection's first failure explains a later "closed channel" best.
            throw failure.error ?? SMTPClientHandler.classify(error, stage: stage)
        }
    }

    /// CRLF line endings, a dot doubled at the start of a line, and the terminating dot line.
    static func dotStuffed(_ data: String) -> String {
        var lines = MIMEEncoding.normalizedLines(data)
        if lines.last == "" { lines.removeLast() }
        var output = ""
        output.reserveCapacity(data.utf8.count + 64)
        for line in lines {
            if line.hasPrefix(".") { output += "." }
            output += line
            output += "\r\n"
        }
        return output + ".\r\n"
    }
}

/// The extensions a server announced in its EHLO reply (RFC 5321 section 4.1.1.1).
struct SMTPCapabilities {
    var keywords: Set<String> = []
    var authMechanisms: [String] = []

    init(ehloReply: SMTPReply) {
        for line in ehloReply.lines.dropFirst() {
            // "AUTH=PLAIN LOGIN" is the pre-standard form some servers still send.
            let words = line.uppercased().replacingOccurrences(of: "AUTH=", with: "AUTH ").split(separator: " ")
            guard let keyword = words.first else { continue }
            keywords.insert(String(keyword))
            if keyword == "AUTH" { authMechanisms += words.dropFirst().map(String.init) }
        }
    }
}
