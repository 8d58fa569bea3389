import DomovCore
import Foundation

/// What every name-day page shares: the person's language and zone, the calendars they follow,
/// and the module's header with its tabs.
struct NameDayFrame {
    enum Tab: Equatable {
        case today, search, reminders, settings, about
    }

    let chrome: PageChrome
    let calendars: [NameDayCalendarID]
    let timeZone: TimeZone
    let now: Date

    var t: Localizer { chrome.t }
    var form: FormBuilder { FormBuilder(t: t, csrfToken: chrome.csrfToken) }

    func callAsFunction(_ text: NameDayText) -> String {
        t(.nameDays(text))
    }

    /// "24 June" / "24. června".
    func day(_ day: DayOfYear) -> String {
        NameDayText.dayOfYear(day, t.language)
    }

    /// Several days of one name: "22 February, 29 June".
    func days(_ days: [DayOfYear]) -> String {
        days.map(day).joined(separator: ", ")
    }

    /// A date with its weekday and year: "Sunday 22 November 2026" / "neděle 22. listopadu 2026".
    func longDate(_ date: LocalDate) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: t.language == .czech ? "cs_CZ" : "en_GB")
        formatter.timeZone = .gmt
        formatter.dateStyle = .full
        formatter.timeStyle = .none
        return formatter.string(from: LocalDateTime(date: date)!.instant(in: .gmt))
    }

    func render(title: String, tab: Tab, _ content: HTML) -> HTML {
        PageLayout(chrome: chrome, title: title, module: .nameDays).render(
            """
            <div class="name-days">
            <h1>\(title)</h1>
            \(tabs(tab))
            \(content)
            </div>
            """)
    }

    private func tabs(_ current: Tab) -> HTML {
        func tab(_ tab: Tab, _ url: NameDayURL, _ label: NameDayText) -> HTML {
            let mark: HTML = tab == current ? " aria-current=\"page\"" : ""
            return "<li><a href=\"\(SiteURL.nameDays(url))\"\(mark)>\(self(label))</a></li>"
        }
        return """
            <nav class="name-day-tabs" aria-label="\(self(.views))"><ul>
            \(tab(.today, .home, .tabToday))
            \(tab(.search, .search(), .tabSearch))
            \(tab(.reminders, .reminders(), .tabReminders))
            \(tab(.settings, .settings, .tabSettings))
            \(tab(.about, .about, .tabAbout))
            </ul></nav>
            """
    }

    /// The search form, on the home and search pages: a GET form, so it works without script;
    /// the script fills the suggestions list as one types.
    func searchForm(query: String = "", failure: ValidationFailure? = nil) -> HTML {
        let problem = failure?.problem(for: "q")
        let invalid: HTML = problem == nil ? "" : " aria-invalid=\"true\""
        let described: HTML = problem == nil ? " aria-describedby=\"q-hint\"" : " aria-describedby=\"q-hint q-error\""
        return """
            <form id="name-search" class="name-search" method="get" action="\(SiteURL.nameDays(.search()))" role="search">
            <div class="field">
            <label for="q">\(self(.searchLabel))</label>
            <p class="hint" id="q-hint">\(self(.searchHint))</p>
            <input id="q" name="q" type="search" value="\(query)" maxlength="60" autocomplete="off" list="name-suggestions"\
             data-suggest-url="\(SiteURL.nameDays(.suggest(query: "")))"\(described)\(invalid)>
            <datalist id="name-suggestions"></datalist>
            \(form.errorMessage(for: "q", problem))
            </div>
            <div class="form-actions"><button type="submit" class="button primary">\(self(.searchButton))</button></div>
            </form>
            """
    }

    /// A link that opens the reminder form with the name filled in.
    func remindLink(_ name: String) -> HTML {
        """
        <a class=\"button secondary small\" href=\"\(SiteURL.nameDays(.reminders(name: name)))#reminder-form\">\(self(.remindMe))<span \
        class=\"visually-hidden\"> – \(name)</span></a>
        """
    }
}
