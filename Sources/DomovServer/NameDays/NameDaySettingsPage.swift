import DomovCore
import Foundation

/// Which calendars the person follows, and the subscription address for calendar apps.
struct NameDaySettingsPage {
    /// The field of the form that chooses the calendars.
    enum Field: String, FormField {
        case calendars
    }

    let frame: NameDayFrame
    let hasFeed: Bool
    /// The address just made, shown once.
    var newFeedURL: String?
    var saved = false
    var failure: ValidationFailure?

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, failure: failure)
        let options = NameDayCalendarID.allCases.map { ($0.rawValue, frame(.calendarName($0))) }
        let savedNotice: HTML =
            saved ? "<div class=\"notice success\" role=\"status\" id=\"settings-saved\"><p>\(frame(.settingsSaved))</p></div>" : ""
        let fresh: HTML =
            newFeedURL.map { url in
                CopyField(id: "feed-url", value: url, t: frame.t).notice(label: frame(.feedCreated))
            } ?? ""
        let revoke: HTML =
            hasFeed
            ? FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken).form(
                id: "feed-revoke", action: .nameDays(.feedRevoke), classes: "inline",
                "<button type=\"submit\" class=\"button link danger\">\(frame(.feedRevoke))</button>"
            ) : ""
        return frame.render(
            title: frame(.settingsHeading), tab: .settings,
            """
            \(savedNotice)
            <section class="card">
            \(form.form(id: "calendars-form", action: .nameDays(.settings), """
                \(form.choices(Field.calendars, legend: frame(.calendarsLegend), options: options, multiple: true,
                    selected: frame.calendars.map(\.rawValue)))
                <p class="hint">\(frame(.calendarsHint))</p>
                \(form.submit(frame(.saveSettings)))
                """))
            </section>
            <section class="card" aria-labelledby="feed-heading">
            <h2 id="feed-heading">\(frame(.feedHeading))</h2>
            <p>\(frame(.feedExplanation))</p>
            \(fresh)
            <p class="muted" id="feed-state">\(frame(hasFeed ? .feedActive : .feedNone))</p>
            <div class="row">
            \(FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken).form(id: "feed-form", action: .nameDays(.feed), classes: "inline",
                "<button type=\"submit\" class=\"button secondary\">\(frame(hasFeed ? .feedRegenerate : .feedCreate))</button>"))
            \(revoke)
            </div>
            <p class="hint">\(frame(.calDAVHint))</p>
            </section>
            """)
    }
}
