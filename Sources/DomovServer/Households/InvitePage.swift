import Foundation
import DomovCore

/// Where an invitation link leads: join, or first sign up or log in and come back.
struct InvitePage {
    let chrome: PageChrome
    let household: Household
    let token: String
    let isMember: Bool

    func render() -> HTML {
        let t = chrome.t
        let action: HTML
        if chrome.user == nil {
            action = """
                <p>\(t(.inviteSignedOut))</p>
                <p class="form-actions"><a class="button primary" id="invite-signup" \
                href="\(SiteURL.signUp(next: SiteURL.invite(token: token).path))">\(t(.signUp))</a>
                <a class="button secondary" id="invite-login" href="\(SiteURL.logIn(next: SiteURL.invite(token: token).path))">\
                \(t(.logIn))</a></p>
                """
        } else if isMember {
            action =
                """
                <p>\(t(.alreadyMember))</p><p><a class=\"button primary\" href=\"\(SiteURL.household(household.id))\">\
                \(t(.openHousehold))</a></p>
                """
        } else {
            let form = FormBuilder(t: t, csrfToken: chrome.csrfToken)
            action = form.form(id: "invite-accept-form", action: .invite(token: token), form.submit(t(.joinHousehold)))
        }
        return PageLayout(chrome: chrome, title: t(.invitation)).render(
            """
            <section class="card narrow">
            <h1>\(t(.invitedTo(household.name)))</h1>
            \(action)
            </section>
            """)
    }
}
