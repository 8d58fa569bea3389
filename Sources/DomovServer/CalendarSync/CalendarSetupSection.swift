import DomovCore
import Foundation

/// How to connect a calendar app over CalDAV: the server address (with a QR code of it for a
/// phone), the user name (the account's email), the password (an app password), a one-step
/// profile for Apple devices, and each common app's steps. The planner's Calendar apps tab
/// and Settings show it alike.
struct CalendarSetupSection {
    let t: Localizer
    let csrfToken: String
    /// The server as people reach it, without a trailing slash.
    let siteAddress: String
    let email: String
    /// Today in the viewer's zone, as the profile's app password will be named.
    let today: String
    /// Settings makes app passwords on the same page; elsewhere the section links there.
    let onSettingsPage: Bool

    var calDAVAddress: String { siteAddress + CalDAVPath.root.href }

    /// `2026-11-27`: the date in an app password's name reads the same in both languages.
    static func day(_ date: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    private func text(_ text: CalendarSetupText) -> String { t(.calendarSetup(text)) }

    func render() -> HTML {
        let form = FormBuilder(t: t, csrfToken: csrfToken)
        let passwordLink: HTML =
            onSettingsPage
            ? ""
            : " <a href=\"\(SiteURL.settings.path)#app-passwords-heading\">\(text(.makeAppPassword))</a>"
        let qr: HTML =
            QRCode(text: calDAVAddress).map { code in
                """
                <figure class="setup-qr">
                \(code.svg(label: text(.qrLabel), id: "caldav-qr"))
                <figcaption class="hint">\(text(.qrHint))</figcaption>
                </figure>
                """
            } ?? ""
        return """
            <section class="card calendar-setup" aria-labelledby="calendar-setup-heading">
            <h2 id="calendar-setup-heading">\(text(.heading))</h2>
            <p>\(text(.intro))</p>
            <div class="setup-signin">
            <dl class="setup-fields">
            <dt><label for="caldav-address">\(text(.serverAddress))</label></dt>
            <dd><div class="copy-field">
            <input id="caldav-address" type="text" readonly value="\(calDAVAddress)">
            <button type="button" class="button secondary" data-copy-target="#caldav-address" data-copied-label="\(t(.copied))" \
            hidden>\(t(.copy))</button>
            </div></dd>
            <dt>\(text(.userName))</dt>
            <dd id="caldav-username">\(text(.userNameIsEmail(email)))</dd>
            <dt>\(text(.password))</dt>
            <dd>\(text(.passwordIsAppPassword(onThisPage: onSettingsPage)))\(passwordLink)</dd>
            </dl>
            \(qr)
            </div>
            <h3>\(text(.profileHeading))</h3>
            <p>\(text(.profileExplanation(passwordName: text(.profilePasswordName(date: today)))))</p>
            \(form.form(id: "apple-profile-form", action: .settingsCalendarProfile, classes: "inline", """
            <button type="submit" class="button primary">\(text(.downloadProfile))</button>
            """))
            <h3>\(text(.stepByStep))</h3>
            <div class="setup-apps">
            \(CalendarSetupApp.allCases.html { app in
            """
            <details id="setup-\(app.rawValue)">
            <summary>\(text(.appName(app)))</summary>
            <ol>\(text(.steps(app)).split(separator: "\n").html { "<li>\(String($0))</li>" })</ol>
            </details>
            """
            })
            </div>
            </section>
            """
    }
}
