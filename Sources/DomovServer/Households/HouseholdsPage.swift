import Foundation
import DomovCore

/// The list of the user's households and the form to start a new one.
struct HouseholdsPage {
    /// The field of the form that creates a household.
    enum Field: String, FormField {
        case name
    }

    let chrome: PageChrome
    let memberships: [HouseholdMembership]
    var values = FormFields()
    var failure: ValidationFailure?

    func render() -> HTML {
        let t = chrome.t
        let form = FormBuilder(t: t, csrfToken: chrome.csrfToken, values: values, failure: failure)
        let list: HTML =
            memberships.isEmpty
            ? "<p class=\"empty-state\">\(t(.noHouseholdExplanation))</p>"
            : """
            <ul class="list" id="household-list">\(memberships.html { membership in
                  let current: HTML = membership.household.id == chrome.currentHousehold?.id
                      ? " <span class=\"badge\">\(t(.current))</span>" : ""
                  return """
                  <li><a href="\(SiteURL.household(membership.household.id))">\(membership.household.name)</a>\(current)
                  <span class="muted">\(t(.role(membership.role))) · \(t(.memberCount(membership.memberCount)))</span></li>
                  """
              })</ul>
            """
        return PageLayout(chrome: chrome, title: t(.households)).render(
            """
            <h1>\(t(.households))</h1>
            <div class="split">
            <section aria-labelledby="list-heading"><h2 id="list-heading">\(t(.yourHouseholds))</h2>\(list)</section>
            <section class="card" aria-labelledby="create-heading">
            <h2 id="create-heading">\(t(.createHousehold))</h2>
            \(form.form(id: "household-create-form", action: .households, """
                \(form.input(Field.name, label: t(.householdName), hint: t(.householdNameHint), maxLength: Household.nameMaximumLength))
                \(form.submit(t(.create)))
                """))
            </section>
            </div>
            """)
    }
}
