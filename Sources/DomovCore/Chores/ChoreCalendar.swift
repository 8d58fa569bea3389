import Foundation

/// Chores as iCalendar, for calendar apps. The feed shows due chores as events: one VEVENT per
/// chore that is not done, spanning its critical window (from the moment it turns critical
/// until it is due), so the calendar shows when it needs doing. CalDAV shows them as to-dos
/// (VTODO) that task apps tick off: the current span from its start to its due time, done
/// one-time chores as completed. Both come from `component(_:as:room:stamp:)`, so the two
/// never drift apart. A recurring chore shows its current span only: the next one starts
/// whenever it is renewed.
public enum ChoreCalendar {
    public static let productID = "-//Domov//Chores//EN"

    /// The component a chore becomes.
    public enum Component: String, Sendable {
        case event = "VEVENT"
        case todo = "VTODO"
    }

    public static func calendar(named name: String, chores: [Chore], rooms: [ID<ChoreRoom>: ChoreRoom], now: Date) -> ICalComponent {
        let events = chores.filter { !$0.isDone }.map { component($0, as: .event, room: rooms[$0.roomID], stamp: now) }
        return ICalComponent.calendar(productID: productID, name: name, components: events)
    }

    /// The UID a chore has in every calendar, feed or CalDAV.
    public static func uid(of chore: Chore) -> String { "chore-\(chore.id)@domov" }

    /// One chore as a VEVENT (its critical window) or a VTODO (its span, due at its end).
    /// `stamp` is the DTSTAMP: the feed's time of writing, or the chore's last change where
    /// the text must stay the same until the chore changes (CalDAV ETags).
    public static func component(_ chore: Chore, as kind: Component, room: ChoreRoom?, stamp: Date) -> ICalComponent {
        var properties: [ICalProperty] = [
            ICalProperty(name: "UID", value: uid(of: chore)),
            .dateTime("DTSTAMP", .utc(stamp)),
        ]
        switch kind {
        case .event:
            properties += [.dateTime("DTSTART", .utc(chore.criticalAt)), .dateTime("DTEND", .utc(chore.due))]
        case .todo:
            properties += [.dateTime("DTSTART", .utc(chore.start)), .dateTime("DUE", .utc(chore.due))]
        }
        properties += [
            .text("SUMMARY", chore.name),
            .dateTime("LAST-MODIFIED", .utc(chore.updatedAt)),
        ]
        switch kind {
        case .event:
            properties.append(ICalProperty(name: "TRANSP", value: "TRANSPARENT"))
        case .todo:
            if let completedAt = chore.completedAt {
                properties += [
                    ICalProperty(name: "STATUS", value: "COMPLETED"), .dateTime("COMPLETED", .utc(completedAt)),
                    ICalProperty(name: "PERCENT-COMPLETE", value: "100"),
                ]
            } else {
                properties.append(ICalProperty(name: "STATUS", value: "NEEDS-ACTION"))
            }
        }
        if !chore.details.isEmpty { properties.append(.text("DESCRIPTION", chore.details)) }
        if let room { properties.append(.text("LOCATION", room.name)) }
        return ICalComponent(name: kind.rawValue, properties: properties)
    }
}
