import Foundation

/// The saved people's name days as an iCalendar feed: one yearly all-day event per reminder
/// and day, so a calendar app shows them every year without fetching again.
public struct NameDayFeedWriter: Sendable {
    public static let productID = "-//Domov//Name days//EN"

    public let catalog: NameDayCatalog
    /// The calendar's name as apps show it.
    public let calendarName: String
    /// The event's title for a reminder, in the owner's language ("Svátek: Babička Jana (Jana)").
    public let summary: @Sendable (NameDayReminder) -> String
    public let now: Date

    public init(catalog: NameDayCatalog, calendarName: String, summary: @escaping @Sendable (NameDayReminder) -> String, now: Date) {
        self.catalog = catalog
        self.calendarName = calendarName
        self.summary = summary
        self.now = now
    }

    public func calendar(_ reminders: [NameDayReminder]) -> ICalComponent {
        var calendar = ICalComponent(name: "VCALENDAR", properties: [
            ICalProperty(name: "VERSION", value: "2.0"),
            ICalProperty(name: "PRODID", value: Self.productID),
            ICalProperty(name: "CALSCALE", value: "GREGORIAN"),
            .text("X-WR-CALNAME", calendarName),
        ])
        for reminder in reminders {
            let firstYear = LocalDateTime(instant: reminder.createdAt, in: reminder.timeZone).year
            for day in catalog.days(ofName: reminder.name, in: reminder.calendars) {
                calendar.components.append(event(reminder, day: day, firstYear: firstYear))
            }
        }
        return calendar
    }

    private func event(_ reminder: NameDayReminder, day: DayOfYear, firstYear: Int) -> ICalComponent {
        // 29 February repeats as the last day of February, so common years show it on the 28th.
        let rule = day.month == 2 && day.day == 29 ? "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1" : "FREQ=YEARLY"
        let start = day.date(in: firstYear)
        return ICalComponent(name: "VEVENT", properties: [
            ICalProperty(name: "UID", value: "\(reminder.id)-\(day.code)@domov-name-days"),
            .dateTime("DTSTAMP", .utc(now)),
            ICalProperty(name: "DTSTART", parameters: [ICalParameter(name: "VALUE", value: "DATE")], value: start.icalString),
            ICalProperty(name: "DTEND", parameters: [ICalParameter(name: "VALUE", value: "DATE")], value: start.adding(days: 1).icalString),
            ICalProperty(name: "RRULE", value: rule),
            .text("SUMMARY", summary(reminder)),
            ICalProperty(name: "TRANSP", value: "TRANSPARENT"),
        ])
    }
}
