import Foundation

/// The saved people's name days as iCalendar: one yearly all-day event per reminder and day, so
/// a calendar app shows them every year without fetching again. The feed (`calendar`) and the
/// read-only CalDAV calendar (one object per event) both take their events from `events`.
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
        var calendar = ICalComponent.calendar(productID: Self.productID, name: calendarName)
        for reminder in reminders {
            calendar.components += events(reminder, stamp: now)
        }
        return calendar
    }

    /// The reminder's events, one per day of its name in its calendars. `stamp` is the DTSTAMP:
    /// the feed's time of writing, or the reminder's last change where the text must stay the
    /// same until the reminder changes (CalDAV ETags).
    public func events(_ reminder: NameDayReminder, stamp: Date) -> [ICalComponent] {
        let firstYear = LocalDateTime(instant: reminder.createdAt, in: reminder.timeZone).year
        return catalog.days(ofName: reminder.name, in: reminder.calendars).map {
            event(reminder, day: $0, firstYear: firstYear, stamp: stamp)
        }
    }

    private func event(_ reminder: NameDayReminder, day: DayOfYear, firstYear: Int, stamp: Date) -> ICalComponent {
        // 29 February repeats as the last day of February, so common years show it on the 28th.
        let rule = day.month == 2 && day.day == 29 ? "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1" : "FREQ=YEARLY"
        let start = day.date(in: firstYear)
        return ICalComponent(
            name: "VEVENT",
            properties: [
                ICalProperty(name: "UID", value: "\(reminder.id)-\(day.code)@domov-name-days"),
                .dateTime("DTSTAMP", .utc(stamp)),
                ICalProperty(name: "DTSTART", parameters: [ICalParameter(name: "VALUE", value: "DATE")], value: start.icalString),
                ICalProperty(
                    name: "DTEND", parameters: [ICalParameter(name: "VALUE", value: "DATE")], value: start.adding(days: 1).icalString),
                ICalProperty(name: "RRULE", value: rule),
                .text("SUMMARY", summary(reminder)),
                ICalProperty(name: "TRANSP", value: "TRANSPARENT"),
            ])
    }
}
