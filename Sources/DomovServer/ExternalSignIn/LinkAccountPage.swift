import DomovCore
import Foundation

/// Asks for the password of the existing account with the provider's email before linking.
struct LinkAccountPage {
    /// The field of the form that links an external sign-in to an existing account.
    enum Field: String, FormField {
        case password
    }

    let chrome: PageChrome
    let providerName: String
    let email: String
    var problem: UIText?

    func render() -> HTML {
        let t = chrome.t
        let form = FormBuilder(t: t, csrfToken: chrome.csrfToken)
        let alert: HTML = problem.map { "<div class=\"notice error\" role=\"alert\"><p>\(t($0))</p></div>" } ?? ""
        return PageLayout(chrome: chrome, title: t(.signIn(.linkHeading(providerName)))).render(
            """
            <section class="card narrow">
            <h1>\(t(.signIn(.linkHeading(providerName))))</h1>
            <p id="link-explanation">\(t(.signIn(.linkExplanation(provider: providerName, email: email))))</p>
            \(alert)
            \(form.form(id: "link-form", action: .externalSignIn(.confirmLink), """
                \(form.input(Field.password, label: t(.password), type: "password", autocomplete: "current-password"))
                \(form.submit(t(.signIn(.linkAndSignIn))))
                """))
            </section>
            """)
    }
}
