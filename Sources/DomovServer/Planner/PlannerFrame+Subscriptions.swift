import DomovCore
import Foundation

/// Events of the viewer's subscribed calendars in the planner's views: read-only (no link to
/// edit or delete them, nothing to tick off), and labelled with the calendar they come from.
extension PlannerFrame {
    /// The events of every subscribed calendar that overlap the window, in order of start.
    func subscribedEvents(in window: DateInterval) -> [SubscribedEvent] {
        subscriptions.flatMap { SubscribedEvent.occurrences(of: $0, in: window, floatingZone: timeZone) }
            .sorted { ($0.start, $0.title) < ($1.start, $1.title) }
    }

    /// Those starting on `day` or running through it, in the viewer's zone.
    func subscribed(_ events: [SubscribedEvent], on day: LocalDate) -> [SubscribedEvent] {
        let start = day.startOfDay(in: timeZone)
        let end = day.adding(days: 1).startOfDay(in: timeZone)
        // All-day dates were read in the viewer's zone (`subscribedEvents`), so they fall on their days.
        return events.filter { event in
            event.start < end && (event.end > start || (event.end == event.start && event.start >= start))
        }
    }

    /// A day's list rows: the planner's items with the subscribed events among them by start,
    /// as a calendar app lists a day (an event before the item it starts before, an item first
    /// on a tie). Both come in order of start.
    func dayRows(_ occurrences: [PlannerOccurrence], _ events: [SubscribedEvent]) -> HTML {
        var rows: [HTML] = []
        rows.reserveCapacity(occurrences.count + events.count)
        var waiting = events[...]
        for occurrence in occurrences {
            let start = occurrence.start ?? .distantPast
            while let event = waiting.first, event.start < start {
                rows.append(subscribedEntry(event))
                waiting = waiting.dropFirst()
            }
            rows.append(PlannerItemRow(frame: self, occurrence: occurrence).render())
        }
        rows += waiting.map { subscribedEntry($0) }
        return "\(rows)"
    }

    /// One event as a list row; `compact` for a month cell.
    func subscribedEntry(_ event: SubscribedEvent, compact: Bool = false) -> HTML {
        let subscription = subscriptions.first { $0.id == event.subscriptionID }
        let color = subscription?.color ?? PlannerCalendar.defaultColor
        let label = self(.subscribedLabel(subscription?.name ?? ""))
        let time: HTML = event.isAllDay ? "" : "<span class=\"time\">\(format.time(event.start))</span> "
        if compact {
            return """
                <li class="month-entry subscribed-entry" data-category-color="\(color)">\(time)\(event.title)<span \
                class="visually-hidden">, \(label)</span></li>
                """
        }
        let location: HTML = event.location.isEmpty ? "" : " <span class=\"muted\">· \(event.location)</span>"
        let span: HTML = event.isAllDay ? "" : "<span class=\"time\">\(format.time(event.start)) – \(format.time(event.end))</span> "
        return """
            <li class="subscribed-entry" data-category-color="\(color)"><p>\(span)<span class="title">\(event.title)</span>\(location)</p>\
            <p><span class="category-chip" data-category-color="\(color)">\(label)</span></p></li>
            """
    }
}
