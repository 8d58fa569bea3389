import DomovCore
import Foundation

/// What was marked done, most recent first, each with "Undo".
struct PlannerHistoryPage {
    let frame: PlannerFrame
    let items: [PlannerItem]

    func render() -> HTML {
        let content: HTML =
            items.isEmpty
            ? "<div class=\"empty-state\" id=\"history-empty\"><p>\(frame(.historyEmpty))</p></div>"
            : """
            <ul class=\"list agenda-list\" id=\"history\">\(items.html(row))</ul>\
            \(frame.doneForm(next: SiteURL.planner(.history(frame.householdID)).path))
            """
        return frame.render(title: frame(.done), tab: .done, content)
    }

    private func row(_ item: PlannerItem) -> HTML {
        let occurrence = PlannerOccurrence(item: item, start: item.start, end: item.end, originalStart: item.override?.originalStart)
        let completed: HTML =
            item.completedAt.map {
                "<span class=\"muted\">\(frame(.completedOn(frame.format.day(of: $0) + ", " + frame.format.time($0))))</span>"
            } ?? ""
        return """
            <li class="item-row is-done kind-\(item.kind.rawValue)" data-category-color="\(frame.categoryColor(item.category))">
            <div class="item-main">
            <a class="item-title" href="\(frame.link(occurrence))">\(item.title)</a>
            <div class="item-meta"><span class="kind-label">\(frame(.kind(item.kind)))</span> \
            \(occurrence.start == nil ? HTML.empty : "<span>\(frame.format.span(occurrence))</span>") \(frame.categoryChip(item.category)) \
            \(completed)</div>
            </div>
            \(frame.doneButton(occurrence))
            </li>
            """
    }
}
