import DomovCore
import Foundation

/// The saved people's name days as a read-only CalDAV calendar (`/dav/calendars/{user}/name-days/`),
/// one per user: the feed's yearly all-day events (`NameDayFeedWriter.events`), one object each.
struct NameDayCalDAVSource: CalDAVGeneratedSource {
    static let segment = "name-days"

    func owns(_ segment: String) -> Bool { segment == Self.segment }

    func collections(for user: User, services: DomovServices, localizer t: Localizer) async throws -> [CalDAVGeneratedCollection] {
        let writer = NameDayFeedWriter(
            catalog: services.nameDays.catalog, calendarName: t(.nameDays(.moduleTitle)),
            summary: { t(.nameDays(.feedEventSummary($0.title))) }, now: services.clock.now()
        )
        let objects = try await services.nameDays.reminders(for: user).flatMap { reminder in
            writer.events(reminder, stamp: reminder.updatedAt).map {
                CalDAVGeneratedObject(component: $0, productID: NameDayFeedWriter.productID)
            }
        }
        return [
            CalDAVGeneratedCollection(
                segment: Self.segment, displayName: t(.nameDays(.moduleTitle)), description: t(.nameDays(.calDAVDescription)),
                color: "#DB2777FF", component: "VEVENT", objects: objects
            )
        ]
    }
}
