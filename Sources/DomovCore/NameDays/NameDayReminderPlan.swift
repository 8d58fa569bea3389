import Foundation

/// When a name-day reminder fires: at its local time on the next day of its name, in its own
/// zone, so 07:00 stays 07:00 in winter and in summer. One notice is planned at a time; when it
/// has gone out, the dispatcher asks for the next year's.
public enum NameDayReminderPlan {
    /// The next name day of the reminder, and the instant it fires, strictly after `now`.
    public static func next(for reminder: NameDayReminder, catalog: NameDayCatalog, after now: Date) -> (day: LocalDate, due: Date)? {
        next(
            days: catalog.days(ofName: reminder.name, in: reminder.calendars), minuteOfDay: reminder.minuteOfDay, zone: reminder.timeZone,
            after: now)
    }

    /// The earliest of the days, at that local time in the zone, that is after `now`.
    public static func next(days: [DayOfYear], minuteOfDay: Int, zone: TimeZone, after now: Date) -> (day: LocalDate, due: Date)? {
        guard !days.isEmpty else { return nil }
        let thisYear = LocalDateTime(instant: now, in: zone).year
        // Two years always suffice: every day of the list recurs within a year and a day.
        for year in thisYear...(thisYear + 1) {
            let candidates = days.map { $0.date(in: year) }.sorted()
            for date in candidates {
                guard let local = LocalDateTime(date: date, hour: minuteOfDay / 60, minute: minuteOfDay % 60) else { continue }
                let due = local.instant(in: zone)
                if due > now { return (date, due) }
            }
        }
        return nil
    }

    /// The notice for the next name day, or none when the name has no day (the calendars changed).
    /// - Parameter link: the path the notice opens (the server knows its URLs; Core does not).
    public static func notices(
        for reminder: NameDayReminder, catalog: NameDayCatalog, after now: Date, link: String, ids: IDGenerator
    ) -> [Notice] {
        guard let next = next(for: reminder, catalog: catalog, after: now),
            let midnight = LocalDateTime(date: next.day)
        else { return [] }
        return [
            Notice(
                id: ids(), userID: reminder.userID, source: .nameDay(reminder.id), title: reminder.title,
                eventAt: midnight.instant(in: reminder.timeZone), eventIsAllDay: true,
                link: link, dueAt: next.due, createdAt: now
            )
        ]
    }
}

extension NotificationSource {
    /// The module name of name-day reminders' notices.
    public static let nameDayModule = "name-days"

    /// A name-day reminder's notices.
    public static func nameDay(_ id: ID<NameDayReminder>) -> NotificationSource {
        NotificationSource(module: nameDayModule, id: id.description)
    }
}
