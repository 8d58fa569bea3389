import DomovCore
import Foundation

/// The settings' list of linked providers, with a button to link each configured one that
/// is not linked yet and to unlink each linked one.
struct SignInSettingsSection {
    let providers: [SignInProvider]
    let linked: [LinkedIdentity]
    let hasPassword: Bool

    func render(t: Localizer, form: FormBuilder) -> HTML {
        guard !providers.isEmpty || !linked.isEmpty else { return .empty }
        let zone = TimeZone(identifier: "UTC")!
        let list: HTML =
            linked.isEmpty
            ? "<p class=\"muted\">\(t(.signIn(.noProviderLinked)))</p>"
            : """
            <ul class="list" id="linked-providers">\(linked.html { identity in
                let name = providers.first { $0.id == identity.providerID }?.displayName ?? identity.providerID
                let detail = identity.email.map { t(.signIn(.linkedAs($0))) } ?? t(.created(t.date(identity.linkedAt, in: zone)))
                return """
                <li><strong>\(name)</strong> <span class="muted">\(detail)</span>
                \(form.form(id: "unlink-\(identity.id)", action: .externalSignIn(.unlink(identity.id)),
                    confirm: t(.signIn(.confirmUnlink(name))), classes: "inline",
                    "<button type=\"submit\" class=\"button link danger\">\(t(.signIn(.unlink)))</button>"))</li>
                """
            })</ul>
            """
        let unlinked = providers.filter { provider in !linked.contains { $0.providerID == provider.id } }
        let buttons = unlinked.html { provider in
            form.form(
                id: "link-\(provider.id)", action: .externalSignIn(.link(provider: provider.id)), classes: "inline",
                "<button type=\"submit\" class=\"button secondary\">\(t(.signIn(.linkProvider(provider.displayName))))</button>")
        }
        let noPassword: HTML = hasPassword ? "" : "<p class=\"hint\" id=\"no-password\">\(t(.signIn(.noPasswordYet)))</p>"
        return """
            <section class="card" aria-labelledby="sign-in-heading" id="sign-in-providers">
            <h2 id="sign-in-heading">\(t(.signIn(.providers)))</h2>
            <p>\(t(.signIn(.providersExplanation)))</p>
            \(noPassword)
            \(list)
            \(buttons)
            </section>
            """
    }
}
