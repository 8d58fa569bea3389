@testable import DomovOutbound
import Foundation
import Testing

@Suite struct MailMessageRenderingTests {
    static let ics = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Domov//EN
        METHOD:REQUEST
        BEGIN:VEVENT
        UID:event-1@domov.test
        DTSTAMP:20250301T060000Z
        DTSTART:20250304T060000Z
        SUMMARY:Rodinná večeře
        END:VEVENT
        END:VCALENDAR
        """

    static func message() -> MailMessage {
        MailMessage(
            from: MailAddress("domov@domov.test", displayName: "Domov")!,
            to: [MailAddress("jana@domov.test", displayName: "Jana Nováková")!, MailAddress("petr@domov.test")!],
            subject: "Připomínka: večeře",
            date: Date(timeIntervalSince1970: 1_741_068_000),
            timeZone: TimeZone(identifier: "Europe/Prague")!,
            messageID: "<fixed@domov.test>",
            textBody: "Ahoj,\nvečeře v 19:00.",
            htmlBody: "<p>Ahoj, <b>večeře</b> v 19:00.</p>",
            calendarInvitation: CalendarInvitation(ics: ics),
            attachments: [MailAttachment(filename: "menu.txt", contentType: "text/plain", data: Data("polévka".utf8))])
    }

    @Test func structureIsMixedAroundAlternativeWithCalendarPartAndInviteAttachment() {
        let rendered = Self.message().rendered { "B\($0)" }
        #expect(rendered.contains("Content-Type: multipart/mixed;\r\n boundary=\"B1\""))
        #expect(rendered.contains("Content-Type: multipart/alternative;\r\n boundary=\"B0\""))
        #expect(rendered.contains("Content-Type: text/calendar; charset=UTF-8; method=REQUEST"))
        #expect(rendered.contains("Content-Type: application/ics;\r\n name=\"invite.ics\""))
        #expect(rendered.contains("Content-Disposition: attachment;\r\n filename=\"invite.ics\""))
        // Text, HTML, calendar: least to most faithful, inside the alternative.
        let text = rendered.range(of: "text/plain; charset=UTF-8")!.lowerBound
        let html = rendered.range(of: "text/html")!.lowerBound
        let calendar = rendered.range(of: "text/calendar")!.lowerBound
        let alternativeEnd = rendered.range(of: "--B0--")!.lowerBound
        #expect(text < html && html < calendar && calendar < alternativeEnd)
        #expect(rendered.hasSuffix("--B1--\r\n"))
    }

    @Test func headersAreEncodedAndDated() {
        let rendered = Self.message().rendered { "B\($0)" }
        let head = String(rendered[..<rendered.range(of: "\r\n\r\n")!.lowerBound])
        #expect(head.contains("From: Domov <domov@domov.test>"))
        #expect(head.contains("To: =?UTF-8?B?"))
        #expect(head.contains("<jana@domov.test>,"))
        #expect(head.contains("Subject: =?UTF-8?B?"))
        #expect(head.contains("Date: Tue, 04 Mar 2025 07:00:00 +0100"))
        #expect(head.contains("Message-ID: <fixed@domov.test>"))
        #expect(head.contains("MIME-Version: 1.0"))
    }

    @Test func everyLineIsCRLFTerminatedAndAtMost78Characters() {
        var message = Self.message()
        message.textBody = String(repeating: "dlouhý řádek bez konce ", count: 40)
        message.attachments.append(
            MailAttachment(
                filename: "big.bin", contentType: "application/octet-stream",
                data: Data((0..<5000).map { UInt8($0 % 256) })))
        let rendered = message.rendered()
        #expect(!rendered.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(!rendered.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
        for line in rendered.components(separatedBy: "\r\n") { #expect(line.count <= 78, "\(line)") }
    }

    @Test func textOnlyMessageIsASinglePart() {
        let message = MailMessage(
            from: MailAddress("a@domov.test")!, to: [MailAddress("b@domov.test")!],
            subject: "Hi", date: Date(timeIntervalSince1970: 0), textBody: "Hello")
        let rendered = message.rendered()
        #expect(!rendered.contains("multipart"))
        #expect(
            rendered.contains("Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nHello\r\n"))
        #expect(message.messageID.hasPrefix("<") && message.messageID.hasSuffix("@domov.test>"))
    }

    @Test func displayNamesWithSpecialsAreQuoted() {
        let address = MailAddress("x@domov.test", displayName: "Novák, Jan \"Honza\"")!
        #expect(address.headerText(prefixLength: 4).hasPrefix("=?UTF-8?B?"))
        let ascii = MailAddress("x@domov.test", displayName: "Smith, John \"Jack\"")!
        #expect(ascii.headerText(prefixLength: 4) == #""Smith, John \"Jack\"" <x@domov.test>"#)
    }

    @Test func envelopeRecipientsIncludeBccOnceAndBccStaysOutOfHeaders() {
        var message = Self.message()
        message.bcc = [MailAddress("secret@domov.test")!, MailAddress("PETR@domov.test")!]
        #expect(message.envelopeRecipients == ["jana@domov.test", "petr@domov.test", "secret@domov.test"])
        #expect(!message.rendered().contains("secret@domov.test"))
    }

    @Test func addressesThatCouldBreakTheEnvelopeAreRefused() {
        #expect(MailAddress("no-at-sign") == nil)
        #expect(MailAddress("a@b@c") == nil)
        #expect(MailAddress("a b@c.test") == nil)
        #expect(MailAddress("a@c.test>\r\nRCPT TO:<x@y") == nil)
        #expect(MailAddress("jana@domov.test") != nil)
    }
}
