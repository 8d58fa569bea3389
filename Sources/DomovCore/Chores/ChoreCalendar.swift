import Foundation

/// Due chores as iCalendar, for calendar apps that subscribe to a feed: one VEVENT per chore
/// that is not done, spanning its critical window (from the moment it turns critical until it
/// is due), so the calendar shows when it needs doing. A recurring chore shows its current
/// span only: the next one starts whenever it is renewed.
public enum ChoreCalendar {
    public static func calendar(named name: String, chores: [Chore], rooms: [ID<ChoreRoom>: ChoreRoom], now: Date) -> ICalComponent {
        let events = chores.filter { !$0.isDone }.map { chore -> ICalComponent in
            var properties: [ICalProperty] = [
                ICalProperty(name: "UID", value: "chore-\(chore.id)@domov"),
                .dateTime("DTSTAMP", .utc(now)),
                .dateTime("DTSTART", .utc(chore.criticalAt)),
                .dateTime("DTEND", .utc(chore.due)),
                .text("SUMMARY", chore.name),
                .dateTime("LAST-MODIFIED", .utc(chore.updatedAt)),
                ICalProperty(name: "TRANSP", value: "TRANSPARENT"),
            ]
            if !chore.details.isEmpty { properties.append(.text("DESCRIPTION", chore.details)) }
            if let room = rooms[chore.roomID] { properties.append(.text("LOCATION", room.name)) }
            return ICalComponent(name: "VEVENT", properties: properties)
        }
        return ICalComponent(name: "VCALENDAR", properties: [
            ICalProperty(name: "VERSION", value: "2.0"),
            ICalProperty(name: "PRODID", value: "-//Domov//Chores//EN"),
            ICalProperty(name: "CALSCALE", value: "GREGORIAN"),
            .text("X-WR-CALNAME", name),
        ], components: events)
    }
}
