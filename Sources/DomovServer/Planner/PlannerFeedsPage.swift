import DomovCore
import Foundation

/// The user's subscription addresses for calendar apps: make one (shown once), revoke one.
struct PlannerFeedsPage {
    /// The field of the form that makes a feed.
    enum Field: String, FormField {
        case name
    }

    let frame: PlannerFrame
    let feeds: [CalendarFeed]
    /// Two-way sync over CalDAV, before the read-only subscriptions.
    let setup: CalendarSetupSection
    /// The address just made, shown once.
    var newFeedURL: String?
    var values = FormFields()
    var failure: ValidationFailure?
    /// The form that was sent and failed ("feed-form" or "import-form"): only it shows the error summary.
    var failedForm: String?

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: values, failure: failure, submittedForm: failedForm)
        let fresh: HTML =
            newFeedURL.map { url in
                CopyField(id: "feed-url", value: url, t: frame.t).notice(label: frame(.feedCreated))
            } ?? ""
        let rows = feeds.html { feed in
            """
            <li><div><p class="primary-text">\(feed.name)</p><p class="meta">\
            \(frame(.feedCreatedOn(frame.t.dateTime(feed.createdAt, in: frame.timeZone))))</p></div>
            \(form.form(id: "revoke-feed-\(feed.id)", action: .planner(.feedRevoke(frame.householdID, feed.id)),
                confirm: frame(.confirmRevokeFeed(feed.name)), classes: "inline",
                """
                <button type=\"submit\" class=\"button link danger\">\(frame(.revokeFeed))<span class=\"visually-hidden\"> \
                \(feed.name)</span></button>
                """))</li>
            """
        }
        let list: HTML = feeds.isEmpty ? "<p class=\"muted\">\(frame(.noFeeds))</p>" : "<ul class=\"list\" id=\"feeds\">\(rows)</ul>"
        return frame.render(
            title: frame(.calendarApps), tab: .feeds,
            """
            \(setup.render())
            <section class="card" aria-labelledby="feeds-heading">
            <h2 id="feeds-heading">\(frame(.calendarApps))</h2>
            <p>\(frame(.feedsExplanation))</p>
            \(fresh)
            \(form.form(id: "feed-form", action: .planner(.feeds(frame.householdID)), """
                \(form.input(Field.name, label: frame(.feedName), hint: frame(.feedNameHint), maxLength: CalendarFeed.nameMaximumLength))
                \(form.submit(frame(.createFeed)))
                """))
            \(list)
            <p class="hint">\(frame(.feedHowTo))</p>
            </section>
            <section class="card" aria-labelledby="import-heading">
            <h2 id="import-heading">\(frame(.importHeading))</h2>
            <p>\(frame(.importExplanation))</p>
            \(form.form(id: "import-form", action: .planner(.importPreview(frame.householdID)), uploadsFiles: true, """
                \(form.input(PlannerImportPage.Field.calendar, label: frame(.importFile), type: "file", hint: frame(.importFileHint),
                    extraAttributes: " accept=\".ics,text/calendar\""))
                \(form.submit(frame(.previewImport), style: "secondary"))
                """))
            </section>
            """)
    }
}
