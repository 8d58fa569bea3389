import DomovCore
import Foundation

/// Day, week and month views. The month is a grid on wide screens and a list of days on
/// phones (CSS); day and week are time grids (`PlannerTimeGridView`).
struct PlannerCalendarPage {
    let frame: PlannerFrame
    let range: PlannerCalendarRange
    let occurrences: [PlannerOccurrence]
    /// Events of the viewer's subscribed calendars in the range: shown, never editable.
    var subscribed: [SubscribedEvent] = []

    /// A month cell shows this many items, then "+ N more" linking to the day.
    static let itemsPerMonthCell = 4

    func render() -> HTML {
        let tab: PlannerFrame.Tab = switch range {
        case .day: .day
        case .week: .week
        case .month: .month
        }
        let body: HTML = switch range {
        case .day, .week: timeGrid
        case .month: monthGrid
        }
        return frame.render(
            title: title, tab: tab, heading: heading,
            filterTarget: .planner(.calendar(frame.householdID, range)),
            "<div id=\"calendar\" class=\"calendar calendar-\(tabName(tab))\"\(frame.statusLabels)>\(body)</div>"
        )
    }

    private var title: String {
        let days = range.days
        switch range {
        case .day(let date): return frame.format.day(date)
        case .week: return frame.format.day(days.first) + " – " + frame.format.day(days.end.adding(days: -1))
        case .month(let year, let month): return frame.format.month(year: year, month: month)
        }
    }

    private var heading: HTML {
        let today: PlannerCalendarRange = switch range {
        case .day: .day(frame.today)
        case .week: .week(frame.today)
        case .month: .month(year: frame.today.year, month: frame.today.month)
        }
        return """
        <div class="calendar-heading">
        <h1>\(title)</h1>
        <nav class="pager" aria-label="\(frame(.browse))">
        <a class="button secondary" rel="prev" href="\(SiteURL.planner(.calendar(frame.householdID, range.previous, frame.filter)))">\(frame(.previous))</a>
        <a class="button secondary" href="\(SiteURL.planner(.calendar(frame.householdID, today, frame.filter)))">\(frame(.today))</a>
        <a class="button secondary" rel="next" href="\(SiteURL.planner(.calendar(frame.householdID, range.next, frame.filter)))">\(frame(.next))</a>
        </nav>
        </div>
        """
    }

    /// The occurrences on each day (an event spanning several days is on each of them).
    private func occurrences(on day: LocalDate) -> [PlannerOccurrence] {
        occurrences.filter { $0.isOn(day, in: frame.timeZone) }
    }

    private var timeGrid: HTML {
        let days = range.days
        let dates = (0..<(days.end.dayNumber - days.first.dayNumber)).map { days.first.adding(days: $0) }
        return PlannerTimeGridView(frame: frame, days: dates, occurrences: occurrences, subscribed: subscribed, label: title).render()
    }

    private var monthGrid: HTML {
        let days = range.days
        let gridStart = days.first.adding(days: -days.first.weekday.rawValue)
        let weeks = Int(((days.end.dayNumber - gridStart.dayNumber) + 6) / 7)
        let headers = (0..<7).map { gridStart.adding(days: $0) }.html { day in
            "<th scope=\"col\">\(frame.format.weekday(day))</th>"
        }
        let rows = (0..<weeks).map { week in (0..<7).map { gridStart.adding(days: week * 7 + $0) } }.html { week in
            "<tr>\(week.html(cell))</tr>"
        }
        return """
        <table class="month-grid">
        <caption class="visually-hidden">\(title)</caption>
        <thead><tr>\(headers)</tr></thead>
        <tbody>\(rows)</tbody>
        </table>
        """
    }

    private func cell(_ day: LocalDate) -> HTML {
        let days = range.days
        let inMonth = day >= days.first && day < days.end
        let items = inMonth ? occurrences(on: day) : []
        let shown = items.prefix(Self.itemsPerMonthCell)
        let more: HTML = items.count > shown.count
            ? "<li><a class=\"more\" href=\"\(SiteURL.planner(.calendar(frame.householdID, .day(day), frame.filter)))\">\(frame(.more(items.count - shown.count)))</a></li>"
            : ""
        var classes = ["day"]
        if !inMonth { classes.append("outside") }
        if day == frame.today { classes.append("today") }
        let current: HTML = day == frame.today ? " aria-current=\"date\"" : ""
        return """
        <td class="\(classes.joined(separator: " "))"\(current)>
        <a class="day-number" href="\(SiteURL.planner(.calendar(frame.householdID, .day(day), frame.filter)))" aria-label="\(frame.format.day(day))">\(day.day)</a>
        <ul>\(Array(shown).html(entry))\(externalEntries(day, inMonth: inMonth, room: Self.itemsPerMonthCell - shown.count))\(more)</ul>
        </td>
        """
    }

    /// A month cell's subscribed events, as many as there is room for, then how many more.
    private func externalEntries(_ day: LocalDate, inMonth: Bool, room: Int) -> HTML {
        guard inMonth else { return .empty }
        let external = frame.subscribed(subscribed, on: day)
        let shown = external.prefix(max(room, 0))
        let more: HTML = external.count > shown.count
            ? "<li><a class=\"more\" href=\"\(SiteURL.planner(.calendar(frame.householdID, .day(day), frame.filter)))\">\(frame(.more(external.count - shown.count)))</a></li>"
            : ""
        return "\(Array(shown).html { frame.subscribedEntry($0, compact: true) })\(more)"
    }

    private func entry(_ occurrence: PlannerOccurrence) -> HTML {
        let item = occurrence.item
        let time: HTML = occurrence.start.map { start in
            item.when.isAllDay ? "" : "<span class=\"time\">\(frame.format.time(start))</span> "
        } ?? ""
        let status = occurrence.status(at: frame.now)
        return """
        <li class="month-entry\(item.isDone ? " is-done" : "")\(item.isCancelled ? " is-cancelled" : "")\(status.needsAttention ? " attention" : "")" data-category-color="\(frame.categoryColor(item.category))">\
        <a href="\(frame.link(occurrence))">\(time)\(item.title)<span class="visually-hidden">, \(frame.categoryName(item.category)), \(frame(.status(status)))</span></a></li>
        """
    }

    private func tabName(_ tab: PlannerFrame.Tab) -> String {
        switch tab {
        case .day: "day"
        case .week: "week"
        default: "month"
        }
    }
}
