import DomovCore
import Foundation

/// Day, week and month views: day and week are time grids (`PlannerTimeGridView`), the month
/// a grid of whole weeks (`PlannerMonthView`).
struct PlannerCalendarPage {
    let frame: PlannerFrame
    let range: PlannerCalendarRange
    let occurrences: [PlannerOccurrence]
    /// Events of the viewer's subscribed calendars in the range: shown, never editable.
    var subscribed: [SubscribedEvent] = []
    /// The month's day (`?day=`) whose list shows under the grid on a phone.
    var selectedDay: LocalDate?

    func render() -> HTML {
        let tab: PlannerFrame.Tab =
            switch range {
            case .day: .day
            case .week: .week
            case .month: .month
            }
        let body: HTML =
            switch range {
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
        let days = range.days(from: frame.firstWeekday)
        switch range {
        case .day(let date): return frame.format.day(date)
        case .week: return frame.format.days(from: days.first, through: days.end.adding(days: -1))
        case .month(let year, let month): return frame.format.month(year: year, month: month)
        }
    }

    private var heading: HTML {
        let today: PlannerCalendarRange =
            switch range {
            case .day: .day(frame.today)
            case .week: .week(frame.today)
            case .month: .month(year: frame.today.year, month: frame.today.month)
            }
        return """
            <div class="calendar-heading">
            <h1>\(title)</h1>
            <nav class="pager" aria-label="\(frame(.browse))">
            <a class="button secondary pager-step" rel="prev" \
            href="\(SiteURL.planner(.calendar(frame.householdID, range.previous, frame.filter)))">\
            <span aria-hidden="true">‹</span><span class="pager-label">\(frame(.previous))</span></a>
            <a class="button secondary" href="\(SiteURL.planner(.calendar(frame.householdID, today, frame.filter)))">\(frame(.today))</a>
            <a class="button secondary pager-step" rel="next" \
            href="\(SiteURL.planner(.calendar(frame.householdID, range.next, frame.filter)))">\
            <span class="pager-label">\(frame(.next))</span><span aria-hidden="true">›</span></a>
            </nav>
            </div>
            """
    }

    private var timeGrid: HTML {
        let days = range.days(from: frame.firstWeekday)
        let dates = (0..<(days.end.dayNumber - days.first.dayNumber)).map { days.first.adding(days: $0) }
        return PlannerTimeGridView(frame: frame, days: dates, occurrences: occurrences, subscribed: subscribed, label: title).render()
    }

    private var monthGrid: HTML {
        guard let grid = range.monthGrid(from: frame.firstWeekday) else { return .empty }
        // The chosen day if it is one of the grid's, else today if it is in the month, else the 1st.
        let selected =
            selectedDay.flatMap { grid.contains($0) ? $0 : nil }
            ?? (grid.isInMonth(frame.today) ? frame.today : grid.monthStart)
        return PlannerMonthView(
            frame: frame, grid: grid, occurrences: occurrences, subscribed: subscribed, selected: selected, label: title
        ).render()
    }

    private func tabName(_ tab: PlannerFrame.Tab) -> String {
        switch tab {
        case .day: "day"
        case .week: "week"
        default: "month"
        }
    }
}
