import DomovCore
import Foundation

/// The month view: whole weeks with the neighbouring months' days greyed, today marked.
///
/// On a desktop or tablet each day shows its items' titles. On a phone (planner.css) the same
/// table is a compact grid: a day is its number and a dot per item in its colour, and it is a
/// link (`?day=`) that shows that day's list under the grid while keeping the month, as phone
/// calendar apps do; it needs no JavaScript, and planner.js only spares the reload.
///
/// The occurrences are read once for the whole grid and put on their days in one pass.
struct PlannerMonthView {
    let frame: PlannerFrame
    let grid: PlannerMonthGrid
    let occurrences: [PlannerOccurrence]
    let subscribed: [SubscribedEvent]
    /// The day whose list is under the grid on a phone.
    let selected: LocalDate
    /// The page's title, the table's caption.
    let label: String

    /// A cell shows this many items, then "+ N more" linking to the day.
    static let itemsPerCell = 4
    /// A phone's cell shows this many dots at most.
    static let dotsPerCell = 3

    func render() -> HTML {
        let byDay = grid.occurrencesByDay(occurrences, in: frame.timeZone)
        let external = Dictionary(uniqueKeysWithValues: grid.days.map { ($0, frame.subscribed(subscribed, on: $0)) })
        let headers = (grid.weeks.first ?? []).html { day in
            "<th scope=\"col\">\(frame.format.weekday(day))</th>"
        }
        let rows = grid.weeks.html { week in
            "<tr>\(week.html { cell($0, byDay[$0] ?? [], external[$0] ?? []) })</tr>"
        }
        return """
            <table class="month-grid">
            <caption class="visually-hidden">\(label)</caption>
            <thead><tr>\(headers)</tr></thead>
            <tbody>\(rows)</tbody>
            </table>
            \(dayList(byDay[selected] ?? [], external[selected] ?? []))
            \(frame.doneForm(next: SiteURL.planner(.monthDay(frame.householdID, year: grid.year, month: grid.month, day: selected,
                frame.filter)).path))
            """
    }

    private func cell(_ day: LocalDate, _ items: [PlannerOccurrence], _ external: [SubscribedEvent]) -> HTML {
        var classes = ["day"]
        if !grid.isInMonth(day) { classes.append("outside") }
        if day == frame.today { classes.append("today") }
        if day == selected { classes.append("selected") }
        let current: HTML = day == frame.today ? " aria-current=\"date\"" : ""
        let dayURL = SiteURL.planner(.calendar(frame.householdID, .day(day), frame.filter))
        let shown = items.prefix(Self.itemsPerCell)
        let room = Self.itemsPerCell - shown.count
        let externalShown = external.prefix(max(room, 0))
        let hidden = items.count - shown.count + external.count - externalShown.count
        let more: HTML = hidden > 0 ? "<li><a class=\"more\" href=\"\(dayURL)\">\(frame(.more(hidden)))</a></li>" : ""
        return """
            <td class="\(classes.joined(separator: " "))"\(current)>
            <a class="day-number" href="\(dayURL)" aria-label="\(frame.format.day(day))">\(day.day)</a>
            \(pick(day, items, external))
            <ul>\(Array(shown).html(entry))\(Array(externalShown).html { frame.subscribedEntry($0, compact: true) })\(more)</ul>
            </td>
            """
    }

    /// A phone's cell: the day's number over its dots, a link that selects the day.
    private func pick(_ day: LocalDate, _ items: [PlannerOccurrence], _ external: [SubscribedEvent]) -> HTML {
        let count = items.count + external.count
        let colors =
            items.prefix(Self.dotsPerCell).map { frame.categoryColor($0.item.category) }
            + external.prefix(Self.dotsPerCell).map(subscriptionColor)
        let dots: HTML =
            count == 0
            ? ""
            : """
            <span class="dots" aria-hidden="true">\
            \(colors.prefix(Self.dotsPerCell).html { "<span class=\"dot\" data-category-color=\"\($0)\"></span>" })</span>
            """
        let name = frame.format.day(day) + (count == 0 ? "" : ", " + frame(.itemCount(count)))
        let selected: HTML = day == self.selected ? " aria-current=\"true\"" : ""
        return """
            <a class="day-pick" \
            href="\(SiteURL.planner(.monthDay(frame.householdID, year: grid.year, month: grid.month, day: day, frame.filter)))" \
            aria-label="\(name)" aria-controls="month-day"\(selected)><span class="day-pick-number" \
            aria-hidden="true">\(day.day)</span>\(dots)</a>
            """
    }

    /// The selected day's list, under the grid on a phone: its items with their Done buttons and
    /// its subscribed events among them by time.
    private func dayList(_ items: [PlannerOccurrence], _ external: [SubscribedEvent]) -> HTML {
        let list: HTML =
            items.isEmpty && external.isEmpty
            ? "<p class=\"muted\">\(frame(.nothingPlanned))</p>"
            : "<ul class=\"list agenda-list\">\(frame.dayRows(items, external))</ul>"
        let title = selected == frame.today ? frame(.today) + " · " + frame.format.day(selected) : frame.format.day(selected)
        return """
            <section class="month-day" id="month-day" aria-labelledby="month-day-heading">
            <div class="month-day-head">
            <h2 id="month-day-heading">\(title)</h2>
            <a class="button secondary" href="\(SiteURL.planner(.calendar(frame.householdID, .day(selected), frame.filter)))">\
            \(frame(.openDay))</a>
            <a class="button secondary" href="\(SiteURL.planner(.newItem(frame.householdID, date: selected)))">\(frame(.addOnDay))</a>
            </div>
            \(list)
            </section>
            """
    }

    private func subscriptionColor(_ event: SubscribedEvent) -> String {
        frame.subscriptions.first { $0.id == event.subscriptionID }?.color ?? PlannerCalendar.defaultColor
    }

    private func entry(_ occurrence: PlannerOccurrence) -> HTML {
        let item = occurrence.item
        let time: HTML =
            occurrence.start.map { start in
                item.when.isAllDay ? "" : "<span class=\"time\">\(frame.format.time(start))</span> "
            } ?? ""
        let status = occurrence.status(at: frame.now)
        return """
            <li \
            class="month-entry\(item.isDone ? " is-done" : "")\(item.isCancelled ? " is-cancelled" : "")\
            \(status.needsAttention ? " attention" : "")" data-category-color="\(frame.categoryColor(item.category))">\
            <a href="\(frame.link(occurrence))">\(time)\(item.title)<span class="visually-hidden">, \(frame.categoryName(item.category)), \
            \(frame(.status(status)))</span></a></li>
            """
    }
}
