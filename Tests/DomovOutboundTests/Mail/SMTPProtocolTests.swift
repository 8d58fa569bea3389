@testable import DomovOutbound
import Testing

@Suite struct SMTPProtocolTests {
    @Test func multiLineRepliesAreAssembled() throws {
        var assembler = SMTPReplyAssembler()
        #expect(try assembler.feed("250-sink.domov.test") == nil)
        #expect(try assembler.feed("250-AUTH=PLAIN LOGIN") == nil)
        #expect(try assembler.feed("250-STARTTLS") == nil)
        let reply = try #require(try assembler.feed("250 SIZE 1000"))
        #expect(reply.code == 250)
        let capabilities = SMTPCapabilities(ehloReply: reply)
        #expect(capabilities.keywords.contains("STARTTLS"))
        #expect(capabilities.authMechanisms == ["PLAIN", "LOGIN"])
        #expect(try assembler.feed("221") == SMTPReply(code: 221, lines: [""]))
    }

    @Test func malformedRepliesAreProtocolViolations() {
        var assembler = SMTPReplyAssembler()
        #expect(throws: SMTPError.self) { try assembler.feed("HTTP/1.1 400 Bad Request") }
        var mixed = SMTPReplyAssembler()
        _ = try? mixed.feed("250-one")
        #expect(throws: SMTPError.self) { try mixed.feed("550 two") }
    }

    @Test func dataIsDotStuffedWithCRLFAndTerminated() {
        let stuffed = SMTPConversation.dotStuffed("Subject: x\n\n.hidden\n..two\nend\r\n")
        #expect(stuffed == "Subject: x\r\n\r\n..hidden\r\n...two\r\nend\r\n.\r\n")
        #expect(SMTPConversation.dotStuffed(".") == "..\r\n.\r\n")
    }

    @Test func errorsAreClassifiedForTheScheduler() {
        #expect(SMTPError.rejected(command: "MAIL FROM", reply: SMTPReply(code: 550, lines: [])).category == .permanent)
        #expect(SMTPError.rejected(command: "MAIL FROM", reply: SMTPReply(code: 451, lines: [])).category == .transient)
        #expect(SMTPError.connectionRefused("x").category == .transient)
        #expect(SMTPError.timedOut(stage: "x").category == .transient)
        #expect(SMTPError.connectionDropped(stage: "x").category == .transient)
        #expect(SMTPError.tlsFailure("x").category == .configuration)
        #expect(SMTPError.startTLSNotOffered.category == .configuration)
        #expect(SMTPError.authenticationFailed(SMTPReply(code: 535, lines: [])).category == .configuration)
        #expect(SMTPError.authenticationFailed(SMTPReply(code: 454, lines: [])).category == .transient)
        let mixed = [
            SMTPRecipientRejection(address: "a@x.test", reply: SMTPReply(code: 550, lines: [])),
            SMTPRecipientRejection(address: "b@x.test", reply: SMTPReply(code: 452, lines: [])),
        ]
        #expect(SMTPError.allRecipientsRejected(mixed).category == .transient)
        #expect(SMTPError.allRecipientsRejected([mixed[0]]).category == .permanent)
    }
}
