import Foundation
import DomovCore

struct LogInPage {
    /// The sign-in form's fields.
    enum Field: String, FormField {
        case email
        case password
    }

    let chrome: PageChrome
    var email = ""
    let next: String?
    /// A sentence for the whole form: which of email or password was wrong is not said.
    var problem: UIText?
    var notice: UIText?
    /// External providers offered besides the password.
    var providers: [SignInProvider] = []
    /// Why signing in through a provider failed.
    var problemText: String?

    func render() -> HTML {
        let t = chrome.t
        let form = FormBuilder(t: t, csrfToken: chrome.csrfToken)
        let alert: HTML =
            (problem.map { t($0) } ?? problemText).map {
                "<div class=\"notice error\" role=\"alert\" id=\"login-problem\"><p>\($0)</p></div>"
            } ?? ""
        let info: HTML = notice.map { "<div class=\"notice success\" role=\"status\"><p>\(t($0))</p></div>" } ?? ""
        return PageLayout(chrome: chrome, title: t(.logIn)).render(
            """
            <section class="card narrow">
            <h1>\(t(.logIn))</h1>
            \(info)
            \(alert)
            \(form.form(id: "login-form", action: .logIn(next: next), """
                \(form.input(Field.email, label: t(.email), type: "email", value: email, autocomplete: "username"))
                \(form.input(Field.password, label: t(.password), type: "password", autocomplete: "current-password"))
                \(form.submit(t(.logIn)))
                """))
            \(externalProviders)
            <p>\(t(.noAccount)) <a href="\(SiteURL.signUp(next: next))">\(t(.signUp))</a></p>
            </section>
            """)
    }

    private var externalProviders: HTML {
        guard !providers.isEmpty else { return .empty }
        let t = chrome.t
        let buttons = providers.html { provider in
            """
            <a class="button secondary" id="sign-in-\(provider.id)" data-time-zone-link \
            href="\(SiteURL.externalSignIn(.start(provider: provider.id, next: next)))">\(t(.signIn(.signInWith(provider.displayName))))</a>
            """
        }
        return """
            <div class="form-actions" id="external-sign-in"><p class="muted">\(t(.signIn(.orContinueWith)))</p>
            \(buttons)
            </div>
            """
    }
}
