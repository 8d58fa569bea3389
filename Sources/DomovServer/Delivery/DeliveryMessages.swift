import DomovCore
import DomovOutbound
import Foundation

/// What a notice says through push and email, in the recipient's language and zone: the same
/// sentence as in their inbox.
struct DeliveryMessages {
    let user: User
    /// The server's address for absolute links (email cannot use relative ones).
    let baseURL: String

    var t: Localizer { Localizer(language: user.preferences.language ?? .english) }

    private func sentence(_ notice: Notice) -> String {
        NoticeText(t: t, timeZone: user.preferences.timeZone).message(notice)
    }

    /// The JSON the service worker shows (see sw.js: title, body, url, tag). The tag is the
    /// notice, so a repeated push replaces the shown notification instead of adding another.
    func pushPayload(_ notice: Notice) -> [UInt8] {
        let payload = PushPayload(title: notice.title, body: sentence(notice), url: notice.link, tag: "notice-\(notice.id)")
        // JSONEncoder rather than JSONSerialization, which bridges through NSDictionary on Linux
        // and cost about half as much as encrypting the message.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array((try? encoder.encode(payload)) ?? Data("{}".utf8))
    }

    private struct PushPayload: Encodable {
        var title: String
        var body: String
        var url: String
        var tag: String
    }

    /// The reminder as multipart text and HTML. The Message-ID is the delivery's, so a resend
    /// after a crash is the same message to mail clients, which show it once.
    func reminderEmail(_ notice: Notice, delivery: ID<Delivery>, from: MailAddress, to address: MailAddress, now: Date) -> MailMessage {
        let link = baseURL + notice.link
        let settings = baseURL + SiteURL.settings.path
        let text = sentence(notice)
        return MailMessage(
            from: from, to: [address], subject: t(.reminderSubject(notice.title)), date: now, timeZone: user.preferences.timeZone,
            messageID: "<\(delivery)@\(from.domain)>",
            textBody: "\(text)\n\n\(t(.openInDomov)): \(link)\n\n-- \n\(t(.reminderEmailFooter))\n\(settings)\n",
            htmlBody: Self.html(
                paragraphs: [text], action: (t(.openInDomov), link),
                footer: "\(t(.reminderEmailFooter)) <a href=\"\(settings)\">\(settings)</a>")
        )
    }

    /// The verification email: one link that works once, for a day.
    func verificationEmail(link: String, from: MailAddress, to address: MailAddress, now: Date) -> MailMessage {
        MailMessage(
            from: from, to: [address], subject: t(.verifyEmailSubject), date: now, timeZone: user.preferences.timeZone,
            textBody: "\(t(.verifyEmailBody))\n\n\(link)\n\n\(t(.verifyEmailIgnore))\n",
            htmlBody: Self.html(
                paragraphs: [t(.verifyEmailBody)], action: (t(.verifyEmailAction), link),
                footer: "\(t(.verifyEmailIgnore))")
        )
    }

    /// The admin's test message.
    func testEmail(from: MailAddress, to address: MailAddress, now: Date) -> MailMessage {
        MailMessage(
            from: from, to: [address], subject: t(.testEmailSubject), date: now, timeZone: user.preferences.timeZone,
            textBody: "\(t(.testEmailBody))\n", htmlBody: Self.html(paragraphs: [t(.testEmailBody)], action: nil, footer: .empty)
        )
    }

    /// A plain, readable HTML body: inline styles only, since mail clients drop style sheets.
    static func html(paragraphs: [String], action: (label: String, url: String)?, footer: HTML) -> String {
        let button: HTML =
            action.map { action in
                """
                <p><a href=\"\(action.url)\" style=\"display:inline-block;padding:10px 16px;background:#2563eb;color:#ffffff;\
                text-decoration:none;border-radius:6px\">\(action.label)</a></p>
                """
            } ?? .empty
        let body: HTML = """
            <!DOCTYPE html><html><head><meta charset="utf-8"></head>
            <body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111827">
            \(paragraphs.map { "<p>\($0)</p>" as HTML })
            \(button)
            <p style="font-size:13px;color:#6b7280">\(footer)</p>
            </body></html>
            """
        return body.rendered
    }
}
