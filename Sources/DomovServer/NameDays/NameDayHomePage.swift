import DomovCore
import Foundation

/// Today's date; who celebrates yesterday, today and tomorrow; and the saved people's name days
/// in the next 30 days.
struct NameDayHomePage {
    let frame: NameDayFrame
    let week: NameDayWeek
    let upcoming: [NameDayUpcoming]

    func render() -> HTML {
        let labels: [NameDayText] = [.yesterday, .today, .tomorrow]
        let ids = ["yesterday", "today", "tomorrow"]
        let cards = zip(zip(labels, ids), week.days).map { pair, day in
            card(label: pair.0, id: pair.1, day: day, isToday: pair.1 == "today")
        }
        return frame.render(
            title: frame(.moduleTitle), tab: .today,
            """
            <p class="name-day-date" id="today-date">\(frame(.todayIs(frame.longDate(week.today))))</p>
            <div class="name-day-cards">\(cards)</div>
            <section class="card" aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading">\(frame(.upcomingHeading))</h2>
            \(upcomingList)
            </section>
            <section class="card" aria-labelledby="search-heading">
            <h2 id="search-heading">\(frame(.tabSearch))</h2>
            \(frame.searchForm())
            </section>
            """)
    }

    private func card(label: NameDayText, id: String, day: NameDayWeek.Day, isToday: Bool) -> HTML {
        let showCalendar = frame.calendars.count > 1
        let entries = day.entries.html { calendar, entry in
            let names: HTML =
                entry.names.isEmpty
                ? "<p class=\"muted\">\(frame(.noName))</p>"
                : """
                <ul class="name-list">\(entry.names.html { name in
                    "<li><span class=\"name\">\(name)</span> \(frame.remindLink(name))\(greeting(name, calendar, isToday))</li>"
                })</ul>
                """
            let holiday: HTML = entry.holiday.map { "<p class=\"holiday\">\(frame(.holiday($0)))</p>" } ?? ""
            let heading: HTML = showCalendar ? "<p class=\"meta\">\(frame(.calendarName(calendar)))</p>" : ""
            return "<div class=\"calendar-entry\" data-calendar=\"\(calendar.rawValue)\">\(heading)\(names)\(holiday)</div>"
        }
        return """
            <section class="card name-day-card\(isToday ? " is-today" : "")" id="name-day-\(id)" aria-labelledby="\(id)-heading">
            <h2 id="\(id)-heading">\(frame(label)) <span class="meta">\(frame.day(DayOfYear(day.date)))</span></h2>
            \(entries)
            </section>
            """
    }

    /// Today's names get a greeting in the calendar's language, ready to copy into a message:
    /// a Czech name in the vocative, a Slovak one in the nominative (`NameDayGreeting`).
    private func greeting(_ name: String, _ calendar: NameDayCalendarID, _ isToday: Bool) -> HTML {
        guard isToday else { return "" }
        return """
            <p class="greeting" lang="\(calendar.rawValue)"><span class="visually-hidden">\(frame(.greetingLabel(calendar))): </span>\
            \(NameDayGreeting.greeting(for: name, in: calendar))</p>
            """
    }

    private var upcomingList: HTML {
        guard !upcoming.isEmpty else { return "<p class=\"muted\" id=\"upcoming-empty\">\(frame(.upcomingEmpty))</p>" }
        return """
            <ul class="list" id="upcoming">\(upcoming.html { item in
            """
            <li><div><p class="primary-text">\(item.reminder.title)</p>\
            <p class="meta">\(frame.day(DayOfYear(item.date))) · \(frame(.daysAway(item.daysAway)))</p></div></li>
            """
            })</ul>
            """
    }
}
