import DomovCore
import Foundation

/// What every planner page shares: the household, its categories and members, the viewer's
/// zone and "now", the active filter, and the planner's own header with its tabs.
struct PlannerFrame {
    enum Tab: Equatable {
        case agenda, day, week, month, done, categories, calendars, feeds, item
    }

    let chrome: PageChrome
    let household: Household
    let categories: [PlannerCategory]
    let members: [Member]
    let filter: PlannerFilter
    /// The viewer's zone: pages show every time in it.
    let timeZone: TimeZone
    let now: Date

    var householdID: ID<Household> { household.id }
    var t: Localizer { chrome.t }
    var today: LocalDate { LocalDate(now, in: timeZone) }
    /// The day the viewer's weeks start on, in the week grid and the month view.
    var firstWeekday: Weekday {
        (chrome.user?.preferences ?? UserPreferences()).weekStart(in: format.language)
    }

    func callAsFunction(_ text: PlannerText) -> String {
        t(.planner(text))
    }

    let format: PlannerFormat
    /// The viewer's personal calendars in this household.
    var calendars: [PlannerCalendar] = []
    /// The viewer's subscribed calendars in this household.
    var subscriptions: [CalendarSubscription] = []

    // MARK: Categories and people

    func categoryName(_ ref: PlannerCategoryRef) -> String {
        switch ref {
        case .builtin(let builtin): self(.builtinName(builtin))
        case .custom(let id): categories.first { $0.id == id }?.name ?? self(.builtinName(.other))
        }
    }

    func categoryColor(_ ref: PlannerCategoryRef) -> String {
        switch ref {
        case .builtin(let builtin): builtin.color
        case .custom(let id): categories.first { $0.id == id }?.color ?? BuiltinCategory.other.color
        }
    }

    /// Every category to choose from: the built-in ones, then the household's own.
    var categoryChoices: [(value: String, label: String)] {
        BuiltinCategory.allCases.map { ($0.rawValue, self(.builtinName($0))) } + categories.map { ($0.id.description, $0.name) }
    }

    /// A coloured dot and the name: the colour helps scanning, the name carries the meaning.
    func categoryChip(_ ref: PlannerCategoryRef) -> HTML {
        "<span class=\"category-chip\" data-category-color=\"\(categoryColor(ref))\">\(categoryName(ref))</span>"
    }

    func memberName(_ id: ID<User>) -> String {
        members.first { $0.userID == id }?.displayName ?? self(.formerMember)
    }

    // MARK: Layout

    /// The page with the planner's tabs, its "New" actions and the filter above `content`.
    ///
    /// On a phone the whole header fits a quarter of the screen: the title, the pager and a "+"
    /// menu of the new kinds in one row, the tabs and a "Search" menu holding the filter in the
    /// next. Both menus are `<details>`, so they work without JavaScript; on wider screens
    /// planner.css shows their contents in place (the buttons in a row, the filter form open).
    func render(title: String, tab: Tab, heading: HTML? = nil, filterTarget: SiteURL? = nil, _ content: HTML) -> HTML {
        PageLayout(chrome: chrome, title: title, module: .planner).render(
            """
            <div class="planner" data-now="\(Int(now.timeIntervalSince1970 * 1000))">
            <div class="planner-head">
            \(heading ?? "<h1>\(title)</h1>")
            <details class="planner-menu planner-new-menu" data-menu>
            <summary class="button primary"><span aria-hidden="true">+</span><span class="menu-label">\(self(.newItem))</span></summary>
            <div class="planner-new" role="group" aria-label="\(self(.newItem))">
            <a class="button primary" href="\(SiteURL.planner(.newItem(householdID, kind: .event)))">\(self(.newKind(.event)))</a>
            <a class="button secondary" href="\(SiteURL.planner(.newItem(householdID, kind: .meeting)))">\(self(.newKind(.meeting)))</a>
            <a class="button secondary" href="\(SiteURL.planner(.newItem(householdID, kind: .todo)))">\(self(.newKind(.todo)))</a>
            </div>
            </details>
            </div>
            <div class="planner-bar">
            \(tabs(tab))
            \(filterTarget.map(filterMenu))
            </div>
            \(content)
            </div>
            """)
    }

    /// The filter in a disclosure: "Search" on a phone (marked while a filter is on), the form
    /// itself on wider screens.
    private func filterMenu(_ target: SiteURL) -> HTML {
        let active: HTML =
            filter.isActive
            ? "<span class=\"filter-on\" aria-hidden=\"true\"></span><span class=\"visually-hidden\">, \(self(.filterIsOn))</span>" : ""
        return """
            <details class="planner-menu planner-filter-menu" data-menu>
            <summary class="button secondary">\(StaticAssets.icon("search"))<span \
            class="menu-label">\(self(.search))</span>\(active)</summary>
            \(filterForm(target))
            </details>
            """
    }

