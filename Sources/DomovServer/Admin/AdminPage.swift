import Foundation
import DomovCore

/// Server-wide settings for the admin.
struct AdminPage {
    let chrome: PageChrome
    let settings: SiteSettings
    let userCount: Int

    func render() -> HTML {
        let t = chrome.t
        let form = FormBuilder(t: t, csrfToken: chrome.csrfToken)
        let checked: HTML = settings.openSignUp ? " checked" : ""
        return PageLayout(chrome: chrome, title: t(.admin)).render("""
            <h1>\(t(.admin))</h1>
            <section class="card">
            <p>\(t(.userCount(userCount)))</p>
            \(form.form(id: "admin-settings-form", action: .adminSettings, """
                <div class="field checkbox">
                <input type="checkbox" id="open_sign_up" name="open_sign_up" value="on"\(checked)>
                <label for="open_sign_up">\(t(.openSignUp))</label>
                <p class="hint">\(t(.openSignUpHint))</p>
                </div>
                \(form.submit(t(.save)))
                """))
            </section>
            """)
    }
}
