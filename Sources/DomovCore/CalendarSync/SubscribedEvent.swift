import Foundation

/// One occurrence of an event in a subscribed calendar, as the planner's views show it:
/// read-only, recurring events expanded, overrides (RECURRENCE-ID) in place of what they replace.
public struct SubscribedEvent: Sendable, Equatable {
    public var subscriptionID: ID<CalendarSubscription>
    public var uid: String
    public var title: String
    public var location: String
    public var start: Date
    public var end: Date
    public var isAllDay: Bool

    /// The events of a subscription's calendar text that overlap `window`, in order of start.
    /// Floating times are read in `floatingZone` (the viewer's). At most `limit` are returned,
    /// so a feed with a minutely rule cannot flood a page.
    public static func occurrences(
        of subscription: CalendarSubscription, in window: DateInterval, floatingZone: TimeZone, limit: Int = 2_000
    ) -> [SubscribedEvent] {
        guard !subscription.calendarText.isEmpty,
            let calendar = try? ICalComponent.parse(subscription.calendarText, options: .init(validatesKnownValues: false))
        else { return [] }
        let events = calendar.components(named: "VEVENT")
        let range = CalendarTimeRange(start: window.start, end: window.end)
        var found: [SubscribedEvent] = []
        for event in events {
            let instances = CalendarComponentInstances(event, siblings: events, floatingZone: floatingZone)
            instances.forEach(near: range) { instance in
                guard let start = instance.start else { return true }
                let end = max(instance.end ?? start, start)
                // Past the window's end: later instances of a master are later still.
                if start >= window.end { return instances.isOverride }
                if end > window.start || (end == start && start >= window.start) {
                    found.append(
                        SubscribedEvent(
                            subscriptionID: subscription.id, uid: event.property("UID")?.value ?? "",
                            title: event.property("SUMMARY")?.text ?? "", location: event.property("LOCATION")?.text ?? "",
                            start: start, end: end, isAllDay: instance.isAllDay
                        ))
                }
                return found.count < limit
            }
            if found.count >= limit { break }
        }
        return found.sorted { ($0.start, $0.title) < ($1.start, $1.title) }
    }
}
