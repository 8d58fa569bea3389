import DomovCore
import Foundation

/// The viewer's subscribed calendars on the Calendars tab: each with when it was last fetched
/// and, if the last try failed, why (the events of the last good fetch stay shown meanwhile).
struct PlannerSubscriptionsSection {
    /// The fields of the form that subscribes to a calendar.
    enum Field: String, FormField {
        case url
        case name
        case color
    }

    let frame: PlannerFrame
    var values = FormFields()
    var failure: ValidationFailure?

    func render() -> HTML {
        // Its fields share names with the new-calendar form's on the same page, not ids.
        let form = FormBuilder(
            t: frame.t, csrfToken: frame.chrome.csrfToken, values: values, failure: failure, idPrefix: "new-subscription")
        let list: HTML =
            frame.subscriptions.isEmpty
            ? "<p class=\"muted\">\(frame(.noSubscriptions))</p>"
            : "<ul class=\"list\" id=\"subscriptions\">\(frame.subscriptions.html(row))</ul>"
        return """
            <section class="card" aria-labelledby="subscriptions-heading">
            <h2 id="subscriptions-heading">\(frame(.subscriptions))</h2>
            <p class="muted">\(frame(.subscriptionsExplanation))</p>
            \(list)
            <h3>\(frame(.addSubscription))</h3>
            \(form.form(id: "new-subscription-form", action: .planner(.subscriptions(frame.householdID)), """
            \(form.input(Field.url, label: frame(.subscriptionURL), type: "url", maxLength: CalendarSubscription.urlMaximumLength))
            \(form.input(Field.name, label: frame(.categoryName), maxLength: PlannerCalendar.nameMaximumLength))
            \(form.input(Field.color, label: frame(.color), type: "color",
                value: form.values.has(Field.color) ? form.values[Field.color] : PlannerCalendar.defaultColor))
            \(form.submit(frame(.addSubscription)))
            """))
            </section>
            """
    }

    private func row(_ subscription: CalendarSubscription) -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        let refreshed =
            subscription.lastSuccessAt.map { frame(.lastRefreshed(frame.format.day(of: $0) + " " + frame.format.time($0))) }
            ?? frame(.neverRefreshed)
        let problem: HTML =
            subscription.problem.map {
                "<p class=\"field-error subscription-problem\" role=\"status\">\(frame(.subscriptionProblem($0)))</p>"
            } ?? ""
        let prefix = "subscription-\(subscription.id)"
        return """
            <li id="\(prefix)">
            <p><span class="category-chip" data-category-color="\(subscription.color)">\(subscription.name)</span> <span \
            class="muted subscription-url">\(subscription.url)</span></p>
            <p class="muted">\(refreshed)</p>
            \(problem)
            <div class="form-actions">
            \(form.form(id: "\(prefix)-refresh", action: .planner(.subscriptionRefresh(frame.householdID, subscription.id)),
                classes: "inline", """
            <button type="submit" class="button secondary">\(frame(.refreshNow))<span class="visually-hidden"> \
            \(subscription.name)</span></button>
            """))
            \(form.form(id: "\(prefix)-delete", action: .planner(.subscriptionDelete(frame.householdID, subscription.id)),
                classes: "inline", """
            <button type="submit" class="button link danger">\(frame(.unsubscribe))<span class="visually-hidden"> \
            \(subscription.name)</span></button>
            """))
            </div>
            </li>
            """
    }
}
