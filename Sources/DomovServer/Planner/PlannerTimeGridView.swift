import DomovCore
import Foundation

/// The day and week views' time grid: hours down the side, a column per day with its all-day
/// items on top and its timed items placed by `PlannerTimeGrid` below, today marked and a line
/// at the current time.
///
/// The CSP allows no style attributes, so an item's place travels as data attributes
/// (`data-start="09:30" data-end="10:45" data-column="0" data-columns="2"`) that planner.css turns
/// into custom properties and `calc()`: the grid is drawn without JavaScript. Times are rounded
/// to five minutes for drawing; the text says the real times.
///
/// In the DOM each day is a heading, its all-day items and its timed items as lists in order of
/// start, each with its time in words, so a screen reader reads the week as a list per day.
struct PlannerTimeGridView {
    let frame: PlannerFrame
    let days: [LocalDate]
    let occurrences: [PlannerOccurrence]
    let subscribed: [SubscribedEvent]
    /// The page's title, naming the scrollable region.
    let label: String

    /// The least height of an item: a to-do due at 9:00 has no length but must be readable.
    static let minimumMinutes = 30
    /// Drawn positions are rounded to this many minutes (planner.css has a rule per step).
    static let step = 5
    /// planner.css has rules for this many columns; a busier cluster shares the last one.
    static let maxColumns = 16

    /// What one grid item stands for.
    enum Entry {
        case item(PlannerOccurrence)
        case subscribed(SubscribedEvent)
    }

    func render() -> HTML {
        let kind = days.count == 1 ? "day" : "week"
        return """
            <div class="time-grid time-grid-\(kind)" role="region" aria-label="\(label)" tabindex="0" data-scroll-hour="7">
            <div class="grid-corner" aria-hidden="true"><span>\(frame(.allDay))</span></div>
            <div class="grid-hours" aria-hidden="true">\((0..<24).html { "<span class=\"grid-hour\">\(Self.clock($0 * 60))</span>" })</div>
            \(days.html(column))
            </div>
            """
    }

    private func column(_ day: LocalDate) -> HTML {
        let isToday = day == frame.today
        let current: HTML = isToday ? " aria-current=\"date\"" : ""
        let todayClass = isToday ? " today" : ""
        let onDay = occurrences.filter { $0.isOn(day, in: frame.timeZone) }
        let allDay = onDay.filter { $0.item.when.isAllDay }
        let external = frame.subscribed(subscribed, on: day)
        let placed = PlannerTimeGrid.place(timedEntries(onDay, external), on: day, in: frame.timeZone, minimumMinutes: Self.minimumMinutes)
        let allDayList: HTML =
            allDay.isEmpty && !external.contains(where: \.isAllDay)
            ? ""
            : """
            <ul class="grid-all-day">\(allDay.html(allDayEntry))\(external.filter(\.isAllDay).html(allDayEntry))</ul>
            """
        let nothing: HTML = onDay.isEmpty && external.isEmpty ? "<p class=\"visually-hidden\">\(frame(.nothingPlanned))</p>" : ""
        let dayURL = SiteURL.planner(.calendar(frame.householdID, .day(day), frame.filter))
        let list: HTML = placed.isEmpty ? "" : "<ul class=\"grid-items\">\(placed.html(timedEntry))</ul>"
        let line: HTML = isToday ? nowLine : ""
        return """
            <section class="grid-day\(todayClass)"\(current)>
            <div class="grid-day-head">
            <h2><a href="\(dayURL)"><span aria-hidden="true"><span class="weekday">\(frame.format.weekday(day))</span> <span \
            class="day-number">\(day.day)</span></span>\
            <span class="visually-hidden">\(frame.format.day(day))</span></a></h2>
            <a class="grid-add" href="\(SiteURL.planner(.newItem(frame.householdID, date: day)))"><span aria-hidden="true">+</span>\
            <span class="visually-hidden">\(frame(.addOnDay)) \(frame.format.day(day))</span></a>
            \(allDayList)
            </div>
            <div class="grid-day-body">
            \(nothing)\(list)\(line)
            </div>
            </section>
            """
    }

    private func timedEntries(_ onDay: [PlannerOccurrence], _ external: [SubscribedEvent]) -> [PlannerTimeGrid.Entry<Entry>] {
        let items = onDay.compactMap { occurrence -> PlannerTimeGrid.Entry<Entry>? in
            guard !occurrence.item.when.isAllDay, let start = occurrence.start else { return nil }
            return PlannerTimeGrid.Entry(.item(occurrence), start: start, end: occurrence.end ?? start)
        }
        let events = external.filter { !$0.isAllDay }.map { PlannerTimeGrid.Entry(Entry.subscribed($0), start: $0.start, end: $0.end) }
        return items + events
    }

