import Foundation
import DomovCore

private typealias MailField = MailServerForm.Field

/// Server-wide settings for the admin: sign-up, the mail server, and the deliveries that failed.
struct AdminPage {
    /// The field of the form that opens or closes sign-up.
    enum Field: String, FormField {
        case openSignUp = "open_sign_up"
    }

    let chrome: PageChrome
    let settings: SiteSettings
    let userCount: Int
    let mailServer: MailServerSettings?
    let failures: [Delivery]
    var notice: UIText?
    var alert: UIText?
    /// The mail server form as posted, when it needs fixing.
    var values = FormFields()
    var failure: ValidationFailure?

    private var t: Localizer { chrome.t }

    func render() -> HTML {
        let form = FormBuilder(t: t, csrfToken: chrome.csrfToken)
        let checked: HTML = settings.openSignUp ? " checked" : ""
        let info: HTML =
            (notice.map { "<div class=\"notice success\" role=\"status\"><p>\(t($0))</p></div>" } ?? "")
            + (alert.map { "<div class=\"notice error\" role=\"alert\" id=\"admin-alert\"><p>\(t($0))</p></div>" } ?? "")
        return PageLayout(chrome: chrome, title: t(.admin)).render(
            """
            <h1>\(t(.admin))</h1>
            \(info)
            <section class="card">
            <p>\(t(.userCount(userCount)))</p>
            \(form.form(id: "admin-settings-form", action: .adminSettings, """
                <div class="field checkbox">
                <input type="checkbox" id="open_sign_up" name="\(Field.openSignUp)" value="on"\(checked)>
                <label for="open_sign_up">\(t(.openSignUp))</label>
                <p class="hint">\(t(.openSignUpHint))</p>
                </div>
                \(form.submit(t(.save)))
                """))
            </section>
            \(mailServerSection)
            \(deliveryLog)
            """)
    }

    private var mailServerSection: HTML {
        let form = FormBuilder(t: t, csrfToken: chrome.csrfToken, values: values, failure: failure)
        let posted = failure != nil
        func value(_ name: MailServerForm.Field, _ stored: String?) -> String { posted ? values[name] : stored ?? "" }
        let securities = MailServerSettings.Security.allCases.map { ($0.rawValue, t(.smtpSecurityName($0))) }
        let test: HTML =
            mailServer == nil
            ? .empty
            : FormBuilder(t: t, csrfToken: chrome.csrfToken).form(
                id: "test-email-form", action: .adminTestEmail, classes: "inline",
                FormBuilder(t: t, csrfToken: chrome.csrfToken).submit(t(.sendTestEmail), style: "secondary"))
        return """
            <section class="card" aria-labelledby="mail-server-heading">
            <h2 id="mail-server-heading">\(t(.mailServer))</h2>
            <p class="hint">\(t(.mailServerHint))</p>
            \(form.form(id: "mail-server-form", action: .adminMailServer, """
            \(form.input(MailField.smtpHost, label: t(.smtpHost), value: value(.smtpHost, mailServer?.host), required: false))
            \(form.input(MailField.smtpPort, label: t(.smtpPort), type: "number",
                value: value(.smtpPort, mailServer.map { String($0.port) } ?? "587"), required: false))
            \(form.select(MailField.smtpSecurity, label: t(.smtpSecurity), options: securities,
                          selected: posted ? values[MailField.smtpSecurity] : (mailServer?.security ?? .startTLS).rawValue))
            \(form.input(MailField.smtpUsername, label: t(.smtpUsername), value: value(.smtpUsername, mailServer?.username),
                autocomplete: "off", required: false))
            \(form.input(MailField.smtpPassword, label: t(.smtpPassword), type: "password", autocomplete: "new-password", required: false,
                hint: t(.smtpPasswordHint)))
            \(form.input(MailField.smtpFrom, label: t(.smtpFrom), type: "email", value: value(.smtpFrom, mailServer?.fromAddress),
                required: false))
            \(form.submit(t(.save)))
            """))
            \(test)
            </section>
            """
    }

    private var deliveryLog: HTML {
        let zone = chrome.user?.preferences.timeZone ?? .gmt
        let rows: HTML =
            failures.isEmpty
            ? "<p class=\"muted\" id=\"delivery-log-empty\">\(t(.noFailedDeliveries))</p>"
            : """
            <ul class="list" id="delivery-log">\(failures.html { delivery in
                """
                <li><div><p class="primary-text">\(t(.channelName(delivery.channel))) · \(delivery.destination)</p>
                <p class="meta"><time datetime="\(delivery.nextAttemptAt.internetDateTime)">\
                \(t.dateTime(delivery.nextAttemptAt, in: zone))</time>
                · \(delivery.lastError ?? "")</p></div></li>
                """
            })</ul>
            """
        return """
            <section class="card" aria-labelledby="delivery-log-heading">
            <h2 id="delivery-log-heading">\(t(.deliveryLog))</h2>
            <p class="hint">\(t(.deliveryLogHint))</p>
            \(rows)
            </section>
            """
    }
}
