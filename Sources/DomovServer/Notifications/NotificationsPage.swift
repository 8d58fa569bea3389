import DomovCore
import Foundation

/// The inbox: every notice that has come due, newest first, unread ones marked.
struct NotificationsPage {
    let chrome: PageChrome
    let notices: [Notice]
    let timeZone: TimeZone

    private var t: Localizer { chrome.t }

    func render() -> HTML {
        let form = FormBuilder(t: t, csrfToken: chrome.csrfToken)
        let text = NoticeText(t: t, timeZone: timeZone)
        let list: HTML =
            notices.isEmpty
            ? "<div class=\"empty-state\" id=\"inbox-empty\">\(StaticAssets.icon("bell"))<p>\(t(.inboxEmpty))</p></div>"
            : "<ul class=\"list inbox\" id=\"inbox\">\(notices.html { row($0, text: text, form: form) })</ul>"
        let readAll: HTML =
            notices.contains { $0.readAt == nil }
            ? form.form(
                id: "read-all-form", action: .notifications(.readAll), classes: "inline", form.submit(t(.markAllRead), style: "secondary"))
            : .empty
        return PageLayout(chrome: chrome, title: t(.notifications)).render(
            """
            <div class="page-header"><h1>\(t(.notifications))</h1>\(readAll)</div>
            \(list)
            """)
    }

    private func row(_ notice: Notice, text: NoticeText, form: FormBuilder) -> HTML {
        let unread = notice.readAt == nil
        let late: HTML = notice.wasLate ? " <span class=\"badge\">\(t(.sentLate))</span>" : ""
        let marker: HTML = unread ? "<span class=\"badge accent\">\(t(.unread))</span> " : ""
        return """
            <li class="\(unread ? "unread" : "read")">
            <div><p class="primary-text">\(marker)\(text.message(notice))\(late)</p>
            <p class="meta"><time datetime="\(notice.dueAt.internetDateTime)">\(t.dateTime(notice.dueAt, in: timeZone))</time></p></div>
            \(form.form(id: "open-\(notice.id)", action: .notifications(.open(notice.id)), classes: "inline",
            """
            <button type=\"submit\" class=\"button secondary\">\(t(.openNotice))<span class=\"visually-hidden\">: \(notice.title)</span>\
            </button>
            """))
            </li>
            """
    }
}
