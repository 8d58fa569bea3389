import DomovCore
import Foundation

/// The viewer's external CalDAV accounts on the Calendars tab: each with its calendars (and the
/// Domov calendar each syncs with), when it last synced and, if that failed, why.
struct PlannerExternalAccountsSection {
    /// The fields of the form that connects an external account.
    enum Field: String, FormField {
        case url
        case username
        case password
    }

    let frame: PlannerFrame
    let accounts: [(account: ExternalCalendarAccount, calendars: [ExternalCalendar])]
    var values = FormFields()
    var failure: ValidationFailure?
    var connectProvider: SignInProvider?

    func render() -> HTML {
        // Its fields share names with the other forms' on the Calendars tab, not ids.
        let form = FormBuilder(
            t: frame.t, csrfToken: frame.chrome.csrfToken, values: values, failure: failure, idPrefix: "new-external-account")
        let list: HTML =
            accounts.isEmpty
            ? "<p class=\"muted\">\(frame(.noSubscriptions))</p>"
            : "<ul class=\"list\" id=\"external-accounts\">\(accounts.html(row))</ul>"
        return """
            <section class="card" aria-labelledby="external-accounts-heading">
            <h2 id="external-accounts-heading">\(frame(.externalAccounts))</h2>
            <p class="muted">\(frame(.externalAccountsExplanation))</p>
            \(list)
            \(connect)
            <h3>\(frame(.addExternalAccount))</h3>
            \(form.form(id: "new-external-account-form", action: .planner(.externalAccounts(frame.householdID)), """
            \(form.input(Field.url, label: frame(.externalServerURL), type: "url", maxLength: CalendarSubscription.urlMaximumLength))
            \(form.input(Field.username, label: frame(.externalUsername), autocomplete: "off",
                maxLength: ExternalCalendarAccount.usernameMaximumLength))
            \(form.input(Field.password, label: frame(.externalPassword), type: "password", autocomplete: "new-password",
                maxLength: ExternalCalendarAccount.passwordMaximumLength))
            \(form.submit(frame(.addExternalAccount)))
            """))
            </section>
            """
    }

    /// "Connect Google Calendar", which also mends an account that needs reconnecting.
    private var connect: HTML {
        guard let provider = connectProvider else { return .empty }
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        let name = provider.displayName
        return """
            <div class="external-connect">
            <p class="muted">\(frame.t(.calendarConnect(.connectExplanation(name))))</p>
            \(form.form(id: "connect-\(provider.id)-calendar",
                action: .planner(.externalAccountConnect(frame.householdID, provider: provider.id)), classes: "inline", """
            <button type="submit" class="button">\(frame.t(.calendarConnect(.connect(name))))</button>
            """))
            </div>
            """
    }

    private func row(_ entry: (account: ExternalCalendarAccount, calendars: [ExternalCalendar])) -> HTML {
        let account = entry.account
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        let synced =
            account.lastSyncAt.map { frame(.lastSynced(frame.format.day(of: $0) + " " + frame.format.time($0))) } ?? frame(.neverSynced)
        let problem: HTML =
            account.problem.map {
                """
                <p class=\"field-error external-account-problem\" role=\"status\">\(frame(.lastSyncFailed)) \
                \(frame.t(.fieldProblem(.calendarServer($0))))</p>
                """
            } ?? ""
        let label: String =
            if let provider = account.authentication.provider {
                frame.t(
                    .calendarConnect(
                        .accountLabel(
                            email: account.username, provider: connectProvider?.id == provider ? connectProvider!.displayName : provider)))
            } else {
                "\(account.username) @ \(URL(string: account.serverURL)?.host ?? account.serverURL)"
            }
        let prefix = "external-account-\(account.id)"
        return """
            <li id="\(prefix)">
            <p><strong>\(label)</strong> <span class="muted subscription-url">\(account.serverURL)</span></p>
            <p class="muted">\(synced)</p>
            \(problem)
            <ul class="external-calendars">\(entry.calendars.html(calendarRow))</ul>
            <div class="form-actions">
            \(form.form(id: "\(prefix)-sync", action: .planner(.externalAccountSync(frame.householdID, account.id)), classes: "inline", """
            <button type="submit" class="button secondary">\(frame(.syncNow))<span class="visually-hidden"> \(label)</span></button>
            """))
            \(form.form(id: "\(prefix)-delete", action: .planner(.externalAccountDelete(frame.householdID, account.id)),
                classes: "inline", """
            <button type="submit" class="button link danger">\(frame(.removeExternalAccount))<span class="visually-hidden"> \
            \(label)</span></button>
            """))
            </div>
            </li>
            """
    }

    private func calendarRow(_ calendar: ExternalCalendar) -> HTML {
        let local = calendar.plannerCalendarID.flatMap { id in frame.calendars.first { $0.id == id } }
        let status = local.map { frame(.syncedWith($0.name)) } ?? frame(.notSynced)
        let skipped: HTML =
            calendar.skippedCount > 0 ? " <span class=\"field-error\">\(frame(.skippedFromServer(calendar.skippedCount)))</span>" : ""
        return "<li>\(calendar.name): <span class=\"muted\">\(status)</span>\(skipped)</li>"
    }
}
