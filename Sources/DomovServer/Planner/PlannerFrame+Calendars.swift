import DomovCore
import Foundation

private typealias Field = PlannerItemForm.Field

/// The viewer's personal calendars on every planner page: a filter, a choice in the item form,
/// and a chip on the items that are in one.
extension PlannerFrame {
    /// The household's default calendar first, then the viewer's own.
    var calendarChoices: [(value: String, label: String)] {
        [(PlannerCalendarScope.household.token, self(.householdCalendar(household.name)))] + calendars.map { ($0.id.description, $0.name) }
    }

    /// Shown only to someone with personal calendars: otherwise every item is in the household's.
    var calendarFilter: HTML {
        guard !calendars.isEmpty else { return .empty }
        let options = calendarChoices.html { choice in
            let selected: HTML = filter.calendars.contains(choice.value) ? " selected" : ""
            return "<option value=\"\(choice.value)\"\(selected)>\(choice.label)</option>"
        }
        return """
            <div class="field"><label for="filter-calendar">\(self(.calendarLabel))</label>
            <select id="filter-calendar" name="calendar"><option value="">\(self(.allCalendars))</option>\(options)</select></div>
            """
    }

    /// The item form's calendar choice (hidden when there is only the household's).
    func calendarField(_ form: FormBuilder) -> HTML {
        guard !calendars.isEmpty else { return .empty }
        let selected = form.values.has(Field.calendar) ? form.values[Field.calendar] : PlannerCalendarScope.household.token
        return """
            \(form.select(Field.calendar, label: self(.calendarLabel), options: calendarChoices, selected: selected))
            <p class="hint">\(self(.calendarHint))</p>
            """
    }

    /// "Sport" with its colour, for an item in one of the viewer's personal calendars.
    func calendarBadge(_ item: PlannerItem) -> HTML {
        guard let id = item.calendarID, let calendar = calendars.first(where: { $0.id == id }) else { return .empty }
        return
            """
             <span class=\"category-chip calendar-chip\" data-category-color=\"\(calendar.color)\">\
            \(self(.inCalendar(calendar.name)))</span>
            """
    }
}
