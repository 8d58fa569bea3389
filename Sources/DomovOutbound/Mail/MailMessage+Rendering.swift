import Foundation

extension MailMessage {
    /// The message as RFC 5322 text with MIME structure (RFC 2045-2047), CRLF line endings
    /// and no line over 78 characters except where a header has no place to fold.
    ///
    /// Structure: a lone `text/plain` part when there is nothing else; otherwise a
    /// `multipart/alternative` of text, HTML and the calendar invitation (most faithful
    /// last), wrapped in `multipart/mixed` with the attachments and `invite.ics`.
    /// - Parameter boundary: makes the boundary of the n-th multipart; inject a fixed one in tests.
    public func rendered(boundary: (Int) -> String = MailMessage.randomBoundary) -> String {
        var headers: [String] = []
        headers.append(addressHeader("From", [from]))
        if !to.isEmpty { headers.append(addressHeader("To", to)) }
        if !cc.isEmpty { headers.append(addressHeader("Cc", cc)) }
        if let replyTo { headers.append(addressHeader("Reply-To", [replyTo])) }
        headers.append(MIMEEncoding.unstructuredHeader(name: "Subject", value: subject))
        headers.append("Date: " + Self.rfc5322Date(date, timeZone: timeZone))
        headers.append("Message-ID: " + MIMEEncoding.singleLine(messageID))
        headers.append("MIME-Version: 1.0")

        var alternatives: [MIMEPart] = [.text(textBody, subtype: "plain")]
        if let htmlBody { alternatives.append(.text(htmlBody, subtype: "html")) }
        if let invitation = calendarInvitation {
            alternatives.append(
                MIMEPart(
                    headers: [
                        "Content-Type: text/calendar; charset=UTF-8; method=\(invitation.method)",
                        "Content-Transfer-Encoding: base64",
                    ],
                    body: MIMEEncoding.base64Lines(Array(MIMEEncoding.crlfText(invitation.ics).utf8))
                ))
        }
        var files = attachments
        if let invitation = calendarInvitation {
            files.append(
                MailAttachment(
                    filename: invitation.filename, contentType: "application/ics",
                    data: Data(MIMEEncoding.crlfText(invitation.ics).utf8)))
        }

        var boundaryIndex = 0
        func nextBoundary() -> String {
            defer { boundaryIndex += 1 }
            return boundary(boundaryIndex)
        }
        var body =
            alternatives.count == 1
            ? alternatives[0]
            : MIMEPart.multipart("alternative", alternatives, boundary: nextBoundary())
        if !files.isEmpty {
            body = MIMEPart.multipart("mixed", [body] + files.map(MIMEPart.attachment), boundary: nextBoundary())
        }
        return (headers + body.headers).joined(separator: "\r\n") + "\r\n\r\n" + body.body
    }

    private func addressHeader(_ name: String, _ addresses: [MailAddress]) -> String {
        var text = name + ":"
        var lineLength = text.count
        for (index, address) in addresses.enumerated() {
            let separator = index == addresses.count - 1 ? "" : ","
            let rendered = address.headerText(prefixLength: lineLength + 1) + separator
            let firstLineLength = rendered.components(separatedBy: "\r\n").first!.count
            if index > 0, lineLength + 1 + firstLineLength > MIMEEncoding.maximumLineLength {
                text += "\r\n"
                lineLength = 0
            }
            text += " " + rendered
            lineLength =
                (rendered.components(separatedBy: "\r\n").count > 1 ? 0 : lineLength + 1)
                + rendered.components(separatedBy: "\r\n").last!.count
        }
        return text
    }

    /// RFC 5322 section 3.3, e.g. `Tue, 04 Mar 2025 07:00:00 +0100`.
    static func rfc5322Date(_ date: Date, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss xx"
        return formatter.string(from: date)
    }
}

/// One MIME entity: its Content-* headers and its encoded body.
struct MIMEPart {
    var headers: [String]
    var body: String

    static func text(_ text: String, subtype: String) -> MIMEPart {
        MIMEPart(
            headers: ["Content-Type: text/\(subtype); charset=UTF-8", "Content-Transfer-Encoding: quoted-printable"],
            body: MIMEEncoding.quotedPrintable(text)
        )
    }

    static func attachment(_ file: MailAttachment) -> MIMEPart {
        let contentType = MIMEEncoding.singleLine(file.contentType)
        let nameParameter = MIMEEncoding.parameter("name", file.filename)
        let filenameParameter = MIMEEncoding.parameter("filename", file.filename)
        return MIMEPart(
            headers: [
                "Content-Type: \(contentType);\r\n \(nameParameter)",
                "Content-Disposition: attachment;\r\n \(filenameParameter)",
                "Content-Transfer-Encoding: base64",
            ],
            body: MIMEEncoding.base64Lines(file.data)
        )
    }

    static func multipart(_ subtype: String, _ parts: [MIMEPart], boundary: String) -> MIMEPart {
        var body = "This is a multipart message in MIME format.\r\n"
        for part in parts {
            // Every part body ends in CRLF, which doubles as the CRLF that starts the next delimiter.
            body += "--\(boundary)\r\n" + part.headers.joined(separator: "\r\n") + "\r\n\r\n" + part.body
        }
        body += "--\(boundary)--\r\n"
        return MIMEPart(headers: ["Content-Type: multipart/\(subtype);\r\n boundary=\"\(boundary)\""], body: body)
    }
}
