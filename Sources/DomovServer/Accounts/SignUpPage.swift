import Foundation
import DomovCore

/// The sign-up form, its earlier input and problems.
struct SignUpPage {
    /// The sign-up form's fields (the names core's account errors use); the time zone is the browser's, filled in by app.js.
    enum Field: String, FormField {
        case email
        case password
        case displayName = "display_name"
        case nickname
        case timeZone = "time_zone"
    }

    let chrome: PageChrome
    var values = FormFields()
    var failure: ValidationFailure?
    let next: String?
    let isFirstAccount: Bool
    let isClosed: Bool

    func render() -> HTML {
        let t = chrome.t
        let form = FormBuilder(t: t, csrfToken: chrome.csrfToken, values: values, failure: failure)
        let body: HTML
        if isClosed {
            body = "<div class=\"notice info\" role=\"status\"><p>\(t(.signUpClosed))</p></div>"
        } else {
            body = form.form(
                id: "signup-form", action: .signUp(next: next),
                """
                \(isFirstAccount
                    ? "<div class=\"notice info\" role=\"status\"><p>\(t(.firstAccountIsAdmin))</p></div>" as HTML : HTML.empty)
                \(form.input(Field.email, label: t(.email), type: "email", autocomplete: "email",
                    maxLength: AccountRules.emailMaximumLength))
                \(form.input(Field.displayName, label: t(.displayName), autocomplete: "name", hint: t(.displayNameHint),
                    maxLength: AccountRules.displayNameMaximumLength))
                \(form.input(Field.nickname, label: t(.nickname), autocomplete: "username", hint: t(.nicknameHint),
                    maxLength: AccountRules.nicknameLengths.upperBound))
                \(form.input(Field.password, label: t(.password), type: "password", autocomplete: "new-password",
                    hint: t(.passwordHint(minimum: AccountRules.passwordMinimumLength))))
                <input type="hidden" name="\(Field.timeZone)" value="\(values[Field.timeZone])" data-detect-time-zone>
                \(form.submit(t(.createAccount)))
                """)
        }
        return PageLayout(chrome: chrome, title: t(.signUp)).render(
            """
            <section class="card narrow">
            <h1>\(t(.signUp))</h1>
            \(body)
            <p>\(t(.haveAccount)) <a href="\(SiteURL.logIn(next: next))">\(t(.logIn))</a></p>
            </section>
            """)
    }
}