    private func tabs(_ current: Tab) -> HTML {
        func tab(_ tab: Tab, _ url: SiteURL, _ label: String) -> HTML {
            let mark: HTML = tab == current ? " aria-current=\"page\"" : ""
            return "<li><a href=\"\(url)\"\(mark)>\(label)</a></li>"
        }
        let today = self.today
        return """
            <nav class="planner-tabs" aria-label="\(self(.views))"><ul>
            \(tab(.agenda, .planner(.agenda(householdID, filter)), self(.agenda)))
            \(tab(.day, .planner(.calendar(householdID, .day(today), filter)), self(.day)))
            \(tab(.week, .planner(.calendar(householdID, .week(today), filter)), self(.week)))
            \(tab(.month, .planner(.calendar(householdID, .month(year: today.year, month: today.month), filter)), self(.month)))
            \(tab(.done, .planner(.history(householdID)), self(.done)))
            \(tab(.categories, .planner(.categories(householdID)), self(.categories)))
            \(tab(.calendars, .planner(.calendars(householdID)), self(.calendars)))
            \(tab(.feeds, .planner(.feeds(householdID)), self(.calendarApps)))
            </ul></nav>
            """
    }

    /// Filter by category and search, as a GET form, so results can be bookmarked and work without JavaScript.
    private func filterForm(_ target: SiteURL) -> HTML {
        let options = categoryChoices.html { choice in
            let selected: HTML = filter.categories.contains(choice.value) ? " selected" : ""
            return "<option value=\"\(choice.value)\"\(selected)>\(choice.label)</option>"
        }
        let clear: HTML =
            filter.isActive
            ? """
            <a class=\"button link\" href=\"\(target.path.split(separator: "?").first.map(String.init) ?? "")\">\
            \(self(.clearFilter))</a>
            """
            : ""
        return """
            <form class="planner-filter" method="get" action="\(target.path.split(separator: "?").first.map(String.init) ?? "")" \
            role="search">
            <div class="field"><label for="filter-q">\(self(.search))</label>
            <input id="filter-q" name="q" type="search" value="\(filter.text)" maxlength="200"></div>
            <div class="field"><label for="filter-category">\(self(.categoryLabel))</label>
            <select id="filter-category" name="category"><option value="">\(self(.allCategories))</option>\(options)</select></div>
            \(calendarFilter)
            <div class="form-actions"><button type="submit" class="button secondary">\(self(.applyFilter))</button>\(clear)</div>
            </form>
            """
    }

    // MARK: Pieces shared by the lists

    /// The form that a page's "Done" and "Undo" buttons submit (their `form` attribute, each
    /// with its own `formaction`), so that a list of hundreds of rows carries the CSRF token and
    /// the way back once instead of in every row. `next` is where the planner returns after.
    func doneForm(next: String) -> HTML {
        """
        <form id="\(Self.doneFormID)" method="post" hidden data-in-place>\(FormBuilder(t: t, csrfToken: chrome.csrfToken).csrfField)\
        <input type="hidden" name="\(ReturnField.next)" value="\(next)"></form>
        """
    }

    static let doneFormID = "done-form"

    /// "Done", or "Undo" on what is done: a button of the page's `doneForm`. An occurrence of a
    /// series says which one it is by the button's own value.
    func doneButton(_ occurrence: PlannerOccurrence) -> HTML {
        let item = occurrence.item
        let target = item.override == nil ? occurrence.seriesID ?? item.id : item.id
        let which: HTML =
            item.isRecurring
            ? occurrence.originalStart.map {
                " name=\"\(PlannerItemForm.Field.occurrence)\" value=\"\(PlannerURL.occurrenceToken($0))\""
            } ?? "" : ""
        let action: SiteURL = item.isDone ? .planner(.reopen(householdID, target)) : .planner(.complete(householdID, target))
        return """
            <button type="submit" form="\(Self.doneFormID)" formaction="\(action)"\(which) \
            class="button \(item.isDone ? "secondary" : "done")">\
            \(item.isDone ? self(.undo) : self(.markDone))<span class="visually-hidden">: \(item.title)</span></button>
            """
    }

    /// A link to an occurrence's page.
    func link(_ occurrence: PlannerOccurrence) -> SiteURL {
        .planner(.item(householdID, occurrence.item.id, occurrence: occurrence.item.isRecurring ? occurrence.originalStart : nil))
    }

    /// The status as words (and a class for its colour); the marks "in progress" and "overdue"
    /// are refreshed by app.js while the page stays open.
    func statusBadge(_ occurrence: PlannerOccurrence) -> HTML {
        let status = occurrence.status(at: now)
        let start = occurrence.start.map { String(Int($0.timeIntervalSince1970 * 1000)) } ?? ""
        let end = (occurrence.end ?? occurrence.start).map { String(Int($0.timeIntervalSince1970 * 1000)) } ?? ""
        let dueAt = occurrence.item.kind == .todo && occurrence.item.when.isAllDay ? end : start
        return """
            <span class="status status-\(status.rawValue)" data-status-start="\(occurrence.item.kind == .todo ? dueAt : start)" \
            data-status-end="\(end)" \
            data-status-kind="\(occurrence.item.kind == .todo ? "todo" : "event")" \
            data-status-done="\(occurrence.item.isDone ? "1" : "0")" \
            data-status-cancelled="\(occurrence.item.isCancelled ? "1" : "0")">\(self(.status(status)))</span>
            """
    }

    /// Labels app.js swaps in when a status changes while the page is open.
    var statusLabels: HTML {
        PlannerStatus.allCases.html { status in " data-label-\(status.rawValue)=\"\(self(.status(status)))\"" }
    }
}