    // MARK: Entries

    private func timedEntry(_ placement: PlannerTimeGrid.Placement<Entry>) -> HTML {
        var classes = ["grid-item"]
        if placement.startsBefore { classes.append("starts-before") }
        if placement.endsAfter { classes.append("ends-after") }
        // Too short for two lines: planner.css shows the title first, on one line.
        if placement.endMinute - placement.startMinute < 45 { classes.append("short") }
        let start = placement.startMinute / Self.step * Self.step
        let end = min((placement.endMinute + Self.step - 1) / Self.step * Self.step, PlannerTimeGrid.minutesPerDay)
        let place: HTML = """
            data-start="\(Self.clock(start))" data-end="\(Self.clock(end))" data-column="\(min(placement.column, Self.maxColumns - 1))" \
            data-columns="\(min(placement.columns, Self.maxColumns))"
            """
        switch placement.payload {
        case .item(let occurrence):
            let time =
                occurrence.start.map { start in
                    let end = occurrence.end ?? start
                    return end > start ? frame.format.time(start) + "–" + frame.format.time(end) : frame.format.time(start)
                } ?? ""
            return itemEntry(occurrence, classes: classes, place: place, time: time)
        case .subscribed(let event):
            return subscribedEntry(
                event, classes: classes, place: place, time: frame.format.time(event.start) + "–" + frame.format.time(event.end))
        }
    }

    private func allDayEntry(_ occurrence: PlannerOccurrence) -> HTML {
        itemEntry(occurrence, classes: ["grid-item", "all-day"], place: "", time: nil)
    }

    private func allDayEntry(_ event: SubscribedEvent) -> HTML {
        subscribedEntry(event, classes: ["grid-item", "all-day"], place: "", time: nil)
    }

    /// A planner item: a link to its page with its time, title, and (for screen readers) its
    /// category and status, which the month grid's entries say the same way.
    private func itemEntry(_ occurrence: PlannerOccurrence, classes: [String], place: HTML, time: String?) -> HTML {
        let item = occurrence.item
        let status = occurrence.status(at: frame.now)
        var classes = classes
        if item.isDone { classes.append("is-done") }
        if item.isCancelled { classes.append("is-cancelled") }
        if status.needsAttention { classes.append("attention") }
        let timeText: HTML = time.map { "<span class=\"time\">\($0)</span> " } ?? ""
        let doneMark: HTML = item.isDone ? "<span class=\"done-mark\" aria-hidden=\"true\">✓</span> " : ""
        return """
            <li class="\(classes.joined(separator: " "))" \(place) data-category-color="\(frame.categoryColor(item.category))">\
            <a href="\(frame.link(occurrence))">\(timeText)\(doneMark)<span class="title">\(item.title)</span>\
            <span class="visually-hidden">, \(frame.categoryName(item.category)), \(frame(.status(status)))</span></a></li>
            """
    }

    /// An event of a subscribed calendar: in its calendar's colour, read-only (no link), labelled
    /// with where it comes from.
    private func subscribedEntry(_ event: SubscribedEvent, classes: [String], place: HTML, time: String?) -> HTML {
        let subscription = frame.subscriptions.first { $0.id == event.subscriptionID }
        let color = subscription?.color ?? PlannerCalendar.defaultColor
        let timeText: HTML = time.map { "<span class=\"time\">\($0)</span> " } ?? ""
        return """
            <li class="\((classes + ["subscribed-entry"]).joined(separator: " "))" \(place) data-category-color="\(color)">\
            <span class="grid-entry">\(timeText)<span class="title">\(event.title)</span>\
            <span class="visually-hidden">, \(frame(.subscribedLabel(subscription?.name ?? "")))</span></span></li>
            """
    }

    /// The current time as a line across today's column; planner.js moves it every minute.
    private var nowLine: HTML {
        let minute = PlannerTimeGrid.wallMinute(frame.now, in: frame.timeZone)
        return
            """
            <div class=\"now-line\" aria-hidden=\"true\" data-start=\"\(Self.clock(minute / Self.step * Self.step))\" \
            data-minute=\"\(minute)\"></div>
            """
    }

    /// "07:30" from minutes after midnight; "24:00" for the end of the day.
    static func clock(_ minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }
}
