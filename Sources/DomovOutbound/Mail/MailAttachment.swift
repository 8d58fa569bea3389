import Foundation

/// A file attached to a message, sent base64-encoded.
public struct MailAttachment: Sendable, Hashable {
    public var filename: String
    /// A MIME type such as `application/pdf`, with parameters if any.
    public var contentType: String
    public var data: Data

    public init(filename: String, contentType: String, data: Data) {
        self.filename = filename
        self.contentType = contentType
        self.data = data
    }
}

/// An iCalendar invitation (RFC 5546 iTIP) sent the way Gmail, Outlook and Apple Mail
/// recognise it: a `text/calendar; method=…` alternative beside the text and HTML, plus the
/// same content as an `invite.ics` attachment.
public struct CalendarInvitation: Sendable, Hashable {
    /// The complete VCALENDAR text, produced by the caller; its METHOD should match `method`.
    public var ics: String
    /// The iTIP method: `REQUEST` for an invitation or update, `CANCEL`, `PUBLISH`.
    public var method: String
    public var filename: String

    public init(ics: String, method: String = "REQUEST", filename: String = "invite.ics") {
        self.ics = ics
        self.method = method
        self.filename = filename
    }
}
