import Foundation

/// An email ready to be rendered to RFC 5322 text and sent by `SMTPClient`.
public struct MailMessage: Sendable {
    public var from: MailAddress
    public var to: [MailAddress]
    public var cc: [MailAddress]
    /// Envelope recipients only: never written into the headers.
    public var bcc: [MailAddress]
    public var replyTo: MailAddress?
    public var subject: String
    public var date: Date
    /// The time zone the Date header is written in.
    public var timeZone: TimeZone
    /// With angle brackets, e.g. `<1234@domov.example>`.
    public var messageID: String
    public var textBody: String
    public var htmlBody: String?
    public var calendarInvitation: CalendarInvitation?
    public var attachments: [MailAttachment]

    public init(
        from: MailAddress,
        to: [MailAddress],
        cc: [MailAddress] = [],
        bcc: [MailAddress] = [],
        replyTo: MailAddress? = nil,
        subject: String,
        date: Date,
        timeZone: TimeZone = TimeZone(identifier: "UTC")!,
        messageID: String? = nil,
        textBody: String,
        htmlBody: String? = nil,
        calendarInvitation: CalendarInvitation? = nil,
        attachments: [MailAttachment] = []
    ) {
        self.from = from
        self.to = to
        self.cc = cc
        self.bcc = bcc
        self.replyTo = replyTo
        self.subject = subject
        self.date = date
        self.timeZone = timeZone
        self.messageID = messageID ?? MailMessage.makeMessageID(domain: String(from.domain))
        self.textBody = textBody
        self.htmlBody = htmlBody
        self.calendarInvitation = calendarInvitation
        self.attachments = attachments
    }

    /// Everyone the envelope goes to: To, Cc and Bcc, each address once.
    public var envelopeRecipients: [String] {
        var seen = Set<String>()
        return (to + cc + bcc).map(\.address).filter { seen.insert($0.lowercased()).inserted }
    }

    /// A fresh, globally unique Message-ID in the sender's domain.
    public static func makeMessageID(domain: String) -> String {
        "<\(UUID().uuidString.lowercased())@\(domain)>"
    }

    /// A random MIME boundary; the index tells nested parts apart.
    public static func randomBoundary(_ index: Int) -> String {
        "=_domov_\(index)_" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
    }
}
