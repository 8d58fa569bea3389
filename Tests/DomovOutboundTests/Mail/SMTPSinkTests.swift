import DomovOutbound
import Foundation
import Testing

/// Against a real SMTP server: aiosmtpd (interop/servers/smtp_sink.py) on loopback.
@Suite(.enabled(if: SMTPSinkEnvironment.current != nil, SMTPSinkEnvironment.skipReason))
struct SMTPSinkTests {
    let sink = SMTPSinkEnvironment.current!

    func invitation(to recipients: [MailAddress], subject: String) -> MailMessage {
        MailMessage(
            from: MailAddress("domov@domov.test", displayName: "Domov – rodina Nováků")!,
            to: recipients,
            subject: subject,
            date: Date(),
            textBody: "Ahoj,\nvečeře je v 19:00.\n.tečka na začátku řádku\n" + String(repeating: "dlouhý text ", count: 20),
            htmlBody: "<p>Ahoj, <b>večeře</b> je v 19:00.</p>",
            calendarInvitation: CalendarInvitation(ics: MailMessageRenderingTests.ics),
            attachments: [
                MailAttachment(
                    filename: "jídelníček.txt", contentType: "text/plain; charset=UTF-8",
                    data: Data("polévka, knedlíky".utf8))
            ])
    }

    @Test(arguments: [SMTPConfiguration.Security.startTLS, .implicitTLS])
    func deliversAnInvitationThatParses(security: SMTPConfiguration.Security) async throws {
        let subject = "Připomínka: rodinná večeře 🍲 v úterý, " + String(repeating: "ž", count: 40)
        let message = invitation(to: [MailAddress("jana@domov.test", displayName: "Jana Nováková")!], subject: subject)
        let report = try await SMTPClient(configuration: sink.configuration(security: security)).send(message)
        #expect(report.acceptedRecipients == ["jana@domov.test"])
        #expect(report.finalReply.code == 250)

        let mail = try #require(try sink.received(messageID: message.messageID))
        #expect(mail.subject == subject)
        #expect(mail.from.first?.display_name == "Domov – rodina Nováků")
        #expect(mail.to.first?.display_name == "Jana Nováková")
        #expect(mail.mime_version == "1.0")
        #expect(mail.defects.isEmpty, "\(mail.defects)")
        #expect(mail.max_line_length <= 78)
        #expect(!mail.bare_lf)
        #expect(mail.structure.content_type == "multipart/mixed")
        let alternative = try #require(mail.structure.parts?.first)
        #expect(alternative.content_type == "multipart/alternative")
        #expect(alternative.parts?.map(\.content_type) == ["text/plain", "text/html", "text/calendar"])

        let text = try #require(mail.parts.first { $0.content_type == "text/plain" && $0.disposition == nil })
        #expect(text.text?.contains("večeře je v 19:00.\r\n.tečka na začátku řádku") == true)
        let html = try #require(mail.parts.first { $0.content_type == "text/html" })
        #expect(html.text == "<p>Ahoj, <b>večeře</b> je v 19:00.</p>")
        let calendar = try #require(mail.parts.first { $0.content_type == "text/calendar" })
        #expect(calendar.params["method"] == "REQUEST")
        #expect(calendar.params["charset"] == "UTF-8")
        #expect(calendar.text?.contains("SUMMARY:Rodinná večeře\r\n") == true)
        let invite = try #require(mail.parts.first { $0.filename == "invite.ics" })
        #expect(invite.content_type == "application/ics")
        #expect(invite.disposition == "attachment")
        let inviteText = String(decoding: Data(base64Encoded: try #require(invite.base64))!, as: UTF8.self)
        #expect(inviteText.hasPrefix("BEGIN:VCALENDAR\r\n") && inviteText.contains("METHOD:REQUEST"))
        let menu = try #require(mail.parts.first { $0.filename == "jídelníček.txt" })
        #expect(menu.text == "polévka, knedlíky")
    }

    @Test(arguments: [SMTPConfiguration.AuthMechanism.plain, .login])
    func authenticatesWithEachMechanism(mechanism: SMTPConfiguration.AuthMechanism) async throws {
        var configuration = sink.configuration(security: .startTLS)
        configuration.authMechanisms = [mechanism]
        let message = invitation(to: [MailAddress("jana@domov.test")!], subject: "AUTH \(mechanism.rawValue)")
        try await SMTPClient(configuration: configuration).send(message)
        #expect(try sink.received(messageID: message.messageID)?.subject == "AUTH \(mechanism.rawValue)")
    }

    @Test(arguments: [SMTPConfiguration.AuthMechanism.plain, .login])
    func wrongPasswordIsAConfigurationError(mechanism: SMTPConfiguration.AuthMechanism) async throws {
        var configuration = sink.configuration(security: .startTLS, password: "wrong")
        configuration.authMechanisms = [mechanism]
        do {
            try await SMTPClient(configuration: configuration).send(invitation(to: [MailAddress("a@domov.test")!], subject: "x"))
            Issue.record("a wrong password was accepted")
        } catch {
            guard case .authenticationFailed(let reply) = error else { Issue.record("got \(error)"); return }
            #expect(reply.code == 535)
            #expect(error.category == .configuration)
        }
    }

    @Test func partialRecipientRejectionIsReported() async throws {
        let message = invitation(
            to: [
                MailAddress("jana@domov.test")!, MailAddress("nobody@domov.test")!,
                MailAddress("petr@domov.test")!,
            ], subject: "Partial")
        let report = try await SMTPClient(configuration: sink.configuration(security: .startTLS)).send(message)
        #expect(report.acceptedRecipients == ["jana@domov.test", "petr@domov.test"])
        #expect(report.rejectedRecipients.map(\.address) == ["nobody@domov.test"])
        #expect(report.rejectedRecipients.first?.reply.code == 550)
        let mail = try #require(try sink.received(messageID: message.messageID))
        #expect(mail.rcpt_tos == ["jana@domov.test", "petr@domov.test"])
    }

    @Test func allRecipientsRejectedIsPermanent() async throws {
        let message = invitation(to: [MailAddress("nobody@domov.test")!], subject: "Nobody")
        do {
            try await SMTPClient(configuration: sink.configuration(security: .startTLS)).send(message)
            Issue.record("sent to nobody")
        } catch {
            guard case .allRecipientsRejected = error else { Issue.record("got \(error)"); return }
            #expect(error.category == .permanent)
        }
    }

    @Test func rejectedSenderIsPermanent() async throws {
        let client = SMTPClient(configuration: sink.configuration(security: .startTLS, from: "reject@domov.test"))
        do {
            try await client.send(invitation(to: [MailAddress("jana@domov.test")!], subject: "x"))
            Issue.record("a rejected sender was accepted")
        } catch {
            #expect(
                error == .rejected(command: "MAIL FROM", reply: SMTPReply(code: 550, lines: ["5.7.1 Sender rejected by the test sink"])))
            #expect(error.category == .permanent)
        }
    }

    @Test func droppedConnectionIsTransient() async throws {
        let client = SMTPClient(configuration: sink.configuration(security: .startTLS))
        do {
            try await client.send(invitation(to: [MailAddress("drop@domov.test")!], subject: "x"))
            Issue.record("the sink did not drop")
        } catch {
            guard case .connectionDropped = error else { Issue.record("got \(error)"); return }
            #expect(error.category == .transient)
        }
    }

    @Test func untrustedCertificateIsATLSConfigurationError() async throws {
        var configuration = sink.configuration(security: .implicitTLS)
        configuration.tlsTrust = .systemRoots
        do {
            try await SMTPClient(configuration: configuration).send(invitation(to: [MailAddress("a@domov.test")!], subject: "x"))
            Issue.record("a self-signed CA was trusted")
        } catch {
            guard case .tlsFailure = error else { Issue.record("got \(error)"); return }
            #expect(error.category == .configuration)
        }
    }

    @Test func plainConnectionWithoutTLSGetsNoAuth() async throws {
        // aiosmtpd offers AUTH only after STARTTLS: credentials over plain text are not sent.
        do {
            try await SMTPClient(configuration: sink.configuration(security: .plain))
                .send(invitation(to: [MailAddress("a@domov.test")!], subject: "x"))
            Issue.record("sent without auth")
        } catch {
            #expect(error == .noSupportedAuthMechanism(advertised: []))
        }
    }
}
