import DomovCore
import Foundation

private typealias ColorField = PlannerNamedColorRow.Field

/// The viewer's personal calendars in this household (make, rename, recolour, delete), their
/// subscribed calendars and their external calendar accounts. Nobody else sees them, so the
/// page shows only the viewer's own.
struct PlannerCalendarsPage {
    let frame: PlannerFrame
    /// The viewer's external accounts here, each with the calendars found on its server.
    let accounts: [(account: ExternalCalendarAccount, calendars: [ExternalCalendar])]
    var values = FormFields()
    var failure: ValidationFailure?
    /// The calendar whose form failed (nil: the new-calendar form).
    var failedCalendar: ID<PlannerCalendar>?
    /// The subscription form as sent, and its problems.
    var subscriptionValues = FormFields()
    var subscriptionFailure: ValidationFailure?
    /// The new-account form as sent (without the password), and its problems.
    var accountValues = FormFields()
    var accountFailure: ValidationFailure?
    /// The OAuth provider whose calendar can be connected (Google), when configured.
    var connectProvider: SignInProvider?

    func render() -> HTML {
        let newForm = FormBuilder(
            t: frame.t, csrfToken: frame.chrome.csrfToken, values: failedCalendar == nil ? values : FormFields(),
            failure: failedCalendar == nil ? failure : nil
        )
        let own: HTML =
            frame.calendars.isEmpty
            ? "<p class=\"muted\">\(frame(.noPersonalCalendars))</p>"
            : "<ul class=\"list\" id=\"personal-calendars\">\(frame.calendars.html(row))</ul>"
        return frame.render(
            title: frame(.calendars), tab: .calendars,
            """
            <section class="card" aria-labelledby="calendars-heading">
            <h2 id="calendars-heading">\(frame(.personalCalendars))</h2>
            <p class="muted">\(frame(.personalCalendarsExplanation))</p>
            \(own)
            <h3>\(frame(.addCalendar))</h3>
            \(newForm.form(id: "new-calendar-form", action: .planner(.calendars(frame.householdID)), """
                \(newForm.input(ColorField.name, label: frame(.categoryName), maxLength: PlannerCalendar.nameMaximumLength))
                \(newForm.input(ColorField.color, label: frame(.color), type: "color",
                    value: newForm.values.has(ColorField.color) ? newForm.values[ColorField.color] : PlannerCalendar.defaultColor))
                \(newForm.input(ColorField.description, label: frame(.calendarDescription), required: false,
                    maxLength: PlannerCalendar.detailsMaximumLength))
                \(newForm.submit(frame(.addCalendar)))
                """))
            </section>
            \(PlannerSubscriptionsSection(frame: frame, values: subscriptionValues, failure: subscriptionFailure).render())
            \(PlannerExternalAccountsSection(
                frame: frame, accounts: accounts, values: accountValues, failure: accountFailure, connectProvider: connectProvider
            ).render())
            """)
    }

    private func row(_ calendar: PlannerCalendar) -> HTML {
        let failed = failedCalendar == calendar.id
        let prefix = "calendar-\(calendar.id)"
        return PlannerNamedColorRow(
            frame: frame, prefix: prefix, action: .planner(.personalCalendar(frame.householdID, calendar.id)),
            deleteURL: .planner(.personalCalendarDelete(frame.householdID, calendar.id)), name: calendar.name, color: calendar.color,
            nameMaximumLength: PlannerCalendar.nameMaximumLength, failed: failed ? (values, failure) : nil,
            moreFields: """
                <div class="field"><label for="\(prefix)-description">\(frame(.calendarDescription))</label>
                <input id="\(prefix)-description" name="\(ColorField.description)" type="text" \
                maxlength="\(PlannerCalendar.detailsMaximumLength)" \
                value="\(failed ? values[ColorField.description] : calendar.details)"></div>

                """
        ).render()
    }
}

/// Deleting a personal calendar deletes what is in it: the page says so before it happens.
struct PlannerCalendarDeletePage {
    let frame: PlannerFrame
    let calendar: PlannerCalendar

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        return frame.render(
            title: frame(.deleteCalendar(calendar.name)), tab: .calendars,
            """
            <section class="card danger-zone">
            <p>\(frame(.deleteCalendarExplanation))</p>
            \(form.form(id: "delete-calendar-form", action: .planner(.personalCalendarDelete(frame.householdID, calendar.id)), """
                <div class="form-actions">
                <button type="submit" class="button danger">\(frame(.delete))</button>
                <a class="button secondary" href="\(SiteURL.planner(.calendars(frame.householdID)))">\(frame(.cancel))</a>
                </div>
                """))
            </section>
            """)
    }
}
