import DomovCore
import Foundation

/// The agenda: to-dos without a date, then everything coming up in order of start, with what
/// has started or is overdue marked (the seed's "!!!"), grouped by day. Events of the viewer's
/// subscribed calendars are among the days by their dates, in their calendar's colour and
/// read-only.
struct PlannerAgendaPage {
    let frame: PlannerFrame
    let occurrences: [PlannerOccurrence]
    /// The viewer's subscribed calendars' events over the agenda's stretch, in order of start.
    var subscribed: [SubscribedEvent] = []

    func render() -> HTML {
        let undated = occurrences.filter { $0.start == nil }
        let dated = occurrences.filter { $0.start != nil }
        let content: HTML =
            occurrences.isEmpty && subscribed.isEmpty
            ? """
            <div class="empty-state" id="agenda-empty">\(StaticAssets.icon("planner"))
            <p>\(frame.filter.isActive ? frame(.nothingMatches) : frame(.agendaEmpty))</p></div>
            """
            : """
            \(undated.isEmpty ? HTML.empty : section(title: frame(.noDate), undated, []))
            \(days(dated))
            """
        return frame.render(
            title: frame(.agenda), tab: .agenda,
            heading: "<h1>\(frame(.moduleTitle)) <span class=\"muted\">· \(frame.household.name)</span></h1>",
            filterTarget: .planner(.agenda(frame.householdID)),
            "<div id=\"agenda\" class=\"agenda\"\(frame.statusLabels)>\(content)</div>\(frame.doneForm(next: next))"
        )
    }

    /// One section per day, so a long list reads like a diary.
    private func days(_ dated: [PlannerOccurrence]) -> HTML {
        var groups: [LocalDate: (items: [PlannerOccurrence], events: [SubscribedEvent])] = [:]
        for occurrence in dated {
            // Overdue to-dos and running events are listed under today: that is when they need attention.
            guard var day = occurrence.firstDay(in: frame.timeZone) else { continue }
            if day < frame.today, occurrence.status(at: frame.now).needsAttention { day = frame.today }
            groups[day, default: ([], [])].items.append(occurrence)
        }
        for event in subscribed {
            // One that began before today and is still on (a holiday week) is today's too.
            let day = max(LocalDate(event.start, in: frame.timeZone), frame.today)
            groups[day, default: ([], [])].events.append(event)
        }
        return groups.keys.sorted().html { day in
            let title = day == frame.today ? frame(.today) + " · " + frame.format.day(day) : frame.format.day(day)
            return section(title: title, groups[day]!.items, groups[day]!.events)
        }
    }

    /// Where "Done" comes back to.
    private var next: String { SiteURL.planner(.agenda(frame.householdID, frame.filter)).path }

    private func section(title: String, _ occurrences: [PlannerOccurrence], _ events: [SubscribedEvent]) -> HTML {
        """
        <section class="agenda-day"><h2>\(title)</h2>
        <ul class="list agenda-list">\(frame.dayRows(occurrences, events))</ul>
        </section>
        """
    }
}

/// One occurrence in a list: status, title, when, category, and its "Done" button (of the
/// page's `PlannerFrame.doneForm`).
struct PlannerItemRow {
    let frame: PlannerFrame
    let occurrence: PlannerOccurrence

    func render() -> HTML {
        let item = occurrence.item
        let status = occurrence.status(at: frame.now)
        let attention: HTML = status.needsAttention ? " attention" : ""
        let canBeDone = item.kind == .todo || !item.isRecurring || item.override != nil || item.isDone
        let location: HTML = item.location.isEmpty ? "" : "<span class=\"item-location\">\(item.location)</span>"
        let repeats: HTML =
            occurrence.seriesID != nil
            ? """
            <span class=\"repeat-mark\" title=\"\(frame(.repeats))\">\(StaticAssets.icon("repeat"))<span class=\"visually-hidden\">\
            \(frame(.repeats))</span></span>
            """
            : ""
        let privateMark: HTML = item.isPrivate ? "<span class=\"badge\">\(frame(.privateItem))</span>" : ""
        let when: HTML =
            occurrence.start.map { start in
                "<time datetime=\"\(start.internetDateTime)\">\(frame.format.span(occurrence))</time>"
            } ?? ""
        let otherZone: HTML = frame.format.otherZoneNote(occurrence).map { "<span class=\"other-zone\">\($0)</span>" } ?? ""
        return """
            <li class="item-row \
            kind-\(item.kind.rawValue)\(attention)\(item.isDone ? " is-done" : "")\(item.isCancelled ? " is-cancelled" : "")" \
            data-category-color="\(frame.categoryColor(item.category))">
            <div class="item-main">
            <a class="item-title" href="\(frame.link(occurrence))">\(item.title)</a>
            <div class="item-meta">\(frame.statusBadge(occurrence)) <span class="kind-label">\(frame(.kind(item.kind)))</span> \(when) \
            \(otherZone) \(repeats) \(frame.categoryChip(item.category))\(frame.calendarBadge(item)) \(location) \(privateMark)</div>
            </div>
            \(canBeDone ? frame.doneButton(occurrence) : HTML.empty)
            </li>
            """
    }
}
